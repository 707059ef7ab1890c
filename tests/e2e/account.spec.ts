/**
 * Account control at phone width (390 px), with JavaScript on and off: change the password on the
 * Account page, then sign in with the new one (the old one refused); delete the account (the
 * export offered first, the password asked in a confirmation step), then find its credentials
 * refused; forget the password and reset it with a one-time link. The e2e server has no SMTP, so
 * the forgot page says an operator issues links, and the test makes the link as that operator
 * command does (createResetToken), with no test-only route in the app.
 */
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { e2eDb, expect, test } from './fixtures.ts'

test.describe.configure({ timeout: 90_000 })

const PASSWORD = 'correct horse battery'

/** A fresh account with a known password (no session: the test signs in through /login). */
async function newAccount() {
	const db = await e2eDb()
	const { createUser } = await import('#app/domain/users/users.server.ts')
	const email = `e2e-account-${randomUUID().slice(0, 12)}@example.test`
	await createUser(db, { email, password: PASSWORD, firstName: 'Robin', lastName: undefined, timezone: 'UTC' })
	return email
}

async function signIn(page: Page, email: string, password: string) {
	await page.goto('/login')
	await page.getByLabel('Email').fill(email)
	await page.getByLabel('Password', { exact: true }).fill(password)
	await page.getByRole('button', { name: 'Sign In' }).click()
}

/** Signs in and expects to land on the dashboard. */
async function signInOk(page: Page, email: string, password: string) {
	await signIn(page, email, password)
	await expect(page).toHaveURL(/\/$/)
}

/** Signs in and expects the spec's 'Login failed' on the form. */
async function signInRefused(page: Page, email: string, password: string) {
	await signIn(page, email, password)
	await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible()
	await expect(page).toHaveURL(/\/login/)
}

test.describe('account control @no-js', () => {
	test.beforeEach(async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 844 })
	})

	test('change the password, then sign in with the new one', async ({ page }) => {
		const email = await newAccount()
		await signInOk(page, email, PASSWORD)
		await page.goto('/profile')
		await page.getByTestId('account-link').click()
		await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
		await expect(page.getByTestId('account-email')).toHaveText(email)
		await expect(page.getByTestId('session').filter({ hasText: 'This device' })).toHaveCount(1)
		// No sideways scrolling at 390 px.
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

		const form = page.locator('form', { has: page.getByRole('button', { name: 'Change password' }) })
		await form.getByLabel('Current password').fill('not my password')
		await form.getByLabel('New password', { exact: true }).fill('brand new secret')
		await form.getByLabel('Confirm new password').fill('brand new secret')
		await form.getByRole('button', { name: 'Change password' }).click()
		// Named on its field (announced with it), and above the button with the form's title.
		await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('Password is incorrect')
		await expect(page.getByRole('alert').filter({ hasText: 'Could not change the password' })).toBeVisible()

		const again = page.locator('form', { has: page.getByRole('button', { name: 'Change password' }) })
		await again.getByLabel('Current password').fill(PASSWORD)
		await again.getByLabel('New password', { exact: true }).fill('brand new secret')
		await again.getByLabel('Confirm new password').fill('brand new secret')
		await again.getByRole('button', { name: 'Change password' }).click()
		await expect(page.getByTestId('toast').filter({ hasText: 'Password changed' }).first()).toBeVisible()

		await page.goto('/profile')
		await page.getByRole('button', { name: 'Sign Out' }).click()
		await expect(page).toHaveURL(/\/login/)
		await signInRefused(page, email, PASSWORD)
		await signInOk(page, email, 'brand new secret')
	})

	test('delete the account, and its credentials are refused', async ({ page }) => {
		const email = await newAccount()
		await signInOk(page, email, PASSWORD)
		await page.goto('/profile/account')
		await page.getByRole('link', { name: 'Delete my account...' }).click()
		const confirm = page.getByTestId('delete-confirm')
		await expect(confirm).toBeVisible()
		// The export is offered before anything goes.
		await expect(page.getByTestId('delete-export-link')).toHaveAttribute('href', /\/api\/users\/[^/]+\/export\?format=json$/)
		await confirm.getByLabel('Password').fill(PASSWORD)
		await confirm.getByRole('button', { name: 'Delete my account for good' }).click()
		await expect(page).toHaveURL(/\/login/)
		await expect(page.getByTestId('toast').filter({ hasText: 'Account deleted' }).first()).toBeVisible()
		await page.goto('/profile')
		await expect(page).toHaveURL(/\/login/)
		await signInRefused(page, email, PASSWORD)
	})

	test('forgot password: the page tells how to get a link, and the link works once', async ({ page }) => {
		const email = await newAccount()
		await page.goto('/login')
		await page.getByRole('link', { name: 'Forgot password?' }).click()
		await expect(page).toHaveURL(/\/forgot-password$/)
		// No SMTP on this server: the page says so and never claims a mail was sent.
		await expect(page.getByTestId('reset-by-operator')).toContainText('npm run reset-link')

		const db = await e2eDb()
		const { createResetToken } = await import('#app/domain/account/resets.server.ts')
		const made = await createResetToken(db, email)
		await page.goto(`/reset-password/${made!.token}`)
		await page.getByLabel('New password', { exact: true }).fill('reset secret 42')
		await page.getByLabel('Confirm new password').fill('reset secret 42')
		await page.getByRole('button', { name: 'Set new password' }).click()
		await expect(page).toHaveURL(/\/login/)
		await expect(page.getByTestId('toast').filter({ hasText: 'Password changed' }).first()).toBeVisible()
		await signInOk(page, email, 'reset secret 42')

		// Used once, the link no longer works, and offers a new one.
		await page.goto(`/reset-password/${made!.token}`)
		await expect(page.getByTestId('reset-link-invalid')).toBeVisible()
		await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password')
	})
})
