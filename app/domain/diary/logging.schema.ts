/**
 * Zod schemas of the logging shortcuts (quick add, copying a meal or a day, My Meals), shared by
 * the dashboard's forms (Conform) and the /api routes. Isomorphic.
 */
import { z } from 'zod'
import { ENTRY_BOUNDS } from '#app/domain/nutrition/index.ts'
import { SAVED_MEAL_CAPS } from './caps.ts'
import { isoDayField, mealTypeField } from './diary.schema.ts'

const grams = (label: string) =>
	z
		.number({ error: `${label} must be a number` })
		.min(0, `${label} must be non-negative`)
		.max(ENTRY_BOUNDS.grams, `${label} must be at most ${ENTRY_BOUNDS.grams}`)

/**
 * Quick add: calories (kcal, required, above 0 and at most ENTRY_BOUNDS.kcal) with optional
 * protein, carbs and fat (g, default 0), no food; into the day's meal of `mealType`.
 */
export const QuickAddSchema = z.object({
	date: isoDayField().optional(),
	mealType: mealTypeField,
	calories: z
		.number({ error: 'Calories must be a number' })
		.gt(0, 'Calories must be more than 0')
		.max(ENTRY_BOUNDS.kcal, `Calories must be at most ${ENTRY_BOUNDS.kcal}`),
	protein: grams('Protein').default(0),
	carbs: grams('Carbs').default(0),
	fat: grams('Fat').default(0),
})
export type QuickAddInput = z.infer<typeof QuickAddSchema>

/** Copying one meal's foods into the meal of `toMealType` on `toDate` (created when missing). */
export const CopyMealSchema = z.object({
	toDate: isoDayField('toDate is required'),
	toMealType: z.enum(mealTypeField.options, { error: 'toMealType must be breakfast, lunch, dinner or snack' }),
})
export type CopyMealInput = z.infer<typeof CopyMealSchema>

/** Copying every meal of `fromDate` into the same meal types of `toDate`. */
export const CopyDaySchema = z.object({
	fromDate: isoDayField('fromDate is required'),
	toDate: isoDayField('toDate is required'),
})
export type CopyDayInput = z.infer<typeof CopyDaySchema>

/** Saving a logged meal as a My Meal named `name`. */
export const SaveMealSchema = z.object({
	mealId: z.string({ error: 'mealId is required' }).min(1, 'mealId is required').max(64),
	name: z
		.string({ error: 'Name is required' })
		.trim()
		.min(1, 'Name is required')
		.max(SAVED_MEAL_CAPS.nameLength, `Name must be at most ${SAVED_MEAL_CAPS.nameLength} characters`),
})
export type SaveMealInput = z.infer<typeof SaveMealSchema>

/** Logging a My Meal into the day's meal of `mealType` (`date`: default the user's today). */
export const LogSavedMealSchema = z.object({
	mealType: mealTypeField,
	date: isoDayField().optional(),
})
export type LogSavedMealInput = z.infer<typeof LogSavedMealSchema>
