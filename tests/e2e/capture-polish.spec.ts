/**
 * Smart Food Logging as a person sees it on a 390 px phone, JavaScript on and off: one page
 * heading, a labelled photo button instead of the browser's raw file control, 'Log to Today's
 * Meals' on one line in all six languages, a scanned product's unit picker inside its card, and
 * no configuration words; in German (the longest words) nothing on the screen or the dashboard's
 * capture panel scrolls sideways or cuts a control's text.
 */
import type { Locator, Page } from '@playwright/test'
import { eq } from 'drizzle-orm'
import { users } from '#db/schema.ts'
import { e2eDb, expect, test } from './fixtures.ts'

test.describe.configure({ timeout: 90_000 })
test.use({ viewport: { width: 390, height: 844 } })

/** A product in the sample database with a long household serving ('3/4 cup (age 1-3 years) (20 g)' style). */
const CHEERIOS = '016000275287'
const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const

async function setLanguage(userId: string, language: (typeof LANGUAGES)[number]) {
	const db = await e2eDb()
	// updatedAt too: the server's session cache keys a user on it.
	await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId))
}

/** How many lines `locator`'s text takes (one client rect per line of a single text run). */
const textLines = (locator: Locator) =>
	locator.evaluate((el) => {
		const range = document.createRange()
		range.selectNodeContents(el)
		const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
		return tops.size
	})

/** Nothing scrolls sideways, and no button, link, field or select cuts its own text. */
async function expectNoOverflow(page: Page) {
	const report = await page.evaluate(() => {
		const cut = [...document.querySelectorAll<HTMLElement>('main button, main a, main input, main select, main label, main summary')]
			.filter((el) => el.offsetParent !== null && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
			.map((el) => `${el.tagName} ${el.textContent?.trim().slice(0, 40) ?? ''} ${el.scrollWidth}>${el.clientWidth}`)
		return { width: document.documentElement.scrollWidth, cut }
	})
	expect(report.width).toBeLessThanOrEqual(390)
	expect(report.cut).toEqual([])
}

test.describe('Smart Food Logging at 390 px @no-js', () => {
	test("one page heading, a labelled photo button, no configuration words; 'Log to Today's Meals' fits one line in every language", async ({ page, signedIn, javaScriptEnabled }) => {
		await page.goto('/multimodal-input?meal=dinner&text=a+banana')
		await expect(page.getByRole('heading', { name: 'Smart Food Logging' })).toHaveCount(1)
		await expect(page.getByRole('heading', { name: 'Logging to Dinner' })).toBeVisible()
		await expect(page.locator('main')).not.toContainText(/README|AI_BASE_URL|AI_MODEL/)
		await expect(page.getByTestId('capture-panel')).toContainText('nutrition labels are read right here')

		// The photo control: the browser's own 'Choose File' is hidden; a labelled button opens the picker.
		const file = page.getByLabel('Food photo or nutrition label')
		await expect(file).toHaveClass(/sr-only/)
		await expect(page.getByTestId('chosen-file')).toHaveText('Choose a photo')
		if (javaScriptEnabled) {
			await file.setInputFiles({ name: 'breakfast-plate.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff]) })
			await expect(page.getByTestId('chosen-file')).toHaveText('breakfast-plate.jpg')
		}

		// Select a result so the button is live, then read it in each language.
		await page.getByTestId('capture-result').first().getByRole('link', { name: 'Select' }).click()
		await expect(page.getByRole('list', { name: 'Selected foods' }).getByRole('listitem')).toHaveCount(1)
		const url = page.url()
		for (const language of LANGUAGES) {
			await setLanguage(signedIn.user.id, language)
			await page.goto(url)
			await expect(page.locator('html')).toHaveAttribute('lang', language)
			const log = page.getByTestId('log-selected')
			await expect(log).toBeEnabled()
			expect(await textLines(log), `${language}: '${await log.textContent()}' wraps`).toBe(1)
		}
		await setLanguage(signedIn.user.id, 'en')
	})

	test("a scanned product's unit picker stays inside its card, with the serving written beside it", async ({ page, signedIn: _signedIn }) => {
		await page.goto(`/multimodal-input?meal=snack&barcode=${CHEERIOS}`)
		const card = page.getByTestId('capture-result')
		await expect(card).toHaveCount(1)
		const unit = card.getByLabel('Unit')
		await expect(unit).toHaveValue('serving')
		await expect(card).toContainText(/1 serving = .+\(\d+ g\)/)
		const [cardBox, unitBox] = [await card.boundingBox(), await unit.boundingBox()]
		expect(unitBox!.x + unitBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width)
		await expectNoOverflow(page)
	})
})

test.describe('German at 390 px', () => {
	test('Smart Food Logging with results and the dashboard capture panel: no sideways scroll, no cut-off control', async ({ page, signedIn }) => {
		await setLanguage(signedIn.user.id, 'de')
		await page.goto(`/multimodal-input?meal=snack&barcode=${CHEERIOS}`)
		await expect(page.locator('html')).toHaveAttribute('lang', 'de')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smart Erfassen')
		await expectNoOverflow(page)
		await page.screenshot({ path: test.info().outputPath('multimodal-input-de.png'), fullPage: true })

		await page.goto('/multimodal-input?meal=snack&text=eine+Banane+und+Reis')
		await expectNoOverflow(page)

		await page.goto('/?meal=snack')
		const panel = page.getByTestId('capture-panel')
		await expect(panel).toHaveAttribute('data-hydrated', 'true')
		await panel.getByText('Barcode, Text oder Foto eingeben').click()
		await expectNoOverflow(page)
		await panel.screenshot({ path: test.info().outputPath('capture-panel-de.png') })
	})
})
