/**
 * Zod schemas for logging food and editing meals; shared by the dashboard forms (Conform) and
 * the /api routes. Messages quote spec section 5 exactly.
 */
import { z } from 'zod'
import { MEAL_TYPES } from '#db/schema.ts'
import { isIsoDay, isoDayMessage } from '#app/domain/dates.ts'
import { CUSTOM_FOOD_BOUNDS, LOG_UNITS, QUANTITY_BOUNDS } from '#app/domain/nutrition/index.ts'

/** Quantity minimum and maximum, spec section 9 (QUANTITY_BOUNDS). */
export const QUANTITY_MIN = QUANTITY_BOUNDS.min
export const QUANTITY_MAX = QUANTITY_BOUNDS.max
/** The log units (spec section 9: serving, gram, ounce, cup, piece) as a form/API field. */
export const logUnitField = (error = `Unit must be one of ${LOG_UNITS.join(', ')}`) => z.enum(LOG_UNITS, { error })

/**
 * A meal's type (breakfast, lunch, dinner, snack). The forms and the API send it as `name` (spec
 * section 3 "Meal": "name (meal type ...)"), so the meal schemas below keep that field name; the
 * domain and the database call it `mealType`.
 */
export const mealTypeField = z.enum(MEAL_TYPES, { error: 'Meal name is required' })
export const isoDayField = (required = 'Date is required') =>
	z
		.string({ error: required })
		.trim()
		.min(1, required)
		.refine(isIsoDay, isoDayMessage())

const nonNegative = (label: string, max: number) =>
	z
		.number({ error: `${label} must be a number` })
		.min(0, `${label} must be non-negative`)
		.max(max, `${label} must be at most ${max}`)

/** Largest calories a meal may be set to in Edit Meal (kcal). */
export const MEAL_KCAL_MAX = 100_000

/**
 * Manual Food Entry sheet (spec section 5). Nutrients are per 1 unit of `unit`, within the
 * custom-food bounds POST /api/foods also checks (CUSTOM_FOOD_BOUNDS).
 */
export const ManualEntrySchema = z.object({
	name: z.string({ error: 'Food name is required' }).trim().min(1, 'Food name is required').max(200, 'Food name must be at most 200 characters'),
	quantity: z
		.number({ error: 'Quantity must be at least 0.1' })
		.min(QUANTITY_MIN, 'Quantity must be at least 0.1')
		.max(QUANTITY_MAX, `Quantity must be at most ${QUANTITY_MAX}`)
		.default(1),
	unit: logUnitField('Unit is required').default('serving'),
	calories: nonNegative('Calories', CUSTOM_FOOD_BOUNDS.kcal.max).default(0),
	protein: nonNegative('Protein', CUSTOM_FOOD_BOUNDS.grams.max).default(0),
	carbs: nonNegative('Carbs', CUSTOM_FOOD_BOUNDS.grams.max).default(0),
	fat: nonNegative('Fat', CUSTOM_FOOD_BOUNDS.grams.max).default(0),
	mealType: mealTypeField,
	/** Diary day; defaults to the user's today. */
	date: isoDayField().optional(),
})
export type ManualEntryInput = z.infer<typeof ManualEntrySchema>

/** How much of a database food an entry holds (spec section 5: 'Please enter a valid quantity'). */
const logQuantityField = z
	.number({ error: 'Please enter a valid quantity' })
	.min(QUANTITY_BOUNDS.logMin, 'Please enter a valid quantity')
	.max(QUANTITY_MAX, `Quantity must be at most ${QUANTITY_MAX}`)

/** Adding a database food to a meal (search sheet detail step; POST /api/users/{id}/meal-foods). */
export const AddFoodSchema = z.object({
	/** A positive integer, or its decimal digits as a string (forms send strings). */
	foodId: z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9]\d{0,14}$/).transform(Number)], {
		error: 'foodId must be a food id',
	}),
	quantity: logQuantityField,
	unit: logUnitField(),
	mealType: mealTypeField,
	/** Diary day; defaults to the user's today. */
	date: isoDayField().optional(),
	/** Log into this meal instead of the day's meal of `mealType`. */
	mealId: z.string().max(64).optional(),
})
export type AddFoodInput = z.infer<typeof AddFoodSchema>

/**
 * Changing one logged entry (PATCH /api/meal-foods/{id}; the dashboard's entry forms): any of a
 * new amount (`quantity` × `unit`, the food's units), and another meal type or day to move it to.
 */
export const UpdateMealFoodSchema = z.object({
	quantity: logQuantityField.optional(),
	unit: logUnitField().optional(),
	mealType: z.enum(MEAL_TYPES, { error: `mealType must be one of ${MEAL_TYPES.join(', ')}` }).optional(),
	date: isoDayField().optional(),
})
export type UpdateMealFoodInput = z.infer<typeof UpdateMealFoodSchema>

/**
 * The dashboard's entry forms: the entry, and its change ({@link UpdateMealFoodSchema}). The day
 * to move to is `toDate`, since every dashboard form's `date` is the day shown.
 */
export const EntryFormSchema = UpdateMealFoodSchema.omit({ date: true }).extend({
	entryId: z.string({ error: 'entryId is required' }).min(1, 'entryId is required').max(64),
	toDate: isoDayField().optional(),
})

/** Edit Meal dialog (spec section 5). Empty calories = "sum of the foods". */
export const EditMealSchema = z.object({
	name: mealTypeField,
	date: isoDayField(),
	calories: nonNegative('Calories', MEAL_KCAL_MAX).optional(),
})
export type EditMealInput = z.infer<typeof EditMealSchema>

/** POST /api/meals (spec section 7: userId, name, date). */
export const CreateMealSchema = z.object({
	name: mealTypeField,
	date: isoDayField(),
	userId: z.string().max(64).optional(),
})
export type CreateMealInput = z.infer<typeof CreateMealSchema>
