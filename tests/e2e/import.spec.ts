/**
 * Importing another tracker's history at phone width (390 px), with JavaScript on (the upload goes
 * through the API with a progress bar) and off (a plain multipart form): a Cronometer servings.csv
 * written here → its preview names the days and entries → Confirm → the dashboard of the imported
 * day shows the imported foods and their kcal → Undo (after its confirm step) takes them away. A
 * file with a wrong header stays on the page with its line and column named.
 */
import { expect, test } from './fixtures.ts'

test.describe.configure({ timeout: 90_000 })

/** Two past days of a synthetic Cronometer servings export (Cronometer's own column names). */
const HEADER = 'Day,Time,Group,Food Name,Amount,Category,Energy (kcal),Caffeine (mg),Potassium (mg),Sodium (mg),Carbs (g),Fiber (g),Sugars (g),Fat (g),Protein (g)'
const ROWS = [
	['2025-06-01', '07:45', 'Breakfast', '"Oats, rolled, dry"', '40.00 g', 'Cereal', 150, 0, 143, 2.4, 27.1, 4, 0.4, 2.6, 5.3],
	['2025-06-01', '07:45', 'Breakfast', '"Milk, 2%"', '1.00 cup', 'Dairy', 122, 0, 366, 115, 11.7, 0, 12.3, 4.8, 8.1],
	['2025-06-01', '12:30', 'Lunch', 'Chicken breast roasted', '150.00 g', 'Meat', 247, 0, 384, 111, 0, 0, 0, 5.4, 46.5],
	['2025-06-02', '16:00', 'Snacks', 'Coffee brewed', '1.00 cup', 'Beverages', 2, 95, 116, 5, 0, 0, 0, 0.05, 0.3],
	['2025-06-02', '19:10', 'Dinner', 'Salmon baked', '100.00 g', 'Fish', 206, 0, 384, 61, 0, 0, 0, 12.4, 22.1],
] as const
const CSV = [HEADER, ...ROWS.map((r) => r.join(','))].join('\n') + '\n'
const DAY = ROWS[0][0]
/** What the file says of its first day: its foods (names unquoted) and kcal per meal and in all. */
const firstDay = ROWS.filter((r) => r[0] === DAY)
const kcalOf = (group: string) => firstDay.filter((r) => r[2] === group).reduce((sum, r) => sum + r[6], 0)
const dayKcal = firstDay.reduce((sum, r) => sum + r[6], 0)
const days = new Set(ROWS.map((r) => r[0])).size

test.describe('import from another tracker @no-js', () => {
	test('a Cronometer servings.csv: preview → confirm → the imported day on the dashboard → undo', async ({ page, signedIn }, testInfo) => {
		void signedIn // a new user: the imported days are the only ones in the diary
		await page.setViewportSize({ width: 390, height: 844 })
		await page.goto('/profile')
		await page.getByRole('link', { name: 'Import from another tracker' }).click()
		await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible()

		// A wrong header: refused on the page, naming the line and the column.
		await page.getByLabel('Export file').setInputFiles({ name: 'servings.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV.replace('Protein (g)', 'Proteins')) })
		await page.getByRole('button', { name: 'Upload and preview' }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'Import failed' })).toContainText("Line 1, column 'Protein (g)'")

		await page.getByLabel('Export file').setInputFiles({ name: 'servings.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) })
		await page.getByRole('button', { name: 'Upload and preview' }).click()
		await expect(page.getByRole('heading', { name: 'Preview', level: 1 })).toBeVisible()
		await expect(page).toHaveURL(/\/profile\/import\/\w+$/)
		await expect(page.getByTestId('import-days')).toHaveText(String(days))
		await expect(page.getByTestId('import-entries')).toHaveText(String(ROWS.length))
		await expect(page.getByTestId('import-range')).toHaveText('Jun 1, 2025 – Jun 2, 2025')
		await expect(page.getByTestId('import-day').first()).toContainText(String(dayKcal))
		await expect(page.getByText('Nothing is skipped')).toBeVisible()
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

		await page.getByRole('button', { name: 'Confirm' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Import complete' }).first()).toContainText(`Added ${ROWS.length} entries on ${days} days`)
		const row = page.getByTestId('import-row').first()
		await expect(row).toHaveAttribute('data-status', 'done')

		await page.goto(`/?date=${DAY}`)
		await expect(page.getByTestId('calories-consumed')).toHaveText(String(dayKcal))
		const meals = page.getByTestId('meal-card')
		await expect(meals.filter({ hasText: 'Breakfast' }).getByTestId('meal-kcal')).toContainText(`${kcalOf('Breakfast')} kcal`)
		await expect(meals.filter({ hasText: 'Lunch' }).getByTestId('meal-kcal')).toContainText(`${kcalOf('Lunch')} kcal`)
		await meals.filter({ hasText: 'Lunch' }).getByRole('link').first().click()
		await expect(page.getByText('Chicken breast roasted')).toBeVisible()
		if (testInfo.project.name === 'mobile') await page.screenshot({ path: testInfo.outputPath('imported-day.png') })

		await page.goto('/profile/import')
		await page.getByRole('link', { name: 'Undo the import of servings.csv' }).first().click()
		await expect(page.getByText('Undo this import?')).toBeVisible()
		await page.getByRole('button', { name: 'Undo import' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Import undone' }).first()).toBeVisible()
		await expect(page.getByTestId('import-row').first()).toHaveAttribute('data-status', 'undone')
		await page.goto(`/?date=${DAY}`)
		await expect(page.getByTestId('calories-consumed')).toHaveText('0')
	})
})
