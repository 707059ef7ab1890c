/**
 * The dashboard's HTML throughput: a document rendered from the same inputs as one a
 * moment ago is served from the render memo (app/utils/render-memo.server.ts). What a user must
 * never notice: a different page, a script blocked by a stale CSP nonce, a diary that does not
 * show what was just logged, or another person's page.
 */
import { e2eDb, expect, seededUser, test } from './fixtures.ts'

/** The nonce of a response's CSP header. */
const cspNonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1]

test('the dashboard served again is the same page with its own nonce, and shows a new entry at once', async ({ page, seeded }) => {
	const load = async () => {
		const r = await page.request.get('/')
		expect(r.status()).toBe(200)
		return { html: await r.text(), nonce: cspNonce(r.headers()['content-security-policy']), timing: r.headers()['server-timing'] ?? '' }
	}
	// Enough loads that each server worker renders the page and then serves it again.
	const loads = []
	for (let i = 0; i < 8; i++) loads.push(await load())
	expect(loads.some((l) => l.timing.includes('remembered'))).toBe(true)
	const nonces = new Set(loads.map((l) => l.nonce))
	expect(nonces.size).toBe(loads.length)
	for (const l of loads) {
		expect(l.nonce).toBeTruthy()
		// Every script's nonce is the one this response's CSP allows.
		const inPage = [...l.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])
		expect(inPage.length).toBeGreaterThan(0)
		expect(new Set(inPage)).toEqual(new Set([l.nonce]))
	}
	const normalized = loads.map((l) => l.html.replaceAll(l.nonce!, 'NONCE'))
	expect(new Set(normalized).size).toBe(1)

	// A write the server did not make (straight into the database) shows on the very next load.
	const { logManualEntry } = await import('#app/domain/diary/diary.server.ts')
	const db = await e2eDb()
	await logManualEntry(db, { userId: seeded.user.id, timezone: 'UTC' }, { name: 'Memo check muffin', quantity: 1, unit: 'serving', calories: 410, protein: 6, carbs: 52, fat: 19, mealType: 'snack' })
	for (let i = 0; i < 4; i++) expect((await load()).html).toContain('Memo check muffin')

	// With JavaScript, the remembered page runs its scripts under its nonce and hydrates.
	const errors: string[] = []
	page.on('pageerror', (e) => errors.push(e.message))
	page.on('console', (m) => {
		if (m.type() === 'error') errors.push(m.text())
	})
	for (let i = 0; i < 3; i++) {
		await page.goto('/')
		await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
		await expect(page.getByText('Memo check muffin')).toBeVisible()
	}
	expect(errors).toEqual([])
})

test("another user's dashboard is never served from the first one's", async ({ page, seeded, browser }) => {
	const other = await browser.newContext()
	const second = await seededUser(other, { firstName: 'Noor' })
	const { logManualEntry } = await import('#app/domain/diary/diary.server.ts')
	await logManualEntry(await e2eDb(), { userId: second.user.id, timezone: 'UTC' }, { name: 'Noor only soup', quantity: 1, unit: 'serving', calories: 300, protein: 10, carbs: 30, fat: 10, mealType: 'snack' })
	for (let i = 0; i < 4; i++) {
		const mine = await (await page.request.get('/')).text()
		const theirs = await (await other.request.get('/')).text()
		expect(mine).toContain(seeded.user.id)
		expect(mine).not.toContain('Noor only soup')
		expect(mine).not.toContain(second.user.id)
		expect(theirs).toContain('Noor only soup')
		expect(theirs).not.toContain(seeded.user.id)
	}
	await other.close()
})
