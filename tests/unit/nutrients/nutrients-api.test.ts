/**
 * The nutrients API: the day and week of a signed-in user in the documented shape, another user's
 * path refused, 'foods high in X' sorted by the chosen basis from generic foods only with bad
 * input named, and target overrides through PUT.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import { createTestUser, foodIdByFdc } from '#tests/utils.ts'
import { call, expectError, expectOk, type RouteModule } from '#tests/unit/api/api-helpers.ts'

let db: Db
const DAY = '2026-05-04'
const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` })

beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
})

describe('GET /api/users/{id}/nutrients/daily|weekly/{date}', () => {
	test("answers the day's and week's nutrients for yourself and 403 for another user's id", async () => {
		const u = await createTestUser()
		const other = await createTestUser()
		const { logFood } = await import('#app/domain/diary/diary.server.ts')
		await logFood(db, { userId: u.user.id, timezone: u.user.timezone }, { foodId: await foodIdByFdc(173944), quantity: 118, unit: 'gram', mealType: 'breakfast', date: DAY })
		const daily = (await import('#app/routes/api.users.$id.nutrients.daily.$date.ts')) as unknown as RouteModule
		const weekly = (await import('#app/routes/api.users.$id.nutrients.weekly.$date.ts')) as unknown as RouteModule
		const { API } = await import('#app/utils/openapi.server.ts')
		const day = expectOk(await call(daily, `/api/users/${u.user.id}/nutrients/daily/${DAY}`, { params: { id: u.user.id, date: DAY }, headers: auth(u) }), 200, API.dailyNutrients.success.schema)
		expect(day.targetsFrom).toBe('DV')
		expect(day.nutrients.find((n) => n.key === 'potassium_mg')!.amount).toBeGreaterThan(400)
		const week = expectOk(await call(weekly, `/api/users/${u.user.id}/nutrients/weekly/${DAY}`, { params: { id: u.user.id, date: DAY }, headers: auth(u) }), 200, API.weeklyNutrients.success.schema)
		expect(week.loggedDays).toBe(1)
		expectError(await call(daily, `/api/users/${u.user.id}/nutrients/daily/${DAY}`, { params: { id: u.user.id, date: DAY }, headers: auth(other) }), 403)
		expectError(await call(daily, `/api/users/${u.user.id}/nutrients/daily/2026-02-30`, { params: { id: u.user.id, date: '2026-02-30' }, headers: auth(u) }), 422, 'date')
	})
})

describe('GET /api/foods/rich-in/{key}', () => {
	test('lists generic foods sorted descending by the chosen basis, and names a bad key, per or limit', async () => {
		const u = await createTestUser()
		const route = (await import('#app/routes/api.foods.rich-in.$key.ts')) as unknown as RouteModule
		const get = (key: string, qs: string) => call(route, `/api/foods/rich-in/${key}${qs}`, { params: { key }, headers: auth(u) })
		for (const per of ['100kcal', 'serving'] as const) {
			const { foods } = expectOk(await get('potassium_mg', `?per=${per}&limit=10`), 200) as { foods: { amountPer100kcal: number; amountPerServing: number; unit: string }[] }
			expect(foods).toHaveLength(10)
			const values = foods.map((f) => (per === 'serving' ? f.amountPerServing : f.amountPer100kcal))
			expect(values).toEqual([...values].sort((a, b) => b - a))
			expect(foods[0]!.unit).toBe('mg')
		}
		expectError(await get('unobtainium_mg', ''), 422, 'key')
		expectError(await get('potassium_mg', '?per=cup'), 422, 'per')
		expectError(await get('potassium_mg', '?limit=500'), 422, 'limit')
	})
})

describe('PUT /api/users/{id}/nutrient-targets', () => {
	test('stores overrides that the day then shows, and refuses an unknown key naming it', async () => {
		const u = await createTestUser()
		const route = (await import('#app/routes/api.users.$id.nutrient-targets.ts')) as unknown as RouteModule
		const put = (body: unknown) => call(route, `/api/users/${u.user.id}/nutrient-targets`, { method: 'PUT', params: { id: u.user.id }, headers: auth(u), body })
		const ok = expectOk(await put({ overrides: [{ nutrient: 'sodium_mg', upperLimit: 1500 }] }), 200) as { overrides: unknown[] }
		expect(ok.overrides).toEqual([{ nutrient: 'sodium_mg', target: null, upperLimit: 1500 }])
		const bad = await put({ overrides: [{ nutrient: 'unobtainium_mg', target: 3 }] })
		expect(bad.status).toBe(422)
		expect(JSON.stringify(bad.body)).toContain('nutrient')
		const { dailyNutrients } = await import('#app/domain/nutrients/nutrients.server.ts')
		const day = await dailyNutrients(db, { userId: u.user.id, timezone: u.user.timezone }, DAY)
		expect(day.nutrients.find((n) => n.key === 'sodium_mg')!.upperLimit).toBe(1500)
	})
})
