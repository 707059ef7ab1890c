/**
 * Account control: change password and email, list and end sessions, delete the account. Called
 * by the Account page (app/routes/profile_.account/) and the /api routes alike. Password checks are
 * argon2id (the adapters run them in a hashing slot, app/utils/hash-queue.server.ts).
 */
import { hash, verify } from '@node-rs/argon2'
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import { createHash } from 'node:crypto'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { ConflictError, InvalidError, NotFoundError } from '#app/domain/errors.ts'
import { sessions, users } from '#db/schema.ts'
import type { ChangeEmailInput, ChangePasswordInput } from './account.schema.ts'
import { ACCOUNT_CAPS } from './caps.ts'
import { deviceFromUserAgent } from './device.ts'

/** The session id (primary key) of a session token: its SHA-256, hex (as users.server.ts stores it). */
export function sessionIdOf(token: string): string {
	return createHash('sha256').update(token).digest('hex')
}

/** A session as the session list shows it. */
export type SessionView = {
	id: string
	device: string
	/** ISO time the session was created (signed in). */
	createdAt: string
	/** ISO time of its last request (to the minute), or its sign-in when none was recorded. */
	lastUsedAt: string
	expiresAt: string
	/** True for the session making this request. */
	current: boolean
}

const WRONG_PASSWORD = 'Password is incorrect'

/**
 * Checks the actor's password. @throws InvalidError naming `field` when it is wrong, NotFoundError
 * when the account is gone.
 */
async function assertPassword(db: Db, userId: string, password: string, field: string): Promise<void> {
	const row = await db.query.users.findFirst({ where: eq(users.id, userId), columns: { passwordHash: true } })
	if (!row) throw new NotFoundError('User')
	const ok = await verify(row.passwordHash, password).catch(() => false)
	if (!ok) throw new InvalidError(`${field}: ${WRONG_PASSWORD}`, { [field]: [WRONG_PASSWORD] })
}

/** `updated_at` moved strictly forward, as every users write does (the session cache relies on it). */
const bumpUpdatedAt = sql`max(CAST(unixepoch('subsec') * 1000 AS INTEGER), ${users.updatedAt} + 1)`

/**
 * Changes the password (the current one required) and ends every other session of the account, in
 * one transaction; the session `keepSessionId` (the caller's) stays signed in.
 * @throws InvalidError naming `currentPassword` when it is wrong.
 */
export async function changePassword(db: Db, actor: Actor, input: ChangePasswordInput & { keepSessionId: string | null }): Promise<{ endedSessions: number }> {
	await assertPassword(db, actor.userId, input.currentPassword, 'currentPassword')
	const passwordHash = await hash(input.newPassword)
	return db.transaction(async (tx) => {
		await tx.update(users).set({ passwordHash, updatedAt: bumpUpdatedAt }).where(eq(users.id, actor.userId))
		const ended = await tx
			.delete(sessions)
			.where(input.keepSessionId ? and(eq(sessions.userId, actor.userId), ne(sessions.id, input.keepSessionId)) : eq(sessions.userId, actor.userId))
		return { endedSessions: ended.rowsAffected }
	})
}

/**
 * Changes the sign-in email (the password required; lower-cased, unique).
 * @throws InvalidError naming `password` when it is wrong; ConflictError (409) naming `email` when
 * another account has it.
 */
export async function changeEmail(db: Db, actor: Actor, input: ChangeEmailInput): Promise<{ email: string }> {
	await assertPassword(db, actor.userId, input.password, 'password')
	const taken = await db.query.users.findFirst({ where: eq(users.email, input.email), columns: { id: true } })
	if (taken && taken.id !== actor.userId) throw new ConflictError('An account with this email already exists', { email: ['An account with this email already exists'] })
	try {
		await db.update(users).set({ email: input.email, updatedAt: bumpUpdatedAt }).where(eq(users.id, actor.userId))
	} catch (error) {
		// Another account took the email between the check and the write.
		if (/UNIQUE constraint failed: users\.email/.test(String((error as { cause?: unknown }).cause ?? error)))
			throw new ConflictError('An account with this email already exists', { email: ['An account with this email already exists'] })
		throw new Error('Could not change the email', { cause: error instanceof Error ? error.cause : undefined })
	}
	return { email: input.email }
}

/**
 * The account's live sessions, the most recently used first (at most MAX_SESSIONS_PER_USER rows,
 * so not paginated).
 * @param currentSessionId the caller's session id (marked `current`), or null (a token caller).
 */
export async function listSessions(db: Db, actor: Actor, currentSessionId: string | null): Promise<SessionView[]> {
	const rows = await db
		.select()
		.from(sessions)
		.where(and(eq(sessions.userId, actor.userId), sql`${sessions.expiresAt} > ${Date.now()}`))
		.orderBy(desc(sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt})`), desc(sql`rowid`))
	return rows.map((s) => ({
		id: s.id,
		device: deviceFromUserAgent(s.userAgent),
		createdAt: s.createdAt.toISOString(),
		lastUsedAt: (s.lastUsedAt ?? s.createdAt).toISOString(),
		expiresAt: s.expiresAt.toISOString(),
		current: s.id === currentSessionId,
	}))
}

/** Ends one of the actor's sessions. @throws NotFoundError when it is not one of theirs. */
export async function endSessionById(db: Db, actor: Actor, sessionId: string): Promise<void> {
	const res = await db.delete(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.userId, actor.userId)))
	if (res.rowsAffected === 0) throw new NotFoundError('Session')
}

/** Ends every session of the actor but `keepSessionId` ('sign out everywhere else'); returns how many. */
export async function endOtherSessions(db: Db, actor: Actor, keepSessionId: string | null): Promise<number> {
	const res = await db
		.delete(sessions)
		.where(keepSessionId ? and(eq(sessions.userId, actor.userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, actor.userId))
	return res.rowsAffected
}

/** Per database: session id → when its last use was last written (ms). */
const lastUseWritten = new WeakMap<Db, Map<string, number>>()
const LAST_USE_MEMORY = 10_000

/**
 * Records a request on a session: writes `last_used_at` at most once per
 * {@link ACCOUNT_CAPS.lastUseWriteEveryMs} per session and process (a signed-in request otherwise
 * pays no write).
 */
export async function noteSessionUse(db: Db, sessionId: string, now = Date.now()): Promise<void> {
	let seen = lastUseWritten.get(db)
	if (!seen) lastUseWritten.set(db, (seen = new Map()))
	const last = seen.get(sessionId)
	if (last !== undefined && now - last < ACCOUNT_CAPS.lastUseWriteEveryMs) return
	seen.delete(sessionId)
	seen.set(sessionId, now)
	if (seen.size > LAST_USE_MEMORY) seen.delete(seen.keys().next().value!)
	await db.update(sessions).set({ lastUsedAt: new Date(now) }).where(eq(sessions.id, sessionId))
}

/**
 * Deletes the account and every row it owns (foods it created, diary, plans, recipes, grocery
 * lists, imports, weigh-ins, water, sessions, tokens, reset links, aggregates) in one transaction:
 * every user-owned table references users with ON DELETE CASCADE, and the account-deletion test
 * walks the whole schema to prove no row with the user's id is left.
 * @throws InvalidError naming `password` when it is wrong.
 */
export async function deleteAccount(db: Db, actor: Actor, input: { password: string }): Promise<void> {
	await assertPassword(db, actor.userId, input.password, 'password')
	await db.transaction(async (tx) => {
		// Entries first, then meals: the day aggregates' triggers then recompute days that are
		// already empty, and the cascade from users has nothing left that would re-insert them.
		await tx.run(sql`DELETE FROM meal_foods WHERE user_id = ${actor.userId}`)
		await tx.run(sql`DELETE FROM meals WHERE user_id = ${actor.userId}`)
		await tx.delete(users).where(eq(users.id, actor.userId))
	})
}
