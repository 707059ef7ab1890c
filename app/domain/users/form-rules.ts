/**
 * The account and goal form rules as plain constants: option lists, password messages and goal
 * bounds (spec sections 3, 5 and 9). No zod here, so the browser bundle can use them without the
 * schemas; app/domain/users/users.schema.ts builds its schemas from these and re-exports them.
 */

/** Spec section 3 'Health goals' (the diet, allergy and condition lists are the food classifier's options). */
export const HEALTH_GOALS = ['lose_weight', 'gain_weight', 'maintain_weight', 'build_muscle', 'improve_energy', 'better_sleep', 'reduce_stress', 'heart_health', 'digestive_health', 'immune_support'] as const

/** Password minimum length, spec section 9. */
export const PASSWORD_MIN = 6
/** Spec section 5 register messages: [title, message]. */
export const PASSWORD_MISMATCH = { title: 'Password mismatch', message: 'Passwords do not match. Please try again.' } as const
export const PASSWORD_TOO_SHORT = { title: 'Password too short', message: 'Password must be at least 6 characters long.' } as const
/** A password of only spaces (a blank password would pass the length check). */
export const PASSWORD_BLANK = 'Password must not be only spaces.'
/** A time zone this runtime does not know, e.g. 'Mars/Olympus'. */
export const UNKNOWN_TIME_ZONE = 'Unknown time zone'

/** Dashboard dialog 'Set Your Nutrition Goals' bounds, spec section 5. */
export const GOALS_DIALOG_BOUNDS = {
	dailyCalorieGoal: { min: 1000, max: 5000, step: 50 },
	dailyProteinGoal: { min: 50, max: 300, step: 5 },
	dailyCarbGoal: { min: 50, max: 500, step: 10 },
	dailyFatGoal: { min: 30, max: 200, step: 5 },
} as const

/** Nutrition goals form (profile) bounds, spec section 5; also the bounds of every goal update. */
export const NUTRITION_GOAL_BOUNDS = {
	dailyCalorieGoal: { min: 800, max: 5000, label: 'Daily calories' },
	dailyProteinGoal: { min: 10, max: 500, label: 'Daily protein' },
	dailyCarbGoal: { min: 10, max: 1000, label: 'Daily carbs' },
	dailyFatGoal: { min: 10, max: 300, label: 'Daily fat' },
	dailyFiberGoal: { min: 10, max: 100, label: 'Daily fiber' },
	dailySugarGoal: { min: 10, max: 200, label: 'Daily sugar' },
	dailyWaterGoal: { min: 500, max: 5000, label: 'Daily water' },
} as const
