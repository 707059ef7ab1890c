/**
 * The weight log and water over /api: POST/GET /api/users/{id}/weights, DELETE
 * /api/users/{id}/weights/{date}, POST /api/users/{id}/water and the day's water in daily progress.
 * Validation names the field; another user's id is 403; the answers match their documented schemas.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import type * as BodyApi from '#app/utils/openapi/body.ts'
import type * as ApiSchemas from '#app/utils/api-schemas.ts'
import { createTestUser } from '#tests/utils.ts'
import { call, expectError, expectOk, expectTransportGuards, type RouteModule } from './api-helpers.ts'

type TestUser = Awaited<ReturnType<typeof createTestUser>>
let A: TestUser
let B: TestUser
let mod: Record<'weights' | 'weight' | 'water' | 'today' | 'daily', RouteModule>
let body: typeof BodyApi
let s: typeof ApiSchemas
let today: string

beforeAll(async () => {
	mod = {
		weights: await import('#app/routes/api.users.$id.weights.ts'),
		weight: await import('#app/routes/api.users.$id.weights.$date.ts'),
		water: await import('#app/routes/api.users.$id.water.ts'),
		today: await import('#app/routes/api.users.$id.progress.daily.ts'),
		daily: await import('#app/routes/api.users.$id.progress.daily.$date.ts'),
	}
	body = await import('#app/utils/openapi/body.ts')
	s = await import('#app/utils/api-schemas.ts')
	A = await createTestUser()
	B = await createTestUser()
	today = (await import('#app/domain/dates.ts')).todayIn('UTC')
})

const post = (u: TestUser, json: unknown) => call(mod.weights, `/api/users/${u.user.id}/weights`, { headers: u.bearer, params: { id: u.user.id }, body: json })
const get = (u: TestUser, qs: string) => call(mod.weights, `/api/users/${u.user.id}/weights${qs}`, { headers: u.bearer, params: { id: u.user.id } })

describe('weights API', () => {
	test('three weigh-ins, one replaced, come back oldest first with their trend; the profile follows the latest', async () => {
		const Weights = z.strictObject({ weights: z.array(body.WeighInResponse) })
		expectOk(await post(A, { date: '2026-05-01', weightKg: 80 }), 200, body.WeighInResponse)
		expectOk(await post(A, { date: '2026-05-02', weightKg: 82 }), 200, body.WeighInResponse)
		const replaced = expectOk(await post(A, { date: '2026-05-02', weightKg: 81 }), 200, body.WeighInResponse)
		expect(replaced).toMatchObject({ weightKg: 81, trendWeightKg: 80.1 })
		expectOk(await post(A, { date: '2026-05-05', weightKg: 79, waistCm: 88 }), 200)
		const list = expectOk(await get(A, '?from=2026-05-01&to=2026-05-31'), 200, Weights)
		expect(list.weights).toEqual([
			expect.objectContaining({ date: '2026-05-01', weightKg: 80, trendWeightKg: 80 }),
			expect.objectContaining({ date: '2026-05-02', weightKg: 81, trendWeightKg: 80.1 }),
			expect.objectContaining({ date: '2026-05-05', weightKg: 79, trendWeightKg: 79.8, waistCm: 88 }),
		])
		const { getUser } = await import('#app/domain/users/users.server.ts')
		const { db } = await import('#app/db.server.ts')
		expect((await getUser(db, A.user.id)).weightKg).toBe(79)

		const del = await call(mod.weight, `/api/users/${A.user.id}/weights/2026-05-05`, { method: 'DELETE', headers: A.bearer, params: { id: A.user.id, date: '2026-05-05' } })
		expectOk(del, 200, s.MessageResponse)
		expect((await getUser(db, A.user.id)).weightKg).toBe(81)
		expectError(await call(mod.weight, `/api/users/${A.user.id}/weights/2026-05-05`, { method: 'DELETE', headers: A.bearer, params: { id: A.user.id, date: '2026-05-05' } }), 404)
	})

	test('422 names the field: weight outside 20-400 kg, a day after today or before 1900, a malformed day, a range too long', async () => {
		expectError(await post(A, { date: today, weightKg: 401 }), 422, 'weightKg')
		expectError(await post(A, { date: today, weightKg: 19 }), 422, 'weightKg')
		expectError(await post(A, { date: today, weightKg: '70' }), 422, 'weightKg')
		expectError(await post(A, { date: '2999-01-01', weightKg: 70 }), 422, 'date')
		expectError(await post(A, { date: '1899-12-31', weightKg: 70 }), 422, 'date')
		expectError(await post(A, { date: '2026-02-30', weightKg: 70 }), 422, 'date')
		expectError(await post(A, { date: today, weightKg: 70, waistCm: 5 }), 422, 'waistCm')
		expectError(await get(A, '?from=2020-01-01&to=2026-01-01'), 422, 'from')
		expectError(await get(A, '?from=2026-01-02&to=2026-01-01'), 422, 'from')
		await expectTransportGuards(mod.weights, `/api/users/${A.user.id}/weights`, { method: 'POST', params: { id: A.user.id }, headers: A.bearer, body: { date: today, weightKg: 70 } })
	})

	test("another user's id in the path is 403 and writes nothing", async () => {
		expectError(await call(mod.weights, `/api/users/${A.user.id}/weights`, { headers: B.bearer, params: { id: A.user.id }, body: { date: today, weightKg: 70 } }), 403)
		expectError(await call(mod.weights, `/api/users/${A.user.id}/weights`, { headers: B.bearer, params: { id: A.user.id } }), 403)
		expect(expectOk(await get(B, ''), 200)).toEqual({ weights: [] })
	})
})

describe('water API', () => {
	test("drinks add up and the day's water shows in daily progress, today's and a date's (the cached answer follows each drink)", async () => {
		const Water = s.DayWaterResponse.extend({ date: z.string() })
		const water = (ml: number, date = today) => call(mod.water, `/api/users/${A.user.id}/water`, { headers: A.bearer, params: { id: A.user.id }, body: { date, ml } })
		const daily = async () => expectOk(await call(mod.daily, `/api/users/${A.user.id}/progress/daily/${today}`, { headers: A.bearer, params: { id: A.user.id, date: today } }), 200, s.DailyProgressResponse)
		expect((await daily()).water).toEqual({ ml: 0, goalMl: 2000, drinks: 0 })
		expect(expectOk(await water(250), 201, Water)).toEqual({ date: today, ml: 250, goalMl: 2000, drinks: 1 })
		expect((await daily()).water).toEqual({ ml: 250, goalMl: 2000, drinks: 1 })
		expectOk(await water(500), 201, Water)
		expect((await daily()).water.ml).toBe(750)
		const now = expectOk(await call(mod.today, `/api/users/${A.user.id}/progress/daily`, { headers: A.bearer, params: { id: A.user.id } }), 200, s.DailyProgressResponse)
		expect(now.water.ml).toBe(750)
		expectError(await water(0), 422, 'ml')
		expectError(await water(5001), 422, 'ml')
		expectError(await water(250, '2999-01-01'), 422, 'date')
	})
})
