/**
 * The goals, analytics and nutrient-targets screens after the polish pass, at phone width, with
 * JavaScript on and off: the calorie goal can keep the macro split in proportion; a refused value
 * is said once; a week without a day on track is not praised; in German the screens are German
 * and nothing overflows 390 px.
 */
import { eq } from 'drizzle-orm'
import { users } from '#db/schema.ts'
import { e2eDb, expect, test } from './fixtures.ts'

test.describe.configure({ timeout: 90_000 })

// Saving a goal is a form, so it also runs without JavaScript; the other two read what the server
// renders (the same HTML the JavaScript run hydrates), and the six-language walk reads every screen
// in German without JavaScript too.
test.describe('goals and analytics polish', () => {
	test('a new calorie goal keeps the macro split when asked; a refused value is said once, at its field @no-js', async ({ page, signedIn }) => {
		await page.setViewportSize({ width: 390, height: 844 })
		const { user } = signedIn
		await page.goto('/goals?edit=dailyCalorieGoal')
		const save = () => page.getByTestId('goal-dailyCalorieGoal').getByRole('button', { name: 'Save', exact: true }).click()
		// Refused: one message, by the field; no 'Please try again.' repeating it.
		await page.getByLabel('Daily Calories (calories)').fill('100')
		await save()
		await expect(page.getByText('Daily calories must be between 800 and 5000')).toHaveCount(1)
		await expect(page.getByText('Please try again.')).toHaveCount(0)

		await page.getByLabel('Daily Calories (calories)').fill('2500')
		await page.getByLabel('Keep my macro split').check()
		await save()
		await expect(page).toHaveURL(/\/goals$/)
		// Each macro keeps its share of the energy (4/4/9 kcal per g), in whole grams.
		const energy = user.dailyProteinGoal * 4 + user.dailyCarbGoal * 4 + user.dailyFatGoal * 9
		const scaled = (g: number) => Math.round((g * 2500) / energy).toLocaleString('en-US')
		await expect(page.getByTestId('goal-dailyCalorieGoal-value')).toContainText('2,500')
		await expect(page.getByTestId('goal-dailyProteinGoal-value')).toContainText(scaled(user.dailyProteinGoal))
		await expect(page.getByTestId('goal-dailyCarbGoal-value')).toContainText(scaled(user.dailyCarbGoal))
		await expect(page.getByTestId('goal-dailyFatGoal-value')).toContainText(scaled(user.dailyFatGoal))
	})

	test('a week with no day on track gets a neutral line, not praise', async ({ page, signedIn }) => {
		void signedIn
		await page.goto('/analytics')
		await expect(page.getByTestId('insight-none')).toContainText('No day on track yet this week')
		await expect(page.getByText('Great Progress!')).toHaveCount(0)
		await expect(page.getByText(/0 days on track/)).toHaveCount(0)
	})

	test('in German: goals, analytics and nutrient targets read German and fit 390 px', async ({ page, seeded }) => {
		await page.setViewportSize({ width: 390, height: 844 })
		const db = await e2eDb()
		await db.update(users).set({ language: 'de', gender: 'female', dateOfBirth: '1990-06-15' }).where(eq(users.id, seeded.user.id))
		const checks: [string, RegExp][] = [
			['/goals?edit=dailyCalorieGoal', /Makro-Verteilung beibehalten/],
			['/analytics', /Nährstoffe/],
			['/profile/nutrient-targets', /Referenzwerte für die Nährstoffzufuhr der USA und Kanadas für Frauen, 31-50 Jahre/],
		]
		for (const [url, german] of checks) {
			await page.goto(url)
			await expect(page.locator('html')).toHaveAttribute('lang', 'de')
			await expect(page.locator('main')).toContainText(german)
			expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(390)
		}
		// The week table's words.
		await page.goto('/analytics')
		await expect(page.getByTestId('nutrient-week')).toContainText('Schnitt aus')
		await expect(page.getByTestId('nutrient-week')).not.toContainText('no target')
	})
})
