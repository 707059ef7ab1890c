/**
 * Security in a real Chromium against the built production server (scripts/server.js): the
 * open redirect after sign-in, cross-site form posts, and the landing page's meta description
 * and robots.txt.
 */
import { expect, test } from './fixtures.ts'
import { newAccount } from './helpers.ts'

// Six sign-ins in one test: a loaded 2-core machine can take past the default 30 s.
test.describe.configure({ timeout: 90_000 })

const ATTACKS = ['/..//evil.example/phish', '/%2e%2e//evil.example/phish', '/.//evil.example/phish', '/a/..//evil.example/phish', '/%2f%2fevil.example/phish']

test('signing in with a crafted redirectTo stays on our origin; a same-site redirectTo still works @no-js', async ({ page, baseURL }) => {
	const ours = new URL(baseURL!).origin
	const strayRequests: string[] = []
	await page.context().route((url) => url.hostname.endsWith('evil.example'), (route) => {
		strayRequests.push(route.request().url())
		return route.abort()
	})
	const { email, password } = await newAccount(page, 'Rhea')
	const signIn = async (redirectTo: string) => {
		await page.context().clearCookies()
		await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`)
		await page.getByLabel('Email').fill(email)
		await page.getByLabel('Password').fill(password)
		await page.getByRole('button', { name: 'Sign In' }).click()
	}
	for (const redirectTo of ATTACKS) {
		await signIn(redirectTo)
		await expect(page.getByRole('heading', { level: 1 })).toContainText('Rhea')
		expect(new URL(page.url()).origin, `redirectTo=${redirectTo}`).toBe(ours)
		expect(new URL(page.url()).pathname).toBe('/')
	}
	expect(strayRequests).toEqual([])
	// The same sign-in with a redirectTo on our own site goes there.
	await signIn('/profile')
	await expect(page).toHaveURL(/\/profile$/)
})

// The two tests below check answers of the server (a cross-site post's 403, the landing page's
// head, robots.txt) that no script on our pages takes part in: they run once, without JavaScript.
test('a form posted from another site gets a 403 page that says why, and the session lives on @no-js @no-js-only', async ({ page, baseURL }) => {
	await newAccount(page, 'Omar')
	// A page on another origin posting to our /logout and /login, as an attacker's page would.
	const logout = await page.request.post('/logout', { headers: { Origin: 'https://evil.example' } })
	expect(logout.status()).toBe(403)
	expect(await logout.text()).toContain('not from Platewise itself, so nothing was changed')
	const login = await page.request.post('/login', { headers: { Origin: 'null' }, form: { email: 'a@example.test', password: 'whatever' } })
	expect(login.status()).toBe(403)
	expect(await login.text()).toContain('Request refused')
	// In the browser: a page on another origin (served here by Playwright) submits a form to us.
	await page.route('http://evil.example/**', (route) =>
		route.fulfill({ contentType: 'text/html', body: `<form method="post" action="${baseURL}/logout"><button>Win a prize</button></form>` }),
	)
	await page.goto('http://evil.example/prize')
	await page.getByRole('button', { name: 'Win a prize' }).click()
	await expect(page).toHaveURL(`${baseURL}/logout`)
	await expect(page.getByRole('heading', { name: 'Request refused' })).toBeVisible()
	await page.goto('/')
	await expect(page.getByRole('heading', { level: 1 })).toContainText('Omar')
})

test('the landing page has a meta description, and robots.txt answers @no-js @no-js-only', async ({ page, request }) => {
	await page.goto('/')
	const description = await page.locator('head meta[name="description"]').getAttribute('content')
	expect(description?.length ?? 0).toBeGreaterThan(50)
	await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
	const robots = await request.get('/robots.txt')
	expect(robots.status()).toBe(200)
	expect(robots.headers()['content-type']).toMatch(/text\/plain/)
	const text = await robots.text()
	expect(text).toMatch(/^User-agent: \*$/m)
	expect(text).toMatch(/^Disallow: \/api\/$/m)
})
