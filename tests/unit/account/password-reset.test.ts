/**
 * Forgotten password: a reset link works once, expires after an hour, is stored only hashed, sets
 * the new password and ends every session; an unknown email makes no link (and the caller answers
 * the same).
 */
import { describe, expect, test } from 'vitest'
import { createTestUser } from '#tests/utils.ts'

describe('password reset links', () => {
	test('a link works once, sets the password and ends every session', async () => {
		const { db } = await import('#app/db.server.ts')
		const { createResetToken, resetPassword, resetTokenIsLive, RESET_LINK_INVALID } = await import('#app/domain/account/resets.server.ts')
		const { getUserBySessionToken, verifyLogin } = await import('#app/domain/users/users.server.ts')
		const me = await createTestUser()
		const made = await createResetToken(db, me.user.email.toUpperCase())
		expect(made).not.toBeNull()
		const stored = await db.$client.execute({ sql: 'SELECT token_hash FROM password_resets WHERE user_id = ?', args: [me.user.id] })
		expect(stored.rows.map((r) => String(r[0]))).not.toContain(made!.token)
		expect(await resetTokenIsLive(db, made!.token)).toBe(true)
		await resetPassword(db, made!.token, 'brand new pass')
		expect(await verifyLogin(db, { email: me.user.email, password: 'brand new pass' })).not.toBeNull()
		expect(await getUserBySessionToken(db, me.token)).toBeNull()
		expect(await resetTokenIsLive(db, made!.token)).toBe(false)
		await expect(resetPassword(db, made!.token, 'another pass')).rejects.toMatchObject({ status: 422, fieldErrors: { token: [RESET_LINK_INVALID] } })
	})

	test('a link expires after an hour', async () => {
		const { db } = await import('#app/db.server.ts')
		const { createResetToken, resetPassword, resetTokenIsLive } = await import('#app/domain/account/resets.server.ts')
		const me = await createTestUser()
		const t0 = Date.now()
		const made = await createResetToken(db, me.user.email, t0)
		expect(await resetTokenIsLive(db, made!.token, t0 + 59 * 60_000)).toBe(true)
		expect(await resetTokenIsLive(db, made!.token, t0 + 60 * 60_000 + 1)).toBe(false)
		await expect(resetPassword(db, made!.token, 'too late pass', t0 + 61 * 60_000)).rejects.toMatchObject({ status: 422 })
	})

	test('an unknown email makes no link', async () => {
		const { db } = await import('#app/db.server.ts')
		const { createResetToken } = await import('#app/domain/account/resets.server.ts')
		expect(await createResetToken(db, 'nobody-here@example.test')).toBeNull()
	})
})
