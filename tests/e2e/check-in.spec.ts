/**
 * The weekly check-in at phone width (390 px), with JavaScript on and off: with a profile, four weeks
 * of weigh-ins and the seeded diary, the check-in shows the expenditure estimate with its range and
 * next week's proposed goals; accepting them shows the new calorie goal on the dashboard.
 */
import { addDaysIso } from '#app/domain/dates.ts'
import { e2eDb, expect, test } from './fixtures.ts'

// Seeding the user's diary and four weeks of weigh-ins takes a while on a shared machine.
test.describe.configure({ timeout: 90_000 })

test.describe('weekly check-in @no-js', () => {
	test('accepting the proposed goals shows the new calorie goal on the dashboard', async ({ page, seeded }) => {
		await page.setViewportSize({ width: 390, height: 844 })
		const { user, today } = seeded
		const db = await e2eDb()
		const actor = { userId: user.id, timezone: user.timezone }
		const { updateProfile } = await import('#app/domain/users/users.server.ts')
		const { recordWeighIn } = await import('#app/domain/body/weigh-ins.server.ts')
		await updateProfile(db, user.id, { gender: 'female', dateOfBirth: '1990-04-02', height: 168, weight: 78, activityLevel: 'moderate', weightGoal: 'lose', weeklyWeightChangeKg: 0.5 })
		for (let i = 27; i >= 0; i--) await recordWeighIn(db, actor, { date: addDaysIso(today, -i), weightKg: Math.round((78 + i * 0.05 + (i % 3 === 0 ? 0.3 : -0.1)) * 10) / 10 })

		await page.goto('/check-in')
		await expect(page.getByRole('heading', { name: 'Weekly check-in', level: 1 })).toBeVisible()
		await expect(page.getByTestId('expenditure-estimate')).toContainText('kcal a day')
		await expect(page.getByTestId('expenditure')).toContainText(/Likely between [\d,]+ and [\d,]+ kcal · confidence: (high|medium|low)/)
		await expect(page.getByTestId('drives-goal')).toContainText('only when you accept a check-in')
		await expect(page.getByTestId('intake-chart').getByTestId('expenditure-line')).toBeVisible()
		const proposed = (await page.getByTestId('proposed-dailyCalorieGoal').textContent())!.trim()
		const kcal = Number(proposed.replace(/[^\d]/g, ''))
		expect(kcal).toBeGreaterThanOrEqual(1000)
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

		await page.getByRole('button', { name: 'Accept' }).click()
		await expect(page.getByTestId('check-in-answer')).toContainText(`Accepted this week: ${kcal} kcal a day.`)
		await expect(page.getByTestId('drives-goal')).toContainText('follows this estimate')

		await page.goto('/')
		await expect(page.getByTestId('calorie-ring')).toContainText(`of ${kcal.toLocaleString('en-US')} kcal`)
	})
})
