import { expect, test } from './fixtures.ts'

/**
 * One 404 page everywhere (app/components/error-boundary.tsx): an unknown path and a missing
 * recipe answer status 404 with the same page, with and without JavaScript.
 */
test.describe('the 404 page @no-js', () => {
	test.describe.configure({ timeout: 90_000 })
	test('a signed-in user opening an unknown path or a missing recipe gets status 404 and the same 404 page, whose way back leads to the dashboard', async ({ page, signedIn }) => {
		void signedIn // the fixture signs this page in (a new user; no diary needed)
		const pages: string[] = []
		for (const path of ['/definitely-not-here', '/recipes/no-such-recipe']) {
			const res = await page.goto(path)
			expect(res?.status(), path).toBe(404)
			const main = page.getByRole('main')
			await expect(main.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
			await expect(main.getByText("The page you're looking for doesn't exist.")).toBeVisible()
			await expect(main.getByRole('link', { name: 'Back to today' })).toHaveAttribute('href', '/')
			await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
			pages.push(await main.innerHTML())
		}
		// The unknown path and the missing recipe show the same page.
		expect(pages[1]).toBe(pages[0])
		// The way back from the 404 page (the missing recipe's, open now) leads to the dashboard.
		await page.getByRole('link', { name: 'Back to today' }).click()
		await expect(page).toHaveURL(/\/$/)
		await expect(page.getByTestId('calories-consumed')).toBeVisible()
	})
})
