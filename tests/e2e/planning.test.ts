/**
 * Meal planning end to end, with JavaScript off (no-js project) and on:
 * a vegetarian 1,800 kcal plan with a peanut allergy fills the week within ±10 % with no meat,
 * fish or peanuts; Log to Tracker raises the dashboard by the planned recipe's kcal; the grocery
 * list is grouped, and a check mark survives a reload. Expected numbers come from the database.
 */
import { e2eDb, expect, test } from './fixtures.ts'
import { newAccount } from './helpers.ts'

test.describe('meal planning @no-js', () => {
	test('vegetarian 1,800 kcal plan with a peanut allergy → log to tracker → grocery list', async ({ page }) => {
		test.setTimeout(90_000)
		const { email } = await newAccount(page, 'Petra')
		await page.goto('/meal-planning')
		await expect(page.getByText('No meal plans found. Create your first plan to get started!')).toBeVisible()
		await page.getByRole('link', { name: 'Create Your First Plan' }).click()
		const dialog = page.getByRole('dialog', { name: 'Create New Meal Plan' })
		await expect(dialog).toBeVisible()

		// The spec's message for a blank name.
		await dialog.getByRole('button', { name: 'Create Plan' }).click()
		await expect(page.getByText('Please enter a plan name').first()).toBeVisible()

		const form = page.getByRole('dialog', { name: 'Create New Meal Plan' })
		await form.getByLabel('Plan name').fill('Green week')
		await form.getByLabel('Target calories (kcal)').fill('1800')
		await form.getByRole('checkbox', { name: 'Vegetarian', exact: true }).check()
		await form.getByRole('checkbox', { name: 'Peanuts', exact: true }).check()
		await form.getByRole('button', { name: 'Create Plan' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Plan Created' }).first()).toBeVisible()
		await expect(page.getByTestId('plan-card')).toContainText('Green week')
		await expect(page.getByTestId('plan-card')).toContainText('1,800')

		// The database: every planned meal's recipe is vegetarian and peanut-free; each day within ±10 %.
		const db = await e2eDb()
		const { users, mealPlans, plannedMeals } = await import('#db/schema.ts')
		const { eq } = await import('drizzle-orm')
		const { listRecipes } = await import('#app/domain/recipes/recipes.server.ts')
		const [user] = await db.select().from(users).where(eq(users.email, email))
		const [plan] = await db.select().from(mealPlans).where(eq(mealPlans.userId, user!.id))
		const planned = await db.select().from(plannedMeals).where(eq(plannedMeals.planId, plan!.id))
		const recipes = new Map((await listRecipes(db, { userId: user!.id })).map((r) => [r.id, r]))
		const byDay = new Map<string, number>()
		for (const p of planned) {
			const recipe = recipes.get(p.recipeId!)!
			expect(recipe.labels, recipe.name).toContain('vegetarian')
			expect(recipe.allergens, recipe.name).not.toContain('peanut')
			expect(recipe.allergens, recipe.name).not.toContain('fish')
			expect(recipe.allergens, recipe.name).not.toContain('shellfish')
			byDay.set(p.date, (byDay.get(p.date) ?? 0) + p.estimatedCalories)
		}
		expect(byDay.size).toBe(8)
		for (const [day, kcal] of byDay) expect(Math.abs(kcal - 1800), day).toBeLessThanOrEqual(180)

		// The screen shows today's planned meals and the day's total within ±10 %.
		await expect(page.getByTestId('day-total')).toContainText('(within ±10 %)')
		await expect(page.getByTestId('planned-meal')).toHaveCount(4)

		// Log to Tracker: the dashboard's calories rise by the planned meal's kcal.
		await page.goto('/')
		const before = Number(await page.getByTestId('calories-consumed').textContent())
		await page.goto('/meal-planning')
		const first = page.getByTestId('planned-meal').first()
		const name = (await first.getByRole('link').first().textContent())!.trim()
		const today = planned.filter((p) => p.name === name).sort((a, b) => a.date.localeCompare(b.date))
		await first.getByRole('button', { name: /Log .* to Tracker/ }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Meal Logged Successfully!' }).first()).toBeVisible()
		const [logged] = await db.select().from(plannedMeals).where(eq(plannedMeals.planId, plan!.id)).then((rows) => rows.filter((r) => r.loggedAt != null))
		expect(today.map((t) => t.id)).toContain(logged!.id)
		await page.goto('/')
		await expect(page.getByTestId('calories-consumed')).toHaveText(String(Math.round(before + logged!.estimatedCalories)))

		// Grocery: generate, grouped by category; check one off and reload.
		await page.goto('/meal-planning?tab=grocery')
		await page.getByRole('button', { name: 'AI Generate' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Grocery List Generated!' }).first()).toBeVisible()
		expect(await page.getByTestId('grocery-category').count()).toBeGreaterThanOrEqual(3)
		const item = page.getByTestId('grocery-item').first().getByRole('checkbox')
		const itemName = await item.getAttribute('aria-label')
		await expect(item).toHaveAttribute('aria-checked', 'false')
		await item.click()
		await expect(page.getByRole('checkbox', { name: itemName! })).toHaveAttribute('aria-checked', 'true')
		await page.reload()
		await expect(page.getByRole('checkbox', { name: itemName! })).toHaveAttribute('aria-checked', 'true')
		await expect(page.getByText('Export to Shopping App')).toBeVisible()
	})

	test('recipes tab: diet filter, a real recipe page, and the Goals tab counts', async ({ page }) => {
		await newAccount(page, 'Rita')
		await page.goto('/meal-planning?tab=recipes&diet=vegan')
		const cards = page.getByTestId('recipe-card')
		expect(await cards.count()).toBeGreaterThanOrEqual(3)
		// A compact row: its details (and View Recipe) open on demand.
		await cards.first().locator('summary').click()
		await cards.first().getByRole('link', { name: /View Recipe/ }).click()
		await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible()
		await expect(page.getByTestId('recipe-nutrition')).toContainText('kcal')
		await expect(page.getByText(/Vegan/).first()).toBeVisible()
		await page.goto('/meal-planning?tab=goals')
		await expect(page.getByTestId('goal-bar')).toHaveCount(4)
		await expect(page.getByTestId('goal-bar').first()).toContainText('0 / 21')
	})
})
