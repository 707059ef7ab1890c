/**
 * Steady first paint: every screen is painted from the server's HTML before any of its
 * JavaScript is requested (app/utils/paint-first.server.ts), and then hydrates without a
 * mismatch (a mismatch would make React throw the server's HTML away and render again).
 */
import { expect, test } from './fixtures.ts'

const SCREENS = ['/', '/?sheet=search', '/search?q=banana', '/analytics', '/goals', '/profile', '/meal-planning', '/multimodal-input', '/ingredient-substitution']

test('each screen paints before its JavaScript is requested, then hydrates cleanly', async ({ page, seeded }) => {
	expect(seeded.user.id).toBeTruthy()
	const errors: string[] = []
	page.on('pageerror', (error) => errors.push(error.message))
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text())
	})
	for (const path of SCREENS) {
		await page.goto(path, { waitUntil: 'load' })
		// Hydrated: React has taken over the document (app/root.tsx sets the mark).
		await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
		const timing = await page.evaluate(() => {
			const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
			const scripts = performance.getEntriesByType('resource').filter((r) => r.name.includes('/assets/') && r.name.endsWith('.js'))
			return { fcp, firstScript: Math.min(...scripts.map((r) => r.startTime)), scripts: scripts.length }
		})
		expect(timing.fcp, path).not.toBeNull()
		expect(timing.scripts, path).toBeGreaterThan(0)
		expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.fcp!)
	}
	expect(errors).toEqual([])
})

test('the landing page paints before its JavaScript too, and signs in with JavaScript on', async ({ browser }) => {
	const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
	const page = await context.newPage()
	await page.goto('/', { waitUntil: 'load' })
	await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
	const { fcp, firstScript } = await page.evaluate(() => ({
		fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
		firstScript: Math.min(...performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js')).map((r) => r.startTime)),
	}))
	expect(firstScript).toBeGreaterThanOrEqual(fcp)
	// Hydrated for real: the link is followed by the client router (the window survives it).
	await page.evaluate(() => Object.assign(window, { __beforeClick: true }))
	await page.getByRole('link', { name: /Sign in|Log in/i }).first().click()
	await expect(page).toHaveURL(/\/login$/)
	expect(await page.evaluate(() => '__beforeClick' in window)).toBe(true)
	await context.close()
})
