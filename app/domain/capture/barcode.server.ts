/**
 * Barcode lookups (GET /api/lookup-barcode/{barcode} and the panel's barcode form):
 * a scanned or typed code → the product in the bundled Open Food Facts data, offline, or the
 * user's own custom food that carries that barcode.
 *
 * Codes are read by {@link parseBarcode} (8, 12, 13 or 14 digits, GS1 check digit, UPC-E expanded
 * to UPC-A) and compared as GTIN-14, so a 12-digit UPC-A scan finds the row stored as 13-digit
 * EAN. Nutrition comes from the row through {@link resolvePortion}; never a simulated product.
 *
 * Custom foods keep their barcode in `foods.gtin_upc` (as GTIN-14) and leave `gtin14` empty: that
 * column is the globally unique key of the Open Food Facts import (its upsert would otherwise
 * overwrite a user's food, and two users could not enter the same unknown product).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { InvalidError } from '#app/domain/errors.ts'
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
	/** 'off' (Open Food Facts, ODbL) or 'custom' (the user's own food). */
	source: Food['source']
	/** Per one default serving. */
	serving: { label: string; grams: number | null; nutrients: Nutrients }
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
			.where(and(inArray(foods.gtin14, parsed.candidates), isNull(foods.ownerId)))
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
			per100g,
			kcalEstimated: perServing.kcalEstimated,
		},
	}
}

/** A barcode product as a capture result (one default serving), for the panel and the page. */
export function barcodeResult(product: BarcodeProduct): CaptureResult {
	return {
		name: product.productName,
		brand: product.brand,
		source: 'barcode',
		confidence: 1,
		foodId: product.foodId,
		matchedFrom: product.code,
		quantity: 1,
		unit: 'serving',
		grams: product.serving.grams,
		nutrients: product.serving.nutrients,
		kcalEstimated: product.kcalEstimated,
		servingLabel: product.serving.label,
		category: null,
	}
}

const api = (n: Nutrients) => ({ calories: n.kcal ?? 0, protein: n.proteinG ?? 0, carbs: n.carbsG ?? 0, fat: n.fatG ?? 0 })

/** The API answer of GET /api/lookup-barcode/{barcode} (spec section 3 'Barcode', plus the brand, serving and source fields the capture panel shows). */
export function toBarcodeApi(product: BarcodeProduct) {
	return {
		code: product.code,
		gtin14: product.gtin14,
		format: product.format,
		productName: product.productName,
		brand: product.brand,
		nutritionalInfo: api(product.serving.nutrients),
		caloriesEstimated: product.kcalEstimated,
		foodId: product.foodId,
		servingSize: product.serving.label,
		per100g: product.per100g ? api(product.per100g) : null,
		source: product.source === 'off' ? 'Open Food Facts (ODbL)' : product.source === 'custom' ? 'Your food' : 'USDA',
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
