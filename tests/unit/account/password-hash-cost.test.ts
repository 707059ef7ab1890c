/**
 * Accounts are stored with the production argon2id parameters. Every other Vitest file hashes at a
 * test-only cost (tests/setup/setup-test-env.ts); this one takes the real library back.
 */
import { describe, expect, test, vi } from 'vitest'
import { newUserInput } from '#tests/utils.ts'

vi.unmock('@node-rs/argon2')

describe('password hashes', () => {
	test('a new account stores an argon2id hash with the production cost (19 MiB, 2 passes), and signs in with it', async () => {
		const { db } = await import('#app/db.server.ts')
		const { createUser, verifyLogin } = await import('#app/domain/users/users.server.ts')
		const input = newUserInput()
		const user = await createUser(db, input)
		expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
		expect((await verifyLogin(db, { email: input.email, password: input.password }))?.id).toBe(user.id)
		expect(await verifyLogin(db, { email: input.email, password: 'not the password' })).toBeNull()
	})
})
