/**
 * Ingredient substitution end to end against the built server and the sample
 * database, with JavaScript on (mobile) and off (@no-js): open the dialog, ask, read the results,
 * New Search. Expected numbers come from the database rows.
 */
import { type Page } from '@playwright/test'
import { FOODS } from '#app/domain/substitution/foods.ts'
import { e2eDb, expect, test } from './fixtures.ts'
import { newAccount } from './helpers.ts'

async function kcalOf(fdcId: number): Promise<number> {
	const db = await e2eDb()
	const rows = await db.$client.execute({ sql: 'SELECT kcal FROM foods WHERE fdc_id = ?', args: [fdcId] })
	return Number(rows.rows[0]!.kcal)
}

/** The table's coconut oil for butter: 190 g per 227 g (1 cup) of butter, so per 100 g of butter. */
async function coconutForButterKcal(): Promise<string> {
	const change = ((await kcalOf(FOODS.coconutOil.fdcId)) * 190) / 227 - (await kcalOf(FOODS.butter.fdcId))
	const rounded = Math.round(change * 10) / 10
	return `${rounded < 0 ? '−' : '+'}${Math.abs(rounded).toLocaleString('en-US', { maximumFractionDigits: 1 })} kcal`
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Ingredient Substitution Assistant' })

async function askButterVeganBaking(page: Page) {
	await page.goto('/ingredient-substitution')
	await expect(page.getByRole('heading', { name: 'AI Ingredient Substitution' })).toBeVisible()
	await page.getByRole('link', { name: 'Find Substitutions' }).click()
	await expect(dialog(page)).toBeVisible()

	// Nothing filled in: the spec's 'Missing Information' messages.
	await dialog(page).getByRole('button', { name: 'Find Substitutions' }).click()
	await expect(page.getByTestId('toast').filter({ hasText: 'Missing Information' }).first()).toBeVisible()
	await expect(page.getByTestId('toast').filter({ hasText: 'Please enter an ingredient to substitute.' }).first()).toBeVisible()
	await expect(dialog(page)).toContainText('Please select at least one dietary restriction.')
	await expect(dialog(page)).toContainText('Please select the recipe purpose.')

	await dialog(page).getByLabel('Ingredient to substitute').fill('butter')
	await dialog(page).getByLabel('Vegan', { exact: true }).check()
	await dialog(page).getByLabel('Baking', { exact: true }).check()
	await dialog(page).getByRole('button', { name: 'Find Substitutions' }).click()

	const results = dialog(page).getByTestId('substitution-results')
	await expect(results.getByRole('heading', { name: 'Substitutes for butter' })).toBeVisible()
	await expect(page.getByTestId('toast').filter({ hasText: 'Substitutions Found!' }).first()).toBeVisible()
	await expect(results.getByTestId('original-nutrition')).toContainText(`${(await kcalOf(FOODS.butter.fdcId)).toLocaleString('en-US')} kcal`)
	const coconut = results.getByTestId('suggestion').filter({ has: page.getByRole('heading', { name: 'Coconut oil', exact: true }) })
	await expect(coconut).toContainText('1 cup butter = 3/4 cup + 2 tbsp coconut oil')
	await expect(coconut).toContainText(/\d+% match/)
	await expect(coconut.getByTestId('impact')).toContainText(await coconutForButterKcal())
	// Vegan: no dairy substitute is offered.
	await expect(results.getByRole('heading', { name: 'Ghee', exact: true })).toHaveCount(0)
	await expect(results).toContainText('Provider: Platewise substitution rules')

	// New Search resets the form.
	await results.getByRole('link', { name: 'New Search' }).click()
	await expect(dialog(page).getByLabel('Ingredient to substitute')).toHaveValue('')
	await expect(dialog(page).getByLabel('Vegan', { exact: true })).not.toBeChecked()
	// Closing the dialog leaves the intro page.
	await dialog(page).getByRole('link', { name: 'Close' }).click()
	await expect(dialog(page)).toHaveCount(0)
	await expect(page.getByRole('link', { name: 'Find Substitutions' })).toBeVisible()
}

test.describe('ingredient substitution @no-js', () => {
	test('open the dialog, ask, read the results, New Search, close', async ({ page }) => {
		await newAccount(page)
		await askButterVeganBaking(page)
	})

	test('an unknown ingredient says so and offers the nearest ones we know', async ({ page }) => {
		await newAccount(page)
		await page.goto('/ingredient-substitution?dialog=1')
		await dialog(page).getByLabel('Ingredient to substitute').fill('buter')
		await dialog(page).getByLabel('Vegan', { exact: true }).check()
		await dialog(page).getByLabel('Baking', { exact: true }).check()
		await dialog(page).getByRole('button', { name: 'Find Substitutions' }).click()
		await expect(dialog(page)).toContainText("We don't have substitutions for 'buter'")
		await dialog(page).getByRole('link', { name: 'Butter', exact: true }).click()
		await expect(dialog(page).getByRole('heading', { name: 'Substitutes for butter' })).toBeVisible()
	})
})

test.describe('with JavaScript', () => {
	test('the ingredient field suggests database foods as you type', async ({ page }) => {
		await newAccount(page)
		await page.goto('/ingredient-substitution?dialog=1')
		await dialog(page).getByLabel('Ingredient to substitute').pressSequentially('chedd')
		await expect(page.locator('#subst-ingredient-list option[value^="Cheese, cheddar"]').first()).toBeAttached()
	})
})
