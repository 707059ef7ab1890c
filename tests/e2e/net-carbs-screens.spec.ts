/**
 * Net carbs beyond the dashboard's carbs card, at phone width (390 px), JavaScript on and off:
 * with the Settings tab's switch on, a meal card, /analytics (today's row and the week's average)
 * and a recipe show net carbs. Every expected figure is worked out here from the seeded entries
 * (and the recipe's ingredients as the database holds them) through the one rule, and a meal whose
 * foods all carry fiber is checked to read its carbs − fiber.
 */
import { carbsShown, carbTotalsOf, scaleCarbTotals, sumCarbTotals, type CarbsShown } from '#app/domain/nutrition/net-carbs.ts'
import { weekDays } from '#app/domain/dates.ts'
import { mealTypeLabel } from '#app/domain/diary/meal-time.ts'
import { e2eDb, expect, test } from './fixtures.ts'

test.describe.configure({ timeout: 90_000 })

/** What a screen prints for a carb figure: whole grams with the unit, or '—' read as 'unknown'. */
const figure = (c: CarbsShown) => (c.grams == null ? '—unknown' : `${Math.round(c.grams).toLocaleString('en-US')} g`)

test.describe('net carbs on the screens @no-js', () => {
	test('with net carbs on, a meal card, /analytics and a recipe show carbs − fiber', async ({ page, seeded }) => {
		await page.setViewportSize({ width: 390, height: 844 })
		const todays = seeded.entries.filter((e) => e.date === seeded.today)

		await page.goto('/')
		await expect(page.getByTestId('meal-card').first()).toBeVisible()
		await expect(page.getByTestId('meal-carbs')).toHaveCount(0)

		await page.goto('/profile?edit=settings')
		await page.getByRole('switch', { name: 'Show net carbs (carbs − fiber)' }).check()
		await page.getByRole('button', { name: 'Save Changes' }).click()
		await expect(page).toHaveURL(/\/profile$/)

		// Dashboard: every meal card of today reads its meal's net carbs by the rule.
		await page.goto('/')
		const mealTypes = [...new Set(todays.map((e) => e.mealType))]
		expect(mealTypes.length).toBeGreaterThan(0)
		let checked = 0
		for (const type of mealTypes) {
			const entries = todays.filter((e) => e.mealType === type).map((e) => e.nutrients)
			const expected = carbsShown(true, carbTotalsOf(entries), "this meal's carbs")
			const card = page.getByTestId('meal-card').filter({ has: page.getByRole('heading', { name: mealTypeLabel(type) }) })
			await expect(card.getByTestId('meal-carbs-figure')).toHaveText(`Net carbs ${figure(expected)}`)
			if (expected.note) await expect(card.getByTestId('meal-carbs-note')).toHaveText(expected.note)
			const known = entries.filter((n) => n.fiberG != null)
			if (known.length) {
				// The figure is the carbs minus the fiber of the meal's foods that carry fiber data (all of them when there is no note).
				const carbsMinusFiber = known.reduce((s, n) => s + (n.carbsG ?? 0) - (n.fiberG ?? 0), 0)
				await expect(card.getByTestId('meal-carbs-figure')).toHaveText(`Net carbs ${Math.round(carbsMinusFiber)} g`)
				checked++
			}
		}
		expect(checked).toBeGreaterThan(0)
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

		// /analytics: today's row against the net-carb goal, and the week's average per logged day.
		await page.goto('/analytics')
		const today = carbsShown(true, carbTotalsOf(todays.map((e) => e.nutrients)), "today's carbs")
		const row = page.getByTestId('today-carbs')
		await expect(row).toContainText('Net carbs')
		await expect(row.getByTestId('today-carbs-amount')).toHaveText(`${today.grams == null ? '—unknown' : Math.round(today.grams).toLocaleString('en-US')}/${seeded.user.dailyCarbGoal} g`)
		if (today.note) await expect(row.getByTestId('today-carbs-note')).toHaveText(today.note)
		const week = weekDays(seeded.today).filter((d) => d <= seeded.today)
		const logged = week.map((d) => seeded.entries.filter((e) => e.date === d)).filter((day) => day.length > 0)
		const average = carbsShown(true, scaleCarbTotals(sumCarbTotals(logged.map((day) => carbTotalsOf(day.map((e) => e.nutrients)))), 1 / logged.length))
		await expect(page.getByTestId('carbs-week-average')).toHaveText(`Average per logged day (${logged.length}): Net carbs ${figure(average)}`)
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

		// A recipe: net carbs per serving from its ingredients as the database holds them.
		await page.goto('/meal-planning?tab=recipes')
		// A compact row: its details (macros, View Recipe) open on demand.
		await page.getByTestId('recipe-card').first().locator('summary').click()
		const view = page.getByTestId('recipe-card').first().getByRole('link', { name: /^View Recipe/ })
		const recipeId = (await view.getAttribute('href'))!.split('/').pop()!
		const db = await e2eDb()
		const { getRecipe } = await import('#app/domain/recipes/recipes.server.ts')
		const recipe = await getRecipe(db, { userId: seeded.user.id }, recipeId)
		const ingredients = recipe.ingredients.map((i) => i.nutrients)
		const perServing = carbsShown(true, scaleCarbTotals(carbTotalsOf(ingredients), 1 / recipe.servings), "this recipe's carbs")
		await expect(page.getByTestId('recipe-card').first().getByTestId('macros-carbs')).toHaveText(`Net carbs ${figure(perServing)}`)
		await view.click()
		await expect(page).toHaveURL(new RegExp(`/recipes/${recipeId}$`))
		const nutrition = page.getByTestId('recipe-nutrition')
		await expect(nutrition.getByTestId('macros-carbs')).toHaveText(`Net carbs ${figure(perServing)}`)
		if (ingredients.every((n) => n.fiberG != null)) {
			const carbsMinusFiber = (ingredients.reduce((s, n) => s + (n.carbsG ?? 0), 0) - ingredients.reduce((s, n) => s + (n.fiberG ?? 0), 0)) / recipe.servings
			await expect(nutrition.getByTestId('macros-carbs')).toHaveText(`Net carbs ${Math.round(carbsMinusFiber)} g`)
		}
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
	})
})
