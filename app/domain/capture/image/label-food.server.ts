/**
 * A nutrition-label result becomes a food ("an offer to save it as a custom food, with a
 * barcode if the user adds one"): the values as read — and as the user corrected them on the
 * card — are saved as the user's own food, per one labelled serving. 'Add to <meal>' saves it and
 * logs one serving through logFood, in one transaction, so the diary gains exactly the label's
 * values.
 */
import { z } from 'zod'
import type { Db } from '#app/db.server.ts'
import { createBarcodeFood } from '#app/domain/capture/barcode.server.ts'
import { mealTypeField, isoDayField } from '#app/domain/diary/diary.schema.ts'
import type { Actor } from '#app/domain/actor.ts'
import type { CaptureResult } from '#app/domain/capture/types.ts'
import type { LabelExtras } from '#app/domain/capture/image/label-parse.ts'
import { logFood } from '#app/domain/diary/diary.server.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { CUSTOM_FOOD_BOUNDS } from '#app/domain/nutrition/bounds.ts'
import { createCustomFood, type CustomFoodInput } from '#app/domain/foods/foods.server.ts'
import type { Food } from '#db/schema.ts'

/** A blank field (an empty string, as forms send an empty input) is no value. */
const blankToUndefined = (v: unknown) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : typeof v === 'string' ? Number(v) : v)
const grams = (label: string, max: number) => z.number({ error: `${label} must be a number` }).min(0, `${label} must be non-negative`).max(max, `${label} must be at most ${max}`)
const amount = (label: string, max: number) => z.preprocess(blankToUndefined, grams(label, max))
/**
 * An optional label line (fiber, sugars): blank means unknown — stored as null, never 0 and never
 * an error. The `.optional()` sits inside the preprocess: outside it, zod would see the blank
 * string (not undefined) and refuse it as 'must be a number'.
 */
const optionalAmount = (label: string, max: number) => z.preprocess(blankToUndefined, grams(label, max).optional())

/** Largest mg (or µg) amount one serving's label line may give: 100 g of a mineral, far above any food. */
const LABEL_MG_MAX = 100_000

/** The card's fields for the label lines a food stores, and the micronutrient key each fills (mg, µg, g as the key says). */
export const LABEL_MICRONUTRIENT_FIELDS = {
	saturatedFat: 'saturated_fat_g',
	cholesterol: 'cholesterol_mg',
	vitaminD: 'vitamin_d_ug',
	calcium: 'calcium_mg',
	iron: 'iron_mg',
	potassium: 'potassium_mg',
} as const

/** The label card's form (and its JSON twin): values per one serving as printed (kcal, g), within the custom-food bounds (CUSTOM_FOOD_BOUNDS). */
export const LabelFoodSchema = z.object({
	name: z.string({ error: 'Food name is required' }).trim().min(1, 'Food name is required').max(200, 'Food name must be at most 200 characters'),
	brand: z.string().trim().max(200).optional().transform((v) => v || null),
	/** g per serving, when the label prints it. */
	servingGrams: z.preprocess(
		blankToUndefined,
		z.number({ error: 'Serving size must be a number' }).gt(0, 'Serving size must be greater than 0').max(CUSTOM_FOOD_BOUNDS.servingSize.max, `Serving size must be at most ${CUSTOM_FOOD_BOUNDS.servingSize.max} g`).optional(),
	),
	calories: amount('Calories', CUSTOM_FOOD_BOUNDS.kcal.max),
	protein: amount('Protein', CUSTOM_FOOD_BOUNDS.grams.max),
	carbs: amount('Carbs', CUSTOM_FOOD_BOUNDS.grams.max),
	fat: amount('Fat', CUSTOM_FOOD_BOUNDS.grams.max),
	fiber: optionalAmount('Fiber', CUSTOM_FOOD_BOUNDS.grams.max),
	sugar: optionalAmount('Sugar', CUSTOM_FOOD_BOUNDS.grams.max),
	/** mg per serving; the food's sodium (not a micronutrient column: foods keep it beside the macros). */
	sodium: optionalAmount('Sodium', LABEL_MG_MAX),
	// The label's other mandatory lines that a food stores (per serving; blank = unknown).
	saturatedFat: optionalAmount('Saturated fat', CUSTOM_FOOD_BOUNDS.grams.max),
	cholesterol: optionalAmount('Cholesterol', LABEL_MG_MAX),
	vitaminD: optionalAmount('Vitamin D', LABEL_MG_MAX),
	calcium: optionalAmount('Calcium', LABEL_MG_MAX),
	iron: optionalAmount('Iron', LABEL_MG_MAX),
	potassium: optionalAmount('Potassium', LABEL_MG_MAX),
	/** Optional barcode: saved with the food so the user's next scan finds it. */
	barcode: z
		.string()
		.trim()
		.optional()
		.transform((v) => v || undefined)
		.pipe(z.string().regex(/^\d{8,14}$/, 'Barcode must have 8, 12, 13 or 14 digits').optional()),
})
export type LabelFoodInput = z.infer<typeof LabelFoodSchema>

/** Adding: the label food plus where to log it. */
export const AddLabelFoodSchema = LabelFoodSchema.extend({ mealType: mealTypeField, date: isoDayField().optional() })
export type AddLabelFoodInput = z.infer<typeof AddLabelFoodSchema>

/** Parses form fields. @throws InvalidError (422) whose fieldErrors name each field. */
export function parseLabelFood<S extends typeof LabelFoodSchema | typeof AddLabelFoodSchema>(schema: S, raw: unknown): z.output<S> {
	const parsed = schema.safeParse(raw)
	if (parsed.success) return parsed.data as z.output<S>
	const fieldErrors: Record<string, string[]> = {}
	for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0] ?? 'form')] ??= []).push(issue.message)
	const first = Object.entries(fieldErrors)[0]!
	throw new InvalidError(`${first[0]}: ${first[1][0]}`, fieldErrors)
}

function customFood(input: LabelFoodInput): CustomFoodInput {
	return {
		name: input.name,
		brand: input.brand,
		servingSize: input.servingGrams ?? 1,
		servingUnit: input.servingGrams ? 'gram' : 'serving',
		kcal: input.calories,
		proteinG: input.protein,
		carbsG: input.carbs,
		fatG: input.fat,
		fiberG: input.fiber ?? null,
		sugarG: input.sugar ?? null,
		sodiumMg: input.sodium ?? null,
		micronutrients: Object.fromEntries(Object.entries(LABEL_MICRONUTRIENT_FIELDS).map(([field, key]) => [key, input[field as keyof typeof LABEL_MICRONUTRIENT_FIELDS] ?? null])),
	}
}

/**
 * Saves the label as the user's own food (with its barcode when given), nutrients per serving.
 * @throws InvalidError (422) for a bad barcode.
 */
export async function saveLabelFood(db: Db, userId: string, input: LabelFoodInput): Promise<Food> {
	const food = customFood(input)
	return input.barcode ? createBarcodeFood(db, userId, { ...food, barcode: input.barcode }) : createCustomFood(db, { userId }, food)
}

/**
 * Saves the label as the user's own food and logs one serving of it into `mealType` (of `date`,
 * default the user's today), in one transaction.
 * @returns the food and the logged entry (its kcal and macros are the label's values).
 */
export async function addLabelFood(db: Db, actor: Actor, input: AddLabelFoodInput) {
	return db.transaction(async (tx) => {
		const t = tx as unknown as Db
		const food = await saveLabelFood(t, actor.userId, input)
		const logged = await logFood(t, actor, { foodId: food.id, quantity: 1, unit: 'serving', mealType: input.mealType, date: input.date })
		return { food, ...logged }
	})
}

/** The label card's fields, in the form's order: what a refused save sends back. */
export const LABEL_FORM_FIELDS = ['name', 'brand', 'servingGrams', 'servingUnit', 'calories', 'fat', 'carbs', 'protein', 'fiber', 'sugar', 'sodium', ...(Object.keys(LABEL_MICRONUTRIENT_FIELDS) as Array<keyof typeof LABEL_MICRONUTRIENT_FIELDS>), 'barcode'] as const
export type LabelFormValues = Partial<Record<(typeof LABEL_FORM_FIELDS)[number], string>>

/** The label card's fields as typed (strings, cut to 200 characters), from a submitted form. */
export function labelFormValues(form: { get(name: string): unknown }): LabelFormValues {
	const values: LabelFormValues = {}
	for (const field of LABEL_FORM_FIELDS) {
		const value = form.get(field)
		if (typeof value === 'string') values[field] = value.slice(0, 200)
	}
	return values
}

/**
 * A refused label save shown again: the card's result rebuilt from the values as typed (numbers
 * where they are numbers, unknown otherwise), so the page can render the same form with every
 * value the OCR read or the user typed. Nothing is saved.
 */
export function labelResultFromForm(values: LabelFormValues): CaptureResult {
	const number = (v: string | undefined) => (v === undefined || v.trim() === '' || !Number.isFinite(Number(v)) ? null : Number(v))
	const nutrients = {
		kcal: number(values.calories),
		proteinG: number(values.protein),
		carbsG: number(values.carbs),
		fatG: number(values.fat),
		fiberG: number(values.fiber),
		sugarG: number(values.sugar),
		sodiumMg: number(values.sodium),
	}
	const servingGrams = number(values.servingGrams)
	const extras: LabelExtras = {
		saturated_fat_g: number(values.saturatedFat),
		trans_fat_g: null,
		cholesterol_mg: number(values.cholesterol),
		added_sugars_g: null,
		vitamin_d_ug: number(values.vitaminD),
		calcium_mg: number(values.calcium),
		iron_mg: number(values.iron),
		potassium_mg: number(values.potassium),
		fromPercent: [],
	}
	return {
		name: values.name?.trim() || 'Nutrition label',
		brand: values.brand?.trim() || null,
		source: 'nutrition-label',
		confidence: 1,
		foodId: null,
		matchedFrom: null,
		quantity: 1,
		unit: 'serving',
		grams: servingGrams,
		nutrients,
		kcalEstimated: false,
		servingLabel: servingGrams === null ? null : `${servingGrams} ${values.servingUnit === 'ml' ? 'ml' : 'g'}`,
		category: null,
		label: { servingText: null, servingGrams, servingUnit: values.servingUnit === 'ml' ? 'ml' : servingGrams === null ? null : 'g', nutrients, extras },
	}
}
