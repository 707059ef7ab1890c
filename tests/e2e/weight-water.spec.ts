/**
 * The weight log and water at phone width (390 px), with JavaScript on and off: three weigh-ins on
 * the weight screen draw the scale dots and the trend line, and the dashboard's water card counts
 * a glass and a bottle against the daily goal.
 */
import { addDaysIso } from '#app/domain/dates.ts'
import { e2eDb, expect, test } from './fixtures.ts'

/** The weight screen's chart, for the docs. */
const SCREENSHOT = 'docs/screenshots/weight-chart.png'

// Seeding the user's two weeks of diary and four form posts take a while on a shared machine.
test.describe.configure({ timeout: 90_000 })

test.describe('weight and water @no-js', () => {
	test('three weigh-ins draw the scale and trend chart; the water card adds a glass and a bottle', async ({ page, seeded }, testInfo) => {
		await page.setViewportSize({ width: 390, height: 844 })
		const { today } = seeded
		await page.goto('/weight')
		await expect(page.getByRole('heading', { name: 'Weight', level: 1 })).toBeVisible()
		await expect(page.getByTestId('weight-chart-empty')).toBeVisible()

		const weighIns = [
			[addDaysIso(today, -2), '80.4'],
			[addDaysIso(today, -1), '81'],
			[today, '79.8'],
		] as const
		for (const [date, weight] of weighIns) {
			const form = page.locator('form', { has: page.getByRole('button', { name: 'Save weigh-in' }) })
			await form.getByLabel('Date').fill(date)
			await form.getByLabel('Weight (kg)').fill(weight)
			await form.getByRole('button', { name: 'Save weigh-in' }).click()
			await expect(page.getByTestId('weight-history').getByText(`${weight} kg`, { exact: false }).first()).toBeVisible()
		}

		const chart = page.getByTestId('weight-chart')
		await expect(chart.getByTestId('weight-dot')).toHaveCount(3)
		await expect(chart.getByTestId('trend-line')).toBeVisible()
		// The trend: 80.4, then 80.4 + 0.1 × 0.6 = 80.46, then 80.46 + 0.1 × (79.8 − 80.46) = 80.394.
		await expect(chart.getByRole('img')).toHaveAccessibleName(/3 weigh-ins .* latest 79\.8 kg with a trend of 80\.4 kg/)
		await expect(page.getByRole('table').getByRole('row')).toHaveCount(4)
		await expect(page.getByTestId('weight-summary')).toContainText('trend 80.4 kg')
		// No sideways scrolling at 390 px.
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
		await page.goto('/')
		const water = page.getByTestId('water-card')
		await expect(water.getByTestId('water-amount')).toHaveText('0')
		await water.getByRole('button', { name: '+ a glass 250 ml' }).click()
		await expect(page.getByTestId('water-card').getByTestId('water-amount')).toHaveText('250')
		await page.getByTestId('water-card').getByRole('button', { name: '+ a bottle 500 ml' }).click()
		await expect(page.getByTestId('water-card').getByTestId('water-amount')).toHaveText('750')
		await expect(page.getByTestId('water-card')).toContainText('of 2,000 ml · 38%')
		await expect(page.getByTestId('water-card').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '38')
		const weight = page.getByTestId('weight-card')
		await expect(weight.getByTestId('latest-weight')).toHaveText('79.8 kg')
		await expect(weight.getByTestId('latest-trend')).toHaveText('80.4')

		if (testInfo.project.name === 'mobile') {
			// For the docs' picture: two months before these three, of a slow loss with the scale's daily swings.
			const { recordWeighIn } = await import('#app/domain/body/weigh-ins.server.ts')
			const db = await e2eDb()
			for (let i = 3; i < 75; i += i % 5 === 0 ? 2 : 1) {
				await recordWeighIn(db, { userId: seeded.user.id, timezone: 'UTC' }, { date: addDaysIso(today, -i), weightKg: Math.round((80.4 + i * 0.04 + Math.sin(i * 1.7) * 0.5) * 10) / 10 })
			}
			await page.goto('/weight')
			await page.getByRole('region', { name: 'Scale and trend' }).screenshot({ path: SCREENSHOT })
		}
	})
})
