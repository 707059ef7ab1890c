import { expect, test } from './fixtures.ts'
import { newAccount, openFoodFromSearch, signUp } from './helpers.ts'

// A loaded CI machine (a build and two browsers on 2 cores) can take past the default 30 s here.
test.describe.configure({ timeout: 90_000 })

test.describe('the spine @no-js', () => {
	test('sign up, find bananas, log 118 g to breakfast and see USDA numbers', async ({ page }) => {
		await signUp(page, 'Grace')
		await expect(page.getByText('No meals logged yet')).toBeVisible()

		await page.goto('/?meal=breakfast')
		await page.getByRole('link', { name: /Search Food/ }).click()
		const search = page.getByLabel('Search foods')
		await search.fill('banana')
		await search.press('Enter')
		const first = page.getByRole('list', { name: 'Search results' }).getByRole('link').first()
		await expect(first).toContainText('Bananas, raw')
		await first.click()

		await page.getByLabel('Quantity').fill('118')
		await page.getByLabel('Unit').selectOption('gram')
		await page.getByRole('button', { name: 'Add Food' }).click()

		await expect(page.getByTestId('toast').filter({ hasText: 'Food added' }).first()).toBeVisible()
		await expect(page.getByTestId('toast').filter({ hasText: 'Added Bananas, raw to your meal' }).first()).toBeVisible()
		// USDA SR Legacy 173944: 89 kcal and 22.84 g carbohydrate per 100 g → 118 g = 105 kcal, 27 g.
		await expect(page.getByTestId('calories-consumed')).toHaveText('105')
		await expect(page.getByTestId('macro-carbs-grams')).toHaveText('27')
		await expect(page.getByTestId('tile-breakfast')).toHaveText('105 kcal')
		await expect(page.getByTestId('meal-card')).toHaveCount(1)
	})

	test('edit a meal, then delete it after confirming', async ({ page }) => {
		await newAccount(page, 'Edith')
		await openFoodFromSearch(page, 'breakfast', 'banana', 'Bananas, raw')
		await page.getByRole('button', { name: 'Add Food' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Food added' }).first()).toBeVisible()

		await page.getByRole('link', { name: 'Edit Breakfast' }).click()
		await expect(page.getByRole('dialog', { name: 'Edit Meal' })).toBeVisible()
		await page.getByLabel('Meal', { exact: true }).selectOption('lunch')
		await page.getByRole('button', { name: 'Save', exact: true }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Meal updated' }).first()).toBeVisible()
		await expect(page.getByTestId('tile-breakfast')).toHaveText('None')
		await expect(page.getByTestId('tile-lunch')).not.toHaveText('None')

		await page.getByRole('link', { name: 'Delete Lunch' }).click()
		await expect(page.getByRole('dialog', { name: 'Delete Lunch?' })).toBeVisible()
		await page.getByRole('button', { name: 'Delete' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Meal deleted' }).first()).toBeVisible()
		await expect(page.getByText('No meals logged yet')).toBeVisible()
	})

	test('manual entry validates, then logs a custom food', async ({ page }) => {
		await newAccount(page, 'Manu')
		await page.goto('/?sheet=manual&meal=snack')
		await page.getByLabel('Food name').fill('')
		await page.getByLabel('Quantity').fill('0')
		await page.getByRole('button', { name: 'Add Food' }).click()
		await expect(page.getByText('Food name is required')).toBeVisible()
		await expect(page.getByText('Quantity must be at least 0.1')).toBeVisible()

		await page.getByLabel('Food name').fill('Grandma’s flapjack')
		await page.getByLabel('Quantity').fill('2')
		await page.getByLabel('Calories (kcal)').fill('150')
		await page.getByLabel('Carbs (g)').fill('20')
		await page.getByRole('button', { name: 'Add Food' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Food added!' }).first()).toBeVisible()
		await expect(page.getByTestId('calories-consumed')).toHaveText('300')
		await expect(page.getByTestId('macro-carbs-grams')).toHaveText('40')
	})

	test('goals dialog refuses out-of-range values and saves valid ones', async ({ page }) => {
		await newAccount(page, 'Gail')
		await page.goto('/?sheet=goals')
		const dialog = page.getByRole('dialog', { name: 'Set Your Nutrition Goals' })
		await dialog.getByLabel('Daily calories (kcal)').fill('9000')
		await dialog.getByRole('button', { name: 'Save Goals' }).click()
		await expect(page.getByText('Daily calories must be between 1000 and 5000')).toBeVisible()
		await dialog.getByLabel('Daily calories (kcal)').fill('2500')
		await dialog.getByRole('button', { name: 'Save Goals' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Goals Updated' }).first()).toBeVisible()
		await expect(page.getByText('of 2,500 kcal')).toBeVisible()
	})

	test('register and login show the spec messages', async ({ page }) => {
		await page.goto('/register')
		await page.getByLabel('Email').fill('mismatch@example.test')
		await page.getByLabel('Password', { exact: true }).fill('secret1')
		await page.getByLabel('Confirm password').fill('secret2')
		await page.getByRole('button', { name: 'Create Account' }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'Password mismatch' })).toContainText('Passwords do not match. Please try again.')

		await page.getByLabel('Password', { exact: true }).fill('abc')
		await page.getByLabel('Confirm password').fill('abc')
		await page.getByRole('button', { name: 'Create Account' }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'Password too short' })).toContainText('Password must be at least 6 characters long.')

		await page.goto('/login')
		await page.getByLabel('Email').fill('nobody@example.test')
		await page.getByLabel('Password').fill('wrong-password')
		await page.getByRole('button', { name: 'Sign In' }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toContainText('Invalid email or password')
	})

	test('sign out and sign back in', async ({ page }) => {
		const { email, password } = await newAccount(page, 'Olive')
		await page.getByRole('button', { name: 'Sign Out' }).click()
		await expect(page).toHaveURL(/\/login$/)
		await page.getByLabel('Email').fill(email)
		await page.getByLabel('Password').fill(password)
		await page.getByRole('button', { name: 'Sign In' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toContainText('Olive!')
		await expect(page.getByTestId('toast').filter({ hasText: 'Welcome back' }).first()).toBeVisible()
	})
})

test('visitors see the landing page with its buttons and the ODbL notice; an unknown path is the one 404 page, leading home', async ({ page }) => {
	await page.goto('/')
	await expect(page.getByRole('link', { name: 'Start Free Today' })).toHaveAttribute('href', '/register')
	await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/register')
	await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login')
	await expect(page.getByText('Open Database License (ODbL)')).toBeVisible()
	// A signed-out unknown path is a 404 (so crawlers and caches do not keep it) with the same 404 page a signed-in person sees.
	const res = await page.goto('/some/unknown/path')
	expect(res?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
	await page.getByRole('link', { name: 'Go to the home page' }).click()
	await expect(page.getByRole('link', { name: 'Start Free Today' })).toBeVisible()
})
