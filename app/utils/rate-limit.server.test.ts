import { afterEach, describe, expect, test } from 'vitest'
import { createTestUser, formRequest, jsonRequest, routeArgs } from '#tests/utils.ts'

afterEach(() => {
	process.env.RATE_LIMIT = 'false'
	delete process.env.TRUST_PROXY
})

type FormResult = { init: { status: number; headers?: Record<string, string> }; data: { result: { error: Record<string, string[]> } } }

/** Posts the /login form (optionally from a proxy-reported client address); returns the action's answer. */
async function login(email: string, password: string, ip?: string): Promise<Response | FormResult> {
	const { action } = await import('#app/routes/login.tsx')
	try {
		return (await action(routeArgs(formRequest('/login', { email, password }, ip ? { 'Fly-Client-IP': ip } : {})))) as Response | FormResult
	} catch (e) {
		if (e instanceof Response) return e
		throw e
	}
}
const statusOf = (r: Response | FormResult) => (r instanceof Response ? r.status : r.init.status)

describe('login/register throttling', () => {
	test('registrations: the 11th within a minute for one email is a clear 429; they never use up sign-in attempts', async () => {
		process.env.RATE_LIMIT = 'true'
		const { countRegistration, AUTH_LIMITS } = await import('./rate-limit.server.ts')
		const { RateLimitError } = await import('#app/domain/errors.ts')
		const a = await createTestUser()
		const request = new Request('http://localhost/register', { method: 'POST' })
		for (let i = 0; i < AUTH_LIMITS.register.points; i++) await countRegistration(request, a.user.email)
		const error = await countRegistration(request, a.user.email.toUpperCase()).catch((e: unknown) => e)
		expect(error).toBeInstanceOf(RateLimitError)
		expect((error as InstanceType<typeof RateLimitError>).status).toBe(429)
		expect((error as Error).message).toMatch(/^Too many sign-ups right now\. Please wait \d+ seconds and try again\.$/)
		await expect(countRegistration(request, 'someone-else@example.test')).resolves.toBeUndefined()
		// The same email still signs in: registrations have their own counters.
		expect(statusOf(await login(a.user.email, a.password))).toBe(302)
	})

	test('behind a trusted proxy, one client address is limited across emails', async () => {
		process.env.RATE_LIMIT = 'true'
		process.env.TRUST_PROXY = 'true'
		const { countFailedLogin, AUTH_LIMITS } = await import('./rate-limit.server.ts')
		const request = new Request('http://localhost/login', { method: 'POST', headers: { 'fly-client-ip': '203.0.113.9' } })
		for (let i = 0; i < AUTH_LIMITS.loginAddress.points; i++) await countFailedLogin(request, `ip-${i}@example.test`).catch(() => {})
		await expect(countFailedLogin(request, 'fresh@example.test')).rejects.toThrow(/Too many attempts/)
	})

	test('only Fly-Client-IP counts, and only with TRUST_PROXY=true: X-Forwarded-For is ignored (rotating it gave fresh attempts)', async () => {
		const { clientIp } = await import('./rate-limit.server.ts')
		const request = new Request('http://localhost/login', { headers: { 'x-forwarded-for': '1.2.3.4', 'fly-client-ip': '5.6.7.8' } })
		expect(clientIp(request)).toBeNull()
		process.env.TRUST_PROXY = 'true'
		expect(clientIp(request)).toBe('5.6.7.8')
		expect(clientIp(new Request('http://localhost/', { headers: { 'x-forwarded-for': 'spoofed, 198.51.100.7' } }))).toBeNull()
	})

	test('rotating X-Forwarded-For behind the proxy does not reset the tight limit', async () => {
		process.env.RATE_LIMIT = 'true'
		process.env.TRUST_PROXY = 'true'
		const a = await createTestUser()
		const { action } = await import('#app/routes/login.tsx')
		const post = async (i: number) => {
			const r = await action(routeArgs(formRequest('/login', { email: a.user.email, password: 'wrong-password' }, { 'Fly-Client-IP': '203.0.113.50', 'X-Forwarded-For': `10.0.0.${i}` }))).catch((e: unknown) => e)
			return statusOf(r as FormResult)
		}
		const statuses = []
		for (let i = 0; i < 11; i++) statuses.push(await post(i))
		expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
		expect(statuses[10]).toBe(429)
	})

	test('/login: successful sign-ins are never throttled; 10 wrong passwords lock that email from that address only (429, Retry-After)', async () => {
		process.env.RATE_LIMIT = 'true'
		process.env.TRUST_PROXY = 'true'
		const a = await createTestUser()
		const attacker = '198.51.100.66'
		const owner = '192.0.2.10'
		for (let i = 0; i < 12; i++) expect(statusOf(await login(a.user.email, a.password, owner))).toBe(302)
		for (let i = 0; i < 10; i++) expect(statusOf(await login(a.user.email, 'wrong-password', attacker))).toBe(401)
		const locked = (await login(a.user.email, a.password, attacker)) as FormResult
		expect(locked.init.status).toBe(429)
		expect(locked.init.headers?.['Retry-After']).toMatch(/^\d+$/)
		expect(locked.data.result.error['']?.[0]).toBe('Login failed')
		expect(locked.data.result.error['']?.[1]).toMatch(/^Too many attempts/)
		// The owner, from their own address, still signs in.
		expect(statusOf(await login(a.user.email, a.password, owner))).toBe(302)
	})

	test('the loose per-email limit still stops a distributed guesser', async () => {
		process.env.RATE_LIMIT = 'true'
		process.env.TRUST_PROXY = 'true'
		const { AUTH_LIMITS } = await import('./rate-limit.server.ts')
		const a = await createTestUser()
		for (let i = 0; i < AUTH_LIMITS.loginEmail.points; i++) expect(statusOf(await login(a.user.email, 'wrong-password', `10.1.${i >> 8}.${i & 255}`))).toBe(401)
		expect(statusOf(await login(a.user.email, 'wrong-password', '10.9.9.9'))).toBe(429)
	})

	test('a global cap on failed sign-ins: a flood of made-up emails is refused before any hashing', async () => {
		process.env.RATE_LIMIT = 'true'
		const { countFailedLogin, assertLoginAllowed, AUTH_LIMITS } = await import('./rate-limit.server.ts')
		const request = new Request('http://localhost/login', { method: 'POST' })
		const before = await assertLoginAllowed(request, 'first@example.test').then(() => 'allowed')
		expect(before).toBe('allowed')
		for (let i = 0; i < AUTH_LIMITS.loginGlobal.points; i++) await countFailedLogin(request, `flood-${i}@example.test`).catch(() => {})
		const res = await call('#app/routes/api.auth.login.ts', { email: 'another@example.test', password: 'whatever' })
		expect(res.status).toBe(429)
		expect(res.headers.get('Retry-After')).toMatch(/^\d+$/)
	})
})

async function call(path: string, body: unknown) {
	const mod = (await import(/* @vite-ignore */ path)) as { action: (a: ReturnType<typeof routeArgs>) => Promise<Response> }
	return mod.action(routeArgs(jsonRequest('/api/auth/login', { method: 'POST', body })))
}

describe('password hashing queue', () => {
	test('past the queue, a sign-in answers 503 with Retry-After after a short hold, without hashing; queued ones still finish', async () => {
		const { HASH_QUEUE, withHashSlot, hashQueueDepth } = await import('./hash-queue.server.ts')
		let release!: () => void
		const gate = new Promise<void>((resolve) => (release = resolve))
		const held = Array.from({ length: HASH_QUEUE.concurrent + HASH_QUEUE.waiting }, () => withHashSlot(() => gate))
		expect(hashQueueDepth()).toEqual({ running: HASH_QUEUE.concurrent, waiting: HASH_QUEUE.waiting })
		const asked = performance.now()
		const res = await call('#app/routes/api.auth.login.ts', { email: 'busy@example.test', password: 'whatever' })
		expect(res.status).toBe(503)
		// Held, so a flooding connection cannot loop on refusals (a timer, no hashing).
		expect(performance.now() - asked).toBeGreaterThanOrEqual(HASH_QUEUE.refusalHoldMs - 5)
		expect(res.headers.get('Retry-After')).toBe(String(HASH_QUEUE.retryAfterSeconds))
		expect(((await res.json()) as { message: string }).message).toMatch(/Too many sign-ins right now/)
		// The /login form answers the same way, through the HTML adapter: 503, Retry-After, the message in the form.
		const form = (await login('busy@example.test', 'whatever')) as FormResult
		expect(form.init.status).toBe(503)
		expect(form.init.headers?.['Retry-After']).toBe(String(HASH_QUEUE.retryAfterSeconds))
		expect(form.data.result.error['']).toEqual(['Login failed', expect.stringMatching(/Too many sign-ins right now/)])
		release()
		await Promise.all(held)
		expect(hashQueueDepth()).toEqual({ running: 0, waiting: 0 })
	})
})
