/**
 * Food lists at phone width, with JavaScript on and off: search results, the dashboard's search
 * sheet and an opened meal's entries show a food's short display name (USDA's program note
 * dropped) with its food-group icon and the whole stored name as the row's title, while the food
 * detail shows the stored name in full; an empty weight log and an empty day show their drawn
 * empty states with one action.
 */
import { expect, test } from './fixtures.ts'

test.describe.configure({ timeout: 90_000 })

/** An SR Legacy food of the bundled sample whose stored name carries USDA's program note. */
const STORED = "Potato wedges, frozen (Includes foods for USDA's Food Distribution Program)"
const SHORT = 'Potato wedges, frozen'

// Without JavaScript (the no-js project) only the flow that adds a food: the other two read what the
// server renders, the same HTML the JavaScript run reads once React has hydrated it (a mismatch
// there fails the six-language and layout walks, which load every screen with JavaScript).
test.describe('food names and empty states', () => {
	test('search results show the short name with its group icon and the stored name as title', async ({ page, signedIn }) => {
		void signedIn
		await page.setViewportSize({ width: 390, height: 844 })

		await page.goto('/search?q=wedges')
		const row = page.getByTestId('search-result').filter({ hasText: SHORT }).first()
		const name = row.getByTestId('food-name')
		await expect(name).toHaveText(SHORT)
		await expect(name).toHaveAttribute('title', STORED)
		await expect(row).not.toContainText('Food Distribution Program')
		const icon = row.locator('svg[aria-hidden="true"]:has(use[href$="#food-vegetables"])')
		await expect(icon).toHaveCount(1)
	})

	test("the dashboard's search sheet and an opened meal show the short name; the food detail the stored one @no-js", async ({ page, signedIn }) => {
		void signedIn
		await page.setViewportSize({ width: 390, height: 844 })
		await page.goto('/?meal=breakfast&sheet=search&q=wedges')
		const result = page.getByRole('list', { name: 'Search results' }).getByRole('link').filter({ hasText: SHORT }).first()
		await expect(result.getByTestId('food-name')).toHaveText(SHORT)
		await result.click()
		await expect(page.getByRole('heading', { name: STORED })).toBeVisible()
		await page.getByRole('button', { name: 'Add Food' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Food added' }).first()).toBeVisible()

		await page.getByTestId('meal-card').first().getByRole('link').first().click()
		const entry = page.getByTestId('meal-entry').first()
		await expect(entry.getByTestId('food-name')).toHaveText(SHORT)
		await expect(entry.getByTestId('food-name')).toHaveAttribute('title', STORED)
		await expect(entry.locator('use[href$="#food-vegetables"]')).toHaveCount(1)
	})

	test('an empty weight log and an empty day show their illustration, a heading and one action', async ({ page, signedIn }) => {
		void signedIn
		await page.setViewportSize({ width: 390, height: 844 })

		await page.goto('/')
		await expect(page.getByText('No meals logged yet')).toBeVisible()
		await expect(page.locator('svg[aria-hidden="true"] use[href$="#empty-meals"]')).toHaveCount(1)

		await page.goto('/weight')
		const empty = page.getByTestId('empty-state')
		await expect(empty.getByRole('heading', { name: 'No weigh-ins yet.' })).toBeVisible()
		await expect(empty.locator('use[href$="#empty-weight"]')).toHaveCount(1)
		await empty.getByRole('link', { name: 'Log a weigh-in' }).click()
		await expect(page).toHaveURL(/\/weight#weigh-in-title$/)
		await expect(page.getByRole('heading', { name: 'Log a weigh-in' }).or(page.locator('#weigh-in-title'))).toBeInViewport()
	})
})
