/**
 * Hot reads (db/hot-read.ts) on the test file's own libSQL database: the native read connection
 * answers exactly what drizzle answers, sees every committed write at once, and a transaction's
 * reads see its own uncommitted writes.
 */
import { asc, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createTestUser } from '#tests/utils.ts'

const ENTRIES = `SELECT id, food_name, kcal, kcal_estimated, logged_at FROM meal_foods WHERE meal_id = ? ORDER BY logged_at, rowid`

async function logSome(userId: string, n: number) {
	const { db } = await import('#app/db.server.ts')
	const { logFood } = await import('#app/domain/diary/diary.server.ts')
	const foods = await db.$client.execute('SELECT id FROM foods WHERE owner_id IS NULL ORDER BY id LIMIT 5')
	let mealId = ''
	for (let i = 0; i < n; i++) {
		const { meal } = await logFood(db, { userId, timezone: 'UTC' }, { foodId: Number(foods.rows[i % foods.rows.length]!.id), quantity: 1 + i / 3, unit: 'gram', mealType: 'lunch', date: '2026-11-20' })
		mealId = meal.id
	}
	return mealId
}

describe('hotRows', () => {
	test('the read connection answers what drizzle answers, and sees a write the moment it commits', async () => {
		const { db } = await import('#app/db.server.ts')
		const { hotRows, hotTable } = await import('./hot-read.ts')
		const { mealFoods } = await import('./schema.ts')
		const { user } = await createTestUser()
		const mealId = await logSome(user.id, 7)

		const hot = await hotRows(db, ENTRIES, [mealId])
		const viaDrizzle = await db.transaction(async (tx) => hotRows(tx as never, ENTRIES, [mealId]))
		expect(hot).toHaveLength(7)
		expect(hot).toEqual(viaDrizzle)

		// Whole rows map to what drizzle's own select returns (Dates, booleans, nulls).
		const row = hotTable(mealFoods, 'f')
		const mapped = (await hotRows(db, `SELECT ${row.columns} FROM meal_foods f WHERE f.meal_id = ? ORDER BY f.logged_at, f.rowid`, [mealId])).map(row.fromRow)
		const drizzleRows = await db.select().from(mealFoods).where(eq(mealFoods.mealId, mealId)).orderBy(asc(mealFoods.loggedAt))
		expect(mapped).toEqual(drizzleRows)
		expect(mapped[0]!.loggedAt).toBeInstanceOf(Date)

		// Named columns read only those, mapped the same way.
		const narrow = hotTable(mealFoods, 'f', ['id', 'kcalEstimated', 'loggedAt', 'kcal'])
		expect(narrow.columns).toBe('f."id", f."kcal_estimated", f."logged_at", f."kcal"')
		const narrowRows = (await hotRows(db, `SELECT ${narrow.columns} FROM meal_foods f WHERE f.meal_id = ? ORDER BY f.logged_at, f.rowid`, [mealId])).map(narrow.fromRow)
		expect(narrowRows).toEqual(drizzleRows.map((r) => ({ id: r.id, kcalEstimated: r.kcalEstimated, loggedAt: r.loggedAt, kcal: r.kcal })))

		await logSome(user.id, 1)
		expect(await hotRows(db, ENTRIES, [mealId])).toHaveLength(8)
	})

	test("inside a transaction, reads see the transaction's own writes; a rolled-back write is never seen", async () => {
		const { db } = await import('#app/db.server.ts')
		const { hotRows } = await import('./hot-read.ts')
		const { mealFoods } = await import('./schema.ts')
		const { user } = await createTestUser()
		const mealId = await logSome(user.id, 2)
		const rollback = new Error('roll back')
		await expect(
			db.transaction(async (tx) => {
				await tx.delete(mealFoods).where(eq(mealFoods.mealId, mealId))
				expect(await hotRows(tx as never, ENTRIES, [mealId])).toEqual([])
				throw rollback
			}),
		).rejects.toBe(rollback)
		expect(await hotRows(db, ENTRIES, [mealId])).toHaveLength(2)
	})

	test('placeholders and arguments must match in number', async () => {
		const { db } = await import('#app/db.server.ts')
		const { hotRows } = await import('./hot-read.ts')
		await expect(db.transaction(async (tx) => hotRows(tx as never, ENTRIES, []))).rejects.toThrow(TypeError)
	})
})
