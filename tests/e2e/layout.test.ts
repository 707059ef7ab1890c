/**
 * One walk over every screen at 390 px, checking each screen's properties together:
 *
 * - No sideways scrolling: long unbroken words must not make any screen scroll sideways on a
 *   390 px phone. A user with a 50-character one-word first name and a 120-character one-word
 *   custom food logged today walks every screen (and the dashboard's URL-state sheets and
 *   dialogs); each one's document must be no wider than the viewport.
 * - Steady first paint (JavaScript on): every screen is painted from the server's HTML before any
 *   of its JavaScript is requested (app/utils/paint-first.server.ts), and then hydrates without a
 *   mismatch (a mismatch would make React throw the server's HTML away and render again), so no
 *   page error or console error is logged on it.
 */
import type { Locator, Page } from '@playwright/test'
import { e2eDb, expect, seededUser, test } from './fixtures.ts'

const WIDTH = 390
const FIRST_NAME = 'Maximilianalexandrovichbartholomewfitzgeraldsonjr'.padEnd(50, 'x')
// One unbroken word; the search query keeps its first 100 characters, which still match it as a prefix.
const FOOD_NAME = 'Supercalifragilisticexpialidociouspeanutbuttercrunchgranolaclusterswithdarkchocolateandseasaltcaramelswirlbarsoriginal'.padEnd(120, 'z')

test.use({ viewport: { width: WIDTH, height: 844 } })

/** The page's horizontal overflow: its scroll width and the widest elements past the right edge, for the failure message. */
async function overflow(page: Page) {
	return page.evaluate((width) => {
		const scrollWidth = document.documentElement.scrollWidth
		const culprits = [...document.querySelectorAll('body *')]
			.map((el) => ({ el, right: el.getBoundingClientRect().right }))
			.filter((x) => x.right > width + 0.5)
			.slice(0, 5)
			.map((x) => `${x.el.tagName.toLowerCase()}.${String(x.el.getAttribute('class') ?? '').slice(0, 60)} → ${Math.round(x.right)}`)
		return { scrollWidth, culprits }
	}, WIDTH)
}

/** The control is whole within the screen's width (not clipped at the right edge). */
async function expectInsideScreen(locator: Locator) {
	const box = await locator.boundingBox()
	expect(box).not.toBeNull()
	expect(box!.x).toBeGreaterThanOrEqual(0)
	expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH)
}

async function expectNoSideScroll(page: Page, url: string) {
	await page.goto(url)
	await page.waitForLoadState('load')
	const { scrollWidth, culprits } = await overflow(page)
	expect(scrollWidth, `${url} is ${scrollWidth} px wide: ${culprits.join('; ')}`).toBeLessThanOrEqual(WIDTH)
}

/**
 * The loaded page was painted before its first JavaScript file was requested, and it requested
 * some (so it hydrates). The fixture's `page.goto` has already waited for `<html data-hydrated>`.
 */
async function expectPaintedBeforeScripts(page: Page, url: string) {
	const timing = await page.evaluate(() => {
		const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
		const scripts = performance.getEntriesByType('resource').filter((r) => r.name.includes('/assets/') && r.name.endsWith('.js'))
		return { fcp, firstScript: Math.min(...scripts.map((r) => r.startTime)), scripts: scripts.length }
	})
	expect(timing.fcp, url).not.toBeNull()
	expect(timing.scripts, url).toBeGreaterThan(0)
	expect(timing.firstScript, url).toBeGreaterThanOrEqual(timing.fcp!)
}

/**
 * Collects the page errors and console errors logged while each URL of a walk is the current one
 * (set `at.url` before each navigation); a late error is charged to the URL open when it came.
 */
function collectErrors(page: Page) {
	const at = { url: '', errors: [] as { url: string; message: string }[] }
	page.on('pageerror', (error) => at.errors.push({ url: at.url, message: error.message }))
	page.on('console', (message) => {
		if (message.type() === 'error') at.errors.push({ url: at.url, message: message.text() })
	})
	return at
}

/** The screens whose first paint and hydration are checked (the JavaScript project). */
const PAINT_FIRST_SCREENS = ['/', '/?sheet=search', '/search?q=banana', '/analytics', '/goals', '/profile', '/meal-planning', '/multimodal-input', '/ingredient-substitution']
/** Chromium's console line for a document answered 404, which the unknown page is by design. */
const NOT_FOUND_RESOURCE = 'Failed to load resource: the server responded with a status of 404'

test.describe('no sideways scrolling at 390 px with long words @no-js', () => {
	test('every signed-in screen, sheet and dialog: no sideways scroll; with JavaScript, painted before its scripts and hydrated cleanly', async ({ page, context, javaScriptEnabled }) => {
		test.setTimeout(90_000)
		const at = collectErrors(page)
		const { user } = await seededUser(context, { firstName: FIRST_NAME })
		expect(FIRST_NAME).toHaveLength(50)
		expect(FOOD_NAME).toHaveLength(120)
		const db = await e2eDb()
		const { logManualEntry } = await import('#app/domain/diary/diary.server.ts')
		const { entry } = await logManualEntry(db, { userId: user.id, timezone: user.timezone }, { name: FOOD_NAME, quantity: 1, unit: 'serving', calories: 250, protein: 5, carbs: 30, fat: 12, mealType: 'snack' })

		// The data really is on the screens being measured.
		await page.goto('/')
		await expect(page.getByRole('heading', { level: 1 })).toContainText(FIRST_NAME)
		// Lists show the food's short display name (its first words, cut with an ellipsis past 48 characters).
		await expect(page.getByText(FOOD_NAME.slice(0, 40)).first()).toBeVisible()
		await expectInsideScreen(page.getByRole('link', { name: 'Profile settings' }))
		const q = encodeURIComponent(FOOD_NAME)
		await page.goto(`/search?q=${q}`)
		// Lists show the food's short display name (its first words, cut with an ellipsis past 48 characters).
		await expect(page.getByText(FOOD_NAME.slice(0, 40)).first()).toBeVisible()

		const urls = [
			'/',
			'/?sheet=search',
			'/?sheet=search&meal=snack',
			`/?sheet=search&meal=snack&q=${q}`,
			`/?sheet=search&meal=snack&q=${q}&food=${entry.foodId}`,
			'/?sheet=manual&meal=snack',
			'/?sheet=goals',
			`/?edit=${entry.mealId}`,
			`/?delete=${entry.mealId}`,
			`/search?q=${q}`,
			'/search?q=banana',
			'/analytics',
			'/goals',
			'/profile',
			'/profile?edit=profile',
			'/meal-planning',
			'/meal-planning?tab=recipes',
			'/meal-planning?tab=grocery',
			'/meal-planning?tab=goals',
			'/meal-planning?new=1',
			'/multimodal-input',
			'/ingredient-substitution',
			'/recipes/new',
			'/no-such-page',
		]
		expect(urls).toEqual(expect.arrayContaining(PAINT_FIRST_SCREENS))
		for (const url of urls) {
			at.url = url
			await expectNoSideScroll(page, url)
			if (javaScriptEnabled !== false && PAINT_FIRST_SCREENS.includes(url)) await expectPaintedBeforeScripts(page, url)
		}
		at.url = 'after the walk'
		// No page error or console error on any screen (the unknown page's own 404 line aside).
		expect(at.errors.filter((e) => !(e.url === '/no-such-page' && e.message.startsWith(NOT_FOUND_RESOURCE)))).toEqual([])
		// The search sheet's Search button stays inside the screen.
		await page.goto('/?sheet=search&meal=snack')
		await expectInsideScreen(page.getByRole('button', { name: 'Search', exact: true }))
	})

	test('signed-out screens: no sideways scroll; with JavaScript, the landing page paints before its scripts and signs in through the client router', async ({ page, javaScriptEnabled }) => {
		if (javaScriptEnabled !== false) {
			// The browser's first load of the landing page, before the walk below fills its cache.
			await page.goto('/', { waitUntil: 'load' })
			await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
			const { fcp, firstScript } = await page.evaluate(() => ({
				fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
				firstScript: Math.min(...performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js')).map((r) => r.startTime)),
			}))
			expect(firstScript).toBeGreaterThanOrEqual(fcp)
			// Hydrated for real: the link is followed by the client router (the window survives it).
			// Remix discovers routes lazily: wait until it knows /login, so the click tests the client router
			// itself, not a discovery still in flight (once in about ten runs the click became a document load).
			await page.waitForFunction(() => Object.values((window as unknown as { __remixManifest: { routes: Record<string, { path?: string }> } }).__remixManifest.routes).some((r) => r.path === 'login'))
			await page.evaluate(() => Object.assign(window, { __beforeClick: true }))
			await page.getByRole('link', { name: /Sign in|Log in/i }).first().click()
			await expect(page).toHaveURL(/\/login$/)
			expect(await page.evaluate(() => '__beforeClick' in window)).toBe(true)
		}
		for (const url of ['/', '/login', '/register', `/login?redirectTo=${encodeURIComponent(`/search?q=${FOOD_NAME}`)}`]) await expectNoSideScroll(page, url)
	})
})
