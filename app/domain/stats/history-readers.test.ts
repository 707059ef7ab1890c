/**
 * Readers of a window of the diary that read the per-day totals (diary_day_totals) instead of the
 * entries: they answer from the window only, whatever the history before it.
 */
import { describe, expect, test } from 'vitest'
import { addDaysIso, todayIn, weekDays } from '#app/domain/dates.ts'
import { createTestUser, customFood, logServings } from '#tests/utils.ts'

describe('the meal-planning Goals tab reads the week from the day totals', () => {
	test("average protein is this week's logged protein over the days that have some; older days never count", async () => {
		const { db } = await import('#app/db.server.ts')
		const { planningGoals } = await import('#app/domain/planning/plans.server.ts')
		const { user } = await createTestUser()
		const week = weekDays(todayIn('UTC'))
		const shake = await customFood(user, 'Protein shake', 150, 30)
		const egg = await customFood(user, 'Egg', 70, 6)
		// This week: 2 shakes (60 g) on Sunday; 1 shake + 1 egg (36 g) on Monday.
		await logServings(user, shake.id, week[0]!, 'breakfast', 2)
		await logServings(user, shake.id, week[1]!, 'breakfast')
		await logServings(user, egg.id, week[1]!, 'lunch')
		// A year ago and last week: far more protein, outside the week.
		await logServings(user, shake.id, addDaysIso(week[0]!, -365), 'dinner', 5)
		await logServings(user, shake.id, addDaysIso(week[0]!, -1), 'dinner', 5)
		const goals = await planningGoals(db, { userId: user.id, timezone: 'UTC' }, null)
		expect(goals.protein).toMatchObject({ averageG: 48, days: 2 })
	})
})
