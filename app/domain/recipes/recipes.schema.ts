/**
 * Zod schemas of recipe input, shared by the recipe forms (Conform) and the /api routes. Forms
 * send strings; the preprocessors turn '' into "not given" and comma or newline lists into arrays.
 */
import { z } from 'zod'
import { DIFFICULTIES, MEAL_TYPES } from '#db/schema.ts'
import { LOG_UNITS } from '#app/domain/nutrition/units.ts'
import { pageParams } from '#app/domain/pagination.ts'
import { RECIPE_CAPS, RECIPE_PAGE } from './caps.ts'
import { DIET_FILTERS } from './rules.ts'

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const numberish = (v: unknown) => {
	const e = emptyToUndefined(v)
	return typeof e === 'string' ? Number(e) : e
}
const listish = (v: unknown) => (typeof v === 'string' ? v.split(/[,\n]/).map((s) => s.trim()).filter(Boolean) : v)

const minutes = (label: string) =>
	z.preprocess(numberish, z.number({ error: `${label} must be a number of minutes` }).int(`${label} must be whole minutes`).min(0, `${label} must be at least 0`).max(1440, `${label} must be at most 1440 minutes`).optional())

/** One ingredient: a database food, an amount and a log unit (gram, ounce, cup, piece, serving). */
export const IngredientInputSchema = z.object({
	foodId: z.preprocess(numberish, z.number({ error: 'foodId must be a food id' }).int('foodId must be a food id').positive('foodId must be a food id').max(Number.MAX_SAFE_INTEGER)),
	quantity: z.preprocess(numberish, z.number({ error: 'Please enter a valid quantity' }).gt(0, 'Please enter a valid quantity').max(10_000, 'Quantity must be at most 10000')),
	unit: z.enum(LOG_UNITS, { error: `unit must be one of ${LOG_UNITS.join(', ')}` }),
})

/** A recipe's fields (without ingredients): the recipe form's first step. */
export const RecipeFieldsSchema = z.object({
	name: z.string({ error: 'Please enter a recipe name' }).trim().min(1, 'Please enter a recipe name').max(120, 'Recipe name must be at most 120 characters'),
	description: z.preprocess(emptyToUndefined, z.string().trim().max(500, 'Description must be at most 500 characters').optional()),
	instructions: z.preprocess(emptyToUndefined, z.string().trim().max(RECIPE_CAPS.instructionsLength, `Instructions must be at most ${RECIPE_CAPS.instructionsLength} characters`).optional()),
	servings: z.preprocess(numberish, z.number({ error: 'Servings must be a whole number from 1 to 20' }).int('Servings must be a whole number from 1 to 20').min(1, 'Servings must be a whole number from 1 to 20').max(20, 'Servings must be a whole number from 1 to 20').default(1)),
	prepTime: minutes('Prep time'),
	cookTime: minutes('Cook time'),
	difficulty: z.preprocess(emptyToUndefined, z.enum(DIFFICULTIES, { error: 'Difficulty must be easy, medium or hard' }).optional()),
	cuisine: z.preprocess(emptyToUndefined, z.string().trim().max(60, 'Cuisine must be at most 60 characters').optional()),
	tags: z.preprocess(listish, z.array(z.string().trim().min(1).max(30, 'Each tag must be at most 30 characters')).max(10, 'At most 10 tags').default([])),
	mealTypes: z.preprocess(
		(v) => (typeof v === 'string' ? [v] : v),
		z.array(z.enum(MEAL_TYPES, { error: 'Meal types must be breakfast, lunch, dinner or snack' })).min(1, 'Choose at least one meal type').default(['lunch', 'dinner']),
	),
})

/** The refusal past RECIPE_CAPS.ingredientsPerRecipe (schema and Add ingredient alike). */
export const TOO_MANY_INGREDIENTS = `A recipe holds at most ${RECIPE_CAPS.ingredientsPerRecipe} ingredients`

/** A whole recipe with its ingredients (API create / replace). */
export const RecipeInputSchema = RecipeFieldsSchema.extend({
	ingredients: z.array(IngredientInputSchema).max(RECIPE_CAPS.ingredientsPerRecipe, TOO_MANY_INGREDIENTS).default([]),
})
export type RecipeInput = z.output<typeof RecipeInputSchema>

/** GET /api/users/{id}/recipes and the Recipes tab: search text, diet filter and the page. */
export const RecipeQuerySchema = z.object({
	q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
	diet: z.enum(DIET_FILTERS, { error: `diet must be one of ${DIET_FILTERS.join(', ')}` }).optional(),
	mealType: z.enum(MEAL_TYPES, { error: `mealType must be one of ${MEAL_TYPES.join(', ')}` }).optional().meta({ description: 'Only recipes that suit this meal' }),
	maxMinutes: z.preprocess(numberish, z.number({ error: 'maxMinutes must be a number' }).int('maxMinutes must be a whole number').min(1, 'maxMinutes must be at least 1').max(1440, 'maxMinutes must be at most 1440').optional()).meta({ description: 'Only recipes ready (prep plus cook) within this many minutes' }),
	...pageParams(RECIPE_PAGE),
})
