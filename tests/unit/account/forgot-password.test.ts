/**
 * The forgotten-password pages on a real temporary libSQL database, with only the mail module
 * faked (it captures what would be sent): the request answers the same whoever asks, the mailed
 * link sets a new password once, a used or expired link is refused with a way to ask again, and
 * without SMTP nothing claims a mail was sent.
 */
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'

const mail = vi.hoisted(() => ({ configured: true, sent: [] as Array<{ to: string; subject: string; text: string }> }))

vi.mock('#app/utils/mail.server.ts', () => ({
	mailConfigured: () => mail.configured,
	appUrl: () => 'https://platewise.test',
	sendMail: async (message: { to: string; subject: string; text: string }) => {
		mail.sent.push(message)
	},
}))

afterEach(() => {
	mail.configured = true
	mail.sent.length = 0
})

type Reply = { data: Record<string, unknown> & { result?: { error?: Record<string, string[]> } }; init: ResponseInit | null }

async function askForLink(email: string) {
	const { action } = await import('#app/routes/forgot-password.tsx')
	return (await action(routeArgs(formRequest('/forgot-password', { email })))) as unknown as Reply | { sent: boolean; email: string }
}

async function setPassword(token: string, newPassword: string, confirmPassword = newPassword) {
	const { action } = await import('#app/routes/reset-password.$token.tsx')
	return action(routeArgs(formRequest(`/reset-password/${token}`, { newPassword, confirmPassword }), { token }))
}

async function linkPage(token: string) {
	const { loader } = await import('#app/routes/reset-password.$token.tsx')
	return (await loader(routeArgs(new Request(`http://localhost:3000/reset-password/${token}`), { token }))) as unknown as Reply
}

/** The token in the one captured mail's link. */
function mailedToken(): string {
	expect(mail.sent).toHaveLength(1)
	const match = /https:\/\/platewise\.test\/reset-password\/([\w-]+)/.exec(mail.sent[0]!.text)
	expect(match).not.toBeNull()
	return match![1]!
}

describe('forgot password with SMTP', () => {
	test('mails a link that sets a new password once, ending every session', async () => {
		const { db } = await import('#app/db.server.ts')
		const { getUserBySessionToken, verifyLogin } = await import('#app/domain/users/users.server.ts')
		const me = await createTestUser()
		const answer = await askForLink(me.user.email.toUpperCase())
		expect(answer).toEqual({ sent: true, email: me.user.email })
		expect(mail.sent[0]!.to).toBe(me.user.email)
		expect(mail.sent[0]!.subject).toBe('Reset your Platewise password')
		const token = mailedToken()

		expect((await linkPage(token)).init?.status).toBe(200)
		const mismatch = (await setPassword(token, 'fresh secret 9', 'other secret 9')) as unknown as Reply
		expect(mismatch.init?.status).toBe(400)
		expect(mismatch.data.result?.error?.confirmPassword).toEqual(['Passwords do not match. Please try again.'])

		const done = (await setPassword(token, 'fresh secret 9')) as Response
		expect(done.status).toBe(302)
		expect(done.headers.get('Location')).toBe('/login')
		expect(await verifyLogin(db, { email: me.user.email, password: 'fresh secret 9' })).not.toBeNull()
		expect(await verifyLogin(db, { email: me.user.email, password: me.password })).toBeNull()
		expect(await getUserBySessionToken(db, me.token)).toBeNull()

		// The link works once: the page and the form both say it no longer works.
		expect((await linkPage(token)).init?.status).toBe(410)
		const again = (await setPassword(token, 'third secret 9')) as unknown as Reply
		expect(again.init?.status).toBe(410)
		expect(again.data).toEqual({ live: false, invalid: 'This reset link is invalid or has expired. Ask for a new one.' })
		expect(await verifyLogin(db, { email: me.user.email, password: 'fresh secret 9' })).not.toBeNull()
	})

	test('answers the same for an email no account has, and mails nothing', async () => {
		const answer = await askForLink('nobody-at-all@example.test')
		expect(answer).toEqual({ sent: true, email: 'nobody-at-all@example.test' })
		expect(mail.sent).toHaveLength(0)
	})

	test('an expired link is refused and leaves the password as it was', async () => {
		const { db } = await import('#app/db.server.ts')
		const { createResetToken } = await import('#app/domain/account/resets.server.ts')
		const { verifyLogin } = await import('#app/domain/users/users.server.ts')
		const me = await createTestUser()
		// Made an hour and a second ago.
		const made = await createResetToken(db, me.user.email, Date.now() - 60 * 60_000 - 1000)
		expect((await linkPage(made!.token)).init?.status).toBe(410)
		expect(((await setPassword(made!.token, 'late secret 9')) as unknown as Reply).init?.status).toBe(410)
		expect(await verifyLogin(db, { email: me.user.email, password: me.password })).not.toBeNull()
	})

	test('is rate limited per email like sign-in, for accounts and strangers alike', async () => {
		const { AUTH_LIMITS } = await import('#app/utils/rate-limit.server.ts')
		process.env.RATE_LIMIT = 'true'
		try {
			const me = await createTestUser()
			for (const email of [me.user.email, 'stranger-limit@example.test']) {
				for (let i = 0; i < AUTH_LIMITS.resetEmail.points; i++) expect(await askForLink(email)).toMatchObject({ sent: true })
				const refused = (await askForLink(email)) as Reply
				expect(refused.init?.status).toBe(429)
				expect(refused.data.result?.error?.['']?.[1]).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/)
			}
			expect(mail.sent).toHaveLength(AUTH_LIMITS.resetEmail.points)
		} finally {
			process.env.RATE_LIMIT = 'false'
		}
	})

	test('an invalid email names the field', async () => {
		const answer = (await askForLink('not-an-email')) as Reply
		expect(answer.init?.status).toBe(400)
		expect(answer.data.result?.error?.email).toEqual(['Invalid input'])
	})
})

describe('forgot password without SMTP', () => {
	test('makes no link and claims no mail', async () => {
		const { db } = await import('#app/db.server.ts')
		mail.configured = false
		const me = await createTestUser()
		const { loader } = await import('#app/routes/forgot-password.tsx')
		expect(await loader(routeArgs(new Request('http://localhost:3000/forgot-password')))).toMatchObject({ mail: false })
		const answer = (await askForLink(me.user.email)) as Reply
		expect(answer.init?.status).toBe(503)
		expect(answer.data.sent).toBe(false)
		expect(mail.sent).toHaveLength(0)
		const links = await db.$client.execute({ sql: 'SELECT count(*) FROM password_resets WHERE user_id = ?', args: [me.user.id] })
		expect(Number(links.rows[0]![0])).toBe(0)
	})
})
