/**
 * Reading single foods, barcode lookups and users' custom foods.
 *
 * Visibility rule everywhere: reference foods (USDA, Open Food Facts: `ownerId` NULL) are visible
 * to everyone; a custom food only to its owner. For anyone else it does not exist (null, never an
 * error that would reveal it).
 */
import { and, asc, count, eq, gte, inArray, isNull, or } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { foodPortions, foods, type Food, type FoodPortion } from '#db/schema.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { DIARY_CAPS } from '#app/domain/diary/caps.ts'
import { FOOD_CAPS } from './caps.ts'
import { CUSTOM_FOOD_BOUNDS, GRAMS_PER_OUNCE, LOG_UNITS, toGtin14, type LogUnit } from '#app/domain/nutrition/index.ts'
import type { UnitFood, UnitPortion } from '#app/domain/nutrition/units.ts'
import { hotRows } from '#db/hot-read.ts'
import { MICRONUTRIENT_MAX_PER_SERVING, micronutrientProblem, pickMicronutrients, type MicronutrientKey } from '#app/domain/nutrition/micronutrients.ts'

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

/**
 * Several foods by id, each with its portions (what {@link getFood} answers for each id), in two
 * queries whatever their number. Ids that are not foods, or are another user's custom foods, are
 * absent from the map.
 */
export async function getFoods(db: Db, viewer: FoodViewer, ids: readonly number[]): Promise<Map<number, FoodWithPortions>> {
	const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))]
	if (wanted.length === 0) return new Map()
	const rows = await db.select().from(foods).where(and(inArray(foods.id, wanted), visibleTo(viewer)))
	const portions = rows.length ? await db.select().from(foodPortions).where(inArray(foodPortions.foodId, rows.map((f) => f.id))).orderBy(asc(foodPortions.foodId), asc(foodPortions.seq)) : []
	return new Map(rows.map((f) => [f.id, { ...f, portions: portions.filter((p) => p.foodId === f.id) }]))
}

/** What a unit picker needs of a food: its serving basis, its group's category and its portions. */
export type FoodUnits = UnitFood & { id: number; category: string | null; portions: UnitPortion[] }

// The ids arrive as one JSON array (json_each), so the SQL text is one constant, prepared once
// on the read connection (db/hot-read.ts) whatever the number of ids. CROSS JOIN keeps the ids
// the outer loop (a probe of the primary key each): with a plain JOIN SQLite answers the owner
// test first, from the owner index, over every reference food (seconds).
const FOOD_UNITS_SQL = `SELECT f.id, f.category, f.basis, f.serving_size, f.serving_unit, f.household_serving, f.serving_grams FROM json_each(?) j CROSS JOIN foods f ON f.id = j.value WHERE f.owner_id IS NULL OR f.owner_id = ?`
const FOOD_UNIT_PORTIONS_SQL = `SELECT p.food_id, p.seq, p.amount, p.unit, p.gram_weight, p.label FROM json_each(?) j CROSS JOIN food_portions p ON p.food_id = j.value ORDER BY p.food_id, p.seq`

/**
 * Several foods by id with only what their units need ({@link unitOptions}' food and portions)
 * and their category, in two reads whatever their number: an opened meal lists up to
 * DIARY_CAPS.entriesPerMeal foods, and reading every column of each (54, most of them
 * micronutrients) cost more than the rest of the dashboard. Ids that are not foods, or are
 * another user's custom foods, are absent from the map.
 */
export async function getFoodUnits(db: Db, viewer: FoodViewer, ids: readonly number[]): Promise<Map<number, FoodUnits>> {
	const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))]
	if (wanted.length === 0) return new Map()
	const list = JSON.stringify(wanted)
	const rows = await hotRows(db, FOOD_UNITS_SQL, [list, viewer.userId ?? null])
	if (rows.length === 0) return new Map()
	const out = new Map<number, FoodUnits>()
	for (const [id, category, basis, servingSize, servingUnit, householdServing, servingGrams] of rows) {
		out.set(Number(id), {
			id: Number(id),
			category: category as string | null,
			basis: basis as FoodUnits['basis'],
			servingSize: servingSize as number | null,
			servingUnit: servingUnit as string | null,
			householdServing: householdServing as string | null,
			servingGrams: servingGrams as number | null,
			portions: [],
		})
	}
	const visible = JSON.stringify([...out.keys()])
	for (const [foodId, seq, amount, unit, gramWeight, label] of await hotRows(db, FOOD_UNIT_PORTIONS_SQL, [visible])) {
		out.get(Number(foodId))?.portions.push({ seq: Number(seq), amount: amount as number, unit: unit as string, gramWeight: gramWeight as number, label: label as string })
	}
	return out
}

function visibleTo(viewer: FoodViewer) {
	return viewer.userId ? or(isNull(foods.ownerId), eq(foods.ownerId, viewer.userId)) : isNull(foods.ownerId)
}

/**
 * The product with this barcode, compared as GTIN-14 (`toGtin14`, app/domain/nutrition/gtin.ts:
 * the importer's normaliser, so a 12-digit UPC-A finds the row stored as 13-digit EAN).
 *
 * @returns the food, or null when the code is malformed or unknown. Never throws for bad input.
 */
export async function lookupBarcode(db: Db, code: string): Promise<Food | null> {
	const gtin14 = toGtin14(code)
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
	/** mg per serving (a label's sodium line); omitted/null = unknown. At most MICRONUTRIENT_MAX_PER_SERVING.mg. */
	sodiumMg?: number | null
	/** Micronutrients per serving (keys and units: app/domain/nutrition/micronutrients.ts); omitted/null = unknown. */
	micronutrients?: Partial<Record<MicronutrientKey, number | null>> | null
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
 * @throws InvalidError (422; `fieldErrors` keyed by the CustomFoodInput field) when the name is
 *   empty or too long, the serving unit is not one of LOG_UNITS, or the serving size or a
 *   nutrient is outside CUSTOM_FOOD_BOUNDS (app/domain/nutrition/bounds.ts) or not finite.
 */
export async function createCustomFood(db: Db, viewer: FoodViewer, input: CustomFoodInput): Promise<Food> {
	if (!viewer.userId) throw new TypeError('createCustomFood needs a signed-in user')
	const name = input.name?.trim() ?? ''
	const refuse = (field: string, message: string) => new InvalidError(message, { [field]: [message] })
	if (!name || name.length > MAX_FOOD_NAME_LENGTH) throw refuse('name', `Name must be 1–${MAX_FOOD_NAME_LENGTH} characters`)
	const brand = input.brand?.trim() || null
	if (brand && brand.length > MAX_FOOD_NAME_LENGTH) throw refuse('brand', `Brand must be at most ${MAX_FOOD_NAME_LENGTH} characters`)
	if (!(LOG_UNITS as readonly string[]).includes(input.servingUnit)) throw refuse('servingUnit', `Serving unit must be one of ${LOG_UNITS.join(', ')}`)
	const b = CUSTOM_FOOD_BOUNDS
	if (!isPositive(input.servingSize) || input.servingSize < b.servingSize.min || input.servingSize > b.servingSize.max)
		throw refuse('servingSize', `Serving size must be from ${b.servingSize.min} to ${b.servingSize.max}`)
	const values: Array<[string, number | null | undefined, number]> = [
		['kcal', input.kcal, b.kcal.max],
		['proteinG', input.proteinG, b.grams.max],
		['carbsG', input.carbsG, b.grams.max],
		['fatG', input.fatG, b.grams.max],
		['fiberG', input.fiberG ?? 0, b.grams.max],
		['sugarG', input.sugarG ?? 0, b.grams.max],
		['sodiumMg', input.sodiumMg ?? 0, MICRONUTRIENT_MAX_PER_SERVING.mg],
	]
	for (const [key, value, max] of values) {
		if (!isNonNegative(value) || value > max) throw refuse(key, `${key} must be a number from 0 to ${max}`)
	}
	const microProblem = micronutrientProblem(input.micronutrients ?? {})
	if (microProblem) throw refuse(`micronutrients.${microProblem.key}`, microProblem.message)
	// At most DIARY_CAPS.customFoodsPerDay own foods in 24 hours.
	const since = new Date(Date.now() - 24 * 60 * 60 * 1000)
	const [made] = await db
		.select({ n: count() })
		.from(foods)
		.where(and(eq(foods.ownerId, viewer.userId), gte(foods.createdAt, since)))
	if ((made?.n ?? 0) >= DIARY_CAPS.customFoodsPerDay) {
		const message = `You can add at most ${DIARY_CAPS.customFoodsPerDay} of your own foods a day; try again tomorrow or pick one you have already made`
		throw new InvalidError(`name: ${message}`, { name: [message] })
	}
	// At most FOOD_CAPS.customFoodsPerAccount own foods in all.
	const [held] = await db.select({ n: count() }).from(foods).where(eq(foods.ownerId, viewer.userId))
	if ((held?.n ?? 0) >= FOOD_CAPS.customFoodsPerAccount) {
		const message = `You can keep at most ${FOOD_CAPS.customFoodsPerAccount} of your own foods; pick one you have already made`
		throw new InvalidError(`name: ${message}`, { name: [message] })
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
			sodiumMg: input.sodiumMg ?? null,
			...pickMicronutrients(input.micronutrients ?? {}),
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
