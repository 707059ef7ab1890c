/**
 * Food search over the sample data (tests/setup builds it with importFoods), as a user would
 * notice it: ranking, plurals, typos, prefixes, odd input, and custom foods' visibility.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { Db } from '#app/db.server.ts'
import * as foodsApi from '#app/domain/foods/foods.server.ts'
import * as search from '#app/domain/foods/search/index.server.ts'
import { users } from '#db/schema.ts'

let db: Db
// Observes (does not replace) console.warn: searchFoods logs there when an FTS query it built is
// rejected, which would otherwise look like "no results".
const warn = vi.spyOn(console, 'warn')

afterAll(() => {
	expect(warn.mock.calls.filter(([message]) => String(message).startsWith('food search:'))).toEqual([])
})

beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
	await db.insert(users).values([
		{ id: 'user-ann', email: 'ann@example.com', passwordHash: 'x' },
		{ id: 'user-bob', email: 'bob@example.com', passwordHash: 'x' },
	])
})

async function names(query: string, userId?: string) {
	return (await search.searchFoods(db, { query, userId })).map((f) => f.name)
}

describe('searchFoods ranking', () => {
	test("'banana' lists raw bananas first, before banana dishes and products", async () => {
		const results = await search.searchFoods(db, { query: 'banana' })
		expect(results[0]?.name).toBe('Bananas, raw')
		expect(results[0]?.fdcId).toBe(173944)
		const firstProduct = results.findIndex((r) => r.source === 'off')
		const split = results.findIndex((r) => r.name === 'Banana split')
		expect(split).toBeGreaterThan(0)
		if (firstProduct >= 0) expect(firstProduct).toBeGreaterThan(split)
	})

	test('generic foods come before Open Food Facts products', async () => {
		const results = await search.searchFoods(db, { query: 'nutella', limit: 50 })
		const sources = results.map((r) => r.source)
		expect(sources).toContain('off')
		const lastGeneric = sources.map((s) => s !== 'off').lastIndexOf(true)
		const firstProduct = sources.indexOf('off')
		expect(lastGeneric).toBeLessThan(firstProduct)
	})

	test("'chicken breast' gives a raw or roasted USDA chicken breast first", async () => {
		const [first] = await search.searchFoods(db, { query: 'chicken breast' })
		expect(first?.source).not.toBe('off')
		expect(first?.name).toMatch(/^Chicken, (broilers? or fryers, )?breast, .*(raw|roasted)/)
	})

	test('plural and singular find the same food', async () => {
		expect((await names('bananas'))[0]).toBe('Bananas, raw')
		expect((await names('Banana'))[0]).toBe('Bananas, raw')
	})

	test('the last word is matched as a prefix', async () => {
		const chick = await names('chick')
		expect(chick.some((n) => n.startsWith('Chicken'))).toBe(true)
		expect((await names('broc'))[0]).toMatch(/^Broccoli/)
		expect((await names('chicken bre'))[0]).toMatch(/breast/i)
		// A single letter still being typed does not empty the list.
		const typing = await names('chicken b')
		expect(typing.length).toBeGreaterThan(5)
		expect(typing[0]).toMatch(/^Chicken/)
	})

	test('a one-letter typo still finds the food', async () => {
		expect((await names('bananna'))[0]).toBe('Bananas, raw')
		expect((await names('brocoli'))[0]).toMatch(/^Broccoli, raw/)
		expect((await names('chiken breast'))[0]).toMatch(/^Chicken.*breast/i)
	})

	test('products are found by name, in shortest-name order', async () => {
		const products = (await search.searchFoods(db, { query: 'coca cola', limit: 50 })).filter((r) => r.source === 'off')
		expect(products.length).toBeGreaterThan(0)
		expect(products.every((p) => /coca/i.test(p.name))).toBe(true)
		const lengths = products.map((p) => p.name.length)
		expect(lengths).toEqual([...lengths].sort((a, b) => a - b))
	})

	test('products are found while the last word is still being typed', async () => {
		const products = async (query: string) =>
			(await search.searchFoods(db, { query, limit: 50 })).filter((r) => r.source === 'off').map((r) => r.name)
		// 'col' is completed from food words (cola, …); 'nutel' by an FTS prefix query.
		expect((await products('coca col')).some((n) => /coca.?cola/i.test(n))).toBe(true)
		expect((await products('nutel')).some((n) => /^nutella$/i.test(n))).toBe(true)
		expect((await products('snick')).some((n) => /snickers/i.test(n))).toBe(true)
	})

	test('results carry nutrients per basis, null when unknown', async () => {
		const [banana] = await search.searchFoods(db, { query: 'bananas raw' })
		expect(banana).toMatchObject({
			name: 'Bananas, raw',
			basis: 'per100g',
			kcal: 89,
			kcalEstimated: false,
			proteinG: 1.09,
			carbsG: 22.84,
			fatG: 0.33,
			servingGrams: 118,
			householdServing: '1 medium',
			isCustom: false,
		})
		const products = (await search.searchFoods(db, { query: 'nutella', limit: 50 })).filter((r) => r.source === 'off')
		const nutella = products.find((p) => p.gtinUpc === '3017620425035')
		expect(nutella).toMatchObject({ kcalEstimated: true, fatG: 30.9, brand: null, fdcId: null })
	})

	test('respects the limit', async () => {
		expect(await search.searchFoods(db, { query: 'chicken', limit: 5 })).toHaveLength(5)
		expect((await search.searchFoods(db, { query: 'chicken' })).length).toBeLessThanOrEqual(search.DEFAULT_SEARCH_LIMIT)
	})
})

describe('searchFoods input handling', () => {
	test('queries shorter than 3 characters (after trimming) return nothing', async () => {
		expect(search.MIN_SEARCH_LENGTH).toBe(3)
		expect(await search.searchFoods(db, { query: 'ba' })).toEqual([])
		expect(await search.searchFoods(db, { query: '  ba   ' })).toEqual([])
		expect(await search.searchFoods(db, { query: '' })).toEqual([])
	})

	test('punctuation-only queries return nothing', async () => {
		for (const query of ['"""', '***', '---', '(((', ':::', '!?.', '" * - : ( ) ^ +']) {
			expect(await search.searchFoods(db, { query })).toEqual([])
		}
	})

	test('FTS operators and odd punctuation never throw', async () => {
		const odd = [
			'banana"',
			'"banana',
			'banana*',
			'-banana',
			'banana -raw',
			'name:banana',
			'(banana',
			'banana)',
			'banana AND',
			'OR banana',
			'NOT banana',
			'NEAR(banana raw)',
			'^banana',
			'banana + raw',
			"mcdonald's",
			'crème brûlée',
			'1/2 cup',
			'%_\\',
			"'; DROP TABLE foods; --",
			'🍌🍌🍌',
			'x'.repeat(500),
		]
		for (const query of odd) {
			await expect(search.searchFoods(db, { query })).resolves.toBeInstanceOf(Array)
		}
		expect((await names('banana"'))[0]).toBe('Bananas, raw')
		expect((await names('(bananas) raw*'))[0]).toBe('Bananas, raw')
		expect((await names('BANANA AND'))[0]).toBe('Bananas, raw')
	})
})

describe('custom foods in search', () => {
	test("a user's own custom foods come first; other users never see them", async () => {
		await foodsApi.createCustomFood(
			db,
			{ userId: 'user-ann' },
			{ name: "Ann's banana smoothie", servingSize: 1, servingUnit: 'cup', kcal: 210, proteinG: 6, carbsG: 40, fatG: 3 },
		)
		const ann = await search.searchFoods(db, { query: 'banana', userId: 'user-ann' })
		expect(ann[0]).toMatchObject({ name: "Ann's banana smoothie", isCustom: true, source: 'custom', basis: 'perServing' })
		expect(ann[1]?.name).toBe('Bananas, raw')
		expect((await names('bananas smoothie', 'user-ann'))[0]).toBe("Ann's banana smoothie")

		await foodsApi.createCustomFood(
			db,
			{ userId: 'user-ann' },
			{ name: 'Crème fraîche maison', servingSize: 30, servingUnit: 'gram', kcal: 90, proteinG: 1, carbsG: 1, fatG: 9 },
		)
		expect((await names('crème fraîche', 'user-ann'))[0]).toBe('Crème fraîche maison')

		for (const userId of ['user-bob', undefined]) {
			const results = await search.searchFoods(db, { query: 'banana smoothie', userId })
			expect(results.some((r) => r.isCustom)).toBe(false)
		}
	})
})

describe('the shared-results cache', () => {
	test('a search without the cache, with it, and after clearing it give the same results', async () => {
		const cache = new search.SearchResultCache()
		const uncached = await search.searchFoods(db, { query: 'chicken breast' }, { cache: null })
		expect(uncached.length).toBeGreaterThan(0)
		expect(await search.searchFoods(db, { query: 'chicken breast' }, { cache })).toEqual(uncached)
		expect(await search.searchFoods(db, { query: 'chicken breast' }, { cache })).toEqual(uncached)
		cache.clear()
		expect(await search.searchFoods(db, { query: 'chicken breast' }, { cache })).toEqual(uncached)
	})
})

describe("the user's own history in search", () => {
	test('a food the user logged before comes first for them only, most logged first', async () => {
		const { logFood } = await import('#app/domain/diary/diary.server.ts')
		const before = await search.searchFoods(db, { query: 'banana', userId: 'user-bob' })
		expect(before[0]?.name).toBe('Bananas, raw')
		const split = before.find((r) => r.name === 'Banana split')!
		const chips = before.find((r) => r.name === 'Banana chips')!
		expect(before.indexOf(split)).toBeGreaterThan(0)
		const bob = { userId: 'user-bob', timezone: 'UTC' }
		await logFood(db, bob, { foodId: chips.id, quantity: 1, unit: 'serving', mealType: 'breakfast' })
		for (let i = 0; i < 2; i++) await logFood(db, bob, { foodId: split.id, quantity: 1, unit: 'serving', mealType: 'snack' })

		const after = await search.searchFoods(db, { query: 'banana', userId: 'user-bob' })
		expect(after.slice(0, 3).map((r) => r.name)).toEqual(['Banana split', 'Banana chips', 'Bananas, raw'])
		expect(after).toHaveLength(before.length)
		// Nobody else's order moves, and the signed-out search is the shared one.
		expect((await names('banana'))[0]).toBe('Bananas, raw')
		expect((await names('banana', 'user-ann')).filter((n) => !n.startsWith("Ann's"))[0]).toBe('Bananas, raw')
	})
})

describe('packaged products without a brand', () => {
	test('rank below every generic food for a generic word', async () => {
		const results = await search.searchFoods(db, { query: 'chocolate', limit: 60 })
		const noBrand = results.findIndex((r) => !r.brand && r.source !== 'custom' && !r.fdcId)
		const lastGeneric = results.map((r) => r.fdcId !== null).lastIndexOf(true)
		expect(noBrand).toBeGreaterThan(-1)
		expect(noBrand).toBeGreaterThan(lastGeneric)
	})
})

