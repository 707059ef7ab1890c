/**
 * Past days are judged by the goal they had, and per-weekday targets keep the weekly total: what a
 * person sees in their stats, weekly progress and day's progress after changing goals.
 */
import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { addDaysIso, todayIn, weekDays } from '#app/domain/dates.ts'
import { diaryDayTotals, goalHistory, type User } from '#db/schema.ts'
import { createTestUser, customFood, logServings } from '#tests/utils.ts'
import type { WeekdayKcal } from './weekday-targets.ts'

const today = todayIn('UTC')
/** Four days of last month's week (a month ago, whatever today is). */
const lastMonth = weekDays(addDaysIso(today, -30)).slice(1, 5)

async function history(userId: string) {
	const { db } = await import('#app/db.server.ts')
	return db.select().from(goalHistory).where(eq(goalHistory.userId, userId)).orderBy(asc(goalHistory.effectiveFrom))
}

async function dayRow(userId: string, date: string) {
	const { db } = await import('#app/db.server.ts')
	const [row] = await db.select().from(diaryDayTotals).where(and(eq(diaryDayTotals.userId, userId), eq(diaryDayTotals.date, date)))
	return row
}

async function setWeekdays(user: User, weekdayKcal: WeekdayKcal | null, goals = {}) {
	const { db } = await import('#app/db.server.ts')
	const { writeGoals } = await import('./goal-history.server.ts')
	return db.transaction((tx) => writeGoals(tx, { userId: user.id, effectiveFrom: today, goals, weekdayKcal, source: 'manual' }))
}

describe('past days keep the goal they had', () => {
	test("changing the goal today leaves last month's on-track days unchanged; today is judged by the new goal", async () => {
		const { db } = await import('#app/db.server.ts')
		const { updateGoals } = await import('./users.server.ts')
		const { getUserStats, getActiveDays } = await import('#app/domain/stats/stats.server.ts')
		const { getWeeklyProgress, getDailyProgress } = await import('#app/domain/diary/diary.server.ts')
		const { user } = await createTestUser()
		const meal = await customFood(user, 'Stew', 1900)
		for (const day of lastMonth) await logServings(user, meal.id, day)
		const before = await getUserStats(db, user)
		expect(before).toMatchObject({ daysActive: 4, goalSuccessRate: 100 })

		const changed = await updateGoals(db, user.id, { dailyCalorieGoal: 1500 })
		await logServings(changed, (await customFood(user, 'Salad', 1450)).id, today)

		// Last month: 1,900 kcal against the 2,000 kcal goal of the time, still on track.
		expect((await getActiveDays(db, changed, { from: lastMonth[0], to: lastMonth[3] })).map((d) => [d.goal, d.onTrack])).toEqual(lastMonth.map(() => [2000, true]))
		expect((await getWeeklyProgress(db, changed, lastMonth[0]!)).days.filter((d) => d.calories > 0).every((d) => d.onTrack)).toBe(true)
		// Today: 1,450 kcal against 1,500.
		expect(await getDailyProgress(db, changed, today)).toMatchObject({ goals: { kcal: 1500 }, onTrack: true })
		expect(await getDailyProgress(db, changed, lastMonth[0]!)).toMatchObject({ goals: { kcal: 2000 }, onTrack: true })
		expect(await getUserStats(db, changed)).toMatchObject({ daysActive: 5, goalSuccessRate: 100 })
	})

	test('every goal-writing path enters the history from the day it takes effect, and the users row holds the goal of today', async () => {
		const { db } = await import('#app/db.server.ts')
		const { updateGoals, updateProfile, getUser } = await import('./users.server.ts')
		const { saveBodyGoals } = await import('./body-goals.server.ts')
		const { user } = await createTestUser()
		// Sign-up: the default goals, from the first day the app knows.
		expect((await history(user.id)).map((h) => [h.effectiveFrom, h.dailyCalorieGoal, h.source])).toEqual([['1900-01-01', 2000, 'sign-up']])
		await updateGoals(db, user.id, { dailyProteinGoal: 160 })
		await updateProfile(db, user.id, { dailyCalorieGoal: 2200, bio: 'Runner' })
		expect((await history(user.id)).map((h) => [h.effectiveFrom, h.dailyCalorieGoal, h.dailyProteinGoal, h.source])).toEqual([
			['1900-01-01', 2000, 150, 'sign-up'],
			[today, 2200, 160, 'manual'],
		])
		await saveBodyGoals(
			db,
			{ userId: user.id, timezone: 'UTC' },
			{ gender: 'female', dateOfBirth: '1990-05-01', height: 165, weight: 60, activityLevel: 'moderate', weightGoal: 'maintain', weeklyWeightChangeKg: null, dailyCalorieGoal: 2100, dailyProteinGoal: 120, dailyCarbGoal: 250, dailyFatGoal: 70 },
		)
		expect((await history(user.id)).at(-1)).toMatchObject({ effectiveFrom: today, dailyCalorieGoal: 2100, dailyProteinGoal: 120, dailyCarbGoal: 250, dailyFatGoal: 70 })
		expect(await getUser(db, user.id)).toMatchObject({ dailyCalorieGoal: 2100, dailyProteinGoal: 120, bio: 'Runner' })
		// A profile save that leaves the goals alone writes no history.
		await updateProfile(db, user.id, { bio: 'Cyclist' })
		expect(await history(user.id)).toHaveLength(2)
	})
})

describe('per-weekday calorie targets', () => {
	const training: WeekdayKcal = [1800, 2300, 1800, 2300, 1800, 2300, 1700] // Sunday..Saturday, 14,000 = 7 × 2,000

	test("they add up to the weekly total and drive each day's target, its on-track and the day summary", async () => {
		const { db } = await import('#app/db.server.ts')
		const { getDailyProgress } = await import('#app/domain/diary/diary.server.ts')
		const { weeklyTotal } = await import('./weekday-targets.ts')
		const { user } = await createTestUser()
		await setWeekdays(user, training)
		expect(weeklyTotal(training)).toBe(7 * user.dailyCalorieGoal)
		const week = weekDays(addDaysIso(today, 7))
		const snack = await customFood(user, 'Bowl', 2250)
		// Monday (2,300): 2,250 is on track; Sunday (1,800): 2,250 is over 110 %.
		await logServings(user, snack.id, week[1]!)
		await logServings(user, snack.id, week[0]!)
		expect(await getDailyProgress(db, user, week[1]!)).toMatchObject({ goals: { kcal: 2300 }, onTrack: true })
		expect(await getDailyProgress(db, user, week[0]!)).toMatchObject({ goals: { kcal: 1800 }, onTrack: false })
		expect(await dayRow(user.id, week[1]!)).toMatchObject({ goalKcal: 2300, onTrack: true })
		expect(await dayRow(user.id, week[0]!)).toMatchObject({ goalKcal: 1800, onTrack: false })
		const { calorieTargetsByDay } = await import('./goal-history.server.ts')
		const targets = await calorieTargetsByDay(db, user, week[0]!, week[6]!)
		expect([...targets.values()]).toEqual([...training])
	})

	test('a set that does not add up to 7 × the daily goal is refused naming the weekly total, and nothing changes', async () => {
		const { InvalidError } = await import('#app/domain/errors.ts')
		const { user } = await createTestUser()
		const off: WeekdayKcal = [1800, 2400, 1800, 2300, 1800, 2300, 1700]
		const error = await setWeekdays(user, off).catch((e: unknown) => e)
		expect(error).toBeInstanceOf(InvalidError)
		expect((error as InstanceType<typeof InvalidError>).fieldErrors.weekdayKcal).toEqual([
			'Weekly total must equal 7 × 2,000 = 14,000 kcal; these add up to 14,100 kcal (100 over)',
		])
		expect(await history(user.id)).toHaveLength(1)
	})

	test('a new calorie goal moves every weekday by the same amount (same surplus, new weekly total); far enough, they are dropped', async () => {
		const { db } = await import('#app/db.server.ts')
		const { updateGoals } = await import('./users.server.ts')
		const { goalsInForce } = await import('./goal-history.server.ts')
		const { user } = await createTestUser()
		await setWeekdays(user, training)
		const lower = await updateGoals(db, user.id, { dailyCalorieGoal: 1800 })
		expect((await goalsInForce(db, lower, today)).weekdayKcal).toEqual(training.map((v) => v - 200))
		const low = await updateGoals(db, user.id, { dailyCalorieGoal: 900 })
		expect(await goalsInForce(db, low, today)).toMatchObject({ dailyCalorieGoal: 900, weekdayKcal: null })
	})
})
