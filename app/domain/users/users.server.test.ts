import { describe, expect, test } from 'vitest'
import { createTestUser } from '#tests/utils.ts'

describe('sessions', () => {
	test('a live token finds its user; an expired, unknown or deleted one finds nobody', async () => {
		const { db } = await import('#app/db.server.ts')
		const { getUserBySessionToken, deleteSession } = await import('./users.server.ts')
		const { sessions } = await import('#db/schema.ts')
		const { eq } = await import('drizzle-orm')
		const a = await createTestUser()
		expect((await getUserBySessionToken(db, a.token))?.id).toBe(a.user.id)
		expect(await getUserBySessionToken(db, 'not-a-token')).toBeNull()
		expect(await getUserBySessionToken(db, '')).toBeNull()

		await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, a.user.id))
		expect(await getUserBySessionToken(db, a.token)).toBeNull()

		const b = await createTestUser()
		await deleteSession(db, b.token)
		expect(await getUserBySessionToken(db, b.token)).toBeNull()
	})

	test('a session read again after logout, expiry or a profile change sees it at once', async () => {
		const { db } = await import('#app/db.server.ts')
		const { getUserBySessionToken, deleteSession, updateGoals, updateProfile } = await import('./users.server.ts')
		const { sessions } = await import('#db/schema.ts')
		const { eq } = await import('drizzle-orm')
		const a = await createTestUser()
		// Read twice: the second read is the one that may reuse the first.
		expect((await getUserBySessionToken(db, a.token))?.id).toBe(a.user.id)
		expect((await getUserBySessionToken(db, a.token))?.id).toBe(a.user.id)
		// Two writes in a row (possibly the same millisecond): each is visible on the next read.
		await updateProfile(db, a.user.id, { firstName: 'Ada' })
		expect((await getUserBySessionToken(db, a.token))?.firstName).toBe('Ada')
		await updateGoals(db, a.user.id, { dailyCalorieGoal: 1800 })
		await updateProfile(db, a.user.id, { firstName: 'Grace' })
		const after = await getUserBySessionToken(db, a.token)
		expect(after?.firstName).toBe('Grace')
		expect(after?.dailyCalorieGoal).toBe(1800)
		await deleteSession(db, a.token)
		expect(await getUserBySessionToken(db, a.token)).toBeNull()

		const b = await createTestUser()
		expect((await getUserBySessionToken(db, b.token))?.id).toBe(b.user.id)
		await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, b.user.id))
		expect(await getUserBySessionToken(db, b.token)).toBeNull()
	})

	test('the database never stores the token itself', async () => {
		const { db } = await import('#app/db.server.ts')
		const { sessions } = await import('#db/schema.ts')
		const { eq } = await import('drizzle-orm')
		const a = await createTestUser()
		const rows = await db.select().from(sessions).where(eq(sessions.userId, a.user.id))
		expect(rows).toHaveLength(1)
		expect(rows[0]!.id).not.toBe(a.token)
		expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/)
	})
})

describe('registration races', () => {
	test('simultaneous registrations with one email: one account, the rest a 409 naming the field', async () => {
		const { db } = await import('#app/db.server.ts')
		const { createUser } = await import('./users.server.ts')
		const { ConflictError } = await import('#app/domain/errors.ts')
		const input = { email: `race-${Date.now()}@example.test`, password: 'secret12', firstName: undefined, lastName: undefined }
		const results = await Promise.allSettled(Array.from({ length: 5 }, () => createUser(db, input)))
		expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
		for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
			expect(r.reason).toBeInstanceOf(ConflictError)
			expect((r.reason as InstanceType<typeof ConflictError>).fieldErrors.email).toBeDefined()
		}
	})
})
