import { type Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { newAccount } from './helpers.ts'

// A loaded CI machine (a build and two browsers on 2 cores) can take past the default 30 s here.
test.describe.configure({ timeout: 90_000 })

/** The diary day the dashboard shows, from its date field. */
async function todayOf(page: Page): Promise<string> {
	return (await page.getByLabel('Diary date').inputValue()).trim()
}

/** Logs `grams` of Bananas, raw to `mealType` on the day the dashboard shows, through the search sheet. */
async function logBanana(page: Page, mealType: string, grams: string) {
	await page.getByRole('link', { name: `Add to ${mealType[0]!.toUpperCase()}${mealType.slice(1)}` }).click()
	const search = page.getByLabel('Search foods')
	await search.fill('banana')
	await search.press('Enter')
	await page.getByRole('list', { name: 'Search results' }).getByRole('link').filter({ hasText: 'Bananas, raw' }).first().click()
	await page.getByLabel('Quantity').fill(grams)
	await page.getByLabel('Unit').selectOption('gram')
	await page.getByRole('button', { name: 'Add Food' }).click()
	await expect(page.getByTestId('toast').filter({ hasText: 'Food added' }).first()).toBeVisible()
}

/** kcal of `grams` of Bananas, raw as the search sheet states it per serving (read, not typed). */
async function bananaKcalPerGram(page: Page): Promise<number> {
	const res = await page.request.get('/api/foods/search?q=bananas%20raw')
	const foods = (await res.json()) as Array<{ fdcId: number | null; per100g: { calories: number } | null }>
	return foods.find((f) => f.fdcId === 173944)!.per100g!.calories / 100
}

test.describe('the diary for any day @no-js', () => {
	test('go to yesterday, log a food there, come back to today: each day shows its own totals', async ({ page }) => {
		await newAccount(page, 'Yara')
		const perGram = await bananaKcalPerGram(page)
		const today = await todayOf(page)
		await logBanana(page, 'lunch', '236')
		await expect(page.getByTestId('calories-consumed')).toHaveText(String(Math.round(236 * perGram)))

		await page.getByTestId('prev-day').click()
		await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-\d{2}/)
		// The day from the URL: with JavaScript the URL changes before React renders the day it names.
		const yesterday = new URL(page.url()).searchParams.get('date')!
		expect(yesterday < today).toBe(true)
		await expect(page.getByLabel('Diary date')).toHaveValue(yesterday)
		await expect(page.getByText(/^Showing /)).toBeVisible()
		await expect(page.getByText('No meals logged yet')).toBeVisible()
		await logBanana(page, 'breakfast', '118')
		await expect(page).toHaveURL(new RegExp(`date=${yesterday}`))
		await expect(page.getByTestId('calories-consumed')).toHaveText(String(Math.round(118 * perGram)))
		await expect(page.getByTestId('tile-breakfast')).toHaveText(`${Math.round(118 * perGram)} kcal`)
		await expect(page.getByTestId('tile-lunch')).toHaveText('None')

		await page.getByRole('link', { name: 'Today', exact: true }).click()
		await expect(page.getByRole('heading', { name: "Today's Progress" })).toBeVisible()
		await expect(page.getByTestId('calories-consumed')).toHaveText(String(Math.round(236 * perGram)))
		await expect(page.getByTestId('tile-breakfast')).toHaveText('None')

		await page.getByTestId('prev-day').click()
		await expect(page.getByTestId('calories-consumed')).toHaveText(String(Math.round(118 * perGram)))
		await page.getByTestId('next-day').click()
		await expect(page.getByTestId('calories-consumed')).toHaveText(String(Math.round(236 * perGram)))
	})

	test('a meal edited to the year 2062 shows on its new day', async ({ page }) => {
		await newAccount(page, 'Zed')
		const today = await todayOf(page)
		await logBanana(page, 'dinner', '100')
		await page.getByRole('link', { name: 'Edit Dinner' }).click()
		const future = `2062${today.slice(4)}`
		await page.getByLabel('Date', { exact: true }).fill(future)
		await page.getByRole('button', { name: 'Save', exact: true }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Meal updated' }).first()).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`date=${future}`))
		await expect(page.getByTestId('meal-card')).toHaveCount(1)
		await expect(page.getByText(/2062/).first()).toBeVisible()

		await page.getByRole('link', { name: 'Today', exact: true }).click()
		await expect(page.getByText('No meals logged yet')).toBeVisible()
		await page.getByLabel('Diary date').fill(future)
		await page.getByRole('button', { name: 'Go' }).click()
		await expect(page.getByTestId('meal-card')).toHaveCount(1)
		await expect(page.getByTestId('meal-card')).toContainText('Dinner')
	})

	test('editing Lunch into Breakfast gives one Breakfast', async ({ page }) => {
		await newAccount(page, 'Bea')
		const perGram = await bananaKcalPerGram(page)
		await logBanana(page, 'breakfast', '118')
		await logBanana(page, 'lunch', '150')
		await expect(page.getByTestId('meal-card')).toHaveCount(2)
		await page.getByRole('link', { name: 'Edit Lunch' }).click()
		await page.getByLabel('Meal', { exact: true }).selectOption('breakfast')
		await page.getByRole('button', { name: 'Save', exact: true }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Merged into Breakfast' }).first()).toBeVisible()
		await expect(page.getByTestId('meal-card')).toHaveCount(1)
		await expect(page.getByTestId('meal-card')).toContainText('2 items')
		await expect(page.getByTestId('tile-lunch')).toHaveText('None')
		await expect(page.getByTestId('tile-breakfast')).toHaveText(`${Math.round(118 * perGram + 150 * perGram)} kcal`)

		await page.getByRole('link', { name: 'Delete Breakfast' }).click()
		await expect(page.getByRole('dialog', { name: 'Delete Breakfast?' })).toContainText(/This removes Breakfast of \w+day, \w+ \d+/)
	})
})
