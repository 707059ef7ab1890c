/**
 * The custom-food form: a food the user types in from a package's Nutrition Facts, per one
 * serving of `servingGrams` g. Its bounds are CUSTOM_FOOD_BOUNDS (app/domain/nutrition/bounds.ts),
 * the same ones POST /api/foods and `createCustomFood` check, so a value the form accepts is one
 * the domain stores. Form fields arrive as strings (Conform's `parseWithZod`). Isomorphic.
 */
import { z } from 'zod'
import { CUSTOM_FOOD_BOUNDS } from '#app/domain/nutrition/bounds.ts'
import { MICRONUTRIENT_KEYS, MICRONUTRIENT_MAX_PER_SERVING, nutrientInfo, type MicronutrientKey } from '#app/domain/nutrition/micronutrients.ts'
import type { CustomFoodInput } from './foods.server.ts'

const b = CUSTOM_FOOD_BOUNDS
const grams = (label: string) =>
	z.coerce
		.number({ error: `${label} must be a number` })
		.min(b.grams.min, `${label} must be non-negative`)
		.max(b.grams.max, `${label} must be at most ${b.grams.max}`)
		.default(0)

/** Name, brand, serving size in grams and the four headline values of one serving (kcal, g). */
export const CustomFoodFormSchema = z.object({
	name: z.string({ error: 'Food name is required' }).trim().min(1, 'Food name is required').max(200, 'Food name must be at most 200 characters'),
	brand: z.string().trim().max(200, 'Brand must be at most 200 characters').optional(),
	servingGrams: z.coerce
		.number({ error: 'Serving size must be a number' })
		.gt(0, 'Serving size must be greater than 0')
		.min(b.servingSize.min, `Serving size must be at least ${b.servingSize.min}`)
		.max(b.servingSize.max, `Serving size must be at most ${b.servingSize.max} g`),
	calories: z.coerce
		.number({ error: 'Calories must be a number' })
		.min(b.kcal.min, 'Calories must be non-negative')
		.max(b.kcal.max, `Calories must be at most ${b.kcal.max}`),
	protein: grams('Protein'),
	carbs: grams('Carbs'),
	fat: grams('Fat'),
})
export type CustomFoodForm = z.output<typeof CustomFoodFormSchema>

/** A barcode as typed: 8 to 14 digits (its GS1 check digit is checked when it is saved). */
export const barcodeField = z.string().trim().regex(/^\d{8,14}$/, 'Barcode must have 8, 12, 13 or 14 digits')

/** The custom-food form with the package's barcode: 'Enter this product as your own food'. */
export const BarcodeFoodFormSchema = CustomFoodFormSchema.extend({ barcode: barcodeField })
export type BarcodeFoodForm = z.output<typeof BarcodeFoodFormSchema>

/** The domain's input for `createCustomFood` / `createBarcodeFood` from the parsed form: per one serving of `servingGrams` g. */
export function customFoodFromForm(form: CustomFoodForm): CustomFoodInput {
	return {
		name: form.name,
		brand: form.brand || null,
		servingSize: form.servingGrams,
		servingUnit: 'gram',
		kcal: form.calories,
		proteinG: form.protein,
		carbsG: form.carbs,
		fatG: form.fat,
	}
}

/**
 * Optional micronutrient fields of a custom food, per serving, keyed as the bundled CSV
 * (`potassium_mg`, `vitamin_d_ug`, …; app/domain/nutrition/micronutrients.ts): an empty form field
 * is unknown (never 0), a value is a number from 0 to MICRONUTRIENT_MAX_PER_SERVING of its unit.
 * Extend a form or API schema with it and pass the parsed object as `CustomFoodInput.micronutrients`.
 */
const micronutrientField = (key: MicronutrientKey) => {
	const max = MICRONUTRIENT_MAX_PER_SERVING[nutrientInfo(key)!.unit]
	return z
		.preprocess(
			(v) => (v === '' || v === undefined ? null : v),
			z.union([z.null(), z.coerce.number({ error: `${key} must be a number` }).min(0, `${key} must be non-negative`).max(max, `${key} must be at most ${max}`)]),
		)
		.optional()
}
export const micronutrientFields = z.object(
	Object.fromEntries(MICRONUTRIENT_KEYS.map((key) => [key, micronutrientField(key)])) as Record<MicronutrientKey, ReturnType<typeof micronutrientField>>,
)
