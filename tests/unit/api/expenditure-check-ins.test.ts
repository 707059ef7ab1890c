/**
 * Expenditure and weekly check-ins over /api: GET /api/users/{id}/expenditure and GET/POST
 * /api/users/{id}/check-ins. The answers match their documented schemas; a bad date or decision is
 * 422 naming the field; a second answer in a week is 409; another user's id is 403.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type * as ExpApi from '#app/utils/openapi/expenditure.ts'
import { createTestUser } from '#tests/utils.ts'
import { call, expectError, expectOk, type RouteModule } from './api-helpers.ts'

type TestUser = Awaited<ReturnType<typeof createTestUser>>
let A: TestUser
let B: TestUser
let mod: Record<'expenditure' | 'checkIns', RouteModule>
let api: typeof ExpApi

beforeAll(async () => {
	mod = { expenditure: await import('#app/routes/api.users.$id.expenditure.ts'), checkIns: await import('#app/routes/api.users.$id.check-ins.ts') }
	api = await import('#app/utils/openapi/expenditure.ts')
	A = await createTestUser()
	B = await createTestUser()
})

const getExp = (u: TestUser, qs = '', id = u.user.id) => call(mod.expenditure, `/api/users/${id}/expenditure${qs}`, { headers: u.bearer, params: { id } })

describe('expenditure API', () => {
	test('a new user gets the formula estimate with its range for today; a past date answers for that day', async () => {
		const { db } = await import('#app/db.server.ts')
		const { updateProfile } = await import('#app/domain/users/users.server.ts')
		await updateProfile(db, A.user.id, { gender: 'female', dateOfBirth: '1988-06-01', height: 165, weight: 70, activityLevel: 'light' })
		const today = expectOk(await getExp(A), 200, api.ExpenditureResponse)
		expect(today).toMatchObject({ method: 'formula', daysOfData: 0, trendWeightKg: null, weeklyChangeKg: null })
		expect(today.low).toBeLessThan(today.estimateKcal)
		expect(today.high).toBeGreaterThan(today.estimateKcal)
		expect(expectOk(await getExp(A, '?date=2026-03-01'), 200, api.ExpenditureResponse).date).toBe('2026-03-01')
	})

	test('a date that is not a day up to today is 422 naming date; another user is 403', async () => {
		expectError(await getExp(A, '?date=2026-13-01'), 422, 'date')
		expectError(await getExp(A, '', B.user.id), 403)
	})
})

describe('check-ins API', () => {
	test('the week’s proposal, then keeping the goals; a second answer is 409 and a wrong decision 422 naming decision', async () => {
		const path = `/api/users/${B.user.id}/check-ins`
		const open = expectOk(await call(mod.checkIns, path, { headers: B.bearer, params: { id: B.user.id } }), 200, api.CheckInResponse)
		expect(open.answer).toBeNull()
		expectError(await call(mod.checkIns, path, { headers: B.bearer, params: { id: B.user.id }, body: { decision: 'maybe' } }), 422, 'decision')
		const kept = expectOk(await call(mod.checkIns, path, { headers: B.bearer, params: { id: B.user.id }, body: { decision: 'kept' } }), 200, api.CheckInResponse)
		expect(kept.answer).toEqual({ decision: 'kept', proposedKcal: open.proposed.dailyCalorieGoal })
		expect(kept.current).toEqual(open.current)
		expectError(await call(mod.checkIns, path, { headers: B.bearer, params: { id: B.user.id }, body: { decision: 'accepted' } }), 409)
		expectError(await call(mod.checkIns, path, { headers: A.bearer, params: { id: B.user.id } }), 403)
	})
})
