/**
 * Default daily goals and meal-plan targets: the one place their numbers live (the `users` and
 * `meal_plans` column defaults in db/schema.ts, the forms and the API all read them here).
 * No imports: db/schema.ts loads this file under drizzle-kit.
 */

/**
 * A new user's daily goals, spec section 9 "Default goals": 2000 kcal, protein 150 g, carbs
 * 200 g, fat 65 g; the dashboard and profile forms also fiber 25 g and sugar 50 g; water 2000 ml.
 */
export const DEFAULT_GOALS = {
	calories: 2000,
	protein: 150,
	carbs: 200,
	fat: 65,
	fiber: 25,
	sugar: 50,
	water: 2000,
} as const

/**
 * A new meal plan's targets when left empty, spec section 5 "New meal plan": 2000 kcal, protein
 * 150 g, carbs 200 g, fat 70 g. (Fat is 70 here, 65 for a user's goals: the spec sets both.)
 */
export const MEAL_PLAN_DEFAULT_TARGETS = {
	calories: 2000,
	protein: 150,
	carbs: 200,
	fat: 70,
} as const
