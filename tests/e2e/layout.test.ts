/**
 * Long unbroken words must not make any screen scroll sideways on a 390 px
 * phone. A user with a 50-character one-word first name and a 120-character one-word custom
 * food logged today walks every screen (and the dashboard's URL-state sheets and dialogs); each
 * one's document must be no wider than the viewport.
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

test.describe('no sideways scrolling at 390 px with long words @no-js', () => {
	test('every signed-in screen, sheet and dialog', async ({ page, context }) => {
		test.setTimeout(90_000)
		const { user } = await seededUser(context, { firstName: FIRST_NAME })
		expect(FIRST_NAME).toHaveLength(50)
		expect(FOOD_NAME).toHaveLength(120)
		const db = await e2eDb()
		const { logManualEntry } = await import('#app/domain/diary/diary.server.ts')
		const { entry } = await logManualEntry(db, { userId: user.id, timezone: user.timezone }, { name: FOOD_NAME, quantity: 1, unit: 'serving', calories: 250, protein: 5, carbs: 30, fat: 12, mealType: 'snack' })

		// The data really is on the screens being measured.
		await page.goto('/')
		await expect(page.getByRole('heading', { level: 1 })).toContainText(FIRST_NAME)
		await expect(page.getByText(FOOD_NAME).first()).toBeVisible()
		await expectInsideScreen(page.getByRole('link', { name: 'Profile settings' }))
		const q = encodeURIComponent(FOOD_NAME)
		await page.goto(`/search?q=${q}`)
		await expect(page.getByText(FOOD_NAME).first()).toBeVisible()

		const urls = [
			'/',
			'/?sheet=search&meal=snack',
			`/?sheet=search&meal=snack&q=${q}`,
			`/?sheet=search&meal=snack&q=${q}&food=${entry.foodId}`,
			'/?sheet=manual&meal=snack',
			'/?sheet=goals',
			`/?edit=${entry.mealId}`,
			`/?delete=${entry.mealId}`,
			`/search?q=${q}`,
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
		for (const url of urls) await expectNoSideScroll(page, url)
		// The search sheet's Search button stays inside the screen.
		await page.goto('/?sheet=search&meal=snack')
		await expectInsideScreen(page.getByRole('button', { name: 'Search', exact: true }))
	})

	test('signed-out screens', async ({ page }) => {
		for (const url of ['/', '/login', '/register', `/login?redirectTo=${encodeURIComponent(`/search?q=${FOOD_NAME}`)}`]) await expectNoSideScroll(page, url)
	})
})
