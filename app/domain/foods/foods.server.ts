/**
 * Reading single foods, barcode lookups and users' custom foods.
 *
 * Visibility rule everywhere: reference foods (USDA, Open Food Facts: `ownerId` NULL) are visible
 * to everyone; a custom food only to its owner. For anyone else it does not exist (null, never an
 * error that would reveal it).
 */
import { and, asc, eq, isNull, or } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { foodPortions, foods, type Food, type FoodPortion } from '#db/schema.ts'
import { GRAMS_PER_OUNCE, LOG_UNITS, type LogUnit } from '#app/domain/foods/units.ts'

/** Who is asking; `userId` null/undefined for anonymous callers (sees reference foods only). */
export interface FoodViewer {
	userId?: string | null
}

/** A food with its USDA household portions, ordered by `seq` (empty for most products). */
export type FoodWithPortions = Food & { portions: FoodPortion[] }

/**
 * One food by id, with its portions.
 *
 * @returns the food, or null when there is no such food or it is another user's custom food.
 */
export async function getFood(db: Db, viewer: FoodViewer, id: number): Promise<FoodWithPortions | null> {
	if (!Number.isSafeInteger(id) || id <= 0) return null
	const [food] = await db
		.select()
		.from(foods)
		.where(and(eq(foods.id, id), visibleTo(viewer)))
		.limit(1)
	if (!food) return null
	const portions = await db
		.select()
		.from(foodPortions)
		.where(eq(foodPortions.foodId, food.id))
		.orderBy(asc(foodPortions.seq))
	return { ...food, portions }
}

function visibleTo(viewer: FoodViewer) {
	return viewer.userId ? or(isNull(foods.ownerId), eq(foods.ownerId, viewer.userId)) : isNull(foods.ownerId)
}

/**
 * Normalises a scanned or typed barcode to GTIN-14: keeps the digits (spaces and dashes are
 * dropped) and left-pads them with zeros to 14. A 12-digit UPC-A '049000049930' and the 13-digit
 * EAN '0049000049930' both become '00049000049930'.
 *
 * @returns the GTIN-14, or null unless the code has 8 to 14 digits and nothing but digits,
 *   spaces and dashes.
 */
export function normalizeBarcode(code: string): string | null {
	if (typeof code !== 'string') return null
	const trimmed = code.trim()
	if (!/^[\d\s-]+$/.test(trimmed)) return null
	const digits = trimmed.replace(/\D/g, '')
	if (digits.length < 8 || digits.length > 14) return null
	return digits.padStart(14, '0')
}

/**
 * The product with this barcode (compared as GTIN-14, see {@link normalizeBarcode}).
 *
 * @returns the food, or null when the code is malformed or unknown. Never throws for bad input.
 */
export async function lookupBarcode(db: Db, code: string): Promise<Food | null> {
	const gtin14 = normalizeBarcode(code)
	if (!gtin14) return null
	const [food] = await db
		.select()
		.from(foods)
		.where(and(eq(foods.gtin14, gtin14), isNull(foods.ownerId)))
		.limit(1)
	return food ?? null
}

/** A custom food as the user enters it. Nutrients are per ONE serving of `servingSize` `servingUnit`. */
export interface CustomFoodInput {
	name: string
	brand?: string | null
	/** Amount of `servingUnit` in one serving, > 0 (e.g. 30 with 'gram', 1 with 'piece'). */
	servingSize: number
	servingUnit: LogUnit
	/** kcal per serving. */
	kcal: number
	/** g per serving. */
	proteinG: number
	/** g per serving. */
	carbsG: number
	/** g per serving. */
	fatG: number
	/** g per serving; omitted/null = unknown. */
	fiberG?: number | null
	/** g per serving; omitted/null = unknown. */
	sugarG?: number | null
}

/** Longest custom food name / brand accepted. */
export const MAX_FOOD_NAME_LENGTH = 200

/**
 * Creates a custom food owned by `viewer.userId`, with basis 'perServing' (nutrients per one
 * serving). `servingGrams` is set when the serving unit is a weight: 'gram' → servingSize g,
 * 'ounce' → servingSize × 28.349523125 g (avoirdupois ounce); otherwise null.
 *
 * Callers should validate form input first (the messages here are for developers).
 *
 * @returns the inserted row.
 * @throws TypeError when there is no signed-in user.
 * @throws RangeError when the name is empty or too long, the serving unit is not one of
 *   {@link LOG_UNITS}, the serving size is not > 0, or a nutrient is negative or not finite.
 */
export async function createCustomFood(db: Db, viewer: FoodViewer, input: CustomFoodInput): Promise<Food> {
	if (!viewer.userId) throw new TypeError('createCustomFood needs a signed-in user')
	const name = input.name?.trim() ?? ''
	if (!name || name.length > MAX_FOOD_NAME_LENGTH) {
		throw new RangeError(`Name must be 1–${MAX_FOOD_NAME_LENGTH} characters`)
	}
	const brand = input.brand?.trim() || null
	if (brand && brand.length > MAX_FOOD_NAME_LENGTH) {
		throw new RangeError(`Brand must be at most ${MAX_FOOD_NAME_LENGTH} characters`)
	}
	if (!(LOG_UNITS as readonly string[]).includes(input.servingUnit)) {
		throw new RangeError(`Serving unit must be one of ${LOG_UNITS.join(', ')}`)
	}
	if (!isPositive(input.servingSize)) throw new RangeError('Serving size must be greater than 0')
	const required = { kcal: input.kcal, proteinG: input.proteinG, carbsG: input.carbsG, fatG: input.fatG }
	for (const [key, value] of Object.entries(required)) {
		if (!isNonNegative(value)) throw new RangeError(`${key} must be a number ≥ 0`)
	}
	for (const [key, value] of Object.entries({ fiberG: input.fiberG, sugarG: input.sugarG })) {
		if (value !== undefined && value !== null && !isNonNegative(value)) {
			throw new RangeError(`${key} must be a number ≥ 0`)
		}
	}
	const servingGrams =
		input.servingUnit === 'gram'
			? input.servingSize
			: input.servingUnit === 'ounce'
				? input.servingSize * GRAMS_PER_OUNCE
				: null
	const [food] = await db
		.insert(foods)
		.values({
			source: 'custom',
			ownerId: viewer.userId,
			name,
			brand,
			servingSize: input.servingSize,
			servingUnit: input.servingUnit,
			householdServing: `${input.servingSize} ${SERVING_UNIT_TEXT[input.servingUnit]}`,
			servingGrams,
			basis: 'perServing',
			kcal: input.kcal,
			kcalEstimated: false,
			proteinG: input.proteinG,
			carbsG: input.carbsG,
			fatG: input.fatG,
			fiberG: input.fiberG ?? null,
			sugarG: input.sugarG ?? null,
			sodiumMg: null,
		})
		.returning()
	if (!food) throw new Error('Inserting the custom food returned no row')
	return food
}

const SERVING_UNIT_TEXT: Record<LogUnit, string> = {
	serving: 'serving',
	gram: 'g',
	ounce: 'oz',
	cup: 'cup',
	piece: 'piece',
}

function isPositive(n: unknown): n is number {
	return typeof n === 'number' && Number.isFinite(n) && n > 0
}

function isNonNegative(n: unknown): n is number {
	return typeof n === 'number' && Number.isFinite(n) && n >= 0
}
