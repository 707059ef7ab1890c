/**
 * Bounded planning lists, with JavaScript off (no-js project) and on: an account with more own
 * recipes than a page shows the first page on the Recipes tab, its 'More recipes' link (a plain
 * link) shows the rest, and 'Back to the start' returns.
 */
import { createId } from '@paralleldrive/cuid2'
import { e2eDb, expect, test } from './fixtures.ts'
import { newAccount } from './helpers.ts'

test.describe('planning pages @no-js', () => {
	test("the Recipes tab shows one page and its 'More recipes' link reaches the rest", async ({ page }) => {
		test.setTimeout(90_000)
		const { email } = await newAccount(page, 'Paige')
		const db = await e2eDb()
		const { users, recipes } = await import('#db/schema.ts')
		const { eq } = await import('drizzle-orm')
		const { RECIPE_PAGE } = await import('#app/domain/recipes/caps.ts')
		const [user] = await db.select().from(users).where(eq(users.email, email))
		// Own recipes come first: one page and a few more of them.
		const own = RECIPE_PAGE.default + 5
		await db.insert(recipes).values(Array.from({ length: own }, (_, i) => ({ id: createId(), userId: user!.id, name: `Aaa paged recipe ${String(i).padStart(2, '0')}`, servings: 1, tags: [], mealTypes: ['lunch' as const] })))

		await page.goto('/meal-planning?tab=recipes')
		const cards = page.getByTestId('recipe-card')
		await expect(cards).toHaveCount(RECIPE_PAGE.default)
		await expect(cards.first()).toContainText('Aaa paged recipe 00')
		await page.getByRole('link', { name: 'More recipes' }).click()
		await expect(cards.first()).toContainText(`Aaa paged recipe ${RECIPE_PAGE.default}`)
		await expect(page.getByText(`Aaa paged recipe ${own - 1}`)).toBeVisible()
		await expect(page.getByText('Aaa paged recipe 00')).toHaveCount(0)
		await page.getByRole('link', { name: 'Back to the start' }).click()
		await expect(cards.first()).toContainText('Aaa paged recipe 00')
	})
})
