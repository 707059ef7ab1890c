/**
 * The Edit Profile dialog at phone width (390 px), JavaScript on and off: what a person types on one
 * tab stays when they switch to another and back, and Save Changes saves every tab at once. In
 * imperial units every water amount is in fl oz: the goal field, the profile's goal card and the
 * dashboard's quick drinks (stored as ml).
 */
import { updateProfile } from '#app/domain/users/users.server.ts'
import { e2eDb, expect, test } from './fixtures.ts'

test.describe.configure({ timeout: 90_000 })

test.describe('Edit Profile tabs and imperial water @no-js', () => {
	test.beforeEach(async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 844 })
	})

	test('switching tabs keeps what was typed, and Save Changes saves every tab', async ({ page, signedIn }) => {
		await page.goto('/profile?edit=profile')
		const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
		await dialog.getByLabel('Bio').fill('Typed before switching tabs')
		await dialog.getByRole('tab', { name: 'Nutrition' }).click()
		await expect(page).toHaveURL(/\/profile\?edit=nutrition$/)
		await expect(dialog.getByRole('tab', { name: 'Nutrition' })).toHaveAttribute('aria-selected', 'true')
		await dialog.getByLabel('Daily calories (kcal)').fill('2300')
		await dialog.getByRole('tab', { name: 'Profile' }).click()
		await expect(dialog.getByLabel('Bio')).toHaveValue('Typed before switching tabs')
		await dialog.getByRole('tab', { name: 'Nutrition' }).click()
		await expect(dialog.getByLabel('Daily calories (kcal)')).toHaveValue('2300')
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
		await dialog.getByRole('button', { name: 'Save Changes' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Profile updated' }).first()).toBeVisible()
		await expect(page.getByText('Typed before switching tabs')).toBeVisible()
		await expect(page.getByTestId('stat-calorie-goal')).toHaveText('2,300')
		expect(signedIn.user.id).toBeTruthy()
	})

	test('imperial: the water goal is in fl oz on the profile and the dashboard quick drinks are in fl oz', async ({ page, signedIn }) => {
		await updateProfile(await e2eDb(), signedIn.user.id, { units: 'imperial', dailyWaterGoal: 2000 })
		await page.goto('/profile')
		await expect(page.getByTestId('goal-water')).toHaveText('67.6 fl oz')
		await page.goto('/profile?edit=nutrition')
		const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
		const water = dialog.getByLabel('Water (fl oz)')
		await expect(water).toHaveValue('67.6')
		await water.fill('80')
		await dialog.getByRole('button', { name: 'Save Changes' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Profile updated' }).first()).toBeVisible()
		// 80 fl oz × 29.5735 ml = 2,366 ml stored, shown again as 80 fl oz.
		await expect(page.getByTestId('goal-water')).toHaveText('80 fl oz')

		await page.goto('/')
		const card = page.getByTestId('water-card')
		await card.getByRole('button', { name: '+ a glass 8 fl oz' }).click()
		await expect(page.getByTestId('water-card').getByTestId('water-amount')).toHaveText('8')
		await expect(page.getByTestId('water-card')).toContainText('of 80 fl oz')
	})
})
