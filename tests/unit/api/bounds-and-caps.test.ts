/**
 * Bounds and caps: numbers that pass the field checks but break together (quantity × serving,
 * a serving too small to divide by), dates outside 1900-2199 through `loggedAt`, and the caps
 * that keep one account from slowing everyone.
 * Every refusal is a 4xx naming the field; nothing is stored.
 */
import { describe, expect, test } from 'vitest'
import { createTestUser } from '#tests/utils.ts'
import { call, expectError, type RouteModule } from './api-helpers.ts'

const mod = async (path: string) => (await import(/* @vite-ignore */ path)) as RouteModule
const food = (over: Record<string, unknown> = {}) => ({ name: 'Test bar', servingSize: '1', servingUnit: 'serving', caloriesPerServing: '100', proteinPerServing: '1', carbsPerServing: '1', fatPerServing: '1', ...over })

async function entriesOf(userId: string) {
	const { db } = await import('#app/db.server.ts')
	const r = await db.$client.execute({ sql: 'select count(*) as n from meal_foods where user_id = ?', args: [userId] })
	return Number(r.rows[0]!.n)
}

describe('numbers are bounded, and the bound is named', () => {
	test.each([5e-324, '5e-324', 0.001])('servingSize %j is refused', async (servingSize) => {
		const a = await createTestUser()
		const res = await call(await mod('#app/routes/api.foods.ts'), '/api/foods', { body: food({ servingSize }), headers: a.bearer })
		expectError(res, 422, 'servingSize')
	})

	test.each([1e12, '1e12', 1e304])('calories %j names the bound, not "must be a number"', async (caloriesPerServing) => {
		const a = await createTestUser()
		const { CUSTOM_FOOD_BOUNDS } = await import('#app/domain/nutrition/index.ts')
		const res = await call(await mod('#app/routes/api.foods.ts'), '/api/foods', { body: food({ caloriesPerServing }), headers: a.bearer })
		expectError(res, 422, 'caloriesPerServing')
		expect(JSON.stringify(res.json)).toContain(`Calories must be at most ${CUSTOM_FOOD_BOUNDS.kcal.max}`)
	})

	test('the product of quantity and serving is bounded: a 10,000 kcal serving × 10,000 is a 422, not a stored 1e8 kcal', async () => {
		const a = await createTestUser()
		const created = await call(await mod('#app/routes/api.foods.ts'), '/api/foods', { body: food({ caloriesPerServing: 10000 }), headers: a.bearer })
		expect(created.status).toBe(201)
		const res = await call(await mod('#app/routes/api.users.$id.meal-foods.ts'), `/api/users/${a.user.id}/meal-foods`, {
			params: { id: a.user.id },
			body: { foodId: (created.json as { id: number }).id, quantity: 10000, unit: 'serving', mealType: 'lunch' },
			headers: a.bearer,
		})
		expectError(res, 422, 'quantity')
		expect(await entriesOf(a.user.id)).toBe(0)
	})

	test('a fat of 0.4 g against 65 g shows as 0 % beside "0 / 65 g"', async () => {
		const { percentOfGoal, wholeAmount } = await import('#app/domain/nutrition/index.ts')
		expect(wholeAmount(0.4)).toBe(0)
		expect(percentOfGoal(0.4, 65)).toBe(0)
		expect(percentOfGoal(0.6, 65)).toBe(Math.round((1 / 65) * 100))
	})
})

describe('loggedAt obeys the 1900-2199 rule', () => {
	test.each(['0001-01-01T00:00:00Z', '9999-12-31T12:00:00Z', '1899-12-31T12:00:00Z'])('loggedAt %s is a 422 and nothing is stored', async (loggedAt) => {
		const a = await createTestUser()
		const { foodIdByFdc } = await import('#tests/utils.ts')
		const foodId = await foodIdByFdc(173944)
		const res = await call(await mod('#app/routes/api.users.$id.meal-foods.ts'), `/api/users/${a.user.id}/meal-foods`, {
			params: { id: a.user.id },
			body: { foodId, quantity: 1, unit: 'gram', mealType: 'lunch', loggedAt },
			headers: a.bearer,
		})
		expectError(res, 422, 'loggedAt')
		expect(await entriesOf(a.user.id)).toBe(0)
	})
})

/**
 * A new user whose `mealType` meal on 2026-11-20 already holds the most entries a meal may
 * (DIARY_CAPS.entriesPerMeal grams of one USDA food), logged through the diary itself.
 */
async function userWithFullMeal(mealType: 'breakfast' | 'lunch' | 'snack') {
	const a = await createTestUser()
	const { db } = await import('#app/db.server.ts')
	const { logFood } = await import('#app/domain/diary/diary.server.ts')
	const { DIARY_CAPS } = await import('#app/domain/diary/caps.ts')
	const { foodIdByFdc } = await import('#tests/utils.ts')
	const foodId = await foodIdByFdc(173944)
	const ctx = { userId: a.user.id, timezone: a.user.timezone }
	for (let i = 0; i < DIARY_CAPS.entriesPerMeal; i++) await logFood(db, ctx, { foodId, quantity: 1, unit: 'gram', mealType, date: '2026-11-20' })
	return { a, db, ctx, foodId, DIARY_CAPS }
}

describe('caps on what one account stores', () => {
	test('a meal holds at most DIARY_CAPS.entriesPerMeal entries; the next one is a 422 naming the meal', async () => {
		const { a, foodId, DIARY_CAPS } = await userWithFullMeal('snack')
		const res = await call(await mod('#app/routes/api.users.$id.meal-foods.ts'), `/api/users/${a.user.id}/meal-foods`, {
			params: { id: a.user.id },
			body: { foodId, quantity: 1, unit: 'gram', mealType: 'snack', date: '2026-11-20' },
			headers: a.bearer,
		})
		expectError(res, 422, 'mealType')
		expect(await entriesOf(a.user.id)).toBe(DIARY_CAPS.entriesPerMeal)
	})

	test('at most DIARY_CAPS.customFoodsPerDay own foods in 24 hours', async () => {
		const a = await createTestUser()
		const { DIARY_CAPS } = await import('#app/domain/diary/caps.ts')
		const route = await mod('#app/routes/api.foods.ts')
		for (let i = 0; i < DIARY_CAPS.customFoodsPerDay; i++) expect((await call(route, '/api/foods', { body: food({ name: `Bar ${i}` }), headers: a.bearer })).status).toBe(201)
		const res = await call(route, '/api/foods', { body: food({ name: 'One too many' }), headers: a.bearer })
		expectError(res, 422, 'name')
	})
})

type FormReply = { data: { result: { error?: Record<string, string[]> } }; init: ResponseInit | null }
/** Posts the dashboard's form (the HTML adapter), as the browser does with or without JavaScript. */
async function dashboardPost(cookie: string, fields: Record<string, string>): Promise<Response | FormReply> {
	const { action } = await import('#app/routes/_index/route.tsx')
	const { formRequest, routeArgs } = await import('#tests/utils.ts')
	try {
		return (await action(routeArgs(formRequest('/?index', fields, { Cookie: cookie })))) as Response | FormReply
	} catch (thrown) {
		if (thrown instanceof Response) return thrown
		throw thrown
	}
}
/** The dashboard's failure toast for Add (spec section 8), shown as the refused form's message. */
const ADD_FAILED = ['Error', 'Failed to add food. Please try again.']

describe('caps on the forms and on merges', () => {
	test('the dashboard form refuses the 101st food in a meal: 400, the spec toast and the cap on the meal field', async () => {
		const { a, foodId, DIARY_CAPS } = await userWithFullMeal('lunch')
		const res = (await dashboardPost(a.cookie, { intent: 'add-food', foodId: String(foodId), quantity: '1', unit: 'gram', mealType: 'lunch', date: '2026-11-20' })) as FormReply
		expect(res.init?.status).toBe(400)
		expect(res.data.result.error?.['']).toEqual(ADD_FAILED)
		expect(res.data.result.error?.mealType?.[0]).toContain(String(DIARY_CAPS.entriesPerMeal))
		expect(await entriesOf(a.user.id)).toBe(DIARY_CAPS.entriesPerMeal)
	})

	test('manual entry past the custom-food cap: 400 naming the food name, nothing logged', async () => {
		const a = await createTestUser()
		const { DIARY_CAPS } = await import('#app/domain/diary/caps.ts')
		const route = await mod('#app/routes/api.foods.ts')
		for (let i = 0; i < DIARY_CAPS.customFoodsPerDay; i++) expect((await call(route, '/api/foods', { body: food({ name: `Bar ${i}` }), headers: a.bearer })).status).toBe(201)
		const res = (await dashboardPost(a.cookie, { intent: 'manual-entry', name: 'Flapjack', quantity: '1', unit: 'piece', calories: '150', protein: '3', carbs: '20', fat: '7', mealType: 'snack' })) as FormReply
		expect(res.init?.status).toBe(400)
		expect(res.data.result.error?.['']).toEqual(ADD_FAILED)
		expect(res.data.result.error?.name?.[0]).toContain(String(DIARY_CAPS.customFoodsPerDay))
		expect(await entriesOf(a.user.id)).toBe(0)
	})

	test('editing a meal into a full one of the same type and day is refused (422 naming name), both meals unchanged', async () => {
		const { a, db, ctx, foodId, DIARY_CAPS } = await userWithFullMeal('breakfast')
		const { logFood, listMeals } = await import('#app/domain/diary/diary.server.ts')
		const { meal: lunch } = await logFood(db, ctx, { foodId, quantity: 1, unit: 'gram', mealType: 'lunch', date: '2026-11-20' })
		const res = await call(await mod('#app/routes/api.meals.$id.ts'), `/api/meals/${lunch.id}`, { method: 'PUT', params: { id: lunch.id }, body: { name: 'breakfast', date: '2026-11-20' }, headers: a.bearer })
		expectError(res, 422, 'name')
		const day = await listMeals(db, ctx, '2026-11-20')
		expect(day.map((m) => [m.mealType, m.itemCount]).sort()).toEqual([['breakfast', DIARY_CAPS.entriesPerMeal], ['lunch', 1]])
	})

	test('a write answers with the entry and the meal totals only; GET /api/meals/{id}/foods is bounded by the cap', async () => {
		const a = await createTestUser()
		const { DIARY_CAPS } = await import('#app/domain/diary/caps.ts')
		const { foodIdByFdc } = await import('#tests/utils.ts')
		const foodId = await foodIdByFdc(173944)
		const log = await mod('#app/routes/api.users.$id.meal-foods.ts')
		let last: Record<string, unknown> = {}
		for (let i = 0; i < 3; i++) {
			const res = await call(log, `/api/users/${a.user.id}/meal-foods`, { params: { id: a.user.id }, body: { foodId, quantity: 100, unit: 'gram', mealType: 'dinner', date: '2026-11-21' }, headers: a.bearer })
			expect(res.status).toBe(201)
			last = res.json
		}
		const meal = last.meal as Record<string, unknown>
		expect(meal).not.toHaveProperty('foods')
		expect(meal.itemCount).toBe(3)
		const entry = last.entry as { calories: number }
		expect(meal.calories).toBeCloseTo(3 * entry.calories, 6)
		const foods = await call(await mod('#app/routes/api.meals.$id.foods.ts'), `/api/meals/${meal.id}/foods`, { method: 'GET', params: { id: String(meal.id) }, headers: a.bearer })
		expect(foods.status).toBe(200)
		expect((foods.body as unknown[]).length).toBeLessThanOrEqual(DIARY_CAPS.entriesPerMeal)
		expect((foods.body as unknown[]).length).toBe(3)
	})
})

describe('numbers on the forms: bounded, finite, never a 500', () => {
	test.each([
		['quantity Infinity', { quantity: 'Infinity' }, 'quantity'],
		['quantity 1e-300', { quantity: '1e-300' }, 'quantity'],
		['quantity × calories past one entry (10,000 × 10,000 kcal)', { quantity: '10000', calories: '10000' }, 'quantity'],
		['calories 1e304', { calories: '1e304' }, 'calories'],
		['calories NaN', { calories: 'NaN' }, 'calories'],
	])('manual entry with %s is a 400 naming %s, nothing stored', async (_name, over, field) => {
		const a = await createTestUser()
		const res = (await dashboardPost(a.cookie, { intent: 'manual-entry', name: 'Flapjack', quantity: '1', unit: 'piece', calories: '150', protein: '3', carbs: '20', fat: '7', mealType: 'snack', ...over })) as FormReply
		expect(res.init?.status).toBe(400)
		expect(res.data.result.error?.[field]?.length).toBeGreaterThan(0)
		expect(await entriesOf(a.user.id)).toBe(0)
	})

	test('POST /api/foods with servingSize 1e-300 is a 422; logging 10,000 g of a tiny serving cannot store Infinity', async () => {
		const a = await createTestUser()
		expectError(await call(await mod('#app/routes/api.foods.ts'), '/api/foods', { body: food({ servingSize: 1e-300, servingUnit: 'gram' }), headers: a.bearer }), 422, 'servingSize')
		const { foodIdByFdc } = await import('#tests/utils.ts')
		const foodId = await foodIdByFdc(173944)
		const log = await mod('#app/routes/api.users.$id.meal-foods.ts')
		const tiny = await call(log, `/api/users/${a.user.id}/meal-foods`, { params: { id: a.user.id }, body: { foodId, quantity: 1e-300, unit: 'serving', mealType: 'lunch' }, headers: a.bearer })
		expectError(tiny, 422, 'quantity')
		expect(await entriesOf(a.user.id)).toBe(0)
	})
})

describe('meal dates obey 1900-2199', () => {
	test.each(['0001-01-01', '9999-12-31', '1899-12-31', '2200-01-01'])('POST /api/meals and PUT /api/meals/{id} dated %s: 422 naming date, nothing stored', async (date) => {
		const a = await createTestUser()
		const created = await call(await mod('#app/routes/api.meals.ts'), '/api/meals', { body: { name: 'lunch', date }, headers: a.bearer })
		expectError(created, 422, 'date')
		const ok = await call(await mod('#app/routes/api.meals.ts'), '/api/meals', { body: { name: 'lunch', date: '2026-11-20' }, headers: a.bearer })
		expect(ok.status).toBe(201)
		const id = String(ok.json.id)
		const moved = await call(await mod('#app/routes/api.meals.$id.ts'), `/api/meals/${id}`, { method: 'PUT', params: { id }, body: { name: 'lunch', date }, headers: a.bearer })
		expectError(moved, 422, 'date')
		const { db } = await import('#app/db.server.ts')
		const r = await db.$client.execute({ sql: 'select date from meals where user_id = ?', args: [a.user.id] })
		expect(r.rows.map((row) => row.date)).toEqual(['2026-11-20'])
	})

	test("loggedAt whose day in the user's zone is 2200-01-01 is a 422 naming loggedAt", async () => {
		const a = await createTestUser({ timezone: 'Pacific/Kiritimati' })
		const { foodIdByFdc } = await import('#tests/utils.ts')
		const foodId = await foodIdByFdc(173944)
		const res = await call(await mod('#app/routes/api.users.$id.meal-foods.ts'), `/api/users/${a.user.id}/meal-foods`, {
			params: { id: a.user.id },
			body: { foodId, quantity: 1, unit: 'gram', mealType: 'lunch', loggedAt: '2199-12-31T23:00:00Z' },
			headers: a.bearer,
		})
		expectError(res, 422, 'loggedAt')
		expect(await entriesOf(a.user.id)).toBe(0)
	})
})
