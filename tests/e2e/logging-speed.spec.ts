/**
 * Logging what you ate again, fast, from the dashboard, counting taps: re-log a food eaten
 * yesterday (≤ 3 taps), copy yesterday's breakfast to today (≤ 3 taps), copy yesterday (1 tap),
 * quick add calories, save a meal as a My Meal and log it. Every path is a plain form, so each test
 * runs with JavaScript on and off (@no-js). At 390 px wide, a phone's width.
 */
import { type Locator, type Page } from '@playwright/test'
import { expect, test, type SeededUser } from './fixtures.ts'

test.use({ viewport: { width: 390, height: 844 } })
// The seeded two-week diary (fixtures.ts) takes a while to write on a busy machine.
test.describe.configure({ timeout: 120_000 })

/** Clicks, counting each one as a tap. */
function tapCounter() {
	let taps = 0
	return {
		tap: async (locator: Locator) => {
			taps++
			await locator.click()
		},
		get taps() {
			return taps
		},
	}
}

const whole = (n: number) => Math.round(n).toLocaleString('en-US')
async function consumed(page: Page): Promise<number> {
	return Number((await page.getByTestId('calories-consumed').innerText()).replace(/[^\d.]/g, ''))
}
const dayKcal = (seeded: SeededUser, date: string, mealType?: string) =>
	seeded.entries.filter((e) => e.date === date && (!mealType || e.mealType === mealType)).reduce((s, e) => s + (e.nutrients.kcal ?? 0), 0)
const yesterdayOf = (seeded: SeededUser) => new Date(Date.parse(`${seeded.today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
const toast = (page: Page, text: string) => expect(page.getByTestId('toast').filter({ hasText: text }).first()).toBeVisible()

test.describe('logging again, fast @no-js', () => {
	test('re-log a food eaten yesterday in at most 3 taps: the add sheet opens on recent foods with the last amount', async ({ page, seeded }) => {
		const yesterday = yesterdayOf(seeded)
		const bowl = seeded.entries.find((e) => e.date === yesterday && e.name === 'Lentil rice bowl')!
		await page.goto('/?meal=lunch')
		const before = await consumed(page)
		const t = tapCounter()
		await t.tap(page.getByRole('link', { name: 'Add to Lunch', exact: true }))
		const recent = page.getByRole('list', { name: 'Recent foods' })
		await expect(recent.getByTestId('recent-food').filter({ hasText: 'Lentil rice bowl' })).toContainText(`1 serving · ${whole(bowl.nutrients.kcal!)} kcal`)
		await t.tap(recent.getByRole('button', { name: /^Log again: Lentil rice bowl, 1 serving, to Lunch/ }))
		await toast(page, 'Food added')
		await expect(page.getByTestId('calories-consumed')).toHaveText(whole(before + bowl.nutrients.kcal!))
		expect(t.taps).toBeLessThanOrEqual(3)
	})

	test("copy yesterday's breakfast to today in at most 3 taps", async ({ page, seeded }) => {
		const yesterday = yesterdayOf(seeded)
		const breakfast = dayKcal(seeded, yesterday, 'breakfast')
		await page.goto('/')
		const before = await consumed(page)
		const todayBreakfast = dayKcal(seeded, seeded.today, 'breakfast')
		const t = tapCounter()
		await t.tap(page.getByTestId('prev-day'))
		// With JavaScript the day changes by client navigation: tapping before it lands would open today's breakfast.
		await expect(page).toHaveURL(new RegExp(`date=${yesterday}`))
		await t.tap(page.getByRole('link', { name: 'Show foods in Breakfast' }))
		await t.tap(page.getByRole('button', { name: 'Copy Breakfast to today' }))
		await toast(page, 'Meal copied')
		// Back on today, breakfast open: it and the day rose by yesterday's breakfast.
		await expect(page.getByTestId('tile-breakfast')).toHaveText(`${whole(todayBreakfast + breakfast)} kcal`)
		await expect(page.getByTestId('calories-consumed')).toHaveText(whole(before + breakfast))
		expect(t.taps).toBeLessThanOrEqual(3)
	})

	test("'Copy yesterday' logs every meal of yesterday again in one tap", async ({ page, seeded }) => {
		const yesterday = yesterdayOf(seeded)
		await page.goto('/')
		const before = await consumed(page)
		const t = tapCounter()
		await t.tap(page.getByRole('button', { name: /^Copy yesterday/ }))
		await toast(page, 'Day copied')
		await expect(page.getByTestId('calories-consumed')).toHaveText(whole(before + dayKcal(seeded, yesterday)))
		expect(t.taps).toBe(1)
	})

	test('quick add: calories and protein, no food; a blank calories field is refused with its message', async ({ page, signedIn: _signedIn }) => {
		await page.goto('/?meal=snack')
		const before = await consumed(page)
		await page.getByRole('link', { name: 'Add to Snack', exact: true }).click()
		const quick = page.getByRole('region', { name: 'Quick add calories' })
		await quick.getByRole('button', { name: /^Quick Add to Snack/ }).click()
		await expect(page.getByText('Calories must be a number')).toBeVisible()
		await page.getByLabel('Calories (kcal)').fill('250')
		await page.getByLabel('Protein (g, optional)').fill('12')
		await page.getByRole('button', { name: /^Quick Add to Snack/ }).click()
		await toast(page, 'Food added')
		await expect(page.getByTestId('calories-consumed')).toHaveText(whole(before + 250))
		await expect(page.getByTestId('tile-snack')).toHaveText('250 kcal')
	})

	test('save a meal as a My Meal, then log it from the add sheet in one tap', async ({ page, seeded }) => {
		const lunch = dayKcal(seeded, seeded.today, 'lunch')
		await page.goto('/')
		await page.getByRole('link', { name: 'Show foods in Lunch' }).click()
		await page.getByText('Copy or save as My Meal').click()
		await page.getByLabel('My Meal name').fill('Usual lunch')
		await page.getByRole('button', { name: 'Save as My Meal' }).click()
		await toast(page, 'My Meal saved')
		await page.goto('/?meal=dinner')
		const before = await consumed(page)
		await page.getByRole('link', { name: 'Add to Dinner', exact: true }).click()
		await expect(page.getByTestId('my-meal').filter({ hasText: 'Usual lunch' })).toBeVisible()
		await page.getByRole('button', { name: 'Log My Meal Usual lunch to Dinner' }).click()
		await toast(page, 'Food added')
		await expect(page.getByTestId('calories-consumed')).toHaveText(whole(before + lunch))
	})
})
