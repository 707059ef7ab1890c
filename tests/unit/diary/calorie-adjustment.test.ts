/**
 * Edit Meal's typed calories are an adjustment to the sum of the meal's foods (diary.server.ts
 * `mealCalories`), never a frozen total: a food added or removed afterwards moves the meal and the
 * day by exactly its kcal, and the migration that introduced the adjustment keeps every existing
 * meal's total as it was.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { createClient } from '@libsql/client'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import { createTestUser, customFood } from '#tests/utils.ts'

let db: Db
beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
})

describe('typed meal calories are an adjustment', () => {
	test('override then add a food: the meal and the day rise by exactly that food; removing it brings them back', async () => {
		const { logFood, updateMeal, getDailyProgress, deleteMealFood, caloriesByDay } = await import('#app/domain/diary/diary.server.ts')
		const u = await createTestUser()
		const actor = { userId: u.user.id, timezone: u.user.timezone }
		const toast = await customFood(u.user, 'Toast', 120)
		const jam = await customFood(u.user, 'Jam', 55)
		const date = '2026-04-01'
		const { meal } = await logFood(db, actor, { foodId: toast.id, quantity: 1, unit: 'serving', mealType: 'breakfast', date })
		await logFood(db, actor, { foodId: toast.id, quantity: 1, unit: 'serving', mealType: 'lunch', date })
		const typed = await updateMeal(db, actor, meal.id, { name: 'breakfast', date, calories: 300 })
		expect(typed).toMatchObject({ caloriesAdjusted: true, calorieAdjustment: 180 })
		expect(typed.nutrients.kcal).toBe(300)
		expect((await getDailyProgress(db, u.user, date)).consumed.kcal).toBe(420)

		const added = await logFood(db, actor, { foodId: jam.id, quantity: 1, unit: 'serving', mealType: 'breakfast', date })
		expect(added.meal.nutrients.kcal).toBe(355)
		expect((await getDailyProgress(db, u.user, date)).consumed.kcal).toBe(475)
		expect((await caloriesByDay(db, u.user.id, date, date)).get(date)).toBe(475)

		await deleteMealFood(db, actor, added.entry.id)
		expect((await getDailyProgress(db, u.user, date)).consumed.kcal).toBe(420)
	})

	test('typing the foods’ own sum, or nothing, stores no adjustment', async () => {
		const { logFood, updateMeal } = await import('#app/domain/diary/diary.server.ts')
		const u = await createTestUser()
		const actor = { userId: u.user.id, timezone: u.user.timezone }
		const toast = await customFood(u.user, 'Toast', 120)
		const { meal } = await logFood(db, actor, { foodId: toast.id, quantity: 1, unit: 'serving', mealType: 'snack', date: '2026-04-02' })
		expect(await updateMeal(db, actor, meal.id, { name: 'snack', date: '2026-04-02', calories: 120.4 })).toMatchObject({ calorieAdjustment: 0, caloriesAdjusted: false })
		expect(await updateMeal(db, actor, meal.id, { name: 'snack', date: '2026-04-02' })).toMatchObject({ calorieAdjustment: 0, caloriesAdjusted: false })
	})

	test('removing the foods of a meal typed below their sum leaves it at 0 kcal, not less', async () => {
		const { logFood, updateMeal, deleteMealFood, getMeal, caloriesByDay } = await import('#app/domain/diary/diary.server.ts')
		const u = await createTestUser()
		const actor = { userId: u.user.id, timezone: u.user.timezone }
		const toast = await customFood(u.user, 'Toast', 120)
		const { meal, entry } = await logFood(db, actor, { foodId: toast.id, quantity: 1, unit: 'serving', mealType: 'dinner', date: '2026-04-03' })
		await updateMeal(db, actor, meal.id, { name: 'dinner', date: '2026-04-03', calories: 100 })
		await deleteMealFood(db, actor, entry.id)
		expect((await getMeal(db, actor, meal.id)).nutrients.kcal).toBe(0)
		expect((await caloriesByDay(db, u.user.id, '2026-04-03', '2026-04-03')).get('2026-04-03') ?? 0).toBe(0)
	})
})

describe('the migration to calorie adjustments', () => {
	test('an existing typed total becomes the adjustment that keeps it; meals without one get 0', async () => {
		const dir = path.resolve('db/migrations')
		const file = path.join(os.tmpdir(), `platewise-adjust-${randomUUID()}.db`)
		const client = createClient({ url: `file:${file}` })
		const run = async (tag: string) => {
			for (const statement of fs.readFileSync(path.join(dir, `${tag}.sql`), 'utf8').split('--> statement-breakpoint')) if (statement.trim()) await client.execute(statement)
		}
		try {
			for (const tag of ['0000_init', '0001_food_search_fts', '0002_food_id_indexes', '0003_planning', '0004_diary_versions', '0005_meal_type_column']) await run(tag)
			await client.execute(`INSERT INTO users (id, email, password_hash) VALUES ('u', 'u@example.test', 'x')`)
			await client.execute(`INSERT INTO meals (id, user_id, meal_type, date, time, calories_override) VALUES ('typed', 'u', 'lunch', '2026-01-01', '12:00', 500), ('plain', 'u', 'dinner', '2026-01-01', '19:00', NULL), ('empty-typed', 'u', 'snack', '2026-01-01', '16:00', 250)`)
			const entry = `INSERT INTO meal_foods (id, user_id, meal_id, food_name, quantity, unit, meal_type, kcal, logged_at) VALUES (?, 'u', ?, 'x', 1, 'serving', 'lunch', ?, 0)`
			await client.execute({ sql: entry, args: ['e1', 'typed', 133.5] })
			await client.execute({ sql: entry, args: ['e2', 'typed', 66.25] })
			await client.execute({ sql: entry, args: ['e3', 'plain', 90] })
			await run('0006_meal_calorie_adjustment')
			const rows = (await client.execute('SELECT id, calorie_adjustment AS a FROM meals ORDER BY id')).rows.map((r) => [r.id, r.a])
			expect(rows).toEqual([
				['empty-typed', 250],
				['plain', 0],
				['typed', 300.25],
			])
			const columns = (await client.execute('PRAGMA table_info(meals)')).rows.map((r) => r.name)
			expect(columns).not.toContain('calories_override')
		} finally {
			client.close()
			for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
		}
	})
})
