import { expect, test } from './fixtures.ts'
import { randomUUID } from 'node:crypto'
import { newAccount } from './helpers.ts'

test('after a validation error, the first press of Create Account signs up (nothing shifts under the tap)', async ({ page }) => {
	await page.goto('/register')
	await page.getByLabel('First name (optional)').fill('Tap')
	await page.getByLabel('Email').fill(`tap-${randomUUID().slice(0, 8)}@example.test`)
	await page.getByLabel('Password', { exact: true }).fill('abcdef')
	await page.getByLabel('Confirm password').fill('abcdeg')
	await page.getByRole('button', { name: 'Create Account' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Password mismatch' })).toBeVisible()
	await page.getByLabel('Confirm password').fill('abcdef')
	await page.getByRole('button', { name: 'Create Account' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toContainText('Tap!')
})

test('dialogs take focus, keep Tab inside, close on Escape and hand focus back', async ({ page }) => {
	await newAccount(page, 'Kay')
	const opener = page.getByRole('link', { name: 'Set goals' })
	await opener.click()
	const dialog = page.getByRole('dialog', { name: 'Set Your Nutrition Goals' })
	await expect(dialog).toBeVisible()
	await expect(dialog.getByLabel('Daily calories (kcal)')).toBeFocused()
	for (let i = 0; i < 12; i++) {
		await page.keyboard.press('Tab')
		expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
	}
	await page.keyboard.press('Escape')
	await expect(dialog).toHaveCount(0)
	await expect(opener).toBeFocused()
})

test('signing up picks up the time zone: from the browser with JavaScript, from a list without @no-js', async ({ page }, testInfo) => {
	const noJs = testInfo.project.name === 'no-js'
	await page.goto('/register')
	await page.getByLabel('First name (optional)').fill('Zoe')
	await page.getByLabel('Email').fill(`tz-${randomUUID().slice(0, 8)}@example.test`)
	await page.getByLabel('Password', { exact: true }).fill('secret12')
	await page.getByLabel('Confirm password').fill('secret12')
	if (noJs) await page.getByLabel('Time zone').selectOption('Asia/Tokyo')
	else await expect(page.getByLabel('Time zone')).toHaveCount(0)
	await page.getByRole('button', { name: 'Create Account' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toContainText('Zoe!')
	await page.goto('/profile?edit=settings')
	const expected = noJs ? 'Asia/Tokyo' : await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
	await expect(page.getByLabel('Time zone')).toHaveValue(expected)
})

test('Planning and AI Substitution links reach their screens, not a 404', async ({ page }) => {
	await newAccount(page, 'Pia')
	const planning = await page.goto('/meal-planning')
	expect(planning?.status()).toBe(200)
	await expect(page.getByRole('heading', { level: 1, name: 'Meal Planning' })).toBeVisible()
	await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Planning/ })).toHaveAttribute('aria-current', 'page')
	const subs = await page.goto('/ingredient-substitution')
	expect(subs?.status()).toBe(200)
	await expect(page.getByRole('heading', { level: 1, name: 'AI Ingredient Substitution' })).toBeVisible()
})
