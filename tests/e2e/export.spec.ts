/**
 * Export at phone width (390 px), with JavaScript on and off: the profile's 'Export JSON backup'
 * link downloads the Platewise backup, which parses and holds every seeded entry; 'Export CSV (zip)'
 * downloads the zip with one row per entry in entries.csv.
 */
import fs from 'node:fs'
import { unzipSync } from 'fflate'
import { expect, test } from './fixtures.ts'

test.describe.configure({ timeout: 90_000 })

test.describe('export from the profile @no-js', () => {
	test.beforeEach(async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 844 })
	})

	test('the JSON backup downloads and holds every seeded entry; the CSV zip one row per entry', async ({ page, seeded }) => {
		await page.goto('/profile')
		await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible()

		const [json] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-json').click()])
		expect(json.suggestedFilename()).toMatch(/^platewise-backup-\d{4}-\d{2}-\d{2}\.json$/)
		const backup = JSON.parse(fs.readFileSync((await json.path())!, 'utf8')) as { format: string; version: number; days: { date: string; meals: { entries: { foodName: string }[] }[] }[] }
		expect(backup.format).toBe('platewise-backup')
		const entries = backup.days.flatMap((d) => d.meals.flatMap((m) => m.entries))
		expect(entries).toHaveLength(seeded.entries.length)
		expect(new Set(backup.days.map((d) => d.date))).toEqual(new Set(seeded.entries.map((e) => e.date)))

		const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()])
		expect(csv.suggestedFilename()).toMatch(/\.zip$/)
		const files = unzipSync(new Uint8Array(fs.readFileSync((await csv.path())!)))
		const rows = new TextDecoder().decode(files['entries.csv']).split('\r\n').filter(Boolean)
		expect(rows).toHaveLength(seeded.entries.length + 1)
	})
})
