/**
 * The ONE mapping between stored foods and the JSON API's Food (spec section 3): every /api
 * route that returns a food calls `toApiFood`, and POST /api/foods parses its body with
 * `CreateFoodApiSchema`. Isomorphic (no db).
 *
 * Spec section 3 wants per-serving values as numeric strings. Each one belongs to the serving
 * named by `servingSize` + `servingUnit` (and `servingLabel`): the food's `defaultServing`
 * (app/domain/nutrition/portion.ts) — the food's own serving for custom foods, the household
 * serving of the default-serving rule when known, else 100 g (100 ml for drinks). `null` means the source publishes
 * no value (never zero). The values per 100 g / 100 ml as stored (USDA, Open Food Facts) come
 * along under `per100g` so clients can check the numbers against the source.
 */
import { z } from 'zod'
import { FOOD_SOURCES, type FoodSummary } from '#db/schema.ts'
import { CUSTOM_FOOD_BOUNDS, defaultServing, LOG_UNITS, roundTo, unitOptions } from '#app/domain/nutrition/index.ts'
import { NUTRIENT_LIST } from '#app/domain/nutrition/micronutrients.ts'
import { panelOf } from '#app/domain/nutrients/panel.ts'
import { servingSummary } from './display.ts'

/** What a food needs to be shown through the API: a `foods` row, or a search hit. */
export type ApiFoodSource = FoodSummary

/** A household portion: `amount` × `unit` weighs `gramWeight` g (USDA). */
export type ApiPortionSource = { amount: number; unit: string; gramWeight: number; label: string }

const numericString = z.string().regex(/^\d+(\.\d+)?$/).nullable()
const nutrientsPer100 = z.strictObject({
	calories: z.number().nullable(),
	protein: z.number().nullable(),
	carbs: z.number().nullable(),
	fat: z.number().nullable(),
	fiber: z.number().nullable(),
	sugar: z.number().nullable(),
	sodium: z.number().nullable().meta({ description: 'mg' }),
})

/** The API's Food (spec section 3) — documented in /api/openapi.json and checked by the tests. */
export const ApiFoodSchema = z.strictObject({
	id: z.number().int(),
	name: z.string(),
	brand: z.string().nullable(),
	fdcId: z.number().int().nullable().meta({ description: 'USDA FoodData Central id' }),
	gtinUpc: z.string().nullable().meta({ description: 'Barcode as published' }),
	category: z.string().nullable(),
	source: z.enum(FOOD_SOURCES),
	isCustom: z.boolean().meta({ description: "The caller's own food (source 'custom')" }),
	servingSize: z.string().regex(/^\d+(\.\d+)?$/).meta({ description: 'Amount of the serving the per-serving values describe, in servingUnit' }),
	servingUnit: z.string(),
	servingLabel: z.string().meta({ description: "e.g. '1 medium (118 g)'" }),
	caloriesPerServing: numericString.meta({ description: 'kcal per serving; null when the source has no value' }),
	caloriesEstimated: z.boolean().meta({ description: 'True when calories were computed from macros (Atwater 4/4/9), not published' }),
	proteinPerServing: numericString,
	carbsPerServing: numericString,
	fatPerServing: numericString,
	fiberPerServing: numericString,
	sugarPerServing: numericString,
	basis: z.enum(['per100g', 'per100ml', 'perServing']).meta({ description: 'How the source publishes the values' }),
	per100g: nutrientsPer100
		.nullable()
		.meta({ description: 'Values per 100 g (per 100 ml when basis is per100ml) as published; null for custom foods entered per serving' }),
})
export type ApiFood = z.infer<typeof ApiFoodSchema>

export const ApiPortionSchema = z.strictObject({ amount: z.number(), unit: z.string(), gramWeight: z.number(), label: z.string() })
export const ApiUnitSchema = z.strictObject({
	unit: z.enum(LOG_UNITS),
	label: z.string(),
	gramsPerUnit: z.number().nullable().meta({ description: 'Grams in 1 unit; null when unknown' }),
})
/** GET /api/foods/{id}: the food plus the units it can be logged in and its household portions. */
export const ApiFoodDetailSchema = ApiFoodSchema.extend({
	units: z.array(ApiUnitSchema).meta({ description: 'Units accepted by POST /api/users/{id}/meal-foods for this food' }),
	portions: z.array(ApiPortionSchema),
	nutrientPanel: z
		.array(
			z.object({
				key: z.string().meta({ description: 'Nutrient key as in the bundled CSV (potassium_mg, vitamin_k_ug, …)' }),
				name: z.string(),
				unit: z.enum(['g', 'mg', 'ug']),
				group: z.enum(['vitamins', 'minerals', 'fats', 'other']),
				perServing: z.number().nullable().meta({ description: 'Amount in one default serving (the serving of servingSize / servingUnit); null = unknown' }),
				per100g: z.number().nullable().meta({ description: 'Amount per 100 g (100 ml for drinks) as stored; null for per-serving custom foods and unknown values' }),
			}),
		)
		.meta({ description: 'Every vitamin, mineral, fat and more the food carries: packaged products carry none (null)' }),
})
export type ApiFoodDetail = z.infer<typeof ApiFoodDetailSchema>

/** A number as the API's numeric string: at most 2 decimals, no trailing zeros; null stays null. */
export function toNumericString(value: number | null | undefined): string | null {
	if (value == null || !Number.isFinite(value)) return null
	return String(Math.round(Math.max(0, value) * 100) / 100)
}

/** Maps a stored food (or search hit) to the API's Food: one default serving, spec field names. */
export function toApiFood(food: ApiFoodSource): ApiFood {
	const serving = defaultServing(food)
	const { label, nutrients: n } = servingSummary(food)
	return {
		id: food.id,
		name: food.name,
		brand: food.brand,
		fdcId: food.fdcId,
		gtinUpc: food.gtinUpc,
		category: food.category,
		source: food.source,
		isCustom: food.source === 'custom',
		servingSize: toNumericString(serving.size) ?? '0',
		servingUnit: serving.sizeUnit,
		servingLabel: label,
		caloriesPerServing: toNumericString(n.kcal),
		caloriesEstimated: food.kcalEstimated,
		proteinPerServing: toNumericString(n.proteinG),
		carbsPerServing: toNumericString(n.carbsG),
		fatPerServing: toNumericString(n.fatG),
		fiberPerServing: toNumericString(n.fiberG),
		sugarPerServing: toNumericString(n.sugarG),
		basis: food.basis,
		per100g:
			food.basis === 'perServing'
				? null
				: {
						calories: food.kcal,
						protein: food.proteinG,
						carbs: food.carbsG,
						fat: food.fatG,
						fiber: food.fiberG,
						sugar: food.sugarG,
						sodium: food.sodiumMg,
					},
	}
}

/** Maps a food with its household portions (GET /api/foods/{id}). */
export function toApiFoodDetail(food: ApiFoodSource, portions: readonly ApiPortionSource[]): ApiFoodDetail {
	return {
		...toApiFood(food),
		units: unitOptions(food, portions).map((u) => ({ unit: u.unit, label: u.label, gramsPerUnit: u.gramsPerUnit })),
		portions: portions.map((p) => ({ amount: p.amount, unit: p.unit, gramWeight: p.gramWeight, label: p.label })),
		nutrientPanel: nutrientPanelOf(food),
	}
}

/** The food's full nutrient panel per default serving and per 100 g (micronutrient columns absent on the row read as unknown). */
function nutrientPanelOf(food: ApiFoodSource): ApiFoodDetail['nutrientPanel'] {
	const stored = panelOf(food)
	const grams = defaultServing(food).grams
	const factor = food.basis === 'perServing' ? 1 : grams == null ? null : grams / 100
	return NUTRIENT_LIST.map(({ key, name, unit, group }) => {
		const v = stored[key]
		return {
			key,
			name,
			unit,
			group,
			perServing: v == null || factor == null ? null : roundTo(v * factor),
			per100g: food.basis === 'perServing' ? null : v,
		}
	})
}

// ---------------------------------------------------------------- POST /api/foods

/** A number sent as a JSON number or a numeric string (the spec's manual form sends strings). */
function amount(label: string, opts: { min: number; max: number; exclusiveMin?: boolean }) {
	const message = `${label} must be a number`
	// Exponent forms ('1e12') are numbers too: they are refused by the bound, which the message names.
	return z
		.union([z.number({ error: message }), z.string({ error: message }).trim().regex(/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/, message)], { error: message })
		.transform(Number)
		.pipe(
			(opts.exclusiveMin
				? z.number().gt(opts.min, `${label} must be greater than ${opts.min}`)
				: opts.min > 0
					? z.number().min(opts.min, `${label} must be at least ${opts.min}`)
					: z.number().min(opts.min, `${label} must be non-negative`)
			).max(opts.max, `${label} must be at most ${opts.max}`),
		)
}

/**
 * POST /api/foods (spec section 7): a custom food owned by the caller; values are per one
 * serving of `servingSize` `servingUnit`, as numbers or numeric strings. Unknown fields are
 * refused; so is an `id` — ids are assigned by the server, and a 'temp-' id (a food not yet
 * saved, spec section 3) is never stored.
 */
export const CreateFoodApiSchema = z
	.strictObject({
		id: z
			.unknown()
			.optional()
			.refine((v) => v === undefined, {
				message: "Food ids are assigned by the server; omit id (a 'temp-' id is never stored)",
			})
			.meta({ description: "Not accepted: ids are assigned by the server, and a 'temp-' id is never stored" }),
		name: z.string({ error: 'Food name is required' }).trim().min(1, 'Food name is required').max(200, 'Food name must be at most 200 characters'),
		brand: z.string().trim().max(200, 'Brand must be at most 200 characters').nullish(),
		servingSize: amount('Serving size', CUSTOM_FOOD_BOUNDS.servingSize),
		servingUnit: z.enum(LOG_UNITS, { error: `Unit must be one of ${LOG_UNITS.join(', ')}` }),
		caloriesPerServing: amount('Calories', CUSTOM_FOOD_BOUNDS.kcal),
		proteinPerServing: amount('Protein', CUSTOM_FOOD_BOUNDS.grams),
		carbsPerServing: amount('Carbs', CUSTOM_FOOD_BOUNDS.grams),
		fatPerServing: amount('Fat', CUSTOM_FOOD_BOUNDS.grams),
		fiberPerServing: amount('Fiber', CUSTOM_FOOD_BOUNDS.grams).optional(),
		sugarPerServing: amount('Sugar', CUSTOM_FOOD_BOUNDS.grams).optional(),
	})
	.meta({ description: 'A custom food; nutrient values are per one serving' })
export type CreateFoodApiInput = z.output<typeof CreateFoodApiSchema>

/** The domain's custom-food input from a parsed POST /api/foods body. */
export function toCustomFoodInput(body: CreateFoodApiInput) {
	return {
		name: body.name,
		brand: body.brand ?? undefined,
		servingSize: body.servingSize,
		servingUnit: body.servingUnit,
		kcal: body.caloriesPerServing,
		proteinG: body.proteinPerServing,
		carbsG: body.carbsPerServing,
		fatG: body.fatPerServing,
		fiberG: body.fiberPerServing,
		sugarG: body.sugarPerServing,
	}
}
