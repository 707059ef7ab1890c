/** Logging units and portion nutrients, with real foods from the sample database. */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import { getFood, type FoodWithPortions } from '#app/domain/foods/foods.server.ts'
import {
	FALLBACK_SERVING_GRAMS,
	GRAMS_PER_OUNCE,
	LOG_UNITS,
	portionNutrients,
	resolveQuantity,
	unitOptions,
	UnitNotAvailableError,
} from './units.ts'
import { foods } from '#db/schema.ts'

let db: Db

beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
})

async function byFdc(fdcId: number): Promise<FoodWithPortions> {
	const [row] = await db.select({ id: foods.id }).from(foods).where(eq(foods.fdcId, fdcId))
	const food = row && (await getFood(db, {}, row.id))
	if (!food) throw new Error(`fdc ${fdcId} not in the sample`)
	return food
}

async function byBarcode(gtin14: string): Promise<FoodWithPortions> {
	const [row] = await db.select({ id: foods.id }).from(foods).where(eq(foods.gtin14, gtin14))
	const food = row && (await getFood(db, {}, row.id))
	if (!food) throw new Error(`${gtin14} not in the sample`)
	return food
}

describe('unitOptions', () => {
	test('lists the five spec units', () => {
		expect(LOG_UNITS).toEqual(['serving', 'gram', 'ounce', 'cup', 'piece'])
	})

	test('Bananas, raw: every unit, from its USDA portions', async () => {
		const banana = await byFdc(173944)
		const options = unitOptions(banana, banana.portions)
		expect(options.map((o) => o.unit)).toEqual(['serving', 'gram', 'ounce', 'cup', 'piece'])
		const by = Object.fromEntries(options.map((o) => [o.unit, o]))
		// The default serving (the rule picks USDA's 'medium' banana) is the piece weight.
		expect(by.serving).toMatchObject({ gramsPerUnit: by.piece?.gramsPerUnit, label: `serving: 1 medium (${by.piece?.gramsPerUnit} g)` })
		expect(by.gram?.gramsPerUnit).toBe(1)
		expect(by.ounce?.gramsPerUnit).toBe(GRAMS_PER_OUNCE)
		expect(by.cup).toMatchObject({ gramsPerUnit: 225, label: 'cup, mashed (225 g)' })
		// 'medium' is preferred over the extra small / small portions listed before it.
		expect(by.piece?.gramsPerUnit).toBe(118)
		expect(by.piece?.label).toMatch(/^medium .*\(118 g\)$/)
	})

	test('a product without portions offers serving (its 100 g), gram and ounce', async () => {
		const nutella = await byBarcode('03017620425035')
		expect(nutella.portions).toEqual([])
		const options = unitOptions(nutella, nutella.portions)
		expect(options.map((o) => o.unit)).toEqual(['serving', 'gram', 'ounce'])
		expect(options[0]?.gramsPerUnit).toBe(FALLBACK_SERVING_GRAMS)
	})

	test("'serving' is accepted for a reference food with no household serving: 1 serving = the 100 g it shows", async () => {
		const chicken = await byFdc(2646170)
		expect(chicken.name).toBe('Chicken, breast, boneless, skinless, raw')
		expect(resolveQuantity(chicken, chicken.portions, 1, 'serving')).toEqual(resolveQuantity(chicken, chicken.portions, FALLBACK_SERVING_GRAMS, 'gram'))
	})

	test('a food without a cup portion does not offer cups', async () => {
		const chicken = await byFdc(171077) // portions: 4 oz, piece, package
		const units = unitOptions(chicken, chicken.portions).map((o) => o.unit)
		expect(units).not.toContain('cup')
		expect(units).toEqual(['serving', 'gram', 'ounce', 'piece'])
	})

	test('custom per-serving foods offer their own unit (and weights only when known)', () => {
		const bar = { basis: 'perServing', servingSize: 1, servingUnit: 'piece', householdServing: '1 piece', servingGrams: null } as const
		expect(unitOptions(bar, []).map((o) => o.unit)).toEqual(['serving', 'piece'])
		const granola = { basis: 'perServing', servingSize: 40, servingUnit: 'gram', householdServing: '40 g', servingGrams: 40 } as const
		const options = unitOptions(granola, [])
		expect(options.map((o) => o.unit)).toEqual(['serving', 'gram', 'ounce'])
		expect(options.find((o) => o.unit === 'gram')?.servingsPerUnit).toBeCloseTo(1 / 40, 10)
	})
})

describe('resolveQuantity and portionNutrients', () => {
	test('118 g of Bananas, raw is 105 kcal and 26.95 g carbs', async () => {
		const banana = await byFdc(173944)
		const amount = resolveQuantity(banana, banana.portions, 118, 'gram')
		expect(amount).toEqual({ grams: 118, servings: null })
		const n = portionNutrients(banana, amount)
		expect(n.kcal).toBeCloseTo(105.02, 2)
		expect(Math.round(n.kcal ?? 0)).toBe(105)
		expect(n.carbsG).toBeCloseTo(26.95, 2)
		expect(n.kcalEstimated).toBe(false)
		// One medium banana is the same 118 g.
		expect(portionNutrients(banana, resolveQuantity(banana, banana.portions, 1, 'piece'))).toEqual(n)
	})

	test('ounces use the avoirdupois ounce', async () => {
		const banana = await byFdc(173944)
		expect(resolveQuantity(banana, banana.portions, 2, 'ounce').grams).toBeCloseTo(56.69904625, 8)
	})

	test('unknown nutrients stay null and Atwater estimates stay flagged', async () => {
		const nutella = await byBarcode('03017620425035')
		expect(nutella.kcalEstimated).toBe(true)
		// 4 × 6.3 + 4 × 57.5 + 9 × 30.9 = 533.3 kcal per 100 g
		expect(nutella.kcal).toBeCloseTo(533.3, 6)
		const n = portionNutrients(nutella, resolveQuantity(nutella, [], 20, 'gram'))
		expect(n).toMatchObject({ kcalEstimated: true, fatG: 6.18, proteinG: 1.26, carbsG: 11.5 })
		expect(n.kcal).toBeCloseTo(106.66, 6)
		const chicken = await byFdc(2646170) // Foundation: no fibre, sugar
		const c = portionNutrients(chicken, { grams: 100 })
		expect(c.fiberG).toBeNull()
		expect(c.sugarG).toBeNull()
		expect(c.proteinG).toBeCloseTo(22.525, 1)
	})

	test('per-serving foods scale by servings', () => {
		const bar = {
			basis: 'perServing',
			servingSize: 2,
			servingUnit: 'piece',
			householdServing: '2 piece',
			servingGrams: null,
			kcal: 300,
			kcalEstimated: false,
			proteinG: 20,
			carbsG: 30,
			fatG: 10,
			fiberG: null,
			sugarG: 12,
			sodiumMg: null,
		} as const
		const one = resolveQuantity(bar, [], 1, 'piece')
		expect(one).toEqual({ grams: null, servings: 0.5 })
		expect(portionNutrients(bar, one)).toMatchObject({ kcal: 150, proteinG: 10, fiberG: null, sugarG: 6 })
		expect(portionNutrients(bar, resolveQuantity(bar, [], 3, 'serving')).kcal).toBe(900)
	})

	test('a unit the food does not offer throws UnitNotAvailableError', async () => {
		const nutella = await byBarcode('03017620425035')
		expect(() => resolveQuantity(nutella, [], 1, 'cup')).toThrow(UnitNotAvailableError)
		try {
			resolveQuantity(nutella, [], 1, 'piece')
		} catch (error) {
			expect(error).toBeInstanceOf(UnitNotAvailableError)
			expect((error as UnitNotAvailableError).available).toEqual(['serving', 'gram', 'ounce'])
		}
		expect(() => resolveQuantity(nutella, [], 1, 'bucket')).toThrow(UnitNotAvailableError)
	})

	test('quantity must be greater than zero', async () => {
		const banana = await byFdc(173944)
		for (const q of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
			expect(() => resolveQuantity(banana, banana.portions, q, 'gram')).toThrow(RangeError)
		}
	})
})
