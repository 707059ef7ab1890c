/**
 * Photo logging end to end, against the built server with no AI provider (the offline
 * label reader). Expected numbers come from the label test set, whose values are the USDA rows
 * (tests/fixtures/labels/labels.json; checked against the database by the Vitest accuracy test).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import type { LabelFixture } from '#tests/fixtures/labels/products.ts'
import { newAccount } from './helpers.ts'
import { systemChromium } from './chromium.ts'

// A loaded CI machine (a build and two browsers on 2 cores) can take past the default 30 s here.
test.describe.configure({ timeout: 90_000 })

const DIR = path.resolve('tests/fixtures/labels')
const manifest = JSON.parse(readFileSync(path.join(DIR, 'labels.json'), 'utf8')) as {
	fixtures: LabelFixture[]
	camera: { file: string; expected: LabelFixture['expected'] }
}
const clean = manifest.fixtures.find((f) => f.variant === 'clean' && f.format === '2020')!
const FAKE_VIDEO = path.join(DIR, manifest.camera.file)

// Chromium's fake camera plays the label video (a file-wide option: launch options need a worker of their own).
test.use({
	permissions: ['camera'],
	launchOptions: {
		executablePath: systemChromium(),
		args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${FAKE_VIDEO}`],
	},
})

const grams = (page: Page, macro: string) => page.getByTestId(`macro-${macro}-grams`)

/** Uploads `file` with the panel's labelled upload form (works with and without JavaScript). */
async function upload(page: Page, file: string) {
	await page.goto('/multimodal-input?meal=breakfast')
	const panel = page.getByTestId('capture-panel')
	await panel.getByLabel('Food photo or nutrition label').setInputFiles(file)
	await panel.getByRole('button', { name: 'Analyze' }).click()
}

test.describe('photo upload without JavaScript @no-js', () => {
	test("a label photo → its values → 'Add to Breakfast' → the dashboard totals rise by exactly the label's values", async ({ page }) => {
		const e = clean.expected
		await newAccount(page, 'Labeller')
		await page.goto('/?meal=breakfast')
		await expect(page.getByTestId('calories-consumed')).toHaveText('0')
		await upload(page, path.join(DIR, clean.file))
		// The label reader is a local engine, not AI: the card says so.
		await expect(page.getByRole('heading', { name: 'Recognition Results', exact: true })).toBeVisible()
		const result = page.getByTestId('capture-result')
		await expect(result).toHaveCount(1)
		await expect(result).toContainText(`${e.kcal} kcal`)
		await expect(result.getByLabel('Calories (kcal)')).toHaveValue(String(e.kcal))
		await expect(result.getByLabel('Total fat (g)')).toHaveValue(String(e.fatG))
		await expect(result.getByLabel('Total carbohydrate (g)')).toHaveValue(String(e.carbsG))
		await expect(result.getByLabel('Protein (g)')).toHaveValue(String(e.proteinG))
		await expect(result.getByLabel('Serving (g)')).toHaveValue(String(e.servingGrams))
		await result.getByLabel('Food name').fill('Pretzels from the label')
		await result.getByRole('button', { name: 'Add to Breakfast' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Added Pretzels from the label to your meal' }).first()).toBeVisible()

		await page.goto('/?meal=breakfast')
		await expect(page.getByTestId('calories-consumed')).toHaveText(e.kcal.toLocaleString('en-US'))
		await expect(grams(page, 'protein')).toHaveText(String(Math.round(e.proteinG)))
		await expect(grams(page, 'carbs')).toHaveText(String(Math.round(e.carbsG)))
		await expect(grams(page, 'fat')).toHaveText(String(Math.round(e.fatG)))
		await expect(page.getByTestId('tile-breakfast')).toHaveText(`${e.kcal} kcal`)
	})

	test("a text file renamed .jpg → 'Please select a valid image file'", async ({ page }) => {
		await newAccount(page, 'Renamer')
		await upload(page, path.join(DIR, 'not-an-image.jpg'))
		await expect(page.getByTestId('toast').filter({ hasText: 'Please select a valid image file' }).first()).toBeVisible()
		await expect(page.getByTestId('capture-result')).toHaveCount(0)
	})

	test('a photo with no label and no photo recognition here → a neutral answer with what to do instead, and the page says so beside the buttons, in words for people', async ({ page }) => {
		await newAccount(page, 'Plater')
		await upload(page, path.join(DIR, 'plate-no-label.png'))
		const toast = page.getByTestId('toast').filter({ hasText: 'No nutrition label found' }).first()
		await expect(toast).toBeVisible()
		await expect(toast).toContainText('scan the barcode, or type what you ate')
		await expect(toast).not.toContainText('Upload Error')
		await expect(page.getByTestId('capture-panel')).toContainText("Recognising a plate of food from a photo isn't set up in this app")
		await expect(page.locator('main')).not.toContainText(/README|AI_BASE_URL|AI_MODEL/)
	})
})

test.describe('Take Photo with the fake camera', () => {
	test('Take Photo → full-screen preview → capture → the label read from the frame', async ({ page }) => {
		const e = manifest.camera.expected
		await newAccount(page, 'Camera')
		await page.goto('/?meal=snack')
		// The dashboard's capture panel hydrates on demand, after the page: wait for it, not a timeout.
		await expect(page.getByTestId('capture-panel')).toHaveAttribute('data-hydrated', 'true')
		await page.getByRole('button', { name: /Take Photo/ }).click()
		const camera = page.getByRole('dialog', { name: 'Take a photo' })
		await expect(camera).toBeVisible()
		await expect(camera.getByRole('button', { name: 'Cancel' })).toBeVisible()
		await camera.getByRole('button', { name: 'Capture photo' }).click()
		await expect(camera).toBeHidden()
		await expect(page.getByTestId('toast').filter({ hasText: 'Food Analyzed!' }).first()).toBeVisible({ timeout: 20_000 })
		const result = page.getByTestId('capture-result')
		await expect(result).toHaveCount(1)
		await expect(result).toContainText(`${e.kcal} kcal`)
		await expect(result.getByLabel('Protein (g)')).toHaveValue(String(e.proteinG))
		await result.getByRole('button', { name: 'Add to Snack' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'to your meal' }).first()).toBeVisible()
		await expect(page.getByTestId('tile-snack')).toHaveText(`${e.kcal} kcal`)
	})

	test("Cancel closes the camera with 'Camera capture cancelled'", async ({ page }) => {
		await newAccount(page, 'Canceller')
		await page.goto('/?meal=snack')
		// The dashboard's capture panel hydrates on demand, after the page: wait for it, not a timeout.
		await expect(page.getByTestId('capture-panel')).toHaveAttribute('data-hydrated', 'true')
		await page.getByRole('button', { name: /Take Photo/ }).click()
		const camera = page.getByRole('dialog', { name: 'Take a photo' })
		await camera.getByRole('button', { name: 'Cancel' }).click()
		await expect(camera).toBeHidden()
		await expect(page.getByTestId('toast').filter({ hasText: 'Camera capture cancelled' }).first()).toBeVisible()
	})

	test('tesseract.js and the camera code are not in the first-load JavaScript', async ({ page }) => {
		await newAccount(page, 'Loader')
		for (const url of ['/', '/multimodal-input']) {
			const scripts: string[] = []
			const listener = (res: { url(): string; text(): Promise<string> }) => {
				if (res.url().endsWith('.js')) scripts.push(res.url())
			}
			page.on('response', listener)
			await page.goto(url)
			await page.waitForLoadState('networkidle')
			page.off('response', listener)
			expect(scripts.length, url).toBeGreaterThan(0)
			for (const script of scripts) {
				const body = await (await page.request.get(script)).text()
				expect(body, script).not.toMatch(/tesseract/i)
				expect(body, script).not.toContain('Unable to access camera. Please check permissions.')
			}
		}
	})
})
