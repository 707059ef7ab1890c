/**
 * The page's language, with JavaScript on and off at phone width: saving Español in the profile's
 * Settings makes the very next page Spanish (the root reloads when the language changes); a
 * visitor whose browser asks for German (Accept-Language: de) gets the German landing page; the
 * landing page's language picker remembers the choice in a cookie, so the next page speaks it.
 */
import { expect, test } from './fixtures.ts'

test.describe.configure({ timeout: 90_000 })

test.describe('language switch @no-js', () => {
	test.beforeEach(async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 844 })
	})

	test('saving Español in the profile Settings makes the next page Spanish', async ({ page, signedIn }) => {
		expect(signedIn.user.language).toBe('en')
		await page.goto('/profile?edit=settings')
		await expect(page.locator('html')).toHaveAttribute('lang', 'en')
		await page.getByLabel('Language').selectOption('es')
		await page.getByRole('button', { name: 'Save Changes' }).click()
		// The page after the save is already Spanish, its toast included.
		await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible()
		await expect(page.locator('html')).toHaveAttribute('lang', 'es')
		await expect(page.getByText('Perfil actualizado')).toBeVisible()
		// And so is every page after it.
		await page.goto('/goals')
		await expect(page.locator('html')).toHaveAttribute('lang', 'es')
		await expect(page.getByRole('link', { name: 'Inicio' })).toBeVisible()
	})

	test("the landing page's language picker remembers the choice for the next page", async ({ page }) => {
		await page.goto('/')
		await expect(page.getByRole('heading', { name: 'Know what you eat, in seconds.' })).toBeVisible()
		await page.getByLabel('Language').selectOption('fr')
		// With JavaScript the choice applies as soon as it is picked; without, the Change button posts it.
		const change = page.getByRole('button', { name: 'Change' })
		if (await change.isVisible()) await change.click()
		await expect(page.getByRole('heading', { name: 'Sachez ce que vous mangez, en quelques secondes.' })).toBeVisible()
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
		expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('fr')
		await page.goto('/login')
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
	})
})

test.describe('a German browser @no-js', () => {
	test.use({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' } })

	test('a visitor with Accept-Language: de sees the German landing page', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 844 })
		await page.goto('/')
		await expect(page.locator('html')).toHaveAttribute('lang', 'de')
		await expect(page.getByRole('heading', { name: 'Wissen, was du isst – in Sekunden.' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible()
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
	})
})
