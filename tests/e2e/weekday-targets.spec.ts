/**
 * Calories by weekday at phone width (390 px), with JavaScript on and off: on the Goals page a set
 * that does not add up to 7 × the daily goal is refused naming the weekly total; a set that does is
 * saved, and the dashboard's ring shows today's weekday target.
 */
import { expect, test } from './fixtures.ts'

test.describe.configure({ timeout: 90_000 })

const LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

test.describe('calories by weekday @no-js', () => {
	test("per-weekday targets adding up to the weekly total drive today's target on the dashboard", async ({ page, seeded }) => {
		await page.setViewportSize({ width: 390, height: 844 })
		const todayIndex = new Date(`${seeded.today}T00:00:00Z`).getUTCDay()
		await page.goto('/goals')
		const section = page.getByTestId('weekday-targets')
		await expect(section.getByRole('heading', { name: 'Calories by weekday' })).toBeVisible()
		const daily = Number((await page.getByTestId('goal-dailyCalorieGoal-value').textContent())!.replace(/[^\d]/g, ''))
		// Today +300 kcal, tomorrow −300 kcal: the same weekly total.
		const targets = LABELS.map((_, i) => (i === todayIndex ? daily + 300 : i === (todayIndex + 1) % 7 ? daily - 300 : daily))

		// First a set 100 kcal over: refused, naming the weekly total.
		for (const [i, label] of LABELS.entries()) await section.getByLabel(`${label} (kcal)`).fill(String(targets[i]! + (i === todayIndex ? 100 : 0)))
		await section.getByRole('button', { name: 'Save weekday targets' }).click()
		await expect(page.getByTestId('weekday-total-error')).toContainText(`Weekly total must equal 7 × ${daily.toLocaleString('en-US')}`)
		await expect(page.getByTestId('weekday-total-error')).toContainText('(100 over)')

		const again = page.getByTestId('weekday-targets')
		await again.getByLabel(`${LABELS[todayIndex]} (kcal)`).fill(String(targets[todayIndex]))
		await again.getByRole('button', { name: 'Save weekday targets' }).click()
		await expect(page.getByTestId('weekday-status')).toHaveText('Per-weekday targets are on.')
		await expect(page.getByTestId('weekday-total')).toContainText(`Weekly total: ${(7 * daily).toLocaleString('en-US')} kcal of ${(7 * daily).toLocaleString('en-US')} kcal`)
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

		await page.goto('/')
		await expect(page.getByTestId('calorie-ring').getByRole('img')).toHaveAttribute('aria-label', new RegExp(`of ${(daily + 300).toLocaleString('en-US')} kcal`))
	})
})
