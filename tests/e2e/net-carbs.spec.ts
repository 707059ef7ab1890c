/**
 * Net carbs at phone width (390 px), JavaScript on and off: the switch on the Edit Profile dialog's
 * Settings tab turns the dashboard's carbs card into net carbs against the net-carb goal. The
 * seeded day holds foods with fiber data and a manual entry without, so the card says how much of
 * the day's carbs its figure covers.
 */
import { carbsShown, carbTotalsOf } from '#app/domain/nutrition/net-carbs.ts'
import { expect, test } from './fixtures.ts'

test.describe.configure({ timeout: 90_000 })

test.describe('net carbs @no-js', () => {
	test('turning on net carbs shows the day as net carbs against the net-carb goal', async ({ page, seeded }) => {
		await page.setViewportSize({ width: 390, height: 844 })
		const day = seeded.entries.filter((e) => e.date === seeded.today).map((e) => e.nutrients)
		const expected = carbsShown(true, carbTotalsOf(day), "today's carbs")

		await page.goto('/')
		await expect(page.getByTestId('macro-carbs')).toBeVisible()
		await expect(page.getByTestId('macro-net-carbs')).toHaveCount(0)

		await page.goto('/profile?edit=settings')
		const toggle = page.getByRole('switch', { name: 'Show net carbs (carbs − fiber)' })
		await expect(toggle).not.toBeChecked()
		await toggle.check()
		await page.getByRole('button', { name: 'Save Changes' }).click()
		await expect(page).toHaveURL(/\/profile$/)

		await page.goto('/')
		const card = page.getByTestId('macro-net-carbs')
		await expect(card).toBeVisible()
		await expect(page.getByTestId('macro-carbs')).toHaveCount(0)
		await expect(card).toContainText('Net carbs')
		await expect(card.getByTestId('macro-net-carbs-goal')).toHaveText(`/ ${seeded.user.dailyCarbGoal} g net-carb goal`)
		await expect(card.getByTestId('macro-net-carbs-grams')).toHaveText(expected.grams == null ? '—' : String(Math.round(expected.grams)))
		// The manual entry has no fiber data: the figure covers only part of the day's carbs, and says so.
		expect(expected.note).not.toBeNull()
		await expect(card.getByTestId('macro-net-carbs-note')).toHaveText(expected.note!)
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

		await page.goto('/profile?edit=settings')
		await expect(page.getByRole('switch', { name: 'Show net carbs (carbs − fiber)' })).toBeChecked()
	})
})
