/**
 * Property test: whatever sequence of diary writes happens — logging, quantity edits (UPDATE of an
 * entry's nutrients), Edit Meal adjustments, entries moving between meals and days, meals moving
 * between days, deletes (an entry, a meal with its entries), bulk inserts in one transaction, goal
 * changes (from a random day, with and without per-weekday targets, removed history rows, and the
 * users row's goal of a user without history), renamed entries and a deleted user — the aggregates the triggers keep (diary_day_totals,
 * diary_user_totals, diary_food_counts) equal a full recomputation from meals and meal_foods, and
 * the profile stats equal the stats recomputed from the raw rows; so does the migration's backfill
 * of the same diary. Seeded, so a failure replays.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createId } from '@paralleldrive/cuid2'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import { isOnTrack, roundTo } from '#app/domain/nutrition/index.ts'
import { dayCalorieTarget, type WeekdayKcal } from '#app/domain/users/weekday-targets.ts'
import { diaryDayTotals, diaryFoodCounts, diaryUserTotals, goalHistory, mealFoods, meals, MEAL_TYPES, users, type GoalHistoryRow, type Meal, type MealFood, type User } from '#db/schema.ts'

/** mulberry32: a small seeded generator (public domain), uniform in [0, 1). */
function generator(seed: number) {
	let a = seed >>> 0
	const next = () => {
		a = (a + 0x6d2b79f5) >>> 0
		let t = a
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
	const int = (n: number) => Math.floor(next() * n)
	return { next, int, pick: <T>(list: readonly T[]): T => list[int(list.length)]!, chance: (p: number) => next() < p }
}

const NAMES = ['Apple', 'Bread', 'Oatmeal', 'Chicken', 'Rice', 'apple']
const today = todayIn('UTC')
/** Six days around today, two of them in the future (a future day never counts in the stats). */
const DAYS = [-3, -2, -1, 0, 1, 2].map((d) => addDaysIso(today, d))

/** SQLite's round(x * 100) as a whole number of hundredths (halves away from zero). */
const centi = (kcal: number) => Math.sign(kcal) * Math.round(Math.abs(kcal) * 100)

/**
 * The calorie target of `date` recomputed from the raw goal history (ascending): the latest row on or
 * before the day, its weekday's target when it has them; else the users row's goal.
 */
function targetOn(user: User, history: GoalHistoryRow[], date: string): number {
	const row = history.filter((h) => h.effectiveFrom <= date).at(-1)
	if (!row) return user.dailyCalorieGoal
	const week = [row.sunKcal, row.monKcal, row.tueKcal, row.wedKcal, row.thuKcal, row.friKcal, row.satKcal]
	const weekdayKcal = week.every((v) => v != null) ? (week as unknown as WeekdayKcal) : null
	return dayCalorieTarget({ dailyCalorieGoal: row.dailyCalorieGoal, weekdayKcal }, date)
}

/** The aggregates recomputed from the raw rows of one user, as the triggers should hold them. */
function recompute(user: User, history: GoalHistoryRow[], mealRows: Meal[], entryRows: MealFood[]) {
	const byDay = new Map<string, { kcal: number; proteinG: number; entries: number; fiber: number | null; logged: number }>()
	for (const m of mealRows) {
		const own = entryRows.filter((e) => e.mealId === m.id)
		const day = byDay.get(m.date) ?? { kcal: 0, proteinG: 0, entries: 0, fiber: null, logged: 0 }
		day.kcal += m.calorieAdjustment + own.reduce((a, e) => a + e.kcal, 0)
		day.proteinG += own.reduce((a, e) => a + e.proteinG, 0)
		day.entries += own.length
		for (const e of own) if (e.fiberG != null) day.fiber = (day.fiber ?? 0) + e.fiberG
		if (own.length > 0 || m.calorieAdjustment !== 0) day.logged += 1
		byDay.set(m.date, day)
	}
	const days = [...byDay.entries()]
		.filter(([, d]) => d.logged > 0)
		.map(([date, d]) => ({ date, ...d, goal: targetOn(user, history, date), onTrack: isOnTrack(roundTo(d.kcal), targetOn(user, history, date)) }))
		.sort((a, b) => a.date.localeCompare(b.date))
	const foods = new Map<string, { entries: number; last: number }>()
	for (const e of entryRows) {
		const f = foods.get(e.foodName) ?? { entries: 0, last: 0 }
		foods.set(e.foodName, { entries: f.entries + 1, last: Math.max(f.last, e.loggedAt.getTime()) })
	}
	const past = days.filter((d) => d.date <= today)
	const pastMeals = new Set(mealRows.filter((m) => m.date <= today).map((m) => m.id))
	const favourite = new Map<string, { entries: number; last: number }>()
	for (const e of entryRows.filter((x) => pastMeals.has(x.mealId))) {
		const f = favourite.get(e.foodName) ?? { entries: 0, last: 0 }
		favourite.set(e.foodName, { entries: f.entries + 1, last: Math.max(f.last, e.loggedAt.getTime()) })
	}
	const ranked = [...favourite.entries()].sort(([an, a], [bn, b]) => b.entries - a.entries || b.last - a.last || (an < bn ? -1 : an > bn ? 1 : 0))
	const totalCalories = past.reduce((a, d) => a + roundTo(d.kcal), 0)
	const onTrack = past.filter((d) => d.onTrack).length
	return {
		days,
		foods,
		stats: {
			daysActive: past.length,
			goalSuccessRate: past.length ? Math.round((onTrack / past.length) * 100) : 0,
			totalMeals: past.reduce((a, d) => a + d.logged, 0),
			avgCalories: past.length ? Math.round(totalCalories / past.length) : 0,
			favoriteFood: ranked[0]?.[0] ?? null,
		},
	}
}

async function expectAggregatesExact(userIds: string[]) {
	const { db } = await import('#app/db.server.ts')
	const { getUserStats, getActiveDays } = await import('./stats.server.ts')
	for (const id of userIds) {
		const user = (await db.query.users.findFirst({ where: eq(users.id, id) }))!
		const mealRows = await db.select().from(meals).where(eq(meals.userId, id))
		const entryRows = await db.select().from(mealFoods).where(eq(mealFoods.userId, id))
		const history = await db.select().from(goalHistory).where(eq(goalHistory.userId, id)).orderBy(asc(goalHistory.effectiveFrom))
		const want = recompute(user, history, mealRows, entryRows)

		const dayRows = await db.select().from(diaryDayTotals).where(eq(diaryDayTotals.userId, id)).orderBy(diaryDayTotals.date)
		expect(dayRows.map((d) => d.date)).toEqual(want.days.map((d) => d.date))
		for (const [i, d] of dayRows.entries()) {
			const w = want.days[i]!
			expect(d.kcal).toBeCloseTo(w.kcal, 6)
			expect(d.proteinG).toBeCloseTo(w.proteinG, 6)
			expect(d.fiberG === null).toBe(w.fiber === null)
			if (w.fiber !== null) expect(d.fiberG).toBeCloseTo(w.fiber, 6)
			expect({ entries: d.entries, mealsLogged: d.mealsLogged, goalKcal: d.goalKcal, onTrack: d.onTrack }).toEqual({ entries: w.entries, mealsLogged: w.logged, goalKcal: w.goal, onTrack: w.onTrack })
		}

		const [all] = await db.select().from(diaryUserTotals).where(eq(diaryUserTotals.userId, id))
		expect(all ?? { daysActive: 0, daysOnTrack: 0, mealsLogged: 0, entries: 0, kcalCenti: 0 }).toMatchObject({
			daysActive: want.days.length,
			daysOnTrack: want.days.filter((d) => d.onTrack).length,
			mealsLogged: want.days.reduce((a, d) => a + d.logged, 0),
			entries: want.days.reduce((a, d) => a + d.entries, 0),
			kcalCenti: want.days.reduce((a, d) => a + centi(d.kcal), 0),
		})

		const counts = await db.select().from(diaryFoodCounts).where(eq(diaryFoodCounts.userId, id))
		expect(new Map(counts.map((c) => [c.foodName, { entries: c.entries, last: c.lastLoggedAt.getTime() }]))).toEqual(want.foods)

		expect(await getUserStats(db, user)).toEqual(want.stats)
		const week = await getActiveDays(db, user, { from: DAYS[0], to: DAYS[5] })
		expect(week.map((d) => [d.date, d.calories, d.meals, d.onTrack])).toEqual(
			want.days.filter((d) => d.date <= today).map((d) => [d.date, roundTo(d.kcal), d.logged, d.onTrack]),
		)
	}
}

/** One random diary write for one of `userIds`; returns what it did (for a failing run's message). */
async function randomWrite(rnd: ReturnType<typeof generator>, userIds: string[]): Promise<string> {
	const { db } = await import('#app/db.server.ts')
	const userId = rnd.pick(userIds)
	const ownMeals = await db.select().from(meals).where(eq(meals.userId, userId))
	const ownEntries = await db.select().from(mealFoods).where(eq(mealFoods.userId, userId))
	const kcal = () => rnd.int(90000) / 100
	const entry = (mealId: string, mealType: Meal['mealType']): typeof mealFoods.$inferInsert => ({
		id: createId(),
		userId,
		mealId,
		foodName: rnd.pick(NAMES),
		quantity: 1 + rnd.int(4),
		unit: 'serving',
		mealType,
		kcal: kcal(),
		proteinG: rnd.int(5000) / 100,
		carbsG: rnd.int(5000) / 100,
		fatG: rnd.int(3000) / 100,
		fiberG: rnd.chance(0.5) ? rnd.int(1000) / 100 : null,
		loggedAt: new Date(Date.UTC(2026, 0, 1) + rnd.int(1000) * 60_000),
	})
	const newMeal = (): typeof meals.$inferInsert => ({
		id: createId(),
		userId,
		mealType: rnd.pick(MEAL_TYPES),
		date: rnd.pick(DAYS),
		time: '12:00',
		calorieAdjustment: rnd.chance(0.7) ? 0 : rnd.int(80000) / 100 - 200,
	})
	const op = rnd.int(12)
	const anyMeal = ownMeals.length ? rnd.pick(ownMeals) : null
	const anyEntry = ownEntries.length ? rnd.pick(ownEntries) : null
	if (op <= 2 || !anyMeal) {
		const meal = anyMeal && rnd.chance(0.6) ? anyMeal : (await db.insert(meals).values(newMeal()).returning())[0]!
		await db.insert(mealFoods).values(entry(meal.id, meal.mealType))
		return `log into ${meal.date}`
	}
	if (op === 3 && anyEntry) {
		const factor = 0.5 + rnd.int(4) / 2
		await db
			.update(mealFoods)
			.set({ quantity: anyEntry.quantity * factor, kcal: roundTo(anyEntry.kcal * factor), proteinG: roundTo(anyEntry.proteinG * factor), fiberG: rnd.chance(0.2) ? null : anyEntry.fiberG })
			.where(eq(mealFoods.id, anyEntry.id))
		return 'quantity edit'
	}
	if (op === 4) {
		await db.update(meals).set({ calorieAdjustment: rnd.chance(0.4) ? 0 : rnd.int(80000) / 100 - 300 }).where(eq(meals.id, anyMeal.id))
		return 'adjustment'
	}
	if (op === 5 && anyEntry) {
		const target = rnd.chance(0.7) ? rnd.pick(ownMeals) : (await db.insert(meals).values(newMeal()).returning())[0]!
		await db.update(mealFoods).set({ mealId: target.id, mealType: target.mealType }).where(eq(mealFoods.id, anyEntry.id))
		return `entry moved to ${target.date}`
	}
	if (op === 6) {
		const date = rnd.pick(DAYS)
		await db.update(meals).set({ date }).where(eq(meals.id, anyMeal.id))
		return `meal moved ${anyMeal.date} -> ${date}`
	}
	if (op === 7 && anyEntry) {
		await db.delete(mealFoods).where(eq(mealFoods.id, anyEntry.id))
		return 'entry deleted'
	}
	if (op === 8) {
		await db.delete(meals).where(eq(meals.id, anyMeal.id))
		return 'meal deleted'
	}
	if (op === 9) {
		const newMeals = Array.from({ length: 1 + rnd.int(4) }, newMeal)
		const entries = newMeals.flatMap((m) => Array.from({ length: rnd.int(6) }, () => entry(m.id!, m.mealType)))
		await db.transaction(async (tx) => {
			await tx.insert(meals).values(newMeals)
			if (entries.length) await tx.insert(mealFoods).values(entries)
		})
		return `bulk insert of ${newMeals.length} meals, ${entries.length} entries`
	}
	if (op === 10 && anyEntry) {
		await db
			.update(mealFoods)
			.set({ foodName: rnd.pick(NAMES), loggedAt: new Date(Date.UTC(2026, 0, 1) + rnd.int(1000) * 60_000) })
			.where(eq(mealFoods.id, anyEntry.id))
		return 'entry renamed'
	}
	if (op === 11) {
		const { writeGoals } = await import('#app/domain/users/goal-history.server.ts')
		const goal = rnd.pick([1200, 2000, 2500])
		const from = rnd.pick(DAYS)
		const kind = rnd.int(4)
		if (kind === 0) {
			// The users row alone: decides the days of a user without history (a direct SQL write).
			const raw = rnd.pick([0, 500, 1200, 2000, 2500])
			await db.update(users).set({ dailyCalorieGoal: raw }).where(eq(users.id, userId))
			return `users row goal ${raw}`
		}
		if (kind === 1) {
			const rows = await db.select().from(goalHistory).where(eq(goalHistory.userId, userId))
			if (rows.length === 0) return 'no history row to remove'
			const gone = rnd.pick(rows)
			await db.delete(goalHistory).where(and(eq(goalHistory.userId, userId), eq(goalHistory.effectiveFrom, gone.effectiveFrom)))
			return `history row of ${gone.effectiveFrom} removed`
		}
		// Per-weekday targets: the surplus on a random weekday pair, the same weekly total.
		const surplus = rnd.pick([100, 300, 350])
		const week = Array.from({ length: 7 }, () => goal)
		const [up, down] = [rnd.int(7), rnd.int(7)]
		if (up !== down) {
			week[up]! += surplus
			week[down]! -= surplus
		}
		const weekdayKcal = kind === 3 && up !== down ? (week as unknown as WeekdayKcal) : null
		await db.transaction((tx) => writeGoals(tx, { userId, effectiveFrom: from, goals: { dailyCalorieGoal: goal }, weekdayKcal, source: 'manual' }))
		return `goal ${goal} from ${from}${weekdayKcal ? ` weekdays ${week.join('/')}` : ''}`
	}
	if (ownMeals.length > 1) {
		const gone = ownMeals.filter(() => rnd.chance(0.3)).map((m) => m.id)
		if (gone.length) await db.delete(meals).where(inArray(meals.id, gone))
		return `${gone.length} meals deleted at once`
	}
	return 'nothing'
}

/** A user written straight into the table: without a goal history (its users row decides), or with one started as sign-up starts it. */
async function insertUser(withHistory = false): Promise<string> {
	const { db } = await import('#app/db.server.ts')
	const { startGoalHistory } = await import('#app/domain/users/goal-history.server.ts')
	const id = createId()
	await db.transaction(async (tx) => {
		const [row] = await tx.insert(users).values({ id, email: `${id}@example.test`, passwordHash: 'x' }).returning()
		if (withHistory) await startGoalHistory(tx, row!)
	})
	return id
}

describe('diary aggregates agree with a full recomputation', () => {
	test.each([1, 2, 3, 4])('random writes, edits, moves, deletes and bulk inserts, seed %i', async (seed) => {
		const { db } = await import('#app/db.server.ts')
		const rnd = generator(seed)
		const userIds = [await insertUser(), await insertUser(true)]
		const done: string[] = []
		for (let step = 0; step < 160; step++) {
			done.push(await randomWrite(rnd, userIds))
			if (step % 20 === 19) await expectAggregatesExact(userIds).catch((error: unknown) => Promise.reject(new Error(`after ${done.join(', ')}: ${String(error)}`)))
		}
		await expectAggregatesExact(userIds)

		// The migration's backfill builds the same aggregates from the diary as it stands.
		for (const table of [diaryDayTotals, diaryUserTotals, diaryFoodCounts]) await db.delete(table)
		const migration = fs.readFileSync(path.resolve('db/migrations/0008_diary_day_totals.sql'), 'utf8').split('--> statement-breakpoint')
		const backfill = migration.filter((statement) => /^INSERT/.test(statement.replace(/^\s*(--[^\n]*\n\s*)*/, '')))
		expect(backfill).toHaveLength(2)
		for (const statement of backfill) await db.$client.execute(statement)
		await expectAggregatesExact(userIds)

		// Deleting a user deletes their aggregates and leaves the other user's exact.
		await db.delete(users).where(eq(users.id, userIds[0]!))
		for (const table of [diaryDayTotals, diaryUserTotals, diaryFoodCounts]) expect(await db.select().from(table).where(eq(table.userId, userIds[0]!))).toEqual([])
		await expectAggregatesExact([userIds[1]!])
	})

	test('the domain write paths (log, Edit Meal, remove an entry, delete a meal) keep them exact too', async () => {
		const { db } = await import('#app/db.server.ts')
		const { logFood, updateMeal, deleteMealFood, deleteMeal } = await import('#app/domain/diary/diary.server.ts')
		const { customFood } = await import('#tests/utils.ts')
		const userId = await insertUser()
		const actor = { userId, timezone: 'UTC' }
		const toast = await customFood({ id: userId }, 'Toast', 120.25)
		const first = await logFood(db, actor, { foodId: toast.id, quantity: 2, unit: 'serving', mealType: 'breakfast', date: DAYS[2]! })
		const second = await logFood(db, actor, { foodId: toast.id, quantity: 1, unit: 'serving', mealType: 'lunch', date: DAYS[3]! })
		await expectAggregatesExact([userId])
		await updateMeal(db, actor, first.meal.id, { name: 'breakfast', date: DAYS[2]!, calories: 1900 })
		await expectAggregatesExact([userId])
		await updateMeal(db, actor, second.meal.id, { name: 'dinner', date: DAYS[1]! })
		await expectAggregatesExact([userId])
		await deleteMealFood(db, actor, first.entry.id)
		await expectAggregatesExact([userId])
		await deleteMeal(db, actor, second.meal.id)
		await expectAggregatesExact([userId])
	})
})
