/**
 * Offline-first with JavaScript on (Chromium, phone width): after one visit the service worker
 * has the dashboard, so reloading it without a network shows today's progress and says it is the
 * offline copy; a quick add made offline is kept on the phone and shown as pending, and sent once
 * the network returns, exactly once (counted in the database); signing out drops every private
 * copy, so going offline afterwards shows no private page.
 */
import type { Page } from '@playwright/test'
import { actorOf } from '#app/domain/actor.ts'
import { e2eDb, expect, test } from './fixtures.ts'

// The worker installs after the page's load (precaching the screens' JavaScript) on a shared machine.
test.describe.configure({ timeout: 90_000 })
test.use({ serviceWorkers: 'allow' })

/** Waits until the service worker controls the page and keeps a copy of it (app/components/offline/boot.ts). */
async function offlineReady(page: Page) {
	await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', null, { timeout: 60_000 })
}

test.describe('offline', () => {
	test('the dashboard reloads offline with today’s progress; a quick add made offline is pending, then logged exactly once', async ({ page, context, signedIn }) => {
		const { user, today } = signedIn
		const db = await e2eDb()
		const { quickAdd } = await import('#app/domain/diary/quick-add.server.ts')
		await quickAdd(db, actorOf(user), { mealType: 'breakfast', date: today, calories: 300, protein: 0, carbs: 0, fat: 0 })

		await page.goto('/')
		await expect(page.getByTestId('calories-consumed')).toHaveText('300')
		await offlineReady(page)
		// The add sheet is opened once online, as a user would; the worker keeps it too.
		await page.goto('/?sheet=search')
		await expect(page.getByRole('button', { name: /^Quick Add to/ })).toBeVisible()

		await context.setOffline(true)
		await page.goto('/')
		await expect(page.getByTestId('calories-consumed')).toHaveText('300')
		await expect(page.getByTestId('offline-island')).toContainText(/Offline — showing your diary as of \d{1,2}:\d{2}/)

		await page.goto('/?sheet=search')
		await page.getByLabel('Calories (kcal)').fill('250')
		await page.getByRole('button', { name: /^Quick Add to/ }).click()
		await expect(page).toHaveURL(/\/$/)
		const pending = page.getByTestId('offline-pending')
		await expect(pending).toHaveCount(1)
		await expect(pending).toContainText('Quick add 250 kcal')
		await expect(pending).toContainText('Pending')

		const { mealFoods } = await import('#db/schema.ts')
		const { eq } = await import('drizzle-orm')
		const entries = () => db.select({ kcal: mealFoods.kcal }).from(mealFoods).where(eq(mealFoods.userId, user.id))
		expect(await entries()).toHaveLength(1)

		await context.setOffline(false)
		await expect(page.getByTestId('offline-pending')).toHaveCount(0)
		await expect(page.getByTestId('offline-island')).toContainText('1 change sent')
		await expect(page.getByTestId('calories-consumed')).toHaveText('550')
		// Logged once, through the API's idempotency key: a second flush or reload adds nothing.
		await page.reload()
		await expect(page.getByTestId('calories-consumed')).toHaveText('550')
		expect((await entries()).map((e) => e.kcal).sort()).toEqual([250, 300])
	})

	test('signing out drops every private copy: offline afterwards, no private page is shown', async ({ page, context, signedIn }) => {
		await page.goto('/')
		await expect(page.getByRole('heading', { level: 1 })).toContainText(signedIn.user.firstName!)
		await offlineReady(page)
		await page.goto('/?date=' + signedIn.today)
		expect(await page.evaluate(async () => (await (await caches.open('platewise-pages-v1')).keys()).length)).toBeGreaterThan(0)

		await page.getByRole('button', { name: /sign out/i }).click()
		await expect(page).toHaveURL(/\/login/)
		await expect.poll(() => page.evaluate(async () => (await (await caches.open('platewise-pages-v1')).keys()).length)).toBe(0)

		await context.setOffline(true)
		for (const path of ['/', `/?date=${signedIn.today}`]) {
			await page.goto(path)
			await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible()
			await expect(page.getByText(signedIn.user.firstName!)).toHaveCount(0)
		}
	})
})
