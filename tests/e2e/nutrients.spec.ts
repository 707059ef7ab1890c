/**
 * Micronutrients at phone width (390 px), with JavaScript on and off: the dashboard's Nutrients
 * view of a logged day (grouped, with the day's completeness in words), a nutrient above its
 * upper level shown red and said in words, and 'Foods high in potassium' adding a food, after
 * which the day's potassium has risen by that food's amount per serving.
 */
import { expect, test, e2eDb } from './fixtures.ts'

/** The Nutrients view, for the docs. */
const SCREENSHOT = 'docs/screenshots/nutrients-view.png'

/** 'Nuts, brazilnuts, raw' (USDA Foundation): 280.4 µg selenium per 100 g, in the sample data. */
const BRAZIL_NUTS_FDC = 2515373

test.describe.configure({ timeout: 90_000 })

// The Nutrients view is read with JavaScript only: without it the server sends the same HTML that
// run hydrates. Adding a food is a form, so it runs without JavaScript too.
test.describe('nutrients', () => {
	test('the Nutrients view of a logged day: groups, completeness, a nutrient above its upper level in red', async ({ page, seeded }, testInfo) => {
		await page.setViewportSize({ width: 390, height: 844 })
		// 200 g of Brazil nuts: 560.8 µg of selenium, above the adult upper level of 400 µg.
		const db = await e2eDb()
		const { foods } = await import('#db/schema.ts')
		const { eq } = await import('drizzle-orm')
		const { logFood } = await import('#app/domain/diary/diary.server.ts')
		const [nuts] = await db.select({ id: foods.id }).from(foods).where(eq(foods.fdcId, BRAZIL_NUTS_FDC))
		// A woman of 30: the DRI group with selenium's upper level (the FDA Daily Values have none).
		const { users } = await import('#db/schema.ts')
		await db.update(users).set({ gender: 'female', dateOfBirth: `${Number(seeded.today.slice(0, 4)) - 30}-01-01` }).where(eq(users.id, seeded.user.id))
		await logFood(db, { userId: seeded.user.id, timezone: 'UTC' }, { foodId: nuts!.id, quantity: 200, unit: 'gram', mealType: 'snack' })

		await page.goto('/')
		await page.getByTestId('nutrients-tab').click()
		await expect(page).toHaveURL(/view=nutrients/)
		const view = page.getByTestId('nutrients-view')
		await expect(view.getByRole('heading', { name: 'Nutrients' })).toBeVisible()
		for (const group of ['Vitamins', 'Minerals', 'Fats', 'Other']) await expect(view.getByRole('heading', { name: group })).toBeVisible()
		// The seeded day has a manual entry without micronutrient data, so not all of the day's kcal is covered.
		await expect(view.getByTestId('day-completeness')).toContainText(/Data for \d+ % of today's kcal/)
		const selenium = view.getByTestId('nutrient-selenium_ug')
		await expect(selenium).toHaveAttribute('data-state', 'over')
		await expect(selenium).toContainText('Above the upper level')
		await expect(selenium.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /above the upper level/)
		// Red: the bar's fill is Tailwind red-700 (oklch(0.505 0.213 27.518), 6.5:1 on white), the row's text red-800.
		await expect(selenium.locator('[role=progressbar] > div')).toHaveCSS('background-color', 'oklch(0.505 0.213 27.518)')
		await expect(view.getByTestId('nutrient-potassium_mg')).toHaveAttribute('data-state', 'under')
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
		if (testInfo.project.name === 'mobile') await view.screenshot({ path: SCREENSHOT })
	})

	test("'Foods high in potassium' adds a food and the day's potassium rises by its amount @no-js", async ({ page, seeded }) => {
		void seeded
		await page.setViewportSize({ width: 390, height: 844 })
		await page.goto('/?view=nutrients')
		const before = Number(await page.getByTestId('nutrient-potassium_mg').getAttribute('data-amount'))
		await page.getByRole('link', { name: 'Potassium: foods high in Potassium' }).click()
		await expect(page.getByRole('heading', { name: 'Foods high in Potassium', level: 1 })).toBeVisible()
		await page.getByRole('link', { name: 'Per serving' }).click()
		await expect(page.getByRole('link', { name: 'Per serving' })).toHaveAttribute('aria-current', 'page')
		const first = page.getByTestId('rich-food').first()
		const amount = Number(await first.getAttribute('data-per-serving'))
		const name = await first.getByRole('button', { name: /^Add / }).getAttribute('aria-label')
		expect(amount).toBeGreaterThan(0)
		await page.getByRole('button', { name: name!, exact: true }).first().click()
		await expect(page.getByText('Food added', { exact: true })).toBeVisible()
		await page.goto('/?view=nutrients')
		const after = Number(await page.getByTestId('nutrient-potassium_mg').getAttribute('data-amount'))
		expect(after).toBeCloseTo(before + amount, 1)
	})
})
