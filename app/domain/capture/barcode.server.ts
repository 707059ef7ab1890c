/**
 * Barcode lookups (GET /api/lookup-barcode/{barcode} and the panel's barcode form):
 * a scanned or typed code → the product in the bundled data, offline (USDA Branded Foods, else
 * Open Food Facts; the importer keeps one row per barcode, USDA's when both have it), or the
 * user's own custom food that carries that barcode. A product whose values cannot be true
 * (`foods.hidden` = 'impossible', db/import/trust.ts) is never answered: 'Product not found'.
 *
 * A product is logged by its label serving when the data has one (USDA: '3/4 cup (20 g)'), else
 * by grams the user chooses (Open Food Facts rows carry no serving): see {@link barcodeResult}.
 *
 * Codes are read by {@link parseBarcode} (8, 12, 13 or 14 digits, GS1 check digit, UPC-E expanded
 * to UPC-A) and compared as GTIN-14, so a 12-digit UPC-A scan finds the row stored as 13-digit
 * EAN. Nutrition comes from the row through {@link resolvePortion}; never a simulated product.
 *
 * Custom foods keep their barcode in `foods.gtin_upc` (as GTIN-14) and leave `gtin14` empty: that
 * column is the globally unique key of the Open Food Facts import (its upsert would otherwise
 * overwrite a user's food, and two users could not enter the same unknown product).
 */
import { and, eq, inArray, isNull, or, ne } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { displayBrand, displayName } from '#app/domain/foods/display.ts'
import { createCustomFood, type CustomFoodInput } from '#app/domain/foods/foods.server.ts'
import { defaultServing, parseBarcode, resolvePortion, type Nutrients } from '#app/domain/nutrition/index.ts'
import { foodPortions, foods, type Food } from '#db/schema.ts'
import type { CaptureResult } from './types.ts'

/** A product found by its barcode. Nutrients per one default serving and per 100 g (kcal, g). */
export type BarcodeProduct = {
	/** The code as read (digits only; a UPC-E as scanned). */
	code: string
	/** The GTIN-14 the product was found under. */
	gtin14: string
	format: 'EAN-8' | 'UPC-E' | 'UPC-A' | 'EAN-13' | 'GTIN-14'
	foodId: number
	productName: string
	brand: string | null
	/** 'branded' (USDA Branded Foods, public domain), 'off' (Open Food Facts, ODbL) or 'custom' (the user's own food). */
	source: Food['source']
	/** Per one default serving. */
	serving: { label: string; grams: number | null; nutrients: Nutrients }
	/**
	 * The label's serving, when the data has one: `size` in `unit` (g, or ml for drinks, whose
	 * values are per 100 ml) and the household text ('3/4 cup'; null when the label gives only the
	 * weight). Null for a product without a serving (Open Food Facts): it is logged by grams.
	 */
	labelServing: { size: number; unit: 'g' | 'ml'; household: string | null } | null
	/** Per 100 g (100 ml for drinks); null for a custom food whose serving weight is unknown. */
	per100g: Nutrients | null
	/** True when kcal is an Atwater estimate (Open Food Facts rows carry no energy value). */
	kcalEstimated: boolean
}

export type BarcodeLookup =
	| { status: 'found'; product: BarcodeProduct }
	| { status: 'invalid'; message: string }
	| { status: 'not-found'; code: string; gtin14: string; message: 'Product not found' }

/**
 * Looks a barcode up: the caller's own custom food with that code first (what they entered
 * themselves), then the Open Food Facts products. One indexed query each (`foods_gtin14_idx`,
 * `foods_owner_idx`).
 *
 * @returns 'invalid' with a message naming the problem (not digits, wrong length, wrong check
 *   digit), 'not-found', or the product. Never throws for bad input.
 */
export async function lookupBarcodeProduct(db: Db, userId: string | null, input: string): Promise<BarcodeLookup> {
	const parsed = parseBarcode(input)
	if (!parsed.ok) return { status: 'invalid', message: parsed.message }
	const code = input.replace(/\D/g, '')
	let row: Food | undefined
	if (userId) {
		const own = await db
			.select()
			.from(foods)
			.where(and(eq(foods.ownerId, userId), eq(foods.source, 'custom'), inArray(foods.gtinUpc, parsed.candidates)))
			.limit(1)
		row = own[0]
	}
	if (!row) {
		const rows = await db
			.select()
			.from(foods)
			.where(and(inArray(foods.gtin14, parsed.candidates), isNull(foods.ownerId), or(isNull(foods.hidden), ne(foods.hidden, 'impossible'))))
			.limit(parsed.candidates.length)
		// Candidates are in likelihood order (EAN-8 before its UPC-E reading).
		row = parsed.candidates.map((c) => rows.find((r) => r.gtin14 === c)).find(Boolean)
	}
	if (!row) return { status: 'not-found', code, gtin14: parsed.gtin14, message: 'Product not found' }
	const portions = await db.select().from(foodPortions).where(eq(foodPortions.foodId, row.id))
	const serving = defaultServing(row)
	const perServing = resolvePortion(row, portions, { quantity: 1, unit: 'serving' })
	const per100g = row.basis === 'perServing' && !(row.servingGrams && row.servingGrams > 0) ? null : resolvePortion(row, portions, { quantity: 100, unit: 'gram' }).nutrients
	return {
		status: 'found',
		product: {
			code,
			gtin14: row.gtin14 ?? row.gtinUpc ?? parsed.gtin14,
			format: parsed.format,
			foodId: row.id,
			productName: row.name,
			brand: row.brand,
			source: row.source,
			serving: { label: serving.label, grams: perServing.grams, nutrients: perServing.nutrients },
			labelServing: labelServingOf(row),
			per100g,
			kcalEstimated: perServing.kcalEstimated,
		},
	}
}

/** The label serving of a reference product (see {@link BarcodeProduct.labelServing}). */
function labelServingOf(row: Food): BarcodeProduct['labelServing'] {
	if (row.source === 'custom' || !(row.servingGrams && row.servingGrams > 0)) return null
	return { size: row.servingGrams, unit: row.basis === 'per100ml' ? 'ml' : 'g', household: row.householdServing?.trim() || null }
}

/** Grams offered for a product without a label serving, until the user types their own. */
export const UNKNOWN_SERVING_GRAMS = 100

/**
 * A barcode product as a capture result, for the panel and the page: one label serving when the
 * product has one (or it is the user's own food, logged by its serving), else
 * {@link UNKNOWN_SERVING_GRAMS} g, which the result card lets the user change.
 */
export function barcodeResult(product: BarcodeProduct): CaptureResult {
	const byServing = product.labelServing !== null || product.source === 'custom' || !product.per100g
	const per100g = product.per100g
	return {
		name: displayName(product.productName),
		brand: displayBrand(product.brand),
		source: 'barcode',
		confidence: 1,
		foodId: product.foodId,
		matchedFrom: product.code,
		quantity: byServing ? 1 : UNKNOWN_SERVING_GRAMS,
		unit: byServing ? 'serving' : 'gram',
		grams: byServing ? product.serving.grams : UNKNOWN_SERVING_GRAMS,
		nutrients: byServing || !per100g ? product.serving.nutrients : per100g,
		kcalEstimated: product.kcalEstimated,
		servingLabel: byServing ? product.serving.label : null,
		category: null,
	}
}

const api = (n: Nutrients) => ({ calories: n.kcal ?? 0, protein: n.proteinG ?? 0, carbs: n.carbsG ?? 0, fat: n.fatG ?? 0 })

const SOURCE_NAMES: Partial<Record<Food['source'], string>> = {
	branded: 'USDA FoodData Central Branded Foods',
	off: 'Open Food Facts (ODbL)',
	custom: 'Your food',
}

/**
 * The API answer of GET /api/lookup-barcode/{barcode} (spec section 3 'Barcode': code,
 * productName, brand, nutritionalInfo; plus the label serving — `servingSize` in `servingUnit`
 * with its `householdServing` text, null when the data has none — and the serving label,
 * per-100 g values and source the capture panel shows).
 */
export function toBarcodeApi(product: BarcodeProduct) {
	const label = product.labelServing
	return {
		code: product.code,
		gtin14: product.gtin14,
		format: product.format,
		productName: product.productName,
		brand: product.brand,
		nutritionalInfo: api(product.serving.nutrients),
		caloriesEstimated: product.kcalEstimated,
		foodId: product.foodId,
		servingSize: label?.size ?? null,
		servingUnit: label?.unit ?? null,
		householdServing: label?.household ?? null,
		servingLabel: product.serving.label,
		per100g: product.per100g ? api(product.per100g) : null,
		source: SOURCE_NAMES[product.source] ?? 'USDA',
	}
}

/**
 * Saves a product the lookup did not know as the user's custom food, carrying the barcode so the
 * next lookup of that code (by this user only) finds it. Nutrients per one serving, as on the
 * package. Runs createCustomFood and the barcode update in one transaction.
 *
 * @throws InvalidError (422) naming `barcode` when the code is not a valid barcode, and the
 *   custom-food errors of createCustomFood (InvalidError naming the field) for bad fields.
 */
export async function createBarcodeFood(db: Db, userId: string, input: CustomFoodInput & { barcode: string }): Promise<Food> {
	const parsed = parseBarcode(input.barcode)
	if (!parsed.ok) throw new InvalidError(`barcode: ${parsed.message}`, { barcode: [parsed.message] })
	const { barcode: _barcode, ...food } = input
	return db.transaction(async (tx) => {
		const t = tx as unknown as Db
		const created = await createCustomFood(t, { userId }, food)
		const [updated] = await t
			.update(foods)
			.set({ gtinUpc: parsed.gtin14 })
			.where(and(eq(foods.id, created.id), eq(foods.ownerId, userId)))
			.returning()
		return updated ?? created
	})
}
