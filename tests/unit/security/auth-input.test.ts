/**
 * Sign-up refuses a password of only spaces and an unknown time zone with a
 * field message, through the same schema for the /register form and POST /api/auth/register.
 */
import { describe, expect, test } from 'vitest'
import { formRequest, newUserInput, routeArgs } from '#tests/utils.ts'
import { call, expectError, type RouteModule } from '../api/api-helpers.ts'

async function userCount(email: string) {
	const { db } = await import('#app/db.server.ts')
	const { eq } = await import('drizzle-orm')
	const { users } = await import('#db/schema.ts')
	return (await db.select().from(users).where(eq(users.email, email))).length
}

type FormReply = { init: { status: number }; data: { result: { error?: Record<string, string[]> } } }

async function registerForm(fields: Record<string, string>) {
	const { action } = await import('#app/routes/register.tsx')
	return (await action(routeArgs(formRequest('/register', fields)))) as unknown as FormReply
}

describe('sign-up input', () => {
	const cases = [
		{ label: 'a password of six spaces', field: 'password', overrides: { password: '      ' }, message: /only spaces/ },
		{ label: "the time zone 'Mars/Olympus'", field: 'timezone', overrides: { timezone: 'Mars/Olympus' }, message: /Unknown time zone/ },
	] as const

	for (const c of cases) {
		test(`API: ${c.label} is a 422 naming ${c.field}; no account is created`, async () => {
			const mod = (await import('#app/routes/api.auth.register.ts')) as unknown as RouteModule
			const input = newUserInput(c.overrides)
			const body = expectError(await call(mod, '/api/auth/register', { body: input }), 422, c.field)
			expect(body.fieldErrors?.[c.field]?.join(' ')).toMatch(c.message)
			expect(await userCount(input.email)).toBe(0)
		})

		test(`form: ${c.label} is refused with a message on ${c.field}; no account is created`, async () => {
			const input = newUserInput(c.overrides)
			const reply = await registerForm({ ...input, confirmPassword: input.password })
			expect(reply.init.status).toBe(400)
			expect(reply.data.result.error?.[c.field]?.join(' ')).toMatch(c.message)
			expect(await userCount(input.email)).toBe(0)
		})
	}

	test('a real zone is kept as sent, and a password with inner spaces is fine', async () => {
		const mod = (await import('#app/routes/api.auth.register.ts')) as unknown as RouteModule
		const input = newUserInput({ timezone: 'Pacific/Chatham', password: 'my pass phrase' })
		const res = await call(mod, '/api/auth/register', { body: input })
		expect(res.status).toBe(201)
		expect((res.json.user as { timezone: string }).timezone).toBe('Pacific/Chatham')
	})
})
