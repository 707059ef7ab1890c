import { expect, test } from './fixtures.ts'

/**
 * One 404 page everywhere (app/components/error-boundary.tsx): an unknown path and a missing
 * recipe answer status 404 with the same page, with and without JavaScript.
 */
test.describe('the 404 page @no-js', () => {
	// The seeded fixture writes two weeks of diary into the server's database; early in a full run it
	// can wait on the server's writes (setup counts against the test's time), as the other diary specs allow for.
	test.describe.configure({ timeout: 90_000 })
	for (const [what, path] of [
		['an unknown path', '/definitely-not-here'],
		['a missing recipe', '/recipes/no-such-recipe'],
	] as const) {
		test(`a signed-in user opening ${what} gets status 404 and the 404 page`, async ({ page, seeded }) => {
			void seeded // the fixture signs this page in
			const res = await page.goto(path)
			expect(res?.status()).toBe(404)
			const main = page.getByRole('main')
			await expect(main.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
			await expect(main.getByText("The page you're looking for doesn't exist.")).toBeVisible()
			await expect(main.getByRole('link', { name: 'Back to today' })).toHaveAttribute('href', '/')
			await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
		})
	}

	test('the unknown path and the missing recipe show the same page', async ({ page, seeded }) => {
		void seeded // the fixture signs this page in
		await page.goto('/definitely-not-here')
		const unknown = await page.getByRole('main').innerHTML()
		await page.goto('/recipes/no-such-recipe')
		expect(await page.getByRole('main').innerHTML()).toBe(unknown)
	})

	test('the way back from the 404 page leads to the dashboard', async ({ page, seeded }) => {
		void seeded // the fixture signs this page in
		await page.goto('/recipes/no-such-recipe')
		await page.getByRole('link', { name: 'Back to today' }).click()
		await expect(page).toHaveURL(/\/$/)
		await expect(page.getByTestId('calories-consumed')).toBeVisible()
	})
})
