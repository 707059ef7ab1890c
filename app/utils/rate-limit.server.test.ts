import { describe, expect, test } from 'vitest'

describe('login/register throttling', () => {
	test('the 11th attempt within a minute for one email is refused with a clear 429 message', async () => {
		process.env.RATE_LIMIT = 'true'
		const { limitAuthAttempt, AUTH_LIMIT } = await import('./rate-limit.server.ts')
		const { RateLimitError } = await import('#app/domain/errors.ts')
		const request = new Request('http://localhost/login', { method: 'POST' })
		for (let i = 0; i < AUTH_LIMIT.points; i++) await limitAuthAttempt(request, 'throttle@example.test')
		const error = await limitAuthAttempt(request, 'THROTTLE@example.test').catch((e: unknown) => e)
		expect(error).toBeInstanceOf(RateLimitError)
		expect((error as InstanceType<typeof RateLimitError>).status).toBe(429)
		expect((error as Error).message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/)
		// another email from an unknown address is not affected
		await expect(limitAuthAttempt(request, 'someone-else@example.test')).resolves.toBeUndefined()
		process.env.RATE_LIMIT = 'false'
	})

	test('one client IP is limited across emails', async () => {
		process.env.RATE_LIMIT = 'true'
		const { limitAuthAttempt, AUTH_LIMIT } = await import('./rate-limit.server.ts')
		const request = new Request('http://localhost/login', { method: 'POST', headers: { 'fly-client-ip': '203.0.113.9' } })
		for (let i = 0; i < AUTH_LIMIT.points; i++) await limitAuthAttempt(request, `ip-${i}@example.test`)
		await expect(limitAuthAttempt(request, 'fresh@example.test')).rejects.toThrow(/Too many attempts/)
		process.env.RATE_LIMIT = 'false'
	})
})
