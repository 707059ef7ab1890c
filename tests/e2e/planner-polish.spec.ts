/**
 * The meal-planning polish at 390 px, JavaScript on (mobile project) and off (no-js project):
 * - Planner: 'Log to Tracker' turns into 'Logged' with an Undo, and Undo takes out of the diary
 *   exactly the entries logging wrote; the Grocery tab's People keeps the number chosen.
 * - Substitution suggestions read in order of their match percentage.
 * - Recipes tab: a compact list (one page of short rows, details on demand) with search, meal
 *   and time filters and pages that together show every recipe once; a row's 'Log a serving'
 *   offers Undo too, and so does the recipe page, whose ingredients read as short display names.
 */
import AxeBuilder from '@axe-core/playwright'
import { eq } from 'drizzle-orm'
import type { Page } from '@playwright/test'
import { e2eDb, expect, test } from './fixtures.ts'
import { newAccount } from './helpers.ts'

test.describe.configure({ timeout: 90_000 })

/** A new signed-in account at 390 px, and its user row. */
async function phoneAccount(page: Page, firstName: string) {
	await page.setViewportSize({ width: 390, height: 844 })
	const { email } = await newAccount(page, firstName)
	const db = await e2eDb()
	const { users } = await import('#db/schema.ts')
	const [user] = await db.select().from(users).where(eq(users.email, email))
	return { db, user: user!, actor: { userId: user!.id, timezone: user!.timezone } }
}

/** The ids of a user's diary entries, read from the database. */
async function diaryEntryIds(userId: string): Promise<Set<string>> {
	const db = await e2eDb()
	const { mealFoods } = await import('#db/schema.ts')
	return new Set((await db.select({ id: mealFoods.id }).from(mealFoods).where(eq(mealFoods.userId, userId))).map((r) => r.id))
}

const added = (after: Set<string>, before: Set<string>) => [...after].filter((id) => !before.has(id)).sort()

async function noSidewaysScroll(page: Page) {
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

/** axe-core's contrast and name rules on the open page (JavaScript on; appearance.spec.ts covers the screens without it). */
async function axeFindings(page: Page): Promise<string[]> {
	const result = await new AxeBuilder({ page }).withRules(['color-contrast', 'button-name', 'link-name', 'label', 'select-name', 'label-content-name-mismatch']).analyze()
	return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))
}

test.describe('planner polish @no-js', () => {
	test("Log to Tracker shows 'Logged' with an Undo that removes exactly its entries; People keeps its value; substitutions by match", async ({ page }) => {
		const { db, user, actor } = await phoneAccount(page, 'Pia')
		const { createPlan } = await import('#app/domain/planning/plans.server.ts')
		const { CreatePlanSchema } = await import('#app/domain/planning/plans.schema.ts')
		const { plan } = await createPlan(db, actor, CreatePlanSchema.parse({ name: 'Polish week' }))

		await test.step('Log to Tracker → Logged, with Undo', async () => {
			await page.goto(`/meal-planning?plan=${plan.id}`)
			const meal = page.getByTestId('planned-meal').first()
			const before = await diaryEntryIds(user.id)
			await meal.getByRole('button', { name: /to Tracker$/ }).click()
			await expect(meal.getByTestId('planned-logged')).toHaveText('Logged')
			await expect(meal.getByRole('button', { name: /to Tracker$/ })).toHaveCount(0)
			const written = added(await diaryEntryIds(user.id), before)
			expect(written.length).toBeGreaterThan(0)
			// The Undo carries exactly the entries logging wrote.
			expect(new URL(page.url()).searchParams.get('undo')!.split('.').sort()).toEqual(written)
			await noSidewaysScroll(page)

			await meal.getByRole('button', { name: /^Undo logging/ }).click()
			await expect(meal.getByRole('button', { name: /to Tracker$/ })).toBeVisible()
			await expect(meal.getByTestId('planned-logged')).toHaveCount(0)
			expect([...(await diaryEntryIds(user.id))].sort()).toEqual([...before].sort())
		})

		await test.step('People keeps the number chosen after generating and reloading', async () => {
			await page.goto(`/meal-planning?tab=grocery&plan=${plan.id}`)
			const people = page.getByLabel('People (servings)')
			await people.fill('3')
			await page.getByRole('button', { name: 'AI Generate' }).click()
			await expect(page.getByTestId('grocery-item').first()).toBeVisible()
			await expect(people).toHaveValue('3')
			await page.reload()
			await expect(page.getByLabel('People (servings)')).toHaveValue('3')
		})

		await test.step('substitution suggestions are sorted by their match percentage', async () => {
			await page.goto('/ingredient-substitution?ask=1&ingredient=butter&restrictions=dairy-free&purpose=baking')
			const suggestions = page.getByTestId('suggestion')
			await expect(suggestions.first()).toBeVisible()
			const percents = (await suggestions.allTextContents()).map((text) => Number(/(\d+)% match/.exec(text)?.[1]))
			expect(percents.length).toBeGreaterThan(1)
			expect(percents.every((p) => Number.isFinite(p))).toBe(true)
			expect(percents).toEqual([...percents].sort((a, b) => b - a))
		})
	})

	test('the compact recipe list: short rows, pages that show every recipe once, search, meal and time filters', async ({ page }) => {
		const { db, actor } = await phoneAccount(page, 'Remy')
		const { listRecipes } = await import('#app/domain/recipes/recipes.server.ts')
		const { RECIPE_PAGE } = await import('#app/domain/recipes/caps.ts')
		const rows = page.getByTestId('recipe-card')
		const names = () => page.getByTestId('recipe-name').allTextContents()

		await test.step('one page of short rows, no sideways scrolling', async () => {
			await page.goto('/meal-planning?tab=recipes')
			await expect(rows).toHaveCount(RECIPE_PAGE.default)
			const height = await page.getByRole('list', { name: 'Recipe list' }).evaluate((e) => e.getBoundingClientRect().height)
			test.info().annotations.push({ type: 'recipe list height at 390 px', description: `${Math.round(height)} px for ${RECIPE_PAGE.default} rows` })
			// A closed row is its name and one line (the cards were 270 px each).
			expect(height).toBeLessThan(RECIPE_PAGE.default * 100)
			await noSidewaysScroll(page)
		})

		await test.step('the pages together show every recipe once, in list order', async () => {
			const seen: string[] = []
			let shown = await names()
			seen.push(...shown)
			while ((await page.getByRole('link', { name: 'More recipes' }).count()) > 0) {
				await page.getByRole('link', { name: 'More recipes' }).click()
				// The next page has arrived when its first row is not the shown page's first row
				// (with JavaScript the click is a client-side navigation; names read before it would repeat a page).
				await expect(page.getByTestId('recipe-name').first()).not.toHaveText(shown[0]!)
				shown = await names()
				seen.push(...shown)
			}
			expect(seen).toEqual((await listRecipes(db, actor)).map((r) => r.name))
			await page.getByRole('link', { name: 'Back to the start' }).click()
			await expect(rows).toHaveCount(RECIPE_PAGE.default)
		})

		await test.step('search and the meal and time filters (a GET form)', async () => {
			await page.getByRole('searchbox', { name: 'Search recipes' }).fill('lentil')
			await page.getByRole('button', { name: 'Search', exact: true }).click()
			await expect(page).toHaveURL(/q=lentil/)
			// Retried: with JavaScript the URL changes before React has rendered the new list.
			await expect(page.getByTestId('recipe-name')).toHaveText((await listRecipes(db, actor, { q: 'lentil' })).slice(0, RECIPE_PAGE.default).map((r) => r.name))
			expect((await names()).some((n) => /lentil soup/i.test(n))).toBe(true)

			await page.getByRole('searchbox', { name: 'Search recipes' }).fill('')
			await page.getByLabel('Meal', { exact: true }).selectOption('breakfast')
			await page.getByLabel('Time', { exact: true }).selectOption('15')
			await page.getByRole('button', { name: 'Search', exact: true }).click()
			await expect(page).toHaveURL(/meal=breakfast/)
			const expected = (await listRecipes(db, actor, { mealType: 'breakfast', maxMinutes: 15 })).slice(0, RECIPE_PAGE.default).map((r) => r.name)
			expect(expected.length).toBeGreaterThan(0)
			await expect(page.getByTestId('recipe-name')).toHaveText(expected)
			await expect(page.getByLabel('Meal', { exact: true })).toHaveValue('breakfast')

			await page.getByRole('searchbox', { name: 'Search recipes' }).fill('zzzz no such dish')
			await page.getByRole('button', { name: 'Search', exact: true }).click()
			await expect(page.getByText('No recipes match your search.')).toBeVisible()
			await page.getByRole('link', { name: 'Clear search and filters' }).click()
			await expect(rows).toHaveCount(RECIPE_PAGE.default)
		})
	})

	test('a recipe row and the recipe page: details on demand, short ingredient names, Log a serving → Logged with Undo', async ({ page, javaScriptEnabled }) => {
		const { user } = await phoneAccount(page, 'Rosa')
		const rows = page.getByTestId('recipe-card')
		await page.goto('/meal-planning?tab=recipes')

		await test.step("a row's details on demand; Log a serving → Logged with Undo", async () => {
			const row = rows.first()
			await expect(row.getByRole('link', { name: /^View Recipe/ })).toBeHidden()
			await row.locator('summary').click()
			await expect(row.getByRole('link', { name: /^View Recipe/ })).toBeVisible()
			await expect(row.getByRole('link', { name: /^Add to Plan/ })).toBeVisible()
			const before = await diaryEntryIds(user.id)
			await row.getByRole('button', { name: /^Log a serving of/ }).click()
			const logged = page.getByTestId('recipe-logged')
			await expect(logged).toHaveText('Logged')
			expect(added(await diaryEntryIds(user.id), before).length).toBeGreaterThan(0)
			await page.getByRole('button', { name: /^Undo logging a serving of/ }).click()
			await expect(logged).toHaveCount(0)
			expect([...(await diaryEntryIds(user.id))].sort()).toEqual([...before].sort())
		})

		// axe runs page scripts: with JavaScript on (appearance.spec.ts checks the screens without it).
		if (javaScriptEnabled)
			await test.step('dark mode: an opened row fits 390 px and passes axe contrast', async () => {
				await page.emulateMedia({ colorScheme: 'dark' })
				await page.goto('/meal-planning?tab=recipes')
				await rows.first().locator('summary').click()
				await noSidewaysScroll(page)
				expect(await axeFindings(page)).toEqual([])
				await page.emulateMedia({ colorScheme: 'light' })
			})

		await test.step('the recipe page: short ingredient names (the stored name as title), Log a serving → Logged with Undo', async () => {
			await page.goto('/meal-planning?tab=recipes')
			const row = rows.first()
			await row.locator('summary').click()
			await row.getByRole('link', { name: /^View Recipe/ }).click()
			await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible()
			for (const name of await page.getByTestId('food-name').all()) {
				const title = await name.getAttribute('title')
				const text = (await name.textContent())!
				expect(text.length).toBeLessThanOrEqual(48)
				if (title) expect(title.length).toBeGreaterThan(0)
			}
			const before = await diaryEntryIds(user.id)
			await page.getByRole('button', { name: 'Log a serving' }).click()
			await expect(page.getByTestId('recipe-logged')).toHaveText('Logged')
			expect(added(await diaryEntryIds(user.id), before).length).toBeGreaterThan(0)
			await noSidewaysScroll(page)
			await page.getByRole('button', { name: /^Undo logging a serving of/ }).click()
			await expect(page.getByRole('button', { name: 'Log a serving' })).toBeVisible()
			expect([...(await diaryEntryIds(user.id))].sort()).toEqual([...before].sort())
		})
	})
})
