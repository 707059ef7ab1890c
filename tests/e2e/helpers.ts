import { expect, type Page } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { e2eDb, signInContext } from './fixtures.ts'

/** Signs up a fresh user through the real /register form, skipping the goal set-up; returns the credentials. */
export async function signUp(page: Page, firstName = 'Ada') {
	const email = `e2e-${randomUUID().slice(0, 12)}@example.test`
	const password = 'correct horse battery'
	await page.goto('/register')
	await page.getByLabel('First name (optional)').fill(firstName)
	await page.getByLabel('Email').fill(email)
	await page.getByLabel('Password', { exact: true }).fill(password)
	await page.getByLabel('Confirm password').fill(password)
	await page.getByRole('button', { name: 'Create Account' }).click()
	// Sign-up goes on to the goal set-up, which may be skipped (tests/e2e/goals.spec.ts fills it in).
	await expect(page).toHaveURL(/\/welcome$/)
	await page.getByRole('link', { name: 'Skip for now' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toContainText(`, ${firstName}!`)
	return { email, password }
}

/**
 * A new account for a test whose subject is not sign-up itself (the sign-up form and the goal
 * set-up have their own tests: spine.test.ts, review-regressions.test.ts, goals.spec.ts): the
 * account is created by the domain's `createUser` (what the sign-up form calls; time zone UTC, as
 * the test browser's), the page's context is signed in, and the dashboard is open and greets
 * `firstName`, where {@link signUp} would leave it. About two page loads cheaper than the form.
 * @returns the credentials, to sign in with through the login form.
 */
export async function newAccount(page: Page, firstName = 'Ada') {
	const email = `e2e-${randomUUID().slice(0, 12)}@example.test`
	const password = 'correct horse battery'
	const { createUser } = await import('#app/domain/users/users.server.ts')
	const user = await createUser(await e2eDb(), { email, password, firstName, lastName: undefined, timezone: 'UTC' })
	await signInContext(page.context(), user)
	await page.goto('/')
	await expect(page.getByRole('heading', { level: 1 })).toContainText(`, ${firstName}!`)
	return { email, password }
}

/** Opens the search sheet for a meal type, searches, and opens the result whose name matches. */
export async function openFoodFromSearch(page: Page, mealType: string, query: string, resultName: string | RegExp) {
	await page.goto(`/?meal=${mealType}`)
	await page.getByRole('link', { name: /Search Food/ }).click()
	const search = page.getByLabel('Search foods')
	await search.fill(query)
	await search.press('Enter')
	const results = page.getByRole('list', { name: 'Search results' })
	await expect(results).toBeVisible()
	await results.getByRole('link').filter({ hasText: resultName }).first().click()
	await expect(page.getByRole('button', { name: 'Add Food' })).toBeVisible()
}
