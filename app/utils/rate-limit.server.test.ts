import { afterEach, describe, expect, test } from 'vitest'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'

afterEach(() => {
	process.env.RATE_LIMIT = 'false'
	delete process.env.TRUST_PROXY
})

describe('login/register throttling', () => {
	test('the 11th registration attempt within a minute for one email is refused with a clear 429 message', async () => {
		process.env.RATE_LIMIT = 'true'
		const { limitAuthAttempt, AUTH_LIMIT } = await import('./rate-limit.server.ts')
		const { RateLimitError } = await import('#app/domain/errors.ts')
		const request = new Request('http://localhost/register', { method: 'POST' })
		for (let i = 0; i < AUTH_LIMIT.points; i++) await limitAuthAttempt(request, 'throttle@example.test')
		const error = await limitAuthAttempt(request, 'THROTTLE@example.test').catch((e: unknown) => e)
		expect(error).toBeInstanceOf(RateLimitError)
		expect((error as InstanceType<typeof RateLimitError>).status).toBe(429)
		expect((error as Error).message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/)
		await expect(limitAuthAttempt(request, 'someone-else@example.test')).resolves.toBeUndefined()
	})

	test('behind a trusted proxy, one client address is limited across emails', async () => {
		process.env.RATE_LIMIT = 'true'
		process.env.TRUST_PROXY = 'true'
		const { limitAuthAttempt, AUTH_LIMIT } = await import('./rate-limit.server.ts')
		const request = new Request('http://localhost/login', { method: 'POST', headers: { 'fly-client-ip': '203.0.113.9' } })
		for (let i = 0; i < AUTH_LIMIT.points; i++) await limitAuthAttempt(request, `ip-${i}@example.test`)
		await expect(limitAuthAttempt(request, 'fresh@example.test')).rejects.toThrow(/Too many attempts/)
	})

	test('without a trusted proxy, client-sent address headers are ignored (they could be spoofed)', async () => {
		const { clientIp } = await import('./rate-limit.server.ts')
		const request = new Request('http://localhost/login', { headers: { 'x-forwarded-for': '1.2.3.4', 'fly-client-ip': '5.6.7.8' } })
		expect(clientIp(request)).toBeNull()
		process.env.TRUST_PROXY = 'true'
		expect(clientIp(new Request('http://localhost/', { headers: { 'x-forwarded-for': 'spoofed, 198.51.100.7' } }))).toBe('198.51.100.7')
	})

	test('/login: successful sign-ins are never throttled; 10 wrong passwords lock that email with a 429 and Retry-After', async () => {
		process.env.RATE_LIMIT = 'true'
		const a = await createTestUser()
		const { action } = await import('#app/routes/login.tsx')
		const login = async (password: string) => {
			try {
				return await action(routeArgs(formRequest('/login', { email: a.user.email, password })))
			} catch (e) {
				if (e instanceof Response) return e
				throw e
			}
		}
		for (let i = 0; i < 12; i++) expect(((await login(a.password)) as Response).status).toBe(302)
		for (let i = 0; i < 10; i++) expect(((await login('wrong-password')) as { init: { status: number } }).init.status).toBe(401)
		const locked = (await login(a.password)) as { init: { status: number; headers: Record<string, string> }; data: { alert: { title: string; message: string } } }
		expect(locked.init.status).toBe(429)
		expect(locked.init.headers['Retry-After']).toMatch(/^\d+$/)
		expect(locked.data.alert.title).toBe('Login failed')
		expect(locked.data.alert.message).toMatch(/^Too many attempts/)
	})
})
