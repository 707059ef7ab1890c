import { afterEach, describe, expect, test, vi } from 'vitest'
import type { User } from '#db/schema.ts'
import { createTestUser, customFood as food, logServings as log } from '#tests/utils.ts'

async function stats(user: User) {
	const { db } = await import('#app/db.server.ts')
	const { getUserStats } = await import('./stats.server.ts')
	return getUserStats(db, user)
}

async function week(user: User, now: Date) {
	const { db } = await import('#app/db.server.ts')
	const { getWeekSummary } = await import('./stats.server.ts')
	return getWeekSummary(db, user, now)
}

/** A user (goal 2000 kcal → on track from 1800 to 2200) with three active days in January 2025. */
async function userWithHistory() {
	const { user } = await createTestUser()
	const oats = await food(user, 'Oatmeal', 500)
	const chicken = await food(user, 'Chicken', 1000)
	const pizza = await food(user, 'Pizza', 1000)
	// Sun 5 Jan: breakfast 500 + lunch 1000 + 500 = 2000 kcal, 2 meals, on track
	await log(user, oats.id, '2025-01-05', 'breakfast')
	await log(user, chicken.id, '2025-01-05', 'lunch')
	await log(user, oats.id, '2025-01-05', 'lunch')
	// Mon 6 Jan: 1000 kcal, 1 meal, not on track
	await log(user, pizza.id, '2025-01-06', 'dinner')
	// Wed 8 Jan: 4 servings of oatmeal in one entry = 2000 kcal, 1 meal, on track
	await log(user, oats.id, '2025-01-08', 'snack', 4)
	return { user, oats, chicken, pizza }
}

afterEach(() => {
	vi.useRealTimers()
})

describe('getUserStats', () => {
	test('a new user has zeros and no favourite', async () => {
		const { user } = await createTestUser()
		expect(await stats(user)).toEqual({ daysActive: 0, goalSuccessRate: 0, totalMeals: 0, avgCalories: 0, favoriteFood: null })
	})

	test('each stat against a known diary', async () => {
		const { user } = await userWithHistory()
		expect(await stats(user)).toEqual({
			// 5, 6 and 8 January
			daysActive: 3,
			// 2 of 3 active days on track
			goalSuccessRate: 67,
			// breakfast + lunch on the 5th, dinner on the 6th, snack on the 8th
			totalMeals: 4,
			// (2000 + 1000 + 2000) / 3
			avgCalories: 1667,
			// oatmeal: 3 entries; chicken and pizza 1 each
			favoriteFood: 'Oatmeal',
		})
	})

	test('an empty meal is not activity; a meal with typed calories is', async () => {
		const { db } = await import('#app/db.server.ts')
		const { createMeal, updateMeal } = await import('#app/domain/diary/diary.server.ts')
		const { user } = await userWithHistory()
		const ctx = { userId: user.id, timezone: user.timezone }
		const meal = await createMeal(db, ctx, { name: 'dinner', date: '2025-01-10' })
		expect((await stats(user)).daysActive).toBe(3)
		await updateMeal(db, ctx, meal.id, { name: 'dinner', date: '2025-01-10', calories: 1900 })
		const s = await stats(user)
		expect(s).toMatchObject({ daysActive: 4, totalMeals: 5, goalSuccessRate: 75, avgCalories: Math.round((5000 + 1900) / 4) })
	})

	test('day calories include the calories typed in Edit Meal (the dashboard total)', async () => {
		const { db } = await import('#app/db.server.ts')
		const { updateMeal } = await import('#app/domain/diary/diary.server.ts')
		const { user } = await createTestUser()
		const pizza = await food(user, 'Pizza', 1000)
		const { meal } = await log(user, pizza.id, '2025-02-01', 'dinner')
		expect((await stats(user)).goalSuccessRate).toBe(0)
		await updateMeal(db, { userId: user.id, timezone: user.timezone }, meal.id, { name: 'dinner', date: '2025-02-01', calories: 2100 })
		expect(await stats(user)).toMatchObject({ daysActive: 1, goalSuccessRate: 100, avgCalories: 2100 })
	})

	test('on track follows the goal each day had (isOnTrack): a goal set today leaves January as it was', async () => {
		const { db } = await import('#app/db.server.ts')
		const { updateGoals } = await import('#app/domain/users/users.server.ts')
		const { writeGoals } = await import('#app/domain/users/goal-history.server.ts')
		const { user } = await userWithHistory()
		const lowered = await updateGoals(db, user.id, { dailyCalorieGoal: 1000 })
		// January was judged by its 2000 kcal goal and still is
		expect((await stats(lowered)).goalSuccessRate).toBe(67)
		// a 1000 kcal goal in force since 1 January: only the 1000 kcal day (6 Jan) is within 900-1100
		await db.transaction((tx) => writeGoals(tx, { userId: user.id, effectiveFrom: '2025-01-01', goals: { dailyCalorieGoal: 1000 }, source: 'manual' }))
		expect((await stats(lowered)).goalSuccessRate).toBe(33)
	})

	test('favourite food: most entries, ties to the most recently logged, then by name', async () => {
		vi.useFakeTimers({ toFake: ['Date'] })
		const { user } = await createTestUser()
		const apple = await food(user, 'Apple', 95)
		const bread = await food(user, 'Bread', 80)
		vi.setSystemTime(new Date('2025-04-01T08:00:00Z'))
		await log(user, bread.id, '2025-04-01', 'breakfast')
		vi.setSystemTime(new Date('2025-04-01T09:00:00Z'))
		await log(user, apple.id, '2025-04-01', 'breakfast')
		expect((await stats(user)).favoriteFood).toBe('Apple')
		vi.setSystemTime(new Date('2025-04-01T10:00:00Z'))
		await log(user, bread.id, '2025-04-01', 'snack')
		expect((await stats(user)).favoriteFood).toBe('Bread')
	})

	test('foods logged with logManualEntry and USDA foods count too', async () => {
		const { db } = await import('#app/db.server.ts')
		const { logManualEntry, logFood } = await import('#app/domain/diary/diary.server.ts')
		const { foods } = await import('#db/schema.ts')
		const { eq } = await import('drizzle-orm')
		const { user } = await createTestUser()
		const ctx = { userId: user.id, timezone: user.timezone }
		await logManualEntry(db, ctx, { name: 'Homemade soup', quantity: 2, unit: 'serving', calories: 300, protein: 10, carbs: 20, fat: 5, mealType: 'lunch' })
		const banana = await db.query.foods.findFirst({ where: eq(foods.fdcId, 173944) })
		await logFood(db, ctx, { foodId: banana!.id, quantity: 118, unit: 'gram', mealType: 'snack' })
		// 600 kcal of soup + 105.02 kcal of banana (118 g × 89 kcal / 100 g), today; one entry
		// each, so the favourite is the one logged last
		expect(await stats(user)).toEqual({ daysActive: 1, goalSuccessRate: 0, totalMeals: 2, avgCalories: 705, favoriteFood: 'Bananas, raw' })
	})

	test("a user only ever sees their own data: another user's diary changes nothing", async () => {
		const { user } = await userWithHistory()
		const before = await stats(user)
		const { user: other } = await createTestUser()
		const cake = await food(other, 'Cake', 2000)
		for (const day of ['2025-01-05', '2025-01-06', '2025-01-07', '2025-01-09']) {
			await log(other, cake.id, day, 'dinner')
			await log(other, cake.id, day, 'snack')
		}
		expect(await stats(user)).toEqual(before)
		expect(await stats(other)).toMatchObject({ daysActive: 4, totalMeals: 8, favoriteFood: 'Cake' })
	})
})

describe("getWeekSummary: Sunday..Saturday in the user's time zone", () => {
	// Sunday 9 March 2025, 03:00 UTC: still Saturday 8 March (19:00) in Los Angeles.
	const now = new Date('2025-03-09T03:00:00Z')

	async function diary(timezone: string) {
		const { user } = await createTestUser({ timezone })
		const meal = await food(user, 'Stew', 1000)
		await log(user, meal.id, '2025-03-01', 'dinner', 2) // Sat, the week before
		await log(user, meal.id, '2025-03-02', 'dinner', 2) // Sun: 2000 on track
		await log(user, meal.id, '2025-03-08', 'lunch') // Sat: 1000
		await log(user, meal.id, '2025-03-08', 'dinner') // Sat: +1000 = 2000 on track, 2 meals
		await log(user, meal.id, '2025-03-09', 'lunch') // next Sun: 1000
		return user
	}

	test('in Los Angeles the week is 2-8 March', async () => {
		const user = await diary('America/Los_Angeles')
		expect(await week(user, now)).toEqual({ weekStart: '2025-03-02', weekEnd: '2025-03-08', mealsLogged: 3, avgCalories: 2000, daysOnTrack: 2, daysInWeek: 7 })
	})

	test('at the same instant in UTC the week is 9-15 March', async () => {
		const user = await diary('UTC')
		expect(await week(user, now)).toEqual({ weekStart: '2025-03-09', weekEnd: '2025-03-15', mealsLogged: 1, avgCalories: 1000, daysOnTrack: 0, daysInWeek: 7 })
	})

	test('an empty week', async () => {
		const { user } = await createTestUser()
		expect(await week(user, now)).toMatchObject({ mealsLogged: 0, avgCalories: 0, daysOnTrack: 0 })
	})
})

describe('summarizeDays (pure)', () => {
	test('no days', async () => {
		const { summarizeDays } = await import('./stats.server.ts')
		expect(summarizeDays([])).toEqual({ daysActive: 0, daysOnTrack: 0, totalMeals: 0, totalCalories: 0, avgCalories: 0, goalSuccessRate: 0 })
	})
	test('rounds the mean and the rate', async () => {
		const { summarizeDays } = await import('./stats.server.ts')
		const days = [
			{ date: '2025-01-01', calories: 1000.4, meals: 2, onTrack: false },
			{ date: '2025-01-02', calories: 2000.4, meals: 1, onTrack: true },
			{ date: '2025-01-03', calories: 1900, meals: 3, onTrack: true },
		]
		expect(summarizeDays(days)).toEqual({ daysActive: 3, daysOnTrack: 2, totalMeals: 6, totalCalories: 4900.8, avgCalories: 1634, goalSuccessRate: 67 })
	})
})
