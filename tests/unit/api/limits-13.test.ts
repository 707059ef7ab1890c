/**
 * Issue 13 items 2, 6, 8 and 13: numbers that passed validation and then broke, dates outside
 * 1900-2199 through `loggedAt`, and the caps that keep one account from slowing everyone.
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

describe('numbers are bounded, and the bound is named (items 6 and 13)', () => {
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

describe('loggedAt obeys the 1900-2199 rule (item 8)', () => {
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

describe('caps (item 2)', () => {
	test('a meal holds at most DIARY_CAPS.entriesPerMeal entries; the next one is a 422 naming the meal', async () => {
		const a = await createTestUser()
		const { db } = await import('#app/db.server.ts')
		const { logFood } = await import('#app/domain/diary/diary.server.ts')
		const { DIARY_CAPS } = await import('#app/domain/nutrition/index.ts')
		const { foodIdByFdc } = await import('#tests/utils.ts')
		const foodId = await foodIdByFdc(173944)
		for (let i = 0; i < DIARY_CAPS.entriesPerMeal; i++) await logFood(db, { userId: a.user.id, timezone: 'UTC' }, { foodId, quantity: 1, unit: 'gram', mealType: 'snack', date: '2026-11-20' })
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
		const { DIARY_CAPS } = await import('#app/domain/nutrition/index.ts')
		const route = await mod('#app/routes/api.foods.ts')
		for (let i = 0; i < DIARY_CAPS.customFoodsPerDay; i++) expect((await call(route, '/api/foods', { body: food({ name: `Bar ${i}` }), headers: a.bearer })).status).toBe(201)
		const res = await call(route, '/api/foods', { body: food({ name: 'One too many' }), headers: a.bearer })
		expectError(res, 422, 'name')
	})
})
