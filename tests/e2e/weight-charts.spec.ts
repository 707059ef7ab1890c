/**
 * Weight, water and expenditure charts at phone width (390 px), with JavaScript on and off: the
 * weight typed on the profile is the weight log's weigh-in of today (the log, the dashboard card
 * and the profile show one weight); the week's water on /analytics is a bar chart with its table.
 * With JavaScript on, a person with ten weeks of weigh-ins and logged days gives the docs their
 * pictures of the weight chart and the intake-vs-expenditure chart.
 */
import { addDaysIso } from '#app/domain/dates.ts'
import { e2eDb, expect, test } from './fixtures.ts'

const WEIGHT_SCREENSHOT = 'docs/screenshots/weight-chart.png'
const EXPENDITURE_SCREENSHOT = 'docs/screenshots/expenditure-chart.png'
/** The fixed bottom navigation would cover a chart's lower edge in an element screenshot. */
const HIDE_NAV = 'nav[aria-label="Main"] { display: none !important; }'

// Seeding the user's diary (and, for the pictures, ten weeks of days) takes a while on a shared machine.
test.describe.configure({ timeout: 90_000 })

test.describe('profile weight and the water week @no-js', () => {
	test('the profile’s weight lands in the weight log and on the dashboard; the week’s water is a chart with a table', async ({ page, seeded }) => {
		await page.setViewportSize({ width: 390, height: 844 })
		const { today } = seeded
		await page.goto('/profile?edit=profile')
		await page.getByLabel('Weight (kg)').fill('77.3')
		await page.getByRole('button', { name: 'Save Changes' }).click()
		await expect(page.getByText('Profile updated').first()).toBeVisible()

		await page.goto('/weight')
		await expect(page.getByTestId('weight-history')).toContainText('77.3 kg')
		await expect(page.getByTestId('weight-chart').getByTestId('weight-dot')).toHaveCount(1)
		await page.goto('/')
		await expect(page.getByTestId('weight-card').getByTestId('latest-weight')).toHaveText('77.3 kg')

		await page.getByTestId('water-card').getByRole('button', { name: '+ a bottle 500 ml' }).click()
		await expect(page.getByTestId('water-card').getByTestId('water-amount')).toHaveText('500')
		await page.goto('/analytics')
		const water = page.getByTestId('water-week')
		await expect(water.getByRole('img')).toHaveAccessibleName(/Bar chart of water per day/)
		await expect(water.getByTestId(`water-bar-${today}`)).toBeAttached()
		const todayRow = water.getByRole('row').filter({ hasText: '(today)' })
		await expect(todayRow.getByRole('cell')).toHaveText('500')
		await expect(water.getByRole('row')).toHaveCount(8)
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
	})
})

test('ten weeks of weigh-ins and logged days: the weight chart and the intake-vs-expenditure chart, for the docs', async ({ page, seeded }) => {
	const [{ updateProfile }, { recordWeighIn }, { quickAdd }] = await Promise.all([
		import('#app/domain/users/users.server.ts'),
		import('#app/domain/body/weigh-ins.server.ts'),
		import('#app/domain/diary/quick-add.server.ts'),
	])
	const { user, today } = seeded
	const [db, actor] = [await e2eDb(), { userId: user.id, timezone: user.timezone }]
	await page.setViewportSize({ width: 390, height: 844 })
	await updateProfile(db, user.id, { gender: 'female', dateOfBirth: '1988-06-14', height: 170, weight: 82, activityLevel: 'light', weightGoal: 'lose', weeklyWeightChangeKg: 0.5 })
	// A slow loss (about 0.35 kg a week) with the scale's daily swings; a few mornings skipped.
	for (let i = 69; i >= 0; i--) {
		if (i % 9 === 4) continue
		await recordWeighIn(db, actor, { date: addDaysIso(today, -i), weightKg: Math.round((78.6 + i * 0.05 + Math.sin(i * 1.7) * 0.45) * 10) / 10 })
	}
	// The seeded diary covers the last two weeks; before that, about 1,900 kcal on four days in five.
	for (let i = 69; i >= 14; i--) {
		if (i % 5 === 2) continue
		await quickAdd(db, actor, { date: addDaysIso(today, -i), mealType: 'dinner', calories: Math.round(1900 + Math.sin(i * 2.3) * 250), protein: 0, carbs: 0, fat: 0 })
	}

	await page.goto('/weight?days=90')
	const weight = page.getByRole('region', { name: 'Scale and trend' })
	await expect(weight.getByTestId('trend-line')).toBeVisible()
	await weight.screenshot({ path: WEIGHT_SCREENSHOT, style: HIDE_NAV })

	await page.goto('/check-in')
	const intake = page.getByRole('region', { name: 'Intake and expenditure, last 4 weeks' })
	await expect(intake.getByTestId('expenditure-line')).toBeVisible()
	await expect(intake.getByRole('img')).toHaveAccessibleName(/Intake and expenditure, .* logged days as bars, averaging [\d,]+ kcal, and the expenditure estimate as a line, now [\d,]+ kcal a day/)
	// The table behind the chart: a header and one row per day of the four weeks.
	await expect(intake.getByRole('row')).toHaveCount(29)
	await intake.screenshot({ path: EXPENDITURE_SCREENSHOT, style: HIDE_NAV })
})
