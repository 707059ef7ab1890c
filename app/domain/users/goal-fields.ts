/**
 * The goal fields the goal set-up proposes and the person accepts or edits (the profile's bounds
 * and messages apply). A module of its own, free of zod and the schema, so the /welcome screen's
 * browser code does not carry the validation it runs on the server.
 */
export const GOAL_FIELDS = ['dailyCalorieGoal', 'dailyProteinGoal', 'dailyCarbGoal', 'dailyFatGoal'] as const
