/**
 * Meals and meal-food entries: POST /api/meals, GET|PUT|DELETE /api/meals/{id},
 * GET /api/meals/{id}/foods, POST /api/users/{id}/meal-foods, DELETE /api/meal-foods/{id}.
 * Happy paths with USDA numbers, bad input, and the two-user matrix.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type * as ApiSchemas from '#app/utils/api-schemas.ts'
import { createTestUser, foodIdByFdc } from '#tests/utils.ts'
import { call, expectError, expectOk, expectTransportGuards, snapshotUser, type RouteModule } from './api-helpers.ts'

type TestUser = Awaited<ReturnType<typeof createTestUser>>
let A: TestUser
let B: TestUser
let s: typeof ApiSchemas
let mod: Record<'meals' | 'meal' | 'mealFoods' | 'log' | 'entry' | 'foods', RouteModule>
let bananaId: number
let chickenId: number

/** A meal of `u` on `date`, with 150 g of banana in it; returns the meal and entry ids. */
let seeded = 0
/** A lunch with 150 g of banana, each on its own day (one day holds one meal of a type). */
async function seedMeal(u: TestUser, date = `2025-01-${String(++seeded).padStart(2, '0')}`) {
	const meal = expectOk(await call(mod.meals, '/api/meals', { headers: u.bearer, body: { name: 'lunch', date } }), 201, s.MealResponse)
	const logged = await call(mod.log, `/api/users/${u.user.id}/meal-foods`, {
		headers: u.bearer,
		params: { id: u.user.id },
		body: { foodId: bananaId, quantity: 150, unit: 'gram', mealType: 'lunch', mealId: meal.id },
	})
	const { entry } = expectOk(logged, 201, s.LogMealFoodResponse)
	return { mealId: meal.id, entryId: entry.id }
}

beforeAll(async () => {
	s = await import('#app/utils/api-schemas.ts')
	mod = {
		meals: await import('#app/routes/api.meals.ts'),
		meal: await import('#app/routes/api.meals.$id.ts'),
		mealFoods: await import('#app/routes/api.meals.$id.foods.ts'),
		log: await import('#app/routes/api.users.$id.meal-foods.ts'),
		entry: await import('#app/routes/api.meal-foods.$id.ts'),
		foods: await import('#app/routes/api.foods.ts'),
	}
	A = await createTestUser({ firstName: 'Alice' })
	B = await createTestUser({ firstName: 'Bob' })
	bananaId = await foodIdByFdc(173944)
	chickenId = await foodIdByFdc(2646170)
})

describe('POST /api/meals', () => {
	test('201: an empty meal of the caller (userId optional, must be the caller)', async () => {
		const res = await call(mod.meals, '/api/meals', { headers: A.bearer, body: { userId: A.user.id, name: 'breakfast', date: '2026-03-01' } })
		const meal = expectOk(res, 201, s.MealResponse)
		expect(meal).toMatchObject({ userId: A.user.id, name: 'breakfast', date: '2026-03-01', calories: 0, totalCalories: 0, itemCount: 0, foods: [] })
		expect(meal.time).toMatch(/^\d\d:\d\d$/)
	})

	test("bad input: unknown meal type, impossible date, missing field, unknown field, another user's id", async () => {
		const before = await snapshotUser(A.user.id)
		const post = (body: unknown) => call(mod.meals, '/api/meals', { headers: A.bearer, body })
		await expectTransportGuards(mod.meals, '/api/meals', { method: 'POST', headers: A.bearer, body: { name: 'lunch', date: '2026-03-01' } })
		expectError(await post({ name: 'brunch', date: '2026-03-01' }), 422, 'name')
		expectError(await post({ name: 'lunch', date: '2026-02-30' }), 422, 'date')
		expectError(await post({ name: 'lunch', date: '01/03/2026' }), 422, 'date')
		expectError(await post({ name: 'lunch' }), 422, 'date')
		expectError(await post({ name: 'lunch', date: '2026-03-01', calories: 5 }), 422)
		expectError(await post({ name: 'lunch', date: '2026-03-01', userId: 'x'.repeat(65) }), 422, 'userId')
		expectError(await post({ name: 'lunch', date: '2026-03-01', userId: B.user.id }), 403)
		expectError(await call(mod.meals, '/api/meals', { body: { name: 'lunch', date: '2026-03-01' } }), 401)
		expectError(await call(mod.meals, '/api/meals', { headers: A.bearer }), 405)
		expect(await snapshotUser(A.user.id)).toEqual(before)
		expect((await snapshotUser(B.user.id)).meals).toEqual([])
	})
})

describe('POST /api/users/{id}/meal-foods', () => {
	test('150 g of a USDA food: the entry carries the USDA numbers; the day meal of that type is created', async () => {
		const u = await createTestUser()
		const res = await call(mod.log, `/api/users/${u.user.id}/meal-foods`, {
			headers: u.bearer,
			params: { id: u.user.id },
			body: { foodId: chickenId, quantity: 150, unit: 'gram', mealType: 'dinner', userId: u.user.id, date: '2026-03-04' },
		})
		const { entry, meal } = expectOk(res, 201, s.LogMealFoodResponse)
		// USDA FDC 2646170 per 100 g: 112.2023 kcal, 22.525 g protein, 0 g carbs, 1.934 g fat.
		expect(entry).toMatchObject({ foodId: chickenId, quantity: 150, unit: 'gram', mealType: 'dinner', userId: u.user.id, grams: 150 })
		expect(entry.calories).toBeCloseTo(168.3, 1)
		expect(entry.protein).toBeCloseTo(33.79, 2)
		expect(entry.fat).toBeCloseTo(2.9, 2)
		expect(meal).toMatchObject({ name: 'dinner', date: '2026-03-04', itemCount: 1 })
		expect(meal.calories).toBeCloseTo(168.3, 1)
		// A second log of the same type and day goes into the same meal.
		const again = expectOk(
			await call(mod.log, `/api/users/${u.user.id}/meal-foods`, { headers: u.bearer, params: { id: u.user.id }, body: { foodId: bananaId, quantity: 1, unit: 'serving', mealType: 'dinner', date: '2026-03-04' } }),
			201,
			s.LogMealFoodResponse,
		)
		expect(again.meal.id).toBe(meal.id)
		// A write answers with the meal's totals, never every entry: its size does not grow with the meal.
		expect(again.meal).not.toHaveProperty('foods')
		expect(again.meal.itemCount).toBe(2)
		expect(again.meal.calories).toBeCloseTo(meal.calories + again.entry.calories, 6)
		expect(again.meal.protein).toBeCloseTo(meal.protein + again.entry.protein, 6)
		// 1 serving of Bananas, raw is its USDA 'medium' portion (default-serving rule): 118 g, 89 kcal per 100 g.
		expect(again.entry.grams).toBe(118)
		expect(again.entry.calories).toBeCloseTo((89 * 118) / 100, 2)
	})

	test('a USDA food published with negative carbohydrate (by difference) logs 0 g, never a negative amount', async () => {
		const u = await createTestUser()
		// FDC 2727569 "Chicken, breast, meat and skin, raw" (Foundation): carbohydrate by difference −0.4283 g/100 g.
		const skinOn = await foodIdByFdc(2727569)
		const res = await call(mod.log, `/api/users/${u.user.id}/meal-foods`, { headers: u.bearer, params: { id: u.user.id }, body: { foodId: skinOn, quantity: 200, unit: 'gram', mealType: 'dinner' } })
		const { entry, meal } = expectOk(res, 201, s.LogMealFoodResponse)
		expect(entry.carbs).toBe(0)
		expect(meal.carbs).toBe(0)
		expect(entry.calories).toBeCloseTo(265.67, 2)
	})

	test("the day comes from loggedAt in the user's time zone when no date is given", async () => {
		const u = await createTestUser({ timezone: 'America/New_York' })
		const res = await call(mod.log, `/api/users/${u.user.id}/meal-foods`, {
			headers: u.bearer,
			params: { id: u.user.id },
			body: { foodId: bananaId, quantity: 100, unit: 'gram', mealType: 'snack', loggedAt: '2026-03-05T02:30:00Z' },
		})
		expect(expectOk(res, 201, s.LogMealFoodResponse).meal.date).toBe('2026-03-04')
	})

	test('a custom food created through the API can be logged', async () => {
		const u = await createTestUser()
		const food = expectOk(
			await call(mod.foods, '/api/foods', { headers: u.bearer, body: { name: 'Soup', servingSize: '1', servingUnit: 'cup', caloriesPerServing: '120', proteinPerServing: '6', carbsPerServing: '15', fatPerServing: '4' } }),
			201,
		) as { id: number }
		const res = await call(mod.log, `/api/users/${u.user.id}/meal-foods`, { headers: u.bearer, params: { id: u.user.id }, body: { foodId: food.id, quantity: 2, unit: 'cup', mealType: 'lunch' } })
		expect(expectOk(res, 201, s.LogMealFoodResponse).entry.calories).toBe(240)
	})

	test('bad input: negative quantity, unknown unit or meal type, temp- food id, impossible date, bad loggedAt, missing field', async () => {
		const before = await snapshotUser(A.user.id)
		const path = `/api/users/${A.user.id}/meal-foods`
		const valid = { foodId: bananaId, quantity: 150, unit: 'gram', mealType: 'lunch' }
		const post = (body: unknown) => call(mod.log, path, { headers: A.bearer, params: { id: A.user.id }, body })
		await expectTransportGuards(mod.log, path, { method: 'POST', headers: A.bearer, params: { id: A.user.id }, body: valid })
		expectError(await post({ ...valid, quantity: -150 }), 422, 'quantity')
		expectError(await post({ ...valid, quantity: 0 }), 422, 'quantity')
		expectError(await post({ ...valid, quantity: '150g' }), 422, 'quantity')
		expectError(await post({ ...valid, unit: 'handful' }), 422, 'unit')
		expectError(await post({ ...valid, mealType: 'brunch' }), 422, 'mealType')
		expectError(await post({ ...valid, foodId: 'temp-1732170000000' }), 422, 'foodId')
		expectError(await post({ ...valid, date: '2026-02-30' }), 422, 'date')
		expectError(await post({ ...valid, loggedAt: 'yesterday' }), 422, 'loggedAt')
		expectError(await post({ ...valid, mealId: 'x'.repeat(65) }), 422, 'mealId')
		const { foodId: _f, ...noFood } = valid
		expectError(await post(noFood), 422, 'foodId')
		expectError(await post({ ...valid, grams: 150 }), 422)
		expectError(await post({ ...valid, foodId: 999999999 }), 404)
		expectError(await post({ ...valid, mealId: 'no-such-meal' }), 404)
		// A unit the food has no portion for is 422 naming the unit, not 500.
		expectError(await post({ ...valid, foodId: chickenId, unit: 'cup' }), 422, 'unit')
		expectError(await call(mod.log, path, { params: { id: A.user.id }, body: valid }), 401)
		expectError(await call(mod.log, path, { headers: A.bearer, params: { id: A.user.id } }), 405)
		expect(await snapshotUser(A.user.id)).toEqual(before)
	})
})

describe('GET | PUT | DELETE /api/meals/{id} and GET /api/meals/{id}/foods', () => {
	test('GET: the meal with its foods; GET foods: its entries', async () => {
		const { mealId, entryId } = await seedMeal(A)
		const meal = expectOk(await call(mod.meal, `/api/meals/${mealId}`, { headers: A.bearer, params: { id: mealId } }), 200, s.MealResponse)
		expect(meal).toMatchObject({ id: mealId, itemCount: 1, name: 'lunch' })
		expect(meal.calories).toBeCloseTo(133.5, 2) // 150 g × 89 kcal / 100 g (USDA 173944)
		expect(meal.foods[0]).toMatchObject({ id: entryId, name: 'Bananas, raw', grams: 150 })
		const foods = expectOk(await call(mod.mealFoods, `/api/meals/${mealId}/foods`, { headers: A.bearer, params: { id: mealId } }), 200, s.MealFoodListResponse)
		expect(foods.map((f) => f.id)).toEqual([entryId])
	})

	test('PUT: type, day and calories; totalCalories is an alias; empty calories follow the foods again', async () => {
		const { mealId } = await seedMeal(A)
		const put = (body: unknown) => call(mod.meal, `/api/meals/${mealId}`, { method: 'PUT', headers: A.bearer, params: { id: mealId }, body })
		const edited = expectOk(await put({ name: 'dinner', date: '2026-03-05', calories: 500 }), 200, s.MealResponse)
		expect(edited).toMatchObject({ name: 'dinner', date: '2026-03-05', calories: 500, totalCalories: 500, caloriesAdjusted: true })
		expect(edited.foods[0]!.mealType).toBe('dinner')
		expect(expectOk(await put({ name: 'dinner', date: '2026-03-05', totalCalories: 450 }), 200, s.MealResponse).calories).toBe(450)
		const cleared = expectOk(await put({ name: 'dinner', date: '2026-03-05' }), 200, s.MealResponse)
		expect(cleared.caloriesAdjusted).toBe(false)
		expect(cleared.calories).toBeCloseTo(133.5, 2)
	})

	test('PUT calories are an adjustment: a food logged afterwards still adds its kcal to the meal', async () => {
		const { mealId } = await seedMeal(A)
		const put = (body: unknown) => call(mod.meal, `/api/meals/${mealId}`, { method: 'PUT', headers: A.bearer, params: { id: mealId }, body })
		expectOk(await put({ name: 'lunch', date: '2026-03-06', calories: 500 }), 200, s.MealResponse)
		const logged = await call(mod.log, `/api/users/${A.user.id}/meal-foods`, {
			headers: A.bearer,
			params: { id: A.user.id },
			body: { foodId: bananaId, quantity: 100, unit: 'gram', mealType: 'lunch', mealId },
		})
		const { meal, entry } = expectOk(logged, 201, s.LogMealFoodResponse)
		expect(entry.calories).toBe(89) // 100 g × 89 kcal / 100 g (USDA 173944)
		expect(meal).toMatchObject({ calories: 589, totalCalories: 589, caloriesAdjusted: true, itemCount: 2 })
	})

	test('DELETE: the meal and its entries are gone', async () => {
		const { mealId, entryId } = await seedMeal(A)
		const res = await call(mod.meal, `/api/meals/${mealId}`, { method: 'DELETE', headers: A.bearer, params: { id: mealId } })
		expect(expectOk(res, 200, s.DeletedMealResponse).meal.id).toBe(mealId)
		expectError(await call(mod.meal, `/api/meals/${mealId}`, { headers: A.bearer, params: { id: mealId } }), 404)
		expectError(await call(mod.entry, `/api/meal-foods/${entryId}`, { method: 'DELETE', headers: A.bearer, params: { id: entryId } }), 404)
	})

	test('bad input: unknown id, too-long id, negative calories, unknown type, impossible date, missing field, no auth, wrong method', async () => {
		const { mealId } = await seedMeal(A)
		const before = await snapshotUser(A.user.id)
		const base = { headers: A.bearer, params: { id: mealId } }
		const path = `/api/meals/${mealId}`
		expectError(await call(mod.meal, '/api/meals/nope', { headers: A.bearer, params: { id: 'nope' } }), 404)
		expectError(await call(mod.meal, '/api/meals/x', { headers: A.bearer, params: { id: 'x'.repeat(65) } }), 422, 'id')
		await expectTransportGuards(mod.meal, path, { method: 'PUT', ...base, body: { name: 'lunch', date: '2026-03-04' } })
		expectError(await call(mod.meal, path, { method: 'PUT', ...base, body: { name: 'lunch', date: '2026-03-04', calories: -1 } }), 422, 'calories')
		expectError(await call(mod.meal, path, { method: 'PUT', ...base, body: { name: 'elevenses', date: '2026-03-04' } }), 422, 'name')
		expectError(await call(mod.meal, path, { method: 'PUT', ...base, body: { name: 'lunch', date: '2026-02-30' } }), 422, 'date')
		expectError(await call(mod.meal, path, { method: 'PUT', ...base, body: { name: 'lunch' } }), 422, 'date')
		expectError(await call(mod.meal, path, { method: 'PUT', ...base, body: { name: 'lunch', date: '2026-03-04', userId: B.user.id } }), 422)
		expectError(await call(mod.meal, '/api/meals/nope', { method: 'PUT', headers: A.bearer, params: { id: 'nope' }, body: { name: 'lunch', date: '2026-03-04' } }), 404)
		expectError(await call(mod.meal, path, { method: 'DELETE', headers: { ...A.bearer, Origin: 'https://evil.example' }, params: { id: mealId } }), 403)
		expectError(await call(mod.meal, '/api/meals/nope', { method: 'DELETE', headers: A.bearer, params: { id: 'nope' } }), 404)
		expectError(await call(mod.meal, path, { method: 'PATCH', ...base, body: {} }), 405)
		expectError(await call(mod.meal, path, { params: { id: mealId } }), 401)
		expectError(await call(mod.mealFoods, '/api/meals/nope/foods', { headers: A.bearer, params: { id: 'nope' } }), 404)
		expectError(await call(mod.mealFoods, `/api/meals/${mealId}/foods`, { params: { id: mealId } }), 401)
		expectError(await call(mod.mealFoods, `/api/meals/${mealId}/foods`, { method: 'POST', ...base, body: {} }), 405)
		expect(await snapshotUser(A.user.id)).toEqual(before)
	})
})

describe('DELETE /api/meal-foods/{id}', () => {
	test('removes one entry; the meal stays', async () => {
		const { mealId, entryId } = await seedMeal(A)
		const res = await call(mod.entry, `/api/meal-foods/${entryId}`, { method: 'DELETE', headers: A.bearer, params: { id: entryId } })
		expect(expectOk(res, 200, s.DeletedMealFoodResponse).entry.id).toBe(entryId)
		const meal = expectOk(await call(mod.meal, `/api/meals/${mealId}`, { headers: A.bearer, params: { id: mealId } }), 200, s.MealResponse)
		expect(meal.itemCount).toBe(0)
	})

	test('bad input: unknown id, cross-origin, no auth, wrong method', async () => {
		const { entryId } = await seedMeal(A)
		const before = await snapshotUser(A.user.id)
		expectError(await call(mod.entry, '/api/meal-foods/nope', { method: 'DELETE', headers: A.bearer, params: { id: 'nope' } }), 404)
		expectError(await call(mod.entry, `/api/meal-foods/${entryId}`, { method: 'DELETE', headers: { ...A.bearer, Origin: 'https://evil.example' }, params: { id: entryId } }), 403)
		expectError(await call(mod.entry, `/api/meal-foods/${entryId}`, { method: 'DELETE', params: { id: entryId } }), 401)
		expectError(await call(mod.entry, `/api/meal-foods/${entryId}`, { headers: A.bearer, params: { id: entryId } }), 405)
		expect(await snapshotUser(A.user.id)).toEqual(before)
	})
})

describe("two-user matrix: B's token on A's meals, entries and foods", () => {
	test('is refused (404 for records, 403 for A in the path or body) and A is unchanged', async () => {
		const { mealId, entryId } = await seedMeal(A, '2026-03-10')
		const aFood = expectOk(
			await call(mod.foods, '/api/foods', { headers: A.bearer, body: { name: 'Alice stew', servingSize: 1, servingUnit: 'serving', caloriesPerServing: 300, proteinPerServing: 20, carbsPerServing: 20, fatPerServing: 10 } }),
			201,
		) as { id: number }
		const before = await snapshotUser(A.user.id)
		const bBefore = await snapshotUser(B.user.id)
		const bMeal = expectOk(await call(mod.meals, '/api/meals', { headers: B.bearer, body: { name: 'lunch', date: '2026-03-10' } }), 201, s.MealResponse)
		for (const headers of [B.bearer, B.cookieHeaders]) {
			const refused: Array<[RouteModule, string, string, Record<string, string>, unknown, number]> = [
				[mod.meal, 'GET', `/api/meals/${mealId}`, { id: mealId }, undefined, 404],
				[mod.meal, 'PUT', `/api/meals/${mealId}`, { id: mealId }, { name: 'snack', date: '2026-03-11', calories: 1 }, 404],
				[mod.meal, 'DELETE', `/api/meals/${mealId}`, { id: mealId }, undefined, 404],
				[mod.mealFoods, 'GET', `/api/meals/${mealId}/foods`, { id: mealId }, undefined, 404],
				[mod.entry, 'DELETE', `/api/meal-foods/${entryId}`, { id: entryId }, undefined, 404],
				[mod.log, 'POST', `/api/users/${A.user.id}/meal-foods`, { id: A.user.id }, { foodId: bananaId, quantity: 1, unit: 'gram', mealType: 'lunch' }, 403],
				[mod.log, 'POST', `/api/users/${B.user.id}/meal-foods`, { id: B.user.id }, { foodId: bananaId, quantity: 1, unit: 'gram', mealType: 'lunch', userId: A.user.id }, 403],
				[mod.log, 'POST', `/api/users/${B.user.id}/meal-foods`, { id: B.user.id }, { foodId: bananaId, quantity: 1, unit: 'gram', mealType: 'lunch', mealId }, 404],
				[mod.log, 'POST', `/api/users/${B.user.id}/meal-foods`, { id: B.user.id }, { foodId: aFood.id, quantity: 1, unit: 'serving', mealType: 'lunch', mealId: bMeal.id }, 404],
				[mod.meals, 'POST', '/api/meals', {}, { name: 'lunch', date: '2026-03-10', userId: A.user.id }, 403],
			]
			for (const [m, method, path, params, body, status] of refused) {
				const res = await call(m, path, { method, headers, params, body })
				expectError(res, status)
				expect(JSON.stringify(res.body), `${method} ${path}`).not.toMatch(/Alice|Bananas/)
			}
		}
		expect(await snapshotUser(A.user.id)).toEqual(before)
		const bAfter = await snapshotUser(B.user.id)
		expect(bAfter.entries).toEqual(bBefore.entries)
		expect(bAfter.meals.map((m) => m.id)).toEqual([bMeal.id])
	})
})
