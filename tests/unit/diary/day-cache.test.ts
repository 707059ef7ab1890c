/**
 * The day cache (app/domain/diary/day-cache.server.ts) never shows a stale day: GET
 * /api/users/{id}/progress/daily/{date} after any change — an entry logged or deleted
 * through the API, a row changed directly in the database (as another server worker would), new
 * goals — answers the new numbers. Expected numbers come from the stored rows.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { createTestUser } from '#tests/utils.ts'
import { call, type RouteModule } from '../api/api-helpers.ts'

type TestUser = Awaited<ReturnType<typeof createTestUser>>
let daily: RouteModule
let logRoute: RouteModule
let entryRoute: RouteModule
let foodId: number
const DAY = '2026-05-06'

beforeAll(async () => {
	daily = await import('#app/routes/api.users.$id.progress.daily.$date.ts')
	logRoute = await import('#app/routes/api.users.$id.meal-foods.ts')
	entryRoute = await import('#app/routes/api.meal-foods.$id.ts')
	const { db } = await import('#app/db.server.ts')
	foodId = Number((await db.$client.execute("SELECT id FROM foods WHERE owner_id IS NULL AND kcal > 50 ORDER BY id LIMIT 1")).rows[0]!.id)
})

async function progress(u: TestUser) {
	const res = await call(daily, `/api/users/${u.user.id}/progress/daily/${DAY}`, { headers: u.bearer, params: { id: u.user.id, date: DAY } })
	expect(res.status).toBe(200)
	return res.json as { consumed: { calories: number }; goals: { calories: number }; meals: Array<{ foods: unknown[] }> }
}

/** The day's kcal as stored: the sum of the user's entries on that day. */
async function storedKcal(userId: string) {
	const { db } = await import('#app/db.server.ts')
	const r = await db.$client.execute({ sql: 'SELECT total(f.kcal) AS k FROM meal_foods f JOIN meals m ON m.id = f.meal_id WHERE m.user_id = ? AND m.date = ?', args: [userId, DAY] })
	return Number(r.rows[0]!.k)
}

const entries = (p: Awaited<ReturnType<typeof progress>>) => p.meals.reduce((n, m) => n + m.foods.length, 0)

describe('the day cache never shows a stale day', () => {
	test('log, edit, delete through the API; a direct database change; new goals', async () => {
		const u = await createTestUser()
		expect((await progress(u)).consumed.calories).toBe(0)

		const logged = await call(logRoute, `/api/users/${u.user.id}/meal-foods`, { headers: u.bearer, params: { id: u.user.id }, body: { foodId, quantity: 150, unit: 'gram', mealType: 'lunch', date: DAY } })
		expect(logged.status).toBe(201)
		const entryId = (logged.json as { entry: { id: string } }).entry.id
		const afterLog = await progress(u)
		expect(entries(afterLog)).toBe(1)
		expect(afterLog.consumed.calories).toBeCloseTo(await storedKcal(u.user.id), 1)
		expect(afterLog.consumed.calories).toBeGreaterThan(0)
		expect(await progress(u)).toEqual(afterLog) // served again, unchanged

		const again = await call(logRoute, `/api/users/${u.user.id}/meal-foods`, { headers: u.bearer, params: { id: u.user.id }, body: { foodId, quantity: 150, unit: 'gram', mealType: 'dinner', date: DAY } })
		expect(again.status).toBe(201)
		const afterEdit = await progress(u)
		expect(entries(afterEdit)).toBe(2)
		expect(afterEdit.consumed.calories).toBeCloseTo(await storedKcal(u.user.id), 1)
		expect(afterEdit.consumed.calories).toBeCloseTo(afterLog.consumed.calories * 2, 0)

		// Another worker (or a script) changing the row directly: the trigger moves the version.
		const { db } = await import('#app/db.server.ts')
		await db.$client.execute({ sql: 'UPDATE meal_foods SET kcal = kcal + 100 WHERE id = ?', args: [entryId] })
		expect((await progress(u)).consumed.calories).toBeCloseTo(afterEdit.consumed.calories + 100, 1)

		const { updateGoals } = await import('#app/domain/users/users.server.ts')
		await updateGoals(db, u.user.id, { dailyCalorieGoal: 1850, dailyProteinGoal: 120, dailyCarbGoal: 200, dailyFatGoal: 60 })
		const { getUserBySessionToken } = await import('#app/domain/users/users.server.ts')
		expect((await getUserBySessionToken(db, u.token))!.dailyCalorieGoal).toBe(1850)
		// A goal set today governs today on: the past day keeps the goal it had.
		expect((await progress(u)).goals.calories).toBe(2000)
		// A goal that governs the day itself (a history row from that day, as a backup restore or a
		// back-dated change writes) shows at once.
		const { writeGoals } = await import('#app/domain/users/goal-history.server.ts')
		await db.transaction((tx) => writeGoals(tx, { userId: u.user.id, effectiveFrom: DAY, goals: { dailyCalorieGoal: 1850, dailyProteinGoal: 120, dailyCarbGoal: 200, dailyFatGoal: 60 }, source: 'manual' }))
		expect((await progress(u)).goals.calories).toBe(1850)

		const deleted = await call(entryRoute, `/api/meal-foods/${entryId}`, { method: 'DELETE', headers: u.bearer, params: { id: entryId } })
		expect(deleted.status).toBeLessThan(300)
		const afterDelete = await progress(u)
		expect(entries(afterDelete)).toBe(1)
		expect(afterDelete.consumed.calories).toBeCloseTo(await storedKcal(u.user.id), 1)
		expect(afterDelete.consumed.calories).toBeCloseTo(afterLog.consumed.calories, 0)
	})

	test('every change to meals or entries moves the diary version; deleting the account removes it without error', async () => {
		const { db } = await import('#app/db.server.ts')
		const { diaryVersion } = await import('#app/domain/diary/day-cache.server.ts')
		const u = await createTestUser()
		expect(await diaryVersion(db, u.user.id)).toBe(0)
		await call(logRoute, `/api/users/${u.user.id}/meal-foods`, { headers: u.bearer, params: { id: u.user.id }, body: { foodId, quantity: 1, unit: 'serving', mealType: 'dinner', date: DAY } })
		const v1 = await diaryVersion(db, u.user.id)
		expect(v1).toBeGreaterThan(0)
		await db.$client.execute({ sql: 'UPDATE meals SET time = ? WHERE user_id = ?', args: ['19:30', u.user.id] })
		const v2 = await diaryVersion(db, u.user.id)
		expect(v2).toBeGreaterThan(v1)
		await db.$client.execute({ sql: 'DELETE FROM meal_foods WHERE user_id = ?', args: [u.user.id] })
		expect(await diaryVersion(db, u.user.id)).toBeGreaterThan(v2)
		await db.$client.execute({ sql: 'DELETE FROM users WHERE id = ?', args: [u.user.id] })
		expect(await diaryVersion(db, u.user.id)).toBe(0)
		expect((await db.$client.execute({ sql: 'SELECT count(*) AS n FROM meals WHERE user_id = ?', args: [u.user.id] })).rows[0]!.n).toBe(0)
	})
})
