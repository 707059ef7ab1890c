/**
 * Zod schemas of planning input, shared by the /meal-planning forms and the /api routes.
 * Messages quote the spec (section 5 'New meal plan').
 */
import { z } from 'zod'
import { isIsoDay } from '#app/domain/dates.ts'
import { MEAL_PLAN_DEFAULT_TARGETS } from '#app/domain/nutrition/index.ts'
import { MEAL_TYPES } from '#db/schema.ts'
import { GROCERY_DEFAULTS } from './options.ts'

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const numberish = (v: unknown) => {
	const e = emptyToUndefined(v)
	return typeof e === 'string' ? Number(e) : e
}
const day = (label: string) => z.string({ error: `${label} is required` }).trim().refine(isIsoDay, `${label} must be a real date (YYYY-MM-DD)`)
/** A target: empty means the spec default (section 5: "defaults ... when empty"). */
const target = (label: string, fallback: number, max: number) =>
	z.preprocess(numberish, z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`).min(0, `${label} must be at least 0`).max(max, `${label} must be at most ${max}`).default(fallback))
const list = z.preprocess((v) => (v == null ? [] : typeof v === 'string' ? [v] : v), z.array(z.string().trim().max(60, 'Each entry must be at most 60 characters')).max(30, 'At most 30 entries'))

/**
 * POST /api/users/{id}/meal-plans and the Create New Meal Plan form (spec sections 5, 7, 9).
 * The 'other' free-text fields (forms only) are appended to their lists by `withOthers`.
 */
export const CreatePlanSchema = z.object({
	name: z.string({ error: 'Please enter a plan name' }).trim().min(1, 'Please enter a plan name').max(100, 'Plan name must be at most 100 characters'),
	description: z.preprocess(emptyToUndefined, z.string().trim().max(500, 'Description must be at most 500 characters').optional()),
	startDate: z.preprocess(emptyToUndefined, day('Start date').optional()),
	endDate: z.preprocess(emptyToUndefined, day('End date').optional()),
	isActive: z.preprocess((v) => (v === 'on' || v === 'true' ? true : v === 'false' || v === '' ? false : v), z.boolean({ error: 'isActive must be true or false' }).default(false)),
	targetCalories: target('Target calories', MEAL_PLAN_DEFAULT_TARGETS.calories, 10000),
	targetProtein: target('Target protein', MEAL_PLAN_DEFAULT_TARGETS.protein, 1000),
	targetCarbs: target('Target carbs', MEAL_PLAN_DEFAULT_TARGETS.carbs, 2000),
	targetFat: target('Target fat', MEAL_PLAN_DEFAULT_TARGETS.fat, 1000),
	healthConditions: list.default([]),
	allergies: list.default([]),
	dietaryRestrictions: list.default([]),
	foodPreferences: list.default([]),
	/** Ask the configured AI provider to propose the week (checked by the same rules). */
	useAi: z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean()).optional(),
})
export type CreatePlanInput = z.output<typeof CreatePlanSchema>

/** Form only: appends the four free-text 'other' fields to their lists (spec section 5). */
export function withOthers(form: FormData): FormData {
	const out = new FormData()
	for (const [k, v] of form.entries()) if (!k.endsWith('Other')) out.append(k, v)
	for (const field of ['healthConditions', 'allergies', 'dietaryRestrictions', 'foodPreferences']) {
		const other = form.get(`${field}Other`)
		if (typeof other === 'string') for (const part of other.split(',').map((s) => s.trim()).filter(Boolean)) out.append(field, part)
	}
	return out
}

/** Adding or replacing a planned meal. */
export const PlannedMealSchema = z.object({
	recipeId: z.string({ error: 'recipeId is required' }).trim().min(1, 'recipeId is required').max(64),
	servings: z.preprocess(numberish, z.number({ error: 'Servings must be a number' }).min(0.25, 'Servings must be at least 0.25').max(10, 'Servings must be at most 10').optional()),
})
export const AddPlannedMealSchema = PlannedMealSchema.extend({
	date: day('Date'),
	mealType: z.enum(MEAL_TYPES, { error: 'mealType must be breakfast, lunch, dinner or snack' }),
})
export type AddPlannedMealInput = z.output<typeof AddPlannedMealSchema>

/** POST /api/users/{id}/grocery-lists/generate (spec section 7: mealPlanId, servings, daysToGenerate). */
export const GenerateGrocerySchema = z.object({
	mealPlanId: z.string({ error: 'No Meal Plan Selected: Please select a meal plan first to generate a grocery list.' }).trim().min(1, 'No Meal Plan Selected: Please select a meal plan first to generate a grocery list.').max(64),
	servings: z.preprocess(numberish, z.number({ error: 'servings must be a number' }).gt(0, 'servings must be greater than 0').max(20, 'servings must be at most 20').default(GROCERY_DEFAULTS.servings)),
	daysToGenerate: z.preprocess(numberish, z.number({ error: 'daysToGenerate must be a whole number' }).int('daysToGenerate must be a whole number').min(1, 'daysToGenerate must be at least 1').max(31, 'daysToGenerate must be at most 31').default(GROCERY_DEFAULTS.daysToGenerate)),
	/** First day of the window; default: today when inside the plan, else the plan's start. */
	startDate: z.preprocess(emptyToUndefined, day('startDate').optional()),
})
export type GenerateGroceryInput = z.output<typeof GenerateGrocerySchema>
