/**
 * HTTP hardening: form posts and /api mutations from another site are refused (CSRF), deeply
 * nested JSON is a 400 rather than a crash, a client that aborts mid-request leaves no error in the
 * log, and expired sessions are pruned on a schedule.
 */
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'
import { call, expectError, type RouteModule } from '../api/api-helpers.ts'

afterEach(() => {
	delete process.env.TRUST_PROXY
	vi.restoreAllMocks()
})

const mod = async (path: string) => (await import(/* @vite-ignore */ path)) as RouteModule

async function sessionCount(userId: string) {
	const { db } = await import('#app/db.server.ts')
	const { eq } = await import('drizzle-orm')
	const { sessions } = await import('#db/schema.ts')
	return (await db.select().from(sessions).where(eq(sessions.userId, userId))).length
}

describe('CSRF: HTML form posts from another origin', () => {
	test.each(['https://evil.example', 'null', 'http://localhost:3000.evil.example', 'not a url'])(
		'Origin %s: 403 with a short page that says why (not a 500)',
		async (origin) => {
			const { crossSiteRefusal } = await import('#app/utils/csrf.server.ts')
			const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
			const res = crossSiteRefusal(formRequest('/login', { email: 'a@example.test', password: 'secret1' }, { Origin: origin }))
			expect(res?.status).toBe(403)
			expect(res?.headers.get('content-type')).toMatch(/text\/html/)
			const html = await res!.text()
			expect(html).toContain('Request refused')
			expect(html).toMatch(/not from Platewise itself, so nothing was changed/)
			expect(html).not.toMatch(/at \w+ \(|Error:/)
			expect(warn).toHaveBeenCalledTimes(1)
		},
	)

	test('same-origin posts, posts without Origin, reads and /api paths pass through', async () => {
		const { crossSiteRefusal } = await import('#app/utils/csrf.server.ts')
		expect(crossSiteRefusal(formRequest('/login', {}, { Origin: 'http://localhost:3000' }))).toBeNull()
		expect(crossSiteRefusal(formRequest('/login', {}))).toBeNull()
		expect(crossSiteRefusal(new Request('http://localhost:3000/', { headers: { Origin: 'https://evil.example' } }))).toBeNull()
		expect(crossSiteRefusal(formRequest('/api/meals', {}, { Origin: 'https://evil.example' }))).toBeNull()
	})

	test('X-Forwarded-Host counts only behind a trusted proxy', async () => {
		const { crossSiteRefusal } = await import('#app/utils/csrf.server.ts')
		vi.spyOn(console, 'warn').mockImplementation(() => {})
		const forged = { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' }
		expect(crossSiteRefusal(formRequest('/login', {}, forged))?.status).toBe(403)
		process.env.TRUST_PROXY = 'true'
		const proxied = { Origin: 'https://platewise.app', 'X-Forwarded-Host': 'platewise.app' }
		expect(crossSiteRefusal(formRequest('/login', {}, proxied))).toBeNull()
	})

	test('POST /logout from another origin keeps the session; from ours it ends it', async () => {
		const a = await createTestUser()
		const { action } = await import('#app/routes/logout.tsx')
		vi.spyOn(console, 'warn').mockImplementation(() => {})
		const foreign = await action(routeArgs(formRequest('/logout', {}, { ...a.cookieHeaders, Origin: 'https://evil.example' })))
		expect(foreign.status).toBe(403)
		expect(foreign.headers.get('set-cookie')).toBeNull()
		expect(await sessionCount(a.user.id)).toBe(1)
		const ours = await action(routeArgs(formRequest('/logout', {}, { ...a.cookieHeaders, Origin: 'http://localhost:3000' })))
		expect(ours.status).toBe(302)
		expect(await sessionCount(a.user.id)).toBe(0)
	})
})

describe('CSRF: /api mutations', () => {
	const meal = { name: 'Lunch', date: '2026-01-01' }

	test('cookie-authenticated: Origin null and foreign origins are 403; nothing is created', async () => {
		const a = await createTestUser()
		const route = await mod('#app/routes/api.meals.ts')
		for (const origin of ['null', 'https://evil.example'])
			expectError(await call(route, '/api/meals', { body: meal, headers: { ...a.cookieHeaders, Origin: origin } }), 403)
		const list = await call(route, '/api/meals', { headers: a.bearer })
		expect(JSON.stringify(list.body)).not.toContain('"Lunch"')
	})

	test('X-Forwarded-Host is ignored unless the proxy is trusted (POST /api/auth/logout with the cookie)', async () => {
		const a = await createTestUser()
		const route = await mod('#app/routes/api.auth.logout.ts')
		const forged = { ...a.cookieHeaders, Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' }
		expectError(await call(route, '/api/auth/logout', { method: 'POST', headers: forged, body: {} }), 403)
		expectError(await call(route, '/api/auth/logout', { method: 'POST', headers: { ...a.cookieHeaders, Origin: 'null' }, body: {} }), 403)
		expect(await sessionCount(a.user.id)).toBe(1)
		process.env.TRUST_PROXY = 'true'
		const proxied = { ...a.cookieHeaders, Origin: 'https://platewise.app', 'X-Forwarded-Host': 'platewise.app' }
		expect((await call(route, '/api/auth/logout', { method: 'POST', headers: proxied, body: {} })).status).toBe(200)
		expect(await sessionCount(a.user.id)).toBe(0)
	})

	test('bearer-token clients may send no Origin', async () => {
		const a = await createTestUser()
		const route = await mod('#app/routes/api.auth.logout.ts')
		expect((await call(route, '/api/auth/logout', { method: 'POST', headers: a.bearer, body: {} })).status).toBe(200)
		expect(await sessionCount(a.user.id)).toBe(0)
	})
})

describe('deeply nested JSON', () => {
	test.each([40, 3_000, 100_000])('%i levels: 400 in the usual error shape, on an endpoint without auth too', async (depth) => {
		const error = vi.spyOn(console, 'error')
		const body = '['.repeat(depth) + ']'.repeat(depth)
		for (const [path, file] of [
			['/api/auth/login', '#app/routes/api.auth.login.ts'],
			['/api/auth/register', '#app/routes/api.auth.register.ts'],
		] as const) {
			const res = await call(await mod(file), path, { body })
			expectError(res, 400)
			expect(res.json.message).toMatch(/nested too deeply/)
		}
		const nestedObject = `{"email":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`
		expectError(await call(await mod('#app/routes/api.auth.login.ts'), '/api/auth/login', { body: nestedObject }), 400)
		expect(error).not.toHaveBeenCalled()
	})

	test('findNul still names the first field with a NUL, without recursion', async () => {
		const { findNul } = await import('#app/utils/body.server.ts')
		expect(findNul({ a: 'ok', b: [{ c: 'x\u0000' }], d: '\u0000' })).toEqual(['b', '0', 'c'])
		expect(findNul({ a: ['fine'] })).toBeNull()
	})
})

describe('client aborts', () => {
	test('a request whose body is cut off answers without an error log line', async () => {
		const a = await createTestUser()
		const route = await mod('#app/routes/api.meals.ts')
		const error = vi.spyOn(console, 'error')
		const warn = vi.spyOn(console, 'warn')
		const controller = new AbortController()
		const body = new ReadableStream<Uint8Array>({
			start(c) {
				c.enqueue(new TextEncoder().encode('{"name":"Lu'))
			},
			pull(c) {
				controller.abort()
				c.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))
			},
		})
		const request = new Request('http://localhost:3000/api/meals', {
			method: 'POST',
			headers: { ...a.bearer, 'Content-Type': 'application/json' },
			body,
			signal: controller.signal,
			duplex: 'half',
		} as RequestInit)
		const res = await route.action(routeArgs(request))
		expect(res.status).toBeLessThan(500)
		expect(error).not.toHaveBeenCalled()
		expect(warn).not.toHaveBeenCalled()
	})

	test("Remix's handleError stays quiet for an aborted request", async () => {
		const { handleError } = await import('#app/entry.server.tsx')
		const error = vi.spyOn(console, 'error')
		const controller = new AbortController()
		controller.abort()
		const request = new Request('http://localhost:3000/', { signal: controller.signal })
		handleError(new Error('aborted'), { request, params: {}, context: {} })
		expect(error).not.toHaveBeenCalled()
	})
})

describe('session pruning on a schedule', () => {
	test('expired sessions are deleted when the schedule starts and at each tick; live ones stay', async () => {
		vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
		try {
			const { db } = await import('#app/db.server.ts')
			const { eq } = await import('drizzle-orm')
			const { sessions } = await import('#db/schema.ts')
			const { startSessionPruning } = await import('#app/utils/maintenance.server.ts')
			const expire = (userId: string) => db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, userId))
			const stale = await createTestUser()
			const live = await createTestUser()
			await expire(stale.user.id)
			const stop = startSessionPruning(db, 60_000)
			await vi.waitFor(async () => expect(await sessionCount(stale.user.id)).toBe(0))
			expect(await sessionCount(live.user.id)).toBe(1)
			const later = await createTestUser()
			await expire(later.user.id)
			await vi.advanceTimersByTimeAsync(60_000)
			await vi.waitFor(async () => expect(await sessionCount(later.user.id)).toBe(0))
			expect(await sessionCount(live.user.id)).toBe(1)
			stop()
		} finally {
			vi.useRealTimers()
		}
	})
})
