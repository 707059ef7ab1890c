/**
 * The default-serving rule (serving-rule.ts, docs/decisions/007-default-serving.md) on 20 staples
 * of the sample USDA data: the serving each one shows and logs as '1 serving'. The grams are read
 * from the food's own USDA portion row, never typed here.
 */
import { describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import { getFood } from '#app/domain/foods/foods.server.ts'
import { defaultServing, FALLBACK_SERVING_GRAMS, resolvePortion, SERVING_RULE_VERSION } from './index.ts'

async function database(): Promise<Db> {
	return (await import('#app/db.server.ts')).db
}

async function foodByFdc(fdcId: number) {
	const db = await database()
	const row = (await db.$client.execute({ sql: 'SELECT id FROM foods WHERE fdc_id = ?', args: [fdcId] })).rows[0]
	const food = row && (await getFood(db, {}, Number(row.id)))
	if (!food) throw new Error(`fdc ${fdcId} not in the sample`)
	return food
}

/** [fdc id, what people call one serving, the USDA portion unit it comes from (null: none → 100 g)] */
const STAPLES: Array<[number, string, string | null]> = [
	[173944, '1 medium', 'medium (7" to 7-7/8" long)'], // Bananas, raw — not '1 cup, mashed'
	[171287, '1 large', 'large'], // Egg, whole, raw, fresh
	[325871, '1 slice', 'slice'], // Bread, white, commercially prepared
	[335240, '1 slice', 'slice'], // Bread, whole-wheat, commercially prepared
	[322892, '1 cup', 'cup'], // Milk, whole, 3.25% milkfat
	[321359, '1 cup', 'cup'], // Milk, reduced fat, 2%
	[328637, '1 slice', 'slice'], // Cheese, cheddar
	[326135, '1 slice, regular', 'slice, regular'], // Cheese, swiss
	[171688, '1 medium', 'medium (3" dia)'], // Apples, raw, with skin — not '1 cup, quartered'
	[169917, '1 fruit', 'fruit (2-7/8" dia)'], // Oranges, raw, navels (SR Legacy) — not '1 cup sections'
	[171705, '1 avocado, NS as to Florida or California', 'avocado, NS as to Florida or California'], // Avocados, raw
	[330137, '1 container', 'container'], // Yogurt, Greek, plain, nonfat
	[324860, '2 tablespoon', 'tablespoon'], // Peanut butter, smooth style
	[2342964, '1 oz', 'oz'], // Almonds, salted — not '1 nut' (1.2 g)
	[175037, '1 tortilla', 'tortilla'], // Tortillas, flour
	[172666, '1 medium bagel', 'medium bagel (3-1/2" to 4" dia)'], // Bagels, oat bran — not '1 mini bagel'
	[321360, '5 tomatoes', 'tomatoes'], // Tomatoes, grape, raw
	[321900, '1 cup, chopped', 'cup, chopped'], // Broccoli, raw
	[174032, '3 oz', 'oz'], // Beef, ground 85 % lean, patty, broiled
	[2646170, `${FALLBACK_SERVING_GRAMS} g`, null], // Chicken, breast, boneless, skinless, raw — USDA gives no portion
]

describe('the default serving of 20 staples is the portion people mean', () => {
	test.each(STAPLES)('fdc %i: %s', async (fdcId, household, unit) => {
		const food = await foodByFdc(fdcId)
		const serving = defaultServing(food)
		const portion = unit === null ? undefined : food.portions.find((p) => p.unit === unit)
		if (unit !== null) expect(portion, `portion '${unit}' of fdc ${fdcId}`).toBeDefined()
		const grams = portion?.gramWeight ?? FALLBACK_SERVING_GRAMS
		if (unit === null) {
			expect(serving.label).toBe(household)
			expect(serving.grams).toBe(FALLBACK_SERVING_GRAMS)
		} else {
			expect(serving.label).toBe(`${household} (${Math.round(grams * 10) / 10} g)`)
			expect(serving.grams).toBe(grams)
		}
		// '1 serving' logs exactly that weight, with the nutrients of that weight.
		const one = resolvePortion(food, food.portions, { quantity: 1, unit: 'serving' })
		const same = resolvePortion(food, food.portions, { quantity: serving.grams!, unit: 'gram' })
		expect(one.grams).toBe(serving.grams)
		expect(one.nutrients).toEqual(same.nutrients)
	})
})

describe('an existing database picks the rule up without a re-import', () => {
	test('servings derived under an older rule are re-derived once, keyed on the rule version', async () => {
		const db = await database()
		const { importFoods } = await import('#db/import/index.ts')
		const path = await import('node:path')
		const banana = await foodByFdc(173944)
		const first = banana.portions[0]!
		// The state an older database is in: USDA's first portion as the serving, an older rule recorded.
		await db.$client.execute({
			sql: 'UPDATE foods SET serving_size = ?, serving_grams = ?, household_serving = ? WHERE id = ?',
			args: [first.gramWeight, first.gramWeight, `1 ${first.unit}`, banana.id],
		})
		await db.$client.execute(`UPDATE food_imports SET sha256 = 'serving-rule-v0' WHERE file = 'serving-rule'`)
		const log: string[] = []
		await importFoods(db, { dataDir: path.resolve('db/data/sample'), only: 'generic', log: (m) => log.push(m) })
		expect(log.some((m) => m.includes(SERVING_RULE_VERSION))).toBe(true)
		const after = await foodByFdc(173944)
		expect(defaultServing(after).label).toMatch(/^1 medium \(/)
		const rule = (await db.$client.execute(`SELECT sha256 FROM food_imports WHERE file = 'serving-rule'`)).rows[0]
		expect(rule?.sha256).toBe(SERVING_RULE_VERSION)
		// A second run finds the rule current and changes nothing.
		const again: string[] = []
		await importFoods(db, { dataDir: path.resolve('db/data/sample'), only: 'generic', log: (m) => again.push(m) })
		expect(again.some((m) => m.includes('re-derived'))).toBe(false)
	})
})
