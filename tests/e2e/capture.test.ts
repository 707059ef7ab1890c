/**
 * Smart Food Logging end to end, against the built server and the sample database.
 * Expected numbers come from the database rows, never from the page under test.
 */
import path from 'node:path'
import { type Page } from '@playwright/test'
import { e2eDb, expect, test } from './fixtures.ts'
import { newAccount } from './helpers.ts'
import { systemChromium } from './chromium.ts'

// A loaded CI machine (a build and two browsers on 2 cores) can take past the default 30 s here.
test.describe.configure({ timeout: 90_000 })

/** The bundled Open Food Facts sample product drawn in the fake camera's video. */
const SCANNED = '3017620422003'
const FAKE_VIDEO = path.resolve(`tests/fixtures/barcodes/ean13-${SCANNED}.y4m`)

/** kcal of one default serving of the product (100 g: the extract has no serving size), from its row. */
async function productKcal(code: string): Promise<{ name: string; kcal: number }> {
	const db = await e2eDb()
	const rows = await db.$client.execute({ sql: `SELECT name, kcal, serving_grams FROM foods WHERE gtin14 = ?`, args: [code.padStart(14, '0')] })
	const row = rows.rows[0]!
	return { name: String(row.name), kcal: (Number(row.kcal) * Number(row.serving_grams ?? 100)) / 100 }
}

/** kcal of `grams` of the named USDA food. */
async function foodKcal(name: string, grams: number): Promise<number> {
	const db = await e2eDb()
	const rows = await db.$client.execute({ sql: `SELECT kcal FROM foods WHERE fdc_id > 0 AND name = ?`, args: [name] })
	return (Number(rows.rows[0]!.kcal) * grams) / 100
}

async function cupGrams(name: string): Promise<number> {
	const db = await e2eDb()
	const rows = await db.$client.execute({
		sql: `SELECT p.amount, p.gram_weight FROM food_portions p JOIN foods f ON f.id = p.food_id WHERE f.fdc_id > 0 AND f.name = ? AND p.unit LIKE 'cup%' ORDER BY p.seq LIMIT 1`,
		args: [name],
	})
	return Number(rows.rows[0]!.gram_weight) / Number(rows.rows[0]!.amount)
}

// The fake camera shows the generated EAN-13 video (a file-wide option: launch options need a worker of their own).
test.use({
	permissions: ['camera'],
	launchOptions: {
		executablePath: systemChromium(),
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-dev-shm-usage',
			'--use-fake-ui-for-media-stream',
			'--use-fake-device-for-media-stream',
			`--use-file-for-fake-video-capture=${FAKE_VIDEO}`,
		],
	},
})

const consumed = (page: Page) => page.getByTestId('calories-consumed')

test.describe('barcode scanning with the fake camera', () => {
	test('Scan Barcode → Product Found! → Add to Snack → the dashboard totals rise by the product', async ({ page }) => {
		const product = await productKcal(SCANNED)
		await newAccount(page, 'Scanner')
		await page.goto('/?meal=snack')
		await expect(consumed(page)).toHaveText('0')
		// The dashboard's capture panel hydrates on demand, after the page: wait for it, not a timeout.
		await expect(page.getByTestId('capture-panel')).toHaveAttribute('data-hydrated', 'true')
		await page.getByRole('button', { name: /Scan Barcode/ }).click()
		const toast = page.getByTestId('toast').filter({ hasText: 'Product Found!' }).first()
		await expect(toast).toBeVisible()
		await expect(toast).toContainText(`Scanned: ${product.name}`)
		const results = page.getByTestId('capture-result')
		await expect(results).toHaveCount(1)
		await expect(results).toContainText(`${Math.round(product.kcal)} kcal`)
		await results.getByRole('button', { name: 'Add to Snack' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: `Added ${product.name} to your meal` }).first()).toBeVisible()
		await expect(consumed(page)).toHaveText(Math.round(product.kcal).toLocaleString('en-US'))
		await expect(page.getByTestId('tile-snack')).toHaveText(`${Math.round(product.kcal).toLocaleString('en-US')} kcal`)
	})
})

test.describe('the panel without JavaScript @no-js', () => {
	test('barcode number and a typed sentence → results on the server → Add → dashboard totals', async ({ page, javaScriptEnabled }) => {
		const product = await productKcal(SCANNED)
		await newAccount(page, 'Typist')
		// With JavaScript the dashboard shows the results in place; without, /multimodal-input does.
		const panelForm = async (label: string, value: string, button: string) => {
			await page.goto('/?meal=lunch')
			const panel = page.getByTestId('capture-panel')
			// With JavaScript the panel hydrates on demand, after the page: wait for it, not a timeout.
			if (javaScriptEnabled) await expect(panel).toHaveAttribute('data-hydrated', 'true')
			await panel.getByText('Enter a barcode, type or upload').click()
			await panel.getByLabel(label).fill(value)
			await panel.getByRole('button', { name: button }).click()
			// Barcode lookup and the local sentence parser are not AI: the card says so.
			await expect(page.getByRole('heading', { name: 'Recognition Results', exact: true })).toBeVisible()
		}
		await panelForm('Barcode number', SCANNED, 'Look up')
		await expect(page.getByTestId('toast').filter({ hasText: 'Product Found!' }).first()).toBeVisible()
		await page.getByTestId('capture-result').getByRole('button', { name: 'Add to Lunch' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: `Added ${product.name} to your meal` }).first()).toBeVisible()

		await panelForm('Type what you ate', 'a cup of rice', 'Find')
		const rice = page.getByTestId('capture-result').first()
		const riceName = (await rice.locator('p').first().textContent())!.trim()
		const riceKcal = await foodKcal(riceName, await cupGrams(riceName))
		await expect(rice).toContainText(`${Math.round(riceKcal)} kcal`)
		await rice.getByRole('button', { name: 'Add to Lunch' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: `Added ${riceName} to your meal` }).first()).toBeVisible()

		await page.goto('/?meal=lunch')
		await expect(consumed(page)).toHaveText(Math.round(product.kcal + riceKcal).toLocaleString('en-US'))
	})

	test("Smart Food Logging page: Selected Foods are unique, 'Log to Today's Meals' logs them, 'Search Database' opens search", async ({ page }) => {
		await newAccount(page, 'Selector')
		await page.goto('/multimodal-input?meal=dinner&text=a+banana+and+a+cup+of+rice')
		const results = page.getByTestId('capture-result')
		await expect(results).toHaveCount(2)
		const names = await Promise.all([0, 1].map(async (i) => (await results.nth(i).locator('p').first().textContent())!.trim()))
		const chips = page.getByRole('list', { name: 'Selected foods' }).getByRole('listitem')
		// Each Select link carries the selection the page showed when it rendered, so each tap waits
		// for the page that the previous tap opened (with JavaScript, a client-side navigation).
		await results.nth(0).getByRole('link', { name: 'Select' }).click()
		await expect(chips).toHaveCount(1)
		await page.getByTestId('capture-result').nth(0).getByRole('link', { name: 'Select' }).click()
		await expect(page).toHaveURL(/multimodal-input/)
		await expect(chips).toHaveCount(1)
		await page.getByTestId('capture-result').nth(1).getByRole('link', { name: 'Select' }).click()
		await expect(chips).toHaveCount(2)
		await page.getByRole('link', { name: `Remove ${names[1]}` }).click()
		await expect(chips).toHaveCount(1)
		await page.getByTestId('capture-result').nth(1).getByRole('link', { name: 'Select' }).click()
		await expect(chips).toHaveCount(2)
		await page.getByRole('button', { name: "Log to Today's Meals" }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Meal Logged Successfully!' }).first()).toBeVisible()
		await expect(page.getByTestId('meal-card')).toContainText('2 items')

		await page.goto('/multimodal-input?meal=dinner&text=a+banana')
		await page.getByRole('link', { name: 'Search Database' }).click()
		await expect(page).toHaveURL(/\/search\?q=/)
	})
})
