/**
 * /api/foods, /api/foods/search and /api/foods/{id} against the sample USDA foods: the spec's
 * Food shape (per-serving values as numeric strings that match USDA), custom foods owned by
 * the caller, bad input, and the two-user matrix.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type * as ApiShape from '#app/domain/foods/api-shape.ts'
import { createTestUser, foodIdByFdc } from '#tests/utils.ts'
import { call, expectError, expectOk, expectTransportGuards, snapshotUser, type RouteModule } from './api-helpers.ts'

type TestUser = Awaited<ReturnType<typeof createTestUser>>
let A: TestUser
let B: TestUser
let shape: typeof ApiShape
let mod: Record<'create' | 'search' | 'food', RouteModule>
let bananaId: number
let aFoodId: number

const customFood = {
	name: 'Protein bar',
	servingSize: '1',
	servingUnit: 'piece',
	caloriesPerServing: '250',
	proteinPerServing: '20',
	carbsPerServing: '25.5',
	fatPerServing: '8',
	fiberPerServing: '0',
	sugarPerServing: '0',
}

beforeAll(async () => {
	shape = await import('#app/domain/foods/api-shape.ts')
	mod = {
		create: await import('#app/routes/api.foods.ts'),
		search: await import('#app/routes/api.foods.search.ts'),
		food: await import('#app/routes/api.foods.$id.ts'),
	}
	A = await createTestUser()
	B = await createTestUser()
	bananaId = await foodIdByFdc(173944)
	const created = expectOk(await call(mod.create, '/api/foods', { headers: A.bearer, body: { ...customFood, name: 'Alice secret granola' } }), 201, shape.ApiFoodSchema)
	aFoodId = created.id
})

describe('GET /api/foods/search?q=', () => {
	test("'chicken breast' finds cooked USDA chicken breast first, 'chicken breast raw' the raw one; every hit has the documented Food shape", async () => {
		const res = await call(mod.search, '/api/foods/search?q=chicken%20breast', { headers: A.bearer })
		const foods = expectOk(res, 200, shape.ApiFoodSchema.array())
		expect(foods.length).toBeGreaterThan(0)
		// People log chicken breast cooked: the top result is a cooked breast, not the raw cut.
		expect(foods[0]!.name).toMatch(/breast/i)
		expect(foods[0]!.name).toMatch(/cooked|roasted|grilled|stewed|baked/i)
		const rawRes = await call(mod.search, '/api/foods/search?q=chicken%20breast%20raw', { headers: A.bearer })
		const raw = expectOk(rawRes, 200, shape.ApiFoodSchema.array()).find((f) => f.fdcId === 2646170)!
		// USDA FoodData Central 2646170 "Chicken, breast, boneless, skinless, raw": 112.2023 kcal, 22.525 g protein per 100 g.
		expect(raw).toMatchObject({ source: 'foundation', servingSize: '100', servingUnit: 'g', caloriesPerServing: '112.2', proteinPerServing: '22.53', caloriesEstimated: false })
		expect(raw.per100g).toMatchObject({ calories: 112.2023, protein: 22.525 })
	})

	test("'banana': per-serving values are the USDA values scaled to the default serving, as numeric strings", async () => {
		const foods = expectOk(await call(mod.search, '/api/foods/search?q=banana', { headers: A.bearer }), 200, shape.ApiFoodSchema.array())
		const banana = foods.find((f) => f.fdcId === 173944)!
		// USDA 173944 "Bananas, raw": 89 kcal, 1.09 g protein, 22.84 g carbs, 0.33 g fat, 2.6 g fiber, 12.23 g sugar per 100 g;
		// its default serving is the USDA '1 medium' portion (the default-serving rule), 118 g.
		const medium = 118
		const per = (v: number) => String(Math.round(v * medium) / 100)
		expect(banana).toMatchObject({
			id: bananaId,
			name: 'Bananas, raw',
			servingSize: String(medium),
			servingUnit: 'g',
			servingLabel: `1 medium (${medium} g)`,
			caloriesPerServing: per(89),
			proteinPerServing: per(1.09),
			carbsPerServing: per(22.84),
			fatPerServing: per(0.33),
			fiberPerServing: per(2.6),
			sugarPerServing: per(12.23),
			caloriesEstimated: false,
			isCustom: false,
		})
		expect(banana.per100g).toMatchObject({ calories: 89, protein: 1.09, carbs: 22.84, fat: 0.33, fiber: 2.6, sugar: 12.23 })
		for (const f of foods) {
			if (f.basis !== 'per100g' || f.per100g?.calories == null || f.caloriesPerServing == null) continue
			expect(Math.abs(Number(f.caloriesPerServing) - (f.per100g.calories * Number(f.servingSize)) / 100)).toBeLessThan(0.1)
		}
	})

	test("the caller's own custom foods come first; another user's never appear", async () => {
		const mine = expectOk(await call(mod.search, '/api/foods/search?q=granola', { headers: A.bearer }), 200, shape.ApiFoodSchema.array())
		expect(mine[0]).toMatchObject({ id: aFoodId, isCustom: true })
		const theirs = expectOk(await call(mod.search, '/api/foods/search?q=granola', { headers: B.bearer }), 200, shape.ApiFoodSchema.array())
		expect(theirs.map((f) => f.id)).not.toContain(aFoodId)
		expect(JSON.stringify(theirs)).not.toContain('Alice secret')
	})

	test('limit is honoured', async () => {
		const foods = expectOk(await call(mod.search, '/api/foods/search?q=chicken&limit=3', { headers: A.bearer }), 200, shape.ApiFoodSchema.array())
		expect(foods).toHaveLength(3)
	})

	test('bad input: missing, short, too long q; bad limit; no auth; wrong method', async () => {
		expectError(await call(mod.search, '/api/foods/search', { headers: A.bearer }), 422, 'q')
		expectError(await call(mod.search, '/api/foods/search?q=ab', { headers: A.bearer }), 422, 'q')
		expectError(await call(mod.search, '/api/foods/search?q=%20%20ab%20', { headers: A.bearer }), 422, 'q')
		expectError(await call(mod.search, `/api/foods/search?q=${'a'.repeat(101)}`, { headers: A.bearer }), 422, 'q')
		expectError(await call(mod.search, '/api/foods/search?q=chicken&limit=0', { headers: A.bearer }), 422, 'limit')
		expectError(await call(mod.search, '/api/foods/search?q=chicken&limit=lots', { headers: A.bearer }), 422, 'limit')
		expectError(await call(mod.search, '/api/foods/search?q=chicken'), 401)
		expectError(await call(mod.search, '/api/foods/search?q=chicken', { headers: A.bearer, body: {} }), 405)
		// FTS syntax in the query is just text.
		expectOk(await call(mod.search, `/api/foods/search?q=${encodeURIComponent('"chicken* OR NEAR(')}`, { headers: A.bearer }), 200)
	})
})

describe('POST /api/foods', () => {
	test('201: a custom food owned by the caller, from numeric strings (the manual form) or numbers', async () => {
		const u = await createTestUser()
		const fromStrings = expectOk(await call(mod.create, '/api/foods', { headers: u.bearer, body: customFood }), 201, shape.ApiFoodSchema)
		expect(fromStrings).toMatchObject({
			name: 'Protein bar',
			source: 'custom',
			isCustom: true,
			servingSize: '1',
			servingUnit: 'piece',
			caloriesPerServing: '250',
			proteinPerServing: '20',
			carbsPerServing: '25.5',
			fatPerServing: '8',
			fiberPerServing: '0',
			sugarPerServing: '0',
			per100g: null,
		})
		expect(typeof fromStrings.id).toBe('number')
		const fromNumbers = expectOk(
			await call(mod.create, '/api/foods', { headers: u.bearer, body: { name: 'Oats', brand: 'Acme', servingSize: 40, servingUnit: 'gram', caloriesPerServing: 150, proteinPerServing: 5, carbsPerServing: 27, fatPerServing: 2.5 } }),
			201,
			shape.ApiFoodSchema,
		)
		expect(fromNumbers).toMatchObject({ brand: 'Acme', servingSize: '40', servingUnit: 'gram', caloriesPerServing: '150', fiberPerServing: null })
		const after = await snapshotUser(u.user.id)
		expect(after.foods.map((f) => f.ownerId)).toEqual([u.user.id, u.user.id])
	})

	test("bad input: negative values, a 'temp-' id, unknown unit, too-long name, missing field — nothing stored", async () => {
		const before = await snapshotUser(A.user.id)
		const post = (body: unknown) => call(mod.create, '/api/foods', { headers: A.bearer, body })
		await expectTransportGuards(mod.create, '/api/foods', { method: 'POST', headers: A.bearer, body: customFood })
		expectError(await post({ ...customFood, caloriesPerServing: -5 }), 422, 'caloriesPerServing')
		expectError(await post({ ...customFood, fatPerServing: '-1' }), 422, 'fatPerServing')
		expectError(await post({ ...customFood, proteinPerServing: 'lots' }), 422, 'proteinPerServing')
		expectError(await post({ ...customFood, id: 'temp-1732170000000' }), 422, 'id')
		expectError(await post({ ...customFood, servingUnit: 'handful' }), 422, 'servingUnit')
		expectError(await post({ ...customFood, servingSize: '0' }), 422, 'servingSize')
		expectError(await post({ ...customFood, name: 'x'.repeat(201) }), 422, 'name')
		expectError(await post({ ...customFood, name: '   ' }), 422, 'name')
		const { name: _name, ...noName } = customFood
		expectError(await post(noName), 422, 'name')
		expectError(await post({ ...customFood, ownerId: B.user.id }), 422)
		expectError(await call(mod.create, '/api/foods', { body: customFood }), 401)
		expectError(await call(mod.create, '/api/foods', { headers: A.bearer }), 405)
		expect(await snapshotUser(A.user.id)).toEqual(before)
	})
})

describe('GET /api/foods/{id}', () => {
	test('a USDA food with the units it can be logged in and its household portions', async () => {
		const res = await call(mod.food, `/api/foods/${bananaId}`, { headers: A.bearer, params: { id: String(bananaId) } })
		const food = expectOk(res, 200, shape.ApiFoodDetailSchema)
		const medium = food.portions.find((p) => p.unit.startsWith('medium'))!
		expect(food).toMatchObject({ id: bananaId, name: 'Bananas, raw', fdcId: 173944, caloriesPerServing: String(Math.round(89 * medium.gramWeight) / 100) })
		expect(food.units.find((u) => u.unit === 'serving')?.gramsPerUnit).toBe(medium.gramWeight)
		expect(food.units.map((u) => u.unit)).toEqual(['serving', 'gram', 'ounce', 'cup', 'piece'])
		expect(food.portions).toContainEqual({ amount: 1, unit: 'medium (7" to 7-7/8" long)', gramWeight: 118, label: '1 medium (7" to 7-7/8" long)' })
	})

	test("the caller's own custom food", async () => {
		const food = expectOk(await call(mod.food, `/api/foods/${aFoodId}`, { headers: A.bearer, params: { id: String(aFoodId) } }), 200, shape.ApiFoodDetailSchema)
		expect(food).toMatchObject({ id: aFoodId, name: 'Alice secret granola', isCustom: true })
	})

	test("bad input: a 'temp-' id, an unknown id, a non-numeric id, no auth, wrong method", async () => {
		for (const id of ['temp-1732170000000', '999999999', 'abc', '-1', '1.5', '0']) {
			expectError(await call(mod.food, `/api/foods/${id}`, { headers: A.bearer, params: { id } }), 404)
		}
		expectError(await call(mod.food, `/api/foods/${'9'.repeat(65)}`, { headers: A.bearer, params: { id: '9'.repeat(65) } }), 422, 'id')
		expectError(await call(mod.food, `/api/foods/${bananaId}`, { params: { id: String(bananaId) } }), 401)
		expectError(await call(mod.food, `/api/foods/${bananaId}`, { method: 'DELETE', headers: A.bearer, params: { id: String(bananaId) } }), 405)
	})
})

describe("two-user matrix: B's token on A's custom food", () => {
	test('is 404 (never revealed), and A is unchanged', async () => {
		const before = await snapshotUser(A.user.id)
		for (const headers of [B.bearer, B.cookieHeaders]) {
			const res = await call(mod.food, `/api/foods/${aFoodId}`, { headers, params: { id: String(aFoodId) } })
			const missing = await call(mod.food, '/api/foods/999999999', { headers, params: { id: '999999999' } })
			expectError(res, 404)
			expect(res.body).toEqual(missing.body)
		}
		expect(await snapshotUser(A.user.id)).toEqual(before)
	})
})
