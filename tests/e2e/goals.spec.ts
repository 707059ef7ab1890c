/**
 * Over and under at a glance, goals that fit the person, and the bottom navigation on the
 * dashboard, at phone width. Tests tagged @no-js also run with JavaScript disabled.
 */
import { mkdir } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { dayTotals, e2eDb, expect, grouped, test } from './fixtures.ts'

/** The ring's colours as computed styles (app/routes/_index/todays-progress.tsx RING_COLOURS). */
const GREEN = 'rgb(4, 120, 87)'
const RED = 'rgb(185, 28, 28)'
/** Where the lead's note picks up the screenshot. */
const SCREENSHOT = '/work/notes/screenshots/dashboard-over-goal.png'

// Seeding two weeks of diary and signing up take a while on a shared machine.
test.describe.configure({ timeout: 90_000 })

test.describe('over and under the goal on the dashboard @no-js', () => {
	test("under the goal the ring is green and says what is left; past it, red and 'N kcal over', and each macro card says by how much", async ({ page, seeded }, testInfo) => {
		const { user, today, entries } = seeded
		await page.goto('/')
		const [before] = dayTotals(entries, [today], user.dailyCalorieGoal)
		expect(before!.calories, 'the seeded today is under the goal').toBeLessThan(user.dailyCalorieGoal)
		const ring = page.getByTestId('calorie-ring')
		await expect(ring).toHaveAttribute('data-state', 'under')
		await expect(page.getByTestId('calorie-balance')).toHaveText(`${grouped(user.dailyCalorieGoal - Math.round(before!.calories))} kcal left`)
		await expect(page.getByTestId('calorie-ring-arc')).toHaveCSS('stroke', GREEN)

		// A 1,400 kcal cake with 160 g of carbs takes the day past 2,000 kcal and 200 g of carbs.
		const { logManualEntry } = await import('#app/domain/diary/diary.server.ts')
		const { entry } = await logManualEntry(await e2eDb(), { userId: user.id, timezone: user.timezone }, { name: 'Birthday cake', quantity: 1, unit: 'serving', calories: 1400, protein: 12, carbs: 160, fat: 60, mealType: 'snack' })
		const [after] = dayTotals([...entries, { ...entry, date: today }], [today], user.dailyCalorieGoal)
		const kcal = Math.round(after!.calories)
		const carbs = Math.round(after!.carbs)
		expect(kcal).toBeGreaterThan(user.dailyCalorieGoal)
		expect(carbs).toBeGreaterThan(user.dailyCarbGoal)

		await page.reload()
		await expect(ring).toHaveAttribute('data-state', 'over')
		await expect(page.getByTestId('calorie-balance')).toHaveText(`${grouped(kcal - user.dailyCalorieGoal)} kcal over`)
		await expect(page.getByTestId('calorie-ring-arc')).toHaveCSS('stroke', RED)
		await expect(page.getByRole('img', { name: `${grouped(kcal)} of ${grouped(user.dailyCalorieGoal)} kcal, ${grouped(kcal - user.dailyCalorieGoal)} kcal over` })).toBeVisible()

		// Carbs: the uncapped percent and the excess in words, the bar full (capped at 100), the card red.
		const card = page.getByTestId('macro-carbs')
		const percent = Math.round((carbs / user.dailyCarbGoal) * 100)
		await expect(card).toHaveAttribute('data-state', 'over')
		await expect(page.getByTestId('macro-carbs-grams')).toHaveText(String(carbs))
		await expect(page.getByTestId('macro-carbs-status')).toHaveText(`${percent}% · ${carbs - user.dailyCarbGoal} g over`)
		await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
		await expect(card.getByRole('progressbar')).toHaveAccessibleName(`Carbs ${percent}% of goal`)
		await expect(card).toHaveClass(/\bbg-red-50\b/)
		await expect(page.getByTestId('macro-carbs-status')).toHaveClass(/\btext-red-800\b/)
		// Protein is still under its goal: what is left, in the usual colours.
		const protein = Math.round(after!.protein)
		await expect(page.getByTestId('macro-protein')).toHaveAttribute('data-state', 'under')
		await expect(page.getByTestId('macro-protein-status')).toContainText(`${user.dailyProteinGoal - protein} g left`)

		if (testInfo.project.name === 'mobile') {
			await page.setViewportSize({ width: 390, height: 844 })
			await mkdir('/work/notes/screenshots', { recursive: true })
			await page.screenshot({ path: SCREENSHOT })
		}
	})

	test('the dashboard has the bottom navigation, Home marked current, every target at least 44 px', async ({ page, signedIn }) => {
		void signedIn // the fixture signs this page in (a new user; no diary needed)
		await page.goto('/')
		const nav = page.getByRole('navigation', { name: 'Main' })
		await expect(nav).toBeVisible()
		await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
		for (const label of ['Home', 'Search', 'Planning', 'Analytics', 'Profile']) {
			const box = (await nav.getByRole('link', { name: label }).boundingBox())!
			expect(box.height, label).toBeGreaterThanOrEqual(44)
			expect(box.width, label).toBeGreaterThanOrEqual(44)
		}
		await nav.getByRole('link', { name: 'Analytics' }).click()
		await expect(page).toHaveURL(/\/analytics$/)
		await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page')
		// Smart Food Logging had no navigation before; it has it now, with nothing marked current.
		await page.goto('/multimodal-input')
		await expect(nav).toBeVisible()
		await expect(nav.locator('[aria-current="page"]')).toHaveCount(0)
	})
})

test.describe('goals that fit the person @no-js', () => {
	test('after sign-up: six answers give a computed goal, the person edits one number and saves', async ({ page }) => {
		await page.goto('/register')
		await page.getByLabel('First name (optional)').fill('Gail')
		await page.getByLabel('Email').fill(`goals-${randomUUID().slice(0, 8)}@example.test`)
		await page.getByLabel('Password', { exact: true }).fill('secret12')
		await page.getByLabel('Confirm password').fill('secret12')
		await page.getByRole('button', { name: 'Create Account' }).click()
		await expect(page).toHaveURL(/\/welcome$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Gail!')
		await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)

		// Refused: no answers at all. Each field says what it needs; nothing is suggested yet.
		await page.getByRole('button', { name: 'Calculate my goals' }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'Please check your answers' })).toBeVisible()
		await expect(page.getByText('Sex: choose one', { exact: true })).toBeVisible()
		await expect(page.getByLabel('Daily calories (kcal)')).toHaveCount(0)

		const answers = { gender: 'female', dateOfBirth: '1990-06-15', height: 165, weight: 70, activityLevel: 'moderate', weightGoal: 'lose', weeklyWeightChangeKg: 0.5 } as const
		await page.getByLabel('Female', { exact: true }).check()
		await page.getByLabel('Date of birth').fill(answers.dateOfBirth)
		await page.getByLabel('Height (cm)').fill(String(answers.height))
		await page.getByLabel('Weight (kg)').fill(String(answers.weight))
		await page.getByLabel(/^Moderately active/).check()
		await page.getByLabel('Lose weight').check()
		await page.getByLabel('0.5 kg a week').check()
		await page.getByRole('button', { name: 'Calculate my goals' }).click()

		// The suggestion the domain computes for these answers (Mifflin-St Jeor × 1.55 − 550 kcal).
		const { suggestGoals } = await import('#app/domain/users/body-goals.ts')
		const { todayIn } = await import('#app/domain/dates.ts')
		const s = suggestGoals(answers, todayIn('UTC'))
		await expect(page.getByLabel('Daily calories (kcal)')).toHaveValue(String(s.dailyCalorieGoal))
		await expect(page.getByLabel('Protein (g)')).toHaveValue(String(s.dailyProteinGoal))
		await expect(page.getByLabel('Carbs (g)')).toHaveValue(String(s.dailyCarbGoal))
		await expect(page.getByLabel('Fat (g)')).toHaveValue(String(s.dailyFatGoal))
		await expect(page.getByTestId('goal-working')).toContainText(`Resting energy (Mifflin-St Jeor, age ${s.ageYears}): ${grouped(s.resting)} kcal a day`)
		await expect(page.getByTestId('goal-working')).toContainText(`− 550 kcal a day to lose 0.5 kg a week`)
		// The answers stay as given.
		await expect(page.getByLabel('Female', { exact: true })).toBeChecked()
		await expect(page.getByLabel('Height (cm)')).toHaveValue('165')

		await page.getByLabel('Protein (g)').fill('120')
		await page.getByRole('button', { name: 'Save Goals' }).click()
		await expect(page).toHaveURL(/\/$/)
		await expect(page.getByTestId('toast').filter({ hasText: 'Goals Updated' }).first()).toBeVisible()
		await expect(page.getByText(`of ${grouped(s.dailyCalorieGoal)} kcal`)).toBeVisible()
		await expect(page.getByTestId('macro-protein')).toContainText('/ 120 g')
	})
})
