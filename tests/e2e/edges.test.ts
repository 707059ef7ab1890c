/**
 * Clean edges of the built production server (scripts/server.js): the sign-in's redirect that
 * sets the session cookie carries the security headers and `Cache-Control: no-store`, as do the
 * health check and the cross-site 403 page; a signed-out request for an unknown path (the
 * `/favicon.ico` browsers probe) answers 404 with the 404 page; a POST to a page without an
 * action answers 405 and the server logs no stack trace for it.
 */
import fs from 'node:fs'
import { expect, test } from './fixtures.ts'
import { newAccount } from './helpers.ts'
import { SERVER_LOG } from './server-log-reporter.ts'

const securityHeaders = (headers: Record<string, string>) => ({
	frame: headers['x-frame-options'],
	sniff: headers['x-content-type-options'],
	referrer: headers['referrer-policy'],
	hsts: Boolean(headers['strict-transport-security']),
	frameAncestors: /frame-ancestors 'none'/.test(headers['content-security-policy'] ?? ''),
})
const EXPECTED = { frame: 'DENY', sniff: 'nosniff', referrer: 'same-origin', hsts: true, frameAncestors: true }

test("the sign-in's cookie-setting redirect, the health check and the 403 page carry the security headers and no-store", async ({ page, playwright, baseURL }) => {
	const { email, password } = await newAccount(page, 'Edda')
	const client = await playwright.request.newContext({ baseURL, maxRedirects: 0 })
	try {
		const login = await client.post('/login', { form: { email, password } })
		expect(login.status()).toBe(302)
		expect(login.headers()['set-cookie']).toMatch(/__session=/)
		expect(login.headers()['cache-control']).toBe('no-store')
		expect(securityHeaders(login.headers())).toEqual(EXPECTED)

		const health = await client.get('/healthcheck')
		expect(securityHeaders(health.headers())).toEqual(EXPECTED)
		expect(health.headers()['cache-control']).toBe('no-store')

		const refused = await client.post('/logout', { headers: { Origin: 'https://evil.example' } })
		expect(refused.status()).toBe(403)
		expect(securityHeaders(refused.headers())).toMatchObject({ frame: 'DENY', sniff: 'nosniff', hsts: true, frameAncestors: true })
	} finally {
		await client.dispose()
	}
})

test('a signed-out request for an unknown path answers 404 with the 404 page, whose way back is the home page; the real icon is served @no-js @no-js-only', async ({ page }) => {
	const res = await page.goto('/favicon.ico')
	expect(res?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
	await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
	const icon = await page.request.get('/favicon.svg')
	expect(icon.status()).toBe(200)
	expect(icon.headers()['content-type']).toMatch(/image\/svg\+xml/)
})

test('a POST to a page without an action answers 405, and the server logs no stack trace for it', async ({ page, signedIn }) => {
	void signedIn // the fixture signs this page in (a new user; no diary needed)
	const before = fs.existsSync(SERVER_LOG) ? fs.readFileSync(SERVER_LOG, 'utf8').length : 0
	const res = await page.request.post('/analytics', { form: { anything: '1' } })
	expect(res.status()).toBe(405)
	await expect
		.poll(() => (fs.existsSync(SERVER_LOG) ? fs.readFileSync(SERVER_LOG, 'utf8').slice(before) : ''))
		.toContain('405 POST /analytics: no action on this route')
	const logged = fs.readFileSync(SERVER_LOG, 'utf8').slice(before)
	expect(logged).not.toMatch(/did not provide an `action`/)
	expect(logged).not.toMatch(/^\s+at /m)
})
