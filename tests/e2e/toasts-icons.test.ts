/**
 * Toasts and icons on every screen.
 * - Toasts sit where they cover neither the header nor its controls (the gear stays clickable
 *   while one shows), and their × works with JavaScript off.
 * - Icons come from one SVG sprite (no emoji, which render as empty boxes without an emoji font);
 *   the sprite is served with a one-year immutable cache, every icon it is asked for exists in it,
 *   and icons are decorative (aria-hidden) inside named links and buttons, or named images.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

// A loaded CI machine (a build and two browsers on 2 cores) can take past the default 30 s here.
test.describe.configure({ timeout: 90_000 })

/** Characters drawn from an emoji font: pictographs, and anything forced to emoji style (U+FE0F). */
const EMOJI = /\p{Extended_Pictographic}|\uFE0F/gu

/** Logs 118 g of Bananas, raw to breakfast through the dashboard's search sheet (a toast follows). */
async function logBanana(page: Page) {
	await page.goto('/?meal=breakfast&sheet=search')
	const search = page.getByLabel('Search foods')
	await search.fill('banana')
	await search.press('Enter')
	await page.getByRole('list', { name: 'Search results' }).getByRole('link').filter({ hasText: 'Bananas, raw' }).first().click()
	await page.getByLabel('Quantity').fill('118')
	await page.getByLabel('Unit').selectOption('gram')
	await page.getByRole('button', { name: 'Add Food' }).click()
	await expect(page.getByTestId('toast').filter({ hasText: 'Food added' }).first()).toBeVisible()
}

test.describe('toasts', () => {
	test('a toast covers neither the greeting nor the gear, which stays clickable while it shows', async ({ page, seeded }) => {
		expect(seeded.user.firstName).toBeTruthy()
		await logBanana(page)
		const toast = page.getByTestId('toast')
		await expect(toast).toBeVisible()
		const toastBox = (await toast.boundingBox())!
		const headerBox = (await page.locator('main > header').first().boundingBox())!
		// No vertical overlap between the toast and the header.
		expect(toastBox.y >= headerBox.y + headerBox.height || toastBox.y + toastBox.height <= headerBox.y).toBe(true)
		// Playwright clicks only when the gear itself receives the pointer event at its centre.
		await page.getByRole('link', { name: 'Profile settings' }).click({ timeout: 3000 })
		await expect(page).toHaveURL(/\/profile$/)
	})

	test('the × dismisses the toast @no-js', async ({ page, seeded }) => {
		expect(seeded.entries.length).toBeGreaterThan(0)
		await page.goto('/profile')
		await page.getByRole('button', { name: 'Settings', exact: true }).click()
		const toast = page.getByTestId('toast')
		await expect(toast).toContainText('Settings are coming soon.')
		await page.getByRole('checkbox', { name: 'Dismiss notification' }).click()
		await expect(toast).toBeHidden()
		// Still on the same page: the dismiss did not need a round trip.
		await expect(page).toHaveURL(/\/profile$/)
	})
})

test.describe('icons', () => {
	// Walks twelve screens with and without a session: well past the default 30 s when a full run loads the machine.
	test.describe.configure({ timeout: 90_000 })
	// JavaScript on only: the signed-out pages are read without JavaScript here anyway, and the
	// signed-in ones are the screens layout.test.ts checks hydrate cleanly, so with JavaScript they
	// show the server's HTML, which a run without JavaScript would read a second time.
	test('no page shows emoji; icons come from the cached sprite and are named by their controls', async ({ page, seeded, browser }) => {
		expect(seeded.user.id).toBeTruthy()
		const signedIn = ['/', '/?sheet=search', '/search?q=banana', '/analytics', '/goals', '/profile', '/meal-planning', '/multimodal-input', '/ingredient-substitution']
		const anonymous = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })
		const anonPage = await anonymous.newPage()
		const spriteUrls = new Set<string>()
		const iconIds = new Set<string>()
		for (const [p, url] of [...signedIn.map((u) => [page, u] as const), ...['/', '/login', '/register'].map((u) => [anonPage, u] as const)]) {
			const base = test.info().project.use.baseURL!
			await p.goto(new URL(url, base).href)
			const text = await p.locator('body').innerText()
			expect(text.match(EMOJI), `emoji on ${url}`).toBeNull()
			const icons = await p.locator('svg:has(use)').evaluateAll((svgs) =>
				svgs.map((svg) => ({
					href: svg.querySelector('use')!.getAttribute('href') ?? '',
					hidden: svg.getAttribute('aria-hidden') === 'true',
					label: svg.getAttribute('aria-label'),
					// The nearest link or button and its accessible text (aria-label or text content).
					controlName: (() => {
						const c = svg.closest('a, button, label, h1, h2, h3, [role="checkbox"], span:has(> input)')
						if (!c) return null
						return (c.getAttribute('aria-label') ?? c.querySelector('input[aria-label]')?.getAttribute('aria-label') ?? c.textContent ?? '').trim()
					})(),
				})),
			)
			expect(icons.length, `icons on ${url}`).toBeGreaterThan(0)
			for (const icon of icons) {
				const [file, id] = icon.href.split('#')
				spriteUrls.add(file!)
				iconIds.add(id!)
				// Decorative inside a named control, or an image with its own name.
				if (icon.hidden) expect(icon.controlName ?? 'decorative', `${icon.href} on ${url}`).not.toBe('')
				else expect(icon.label, `${icon.href} on ${url}`).toBeTruthy()
			}
		}
		await anonymous.close()

		// One sprite, a hashed file with a long, immutable cache, holding every icon asked for.
		expect([...spriteUrls]).toHaveLength(1)
		const [spriteUrl] = [...spriteUrls]
		expect(spriteUrl).toMatch(/^\/assets\/sprite-[\w-]+\.svg$/)
		const res = await page.request.get(spriteUrl!)
		expect(res.status()).toBe(200)
		expect(res.headers()['content-type']).toContain('image/svg+xml')
		const cache = res.headers()['cache-control'] ?? ''
		expect(cache).toContain('immutable')
		expect(Number(/max-age=(\d+)/.exec(cache)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600)
		const svg = await res.text()
		for (const id of iconIds) expect(svg, `symbol #${id}`).toContain(`<symbol id="${id}"`)
	})
})
