/**
 * Limits that keep one person from multiplying their share of the service: a cap on live
 * sessions per account (the oldest ends), registrations limited service-wide and per client
 * address, and the fair share's account key (a user's many sessions are one account).
 */
import { afterEach, describe, expect, test } from 'vitest'
import { call, expectError, type RouteModule } from '#tests/unit/api/api-helpers.ts'
import { createTestUser, formRequest, newUserInput, routeArgs } from '#tests/utils.ts'

afterEach(() => {
	process.env.RATE_LIMIT = 'false'
	delete process.env.TRUST_PROXY
})

type FormResult = { init: { status: number }; data: { result: { error: Record<string, string[] | null> } } }

/** Posts the /register form as a browser without JavaScript does. */
async function registerForm(fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response | FormResult> {
	const { action } = await import('#app/routes/register.tsx')
	try {
		return (await action(routeArgs(formRequest('/register', fields, headers)))) as Response | FormResult
	} catch (e) {
		if (e instanceof Response) return e
		throw e
	}
}

async function registerApi(headers: Record<string, string> = {}) {
	const mod = (await import('#app/routes/api.auth.register.ts')) as unknown as RouteModule
	const input = newUserInput()
	return call(mod, '/api/auth/register', { body: { email: input.email, password: input.password, firstName: 'Ada', lastName: 'L' }, headers })
}

describe('sessions per account', () => {
	test('signing in past the cap ends the oldest sessions; the newest ones keep working', async () => {
		const { db } = await import('#app/db.server.ts')
		const { createSession, getUserBySessionToken, MAX_SESSIONS_PER_USER } = await import('#app/domain/users/users.server.ts')
		const { user, token: first } = await createTestUser()
		const tokens = [first]
		for (let i = 0; i < MAX_SESSIONS_PER_USER + 1; i++) tokens.push((await createSession(db, user.id)).token)
		const live = await Promise.all(tokens.map(async (t) => (await getUserBySessionToken(db, t))?.id ?? null))
		// Two over the cap: the first two sessions ended, the last ten are live.
		expect(live.slice(0, 2)).toEqual([null, null])
		expect(live.slice(2)).toEqual(Array(MAX_SESSIONS_PER_USER).fill(user.id))
		const count = await db.$client.execute({ sql: 'SELECT count(*) AS n FROM sessions WHERE user_id = ?', args: [user.id] })
		expect(Number(count.rows[0]!.n)).toBe(MAX_SESSIONS_PER_USER)
	})

	test("another user's sessions are untouched by one user's sign-ins", async () => {
		const { db } = await import('#app/db.server.ts')
		const { createSession, getUserBySessionToken, MAX_SESSIONS_PER_USER } = await import('#app/domain/users/users.server.ts')
		const other = await createTestUser()
		const { user } = await createTestUser()
		for (let i = 0; i < MAX_SESSIONS_PER_USER + 3; i++) await createSession(db, user.id)
		expect((await getUserBySessionToken(db, other.token))?.id).toBe(other.user.id)
	})
})

describe('the fair share keys requests on the account', () => {
	test('two sessions of one user, by bearer token or cookie, name the same account; a forged token names none', async () => {
		const { db } = await import('#app/db.server.ts')
		const { createSession } = await import('#app/domain/users/users.server.ts')
		const { accountOfCredential } = await import('#app/utils/account-key.server.ts')
		const a = await createTestUser()
		const second = await createSession(db, a.user.id)
		const b = await createTestUser()
		expect(await accountOfCredential(`b:${a.token}`)).toBe(a.user.id)
		expect(await accountOfCredential(`b:${second.token}`)).toBe(a.user.id)
		expect(await accountOfCredential(`c:${a.cookie.slice('__session='.length)}`)).toBe(a.user.id)
		expect(await accountOfCredential(`b:${b.token}`)).toBe(b.user.id)
		expect(await accountOfCredential('b:forged-token')).toBeNull()
		expect(await accountOfCredential('c:forged-cookie')).toBeNull()
	})
})

describe('registration limits', () => {
	test('behind a trusted proxy, one client address is limited across emails; another address is not', async () => {
		process.env.RATE_LIMIT = 'true'
		process.env.TRUST_PROXY = 'true'
		const { AUTH_LIMITS, countRegistration } = await import('#app/utils/rate-limit.server.ts')
		const from = (ip: string) => new Request('http://localhost/register', { method: 'POST', headers: { 'fly-client-ip': ip } })
		for (let i = 0; i < AUTH_LIMITS.register.points; i++) await countRegistration(from('203.0.113.7'), `addr-${i}@example.test`)
		await expect(countRegistration(from('203.0.113.7'), 'one-more@example.test')).rejects.toThrow(/Too many sign-ups right now/)
		await expect(countRegistration(from('198.51.100.2'), 'elsewhere@example.test')).resolves.toBeUndefined()
	})

	test('without a known client address, registrations are limited service-wide: past the limit a clear 429, on the API and on the form', async () => {
		process.env.RATE_LIMIT = 'true'
		const { AUTH_LIMITS } = await import('#app/utils/rate-limit.server.ts')
		// The test above used 11 of the service-wide allowance (every counted registration does).
		let created = 0
		while ((await registerApi()).status === 201) created++
		expect(created).toBe(AUTH_LIMITS.registerGlobal.points - AUTH_LIMITS.register.points - 1)
		const refused = await registerApi()
		const body = expectError(refused, 429)
		expect(body.message).toMatch(/^Too many sign-ups right now\. Please wait \d+ seconds and try again\.$/)
		expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)

		// The HTML form shows the same message (no JavaScript needed) and no account is created.
		const input = newUserInput()
		const form = await registerForm({ email: input.email, password: input.password, confirmPassword: input.password })
		expect(form instanceof Response ? form.status : form.init.status).toBe(429)
		const errors = JSON.stringify((form as FormResult).data.result.error)
		expect(errors).toMatch(/Too many sign-ups right now/)
		const { db } = await import('#app/db.server.ts')
		const rows = await db.$client.execute({ sql: 'SELECT count(*) AS n FROM users WHERE email = ?', args: [input.email] })
		expect(Number(rows.rows[0]!.n)).toBe(0)
	})
})
