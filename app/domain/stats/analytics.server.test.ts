import { describe, expect, test } from 'vitest'
import type { User } from '#db/schema.ts'
import { createTestUser, customFood as food, logServings as log } from '#tests/utils.ts'
import type { AnalyticsRange } from './analytics.ts'

async function analytics(user: User, range: AnalyticsRange, now: Date) {
	const { db } = await import('#app/db.server.ts')
	const { getAnalytics } = await import('./analytics.server.ts')
	return getAnalytics(db, user, { range, now })
}

// Wednesday 12 March 2025, 15:00 UTC.
const WEDNESDAY = new Date('2025-03-12T15:00:00Z')

/** Goal 2000 kcal / 150 g protein. Two weeks of entries plus 1 March. */
async function userWithTwoWeeks() {
	const { user } = await createTestUser()
	const hundred = await food(user, 'Rice bowl', 100)
	const dinner = await food(user, 'Chicken dinner', 1500, 60)
	await log(user, hundred.id, '2025-03-01', 'lunch', 5) // Sat: 500
	await log(user, hundred.id, '2025-03-02', 'lunch', 21) // Sun: 2100, on track
	await log(user, hundred.id, '2025-03-05', 'lunch', 25) // Wed: 2500
	await log(user, hundred.id, '2025-03-09', 'breakfast', 20) // Sun: 2000, on track
	await log(user, hundred.id, '2025-03-10', 'lunch', 10) // Mon: 1000
	await log(user, dinner.id, '2025-03-12', 'dinner') // Wed (today): 1500 kcal, 60 g protein
	return user
}

describe('getAnalytics', () => {
	test('this week: Sunday..Saturday bars, today highlighted, 5% minimum, summary and insights', async () => {
		const user = await userWithTwoWeeks()
		const a = await analytics(user, 'this-week', WEDNESDAY)
		expect(a.today).toBe('2025-03-12')
		expect([a.from, a.to]).toEqual(['2025-03-09', '2025-03-15'])
		expect(a.days.map((d) => d.date)).toEqual(['2025-03-09', '2025-03-10', '2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15'])
		expect(a.days.map((d) => d.calories)).toEqual([2000, 1000, 0, 1500, 0, 0, 0])
		expect(a.days.map((d) => d.isToday)).toEqual([false, false, false, true, false, false, false])
		expect(a.days.map((d) => d.onTrack)).toEqual([true, false, false, false, false, false, false])
		// scale = max(goal 2000, best day 2000)
		expect(a.days.map((d) => d.heightPercent)).toEqual([100, 50, 5, 75, 5, 5, 5])
		expect(a.summary).toEqual({ avgDaily: 1500, onTrackDays: 1, activeDays: 3, daysInRange: 7, bestDay: { date: '2025-03-09', calories: 2000 } })
		expect(a.todayNutrition.kcal).toEqual({ consumed: 1500, goal: 2000, percent: 75, barPercent: 75, over: false, amount: 500 })
		expect(a.todayNutrition.proteinG).toEqual({ consumed: 60, goal: 150, percent: 40, barPercent: 40, over: false, amount: 90 })
		expect(a.todayNutrition.carbsG).toEqual({ consumed: 0, goal: 200, percent: 0, barPercent: 0, over: false, amount: 200 })
		expect(a.days.some((d) => d.over)).toBe(false)
		// 60 g is under 80% of 150 g: 90 g more to go
		expect(a.insights).toEqual({ daysOnTrackThisWeek: 1, proteinShortfall: 90 })
	})

	test('last week: the Sunday..Saturday before; the insight still counts this week', async () => {
		const user = await userWithTwoWeeks()
		const a = await analytics(user, 'last-week', WEDNESDAY)
		expect([a.from, a.to]).toEqual(['2025-03-02', '2025-03-08'])
		expect(a.days.map((d) => d.calories)).toEqual([2100, 0, 0, 2500, 0, 0, 0])
		expect(a.days.some((d) => d.isToday)).toBe(false)
		// scale = the 2500 kcal day
		expect(a.days.map((d) => d.heightPercent)).toEqual([84, 5, 5, 100, 5, 5, 5])
		expect(a.summary).toEqual({ avgDaily: 2300, onTrackDays: 1, activeDays: 2, daysInRange: 7, bestDay: { date: '2025-03-05', calories: 2500 } })
		// 2100 kcal is within 110 % of the 2000 kcal goal (on track); 2500 kcal is above it: over, and still the Best Day
		expect(a.days.map((d) => [d.onTrack, d.over])).toEqual([[true, false], [false, false], [false, false], [false, true], [false, false], [false, false], [false, false]])
		expect(a.insights.daysOnTrackThisWeek).toBe(1)
	})

	test('this month: one bar per day of March', async () => {
		const user = await userWithTwoWeeks()
		const a = await analytics(user, 'this-month', WEDNESDAY)
		expect(a.days).toHaveLength(31)
		expect([a.from, a.to]).toEqual(['2025-03-01', '2025-03-31'])
		expect(a.days.find((d) => d.isToday)?.date).toBe('2025-03-12')
		expect(a.summary).toEqual({ avgDaily: Math.round(9600 / 6), onTrackDays: 2, activeDays: 6, daysInRange: 31, bestDay: { date: '2025-03-05', calories: 2500 } })
	})

	test('no entries: bars at 5%, Best Day N/A (null), no protein eaten so the full goal is the shortfall', async () => {
		const { user } = await createTestUser()
		const a = await analytics(user, 'this-week', WEDNESDAY)
		expect(a.days.every((d) => d.heightPercent === 5 && d.calories === 0)).toBe(true)
		expect(a.summary).toMatchObject({ avgDaily: 0, onTrackDays: 0, bestDay: null })
		expect(a.insights).toEqual({ daysOnTrackThisWeek: 0, proteinShortfall: 150 })
	})

	test('no protein insight at 80% of the goal or more', async () => {
		const { user } = await createTestUser()
		const shake = await food(user, 'Protein shake', 200, 120)
		await log(user, shake.id, '2025-03-12', 'snack')
		const a = await analytics(user, 'this-week', WEDNESDAY)
		expect(a.insights.proteinShortfall).toBeNull()
	})

	test("today over the goal: the text's percent is not capped, the bar's is, and the excess is named", async () => {
		const { user } = await createTestUser()
		const feast = await food(user, 'Feast', 2258, 205)
		await log(user, feast.id, '2025-03-12', 'dinner')
		const a = await analytics(user, 'this-week', WEDNESDAY)
		// 2258 / 2000 kcal = 112.9 %; 205 / 150 g protein = 136.7 %
		expect(a.todayNutrition.kcal).toEqual({ consumed: 2258, goal: 2000, percent: 113, barPercent: 100, over: true, amount: 258 })
		expect(a.todayNutrition.proteinG).toMatchObject({ percent: 137, barPercent: 100, over: true, amount: 55 })
		expect(a.days[3]).toMatchObject({ date: '2025-03-12', onTrack: false, over: true })
		expect(a.summary.bestDay).toEqual({ date: '2025-03-12', calories: 2258 })
	})

	test("the week follows the user's time zone: already Sunday in Auckland", async () => {
		// Saturday 8 March 12:00 UTC is Sunday 9 March 01:00 in Auckland (UTC+13).
		const now = new Date('2025-03-08T12:00:00Z')
		const { user } = await createTestUser({ timezone: 'Pacific/Auckland' })
		const meal = await food(user, 'Pie', 1000)
		await log(user, meal.id, '2025-03-08', 'dinner', 2)
		await log(user, meal.id, '2025-03-09', 'breakfast')
		const a = await analytics(user, 'this-week', now)
		expect(a.today).toBe('2025-03-09')
		expect(a.days[0]).toMatchObject({ date: '2025-03-09', isToday: true, calories: 1000 })
		expect(a.insights.daysOnTrackThisWeek).toBe(0)
		const last = await analytics(user, 'last-week', now)
		expect(last.days[6]).toMatchObject({ date: '2025-03-08', calories: 2000, onTrack: true })

		const { user: utc } = await createTestUser({ timezone: 'UTC' })
		expect((await analytics(utc, 'this-week', now)).days[0]!.date).toBe('2025-03-02')
	})

	test("another user's entries never show", async () => {
		const user = await userWithTwoWeeks()
		const before = await analytics(user, 'this-month', WEDNESDAY)
		const { user: other } = await createTestUser()
		const cake = await food(other, 'Cake', 3000, 100)
		for (const day of ['2025-03-09', '2025-03-11', '2025-03-12']) await log(other, cake.id, day, 'snack')
		expect(await analytics(user, 'this-month', WEDNESDAY)).toEqual(before)
	})
})
