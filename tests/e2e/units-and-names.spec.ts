/**
 * The last unit and language defects at 390 px, JavaScript on and off: the import page's file
 * field is a labelled button that shows the chosen file (its name with JavaScript, 'File chosen'
 * without) and still uploads; /welcome and /check-in ask and say height, weight and rates in feet,
 * inches and pounds for a person using imperial units (stored in cm and kg); and in German the
 * capture panel listens in German and says plainly that sentences are understood in English only.
 */
import { eq } from 'drizzle-orm'
import { feetInchesToCm, poundsToKg } from '#app/routes/profile/measurements.ts'
import { users } from '#db/schema.ts'
import { e2eDb, expect, test } from './fixtures.ts'

test.describe.configure({ timeout: 90_000 })
test.use({ viewport: { width: 390, height: 844 } })

async function setUser(userId: string, values: Partial<typeof users.$inferInsert>) {
	// updatedAt too: the server's session cache keys a user on it.
	await (await e2eDb()).update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, userId))
}

const CSV = 'Day,Time,Group,Food Name,Amount,Category,Energy (kcal),Protein (g),Carbs (g),Fat (g)\n2025-06-01,07:45,Breakfast,"Oats, rolled, dry",40.00 g,Cereal,150,5.3,27.1,2.6\n'

test('import: a labelled file button shows the chosen file and uploads it @no-js', async ({ page, signedIn, javaScriptEnabled }) => {
	void signedIn
	await page.goto('/profile/import')
	if (javaScriptEnabled !== false) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
	const chosen = page.getByTestId('chosen-file')
	await expect(chosen).toHaveText('Choose a file')
	// The browser's own control is not shown: only the labelled button is.
	expect(await page.locator('input[type=file][name=file]').evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1)
	await page.getByLabel('Export file').setInputFiles({ name: 'servings.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) })
	if (javaScriptEnabled === false) {
		// Without JavaScript the name cannot be read: the button says a file is chosen (CSS generated content).
		await expect(chosen.getByText('Choose a file')).toBeHidden()
		await expect(chosen.locator('[data-chosen]')).toBeVisible()
		expect(await chosen.locator('[data-chosen]').evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"File chosen"')
	} else await expect(chosen).toHaveText('servings.csv')
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
	await page.getByRole('button', { name: 'Upload and preview' }).click()
	await expect(page).toHaveURL(/\/profile\/import\/\w+$/)
	await expect(page.getByRole('heading', { name: 'Preview', level: 1 })).toBeVisible()
})

test('imperial units: /welcome asks feet, inches and pounds and stores cm and kg; /check-in says lb a week @no-js', async ({ page, signedIn }) => {
	await setUser(signedIn.user.id, { units: 'imperial' })
	await page.goto('/welcome')
	await expect(page.getByLabel('Height (cm)')).toHaveCount(0)
	await page.getByLabel('Female').check()
	await page.getByLabel('Date of birth').fill('1990-04-02')
	await page.getByLabel('Height (ft)').fill('5')
	await page.getByLabel('Height (in)').fill('6')
	await page.getByLabel('Weight (lb)').fill('160')
	await page.getByLabel('Moderately active').check()
	await page.getByLabel('Lose weight').check()
	// The rates are stored in kg a week and read in pounds: 0.5 kg is 1.1 lb.
	await page.getByLabel('1.1 lb a week').check()
	await page.getByRole('button', { name: 'Calculate my goals' }).click()
	await expect(page.getByTestId('goal-working')).toContainText('to lose 1.1 lb a week (3,493 kcal per lb)')
	await expect(page.getByLabel('Height (ft)')).toHaveValue('5')
	await page.getByRole('button', { name: 'Save Goals' }).click()
	await expect(page).toHaveURL(/\/$/)
	const [row] = await (await e2eDb()).select().from(users).where(eq(users.id, signedIn.user.id))
	expect(row).toMatchObject({ heightCm: feetInchesToCm(5, 6), weightKg: poundsToKg(160), weeklyWeightChangeKg: 0.5 })

	await page.goto('/check-in')
	await expect(page.getByTestId('check-in-proposal')).toContainText('to lose 1.1 lb a week')
	const rate = page.getByLabel('Rate (lb a week)')
	await expect(rate.locator('option')).toHaveText(['0.55', '1.1', '1.65'])
	await expect(rate).toHaveValue('0.5')
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('German: voice input listens in German and says sentences are understood in English only', async ({ page, signedIn }) => {
	await setUser(signedIn.user.id, { language: 'de' })
	// A stand-in for the browser's speech recognition that records the language it was asked for.
	await page.addInitScript(() => {
		class FakeRecognition {
			lang = ''
			onresult: ((e: unknown) => void) | null = null
			onerror: ((e: unknown) => void) | null = null
			onend: (() => void) | null = null
			start() {
				;(window as unknown as { heardLang: string }).heardLang = this.lang
				setTimeout(() => this.onresult?.({ results: [[{ transcript: 'two eggs', confidence: 0.9 }]] }), 10)
			}
			abort() {}
		}
		;(window as unknown as { SpeechRecognition: unknown }).SpeechRecognition = FakeRecognition
	})
	await page.goto('/multimodal-input')
	const panel = page.getByTestId('capture-panel')
	await expect(panel).toHaveAttribute('data-hydrated', 'true')
	await expect(page.getByTestId('english-only')).toHaveText('Gesprochene und getippte Mahlzeiten versteht die App bisher nur auf Englisch.')
	await panel.getByRole('button', { name: /Spracheingabe/ }).click()
	await expect.poll(() => page.evaluate(() => (window as unknown as { heardLang?: string }).heardLang)).toBe('de-DE')
})
