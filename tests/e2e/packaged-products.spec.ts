/**
 * Packaged products end to end, JavaScript on and off (@no-js), against the built server and the
 * sample database: a scanned product (typed into the barcode field, the path without a camera) is
 * offered by its label serving with an amount field and logs the amount chosen; a photographed
 * label with blank fiber and sugars logs, and a refused save keeps every value. Expected numbers
 * come from the database rows and the label test set, never from the page under test.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type Page } from '@playwright/test'
import type { LabelFixture } from '#tests/fixtures/labels/products.ts'
import { e2eDb, expect, test } from './fixtures.ts'
import { newAccount } from './helpers.ts'

/** Cheerios (USDA Branded Foods: label serving '3/4 cup (20g) (age 1-3 years)'), scanned as UPC-A. */
const CHEERIOS = '016000275287'

/** The product's row: name, kcal per 100 g and grams in its label serving. */
async function product(code: string) {
	const db = await e2eDb()
	const rows = await db.$client.execute({ sql: `SELECT name, brand, kcal, serving_grams, household_serving FROM foods WHERE gtin14 = ?`, args: [code.padStart(14, '0')] })
	const row = rows.rows[0]!
	return { name: String(row.name), brand: String(row.brand), kcal: Number(row.kcal), grams: Number(row.serving_grams), household: String(row.household_serving) }
}

const LABELS = path.resolve('tests/fixtures/labels')
const clean = (JSON.parse(readFileSync(path.join(LABELS, 'labels.json'), 'utf8')) as { fixtures: LabelFixture[] }).fixtures.find((f) => f.variant === 'clean' && f.format === '2020')!

const consumed = (page: Page) => page.getByTestId('calories-consumed')
const kcalText = (kcal: number) => Math.round(kcal).toLocaleString('en-US')

/** Looks a barcode up with the panel's typed-number form on the capture screen (where it is open). */
async function lookUp(page: Page, code: string) {
	await page.goto('/multimodal-input?meal=snack')
	const panel = page.getByTestId('capture-panel')
	await panel.getByLabel('Barcode number').fill(code)
	await panel.getByRole('button', { name: 'Look up' }).click()
	await expect(page.getByTestId('toast').filter({ hasText: 'Product Found!' }).first()).toBeVisible()
}

// Tagged @no-js: the phone project runs these with JavaScript, the no-js project without.
test.describe('packaged products @no-js', () => {
	// Sign-up, a label read by OCR and three saves: more than the default 30 s on a busy machine.
	test.beforeEach(() => test.setTimeout(90_000))
	test('a scanned product shows its household serving and an amount field, and logs the amount typed', async ({ page }) => {
		const cheerios = await product(CHEERIOS)
		await newAccount(page, 'Scanner')
		await lookUp(page, CHEERIOS)
		const card = page.getByTestId('capture-result')
		await expect(card).toHaveCount(1)
		await expect(card).toContainText(cheerios.name)
		await expect(card).toContainText(cheerios.brand)
		// The label's household serving with its weight, e.g. '3/4 cup (age 1-3 years) (20 g)'.
		await expect(card).toContainText(`${cheerios.household} (${cheerios.grams} g)`)
		const amount = card.getByLabel('Amount')
		await expect(amount).toHaveValue('1')
		await expect(card.getByLabel('Unit')).toHaveValue('serving')
		await amount.fill('2')
		await card.getByRole('button', { name: 'Add to Snack' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: `Added ${cheerios.name} to your meal` }).first()).toBeVisible()

		await page.goto('/?meal=snack')
		await expect(consumed(page)).toHaveText(kcalText((2 * cheerios.kcal * cheerios.grams) / 100))
	})

	test('a photographed label with blank fiber and sugars logs; a refused save keeps every value', async ({ page }) => {
		const e = clean.expected
		await newAccount(page, 'Labeller')
		await page.goto('/multimodal-input?meal=breakfast')
		const panel = page.getByTestId('capture-panel')
		await panel.getByLabel('Food photo or nutrition label').setInputFiles(path.join(LABELS, clean.file))
		await panel.getByRole('button', { name: 'Analyze' }).click()
		const card = page.getByTestId('capture-result')
		await expect(card.getByLabel('Calories (kcal)')).toHaveValue(String(e.kcal))
		await card.getByLabel('Food name').fill('Pretzels from the label')
		await card.getByLabel('Fiber (g)').fill('')
		await card.getByLabel('Sugars (g)').fill('')

		// Refused: calories beyond the bounds. Every value comes back as typed.
		await card.getByLabel('Calories (kcal)').fill('99999')
		await card.getByRole('button', { name: 'Add to Breakfast' }).click()
		await expect(card.getByText(/Calories must be at most/)).toBeVisible()
		await expect(card.getByLabel('Food name')).toHaveValue('Pretzels from the label')
		await expect(card.getByLabel('Calories (kcal)')).toHaveValue('99999')
		await expect(card.getByLabel('Protein (g)')).toHaveValue(String(e.proteinG))
		await expect(card.getByLabel('Total fat (g)')).toHaveValue(String(e.fatG))
		await expect(card.getByLabel('Serving (g)')).toHaveValue(String(e.servingGrams))
		await expect(card.getByLabel('Fiber (g)')).toHaveValue('')

		// Fixed: saved with fiber and sugars unknown, and logged.
		await card.getByLabel('Calories (kcal)').fill(String(e.kcal))
		await card.getByRole('button', { name: 'Add to Breakfast' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Added Pretzels from the label to your meal' }).first()).toBeVisible()
		await page.goto('/?meal=breakfast')
		await expect(consumed(page)).toHaveText(kcalText(e.kcal))
	})
})

// Analyze posts the whole page, so on a slow phone the label card is on screen, and typed into,
// before the page's JavaScript has run. What was typed must survive hydration (it was once reset
// to the label's default when the card's on-demand boundary received an update before its module
// arrived). The page's scripts are held back so the typing surely lands first.
test('a name typed on the label card before the page has hydrated is kept', async ({ page }) => {
	test.setTimeout(90_000)
	await newAccount(page, 'Quick typist')
	await page.goto('/multimodal-input?meal=breakfast')
	await page.route('**/assets/**/*.js', async (route) => {
		await new Promise((resolve) => setTimeout(resolve, 2_000))
		await route.continue()
	})
	const panel = page.getByTestId('capture-panel')
	await panel.getByLabel('Food photo or nutrition label').setInputFiles(path.join(LABELS, clean.file))
	await panel.getByRole('button', { name: 'Analyze' }).click()
	const card = page.getByTestId('capture-result')
	await expect(card.getByLabel('Calories (kcal)')).toHaveValue(String(clean.expected.kcal))
	expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? 'not yet')).toBe('not yet')
	await card.getByLabel('Food name').fill('Pretzels typed early')
	// The card's own module is asked for once the page hydrates; the card hydrates when it arrives.
	const cardModule = page.waitForResponse(/\/assets\/capture-results-[^/]*\.js$/, { timeout: 30_000 })
	await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 })
	await cardModule
	await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
	await page.unroute('**/assets/**/*.js')
	await expect(card.getByLabel('Food name')).toHaveValue('Pretzels typed early')
	await card.getByRole('button', { name: 'Add to Breakfast' }).click()
	await expect(page.getByTestId('toast').filter({ hasText: 'Added Pretzels typed early to your meal' }).first()).toBeVisible()
})
