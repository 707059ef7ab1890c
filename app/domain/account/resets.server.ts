/**
 * Forgotten password: one-time reset links. Only the SHA-256 of a link's secret is stored; a link
 * works for ACCOUNT_CAPS.resetLinkTtlMs and once; using it sets the new password and ends every
 * session of the account, in one transaction.
 */
import { hash } from '@node-rs/argon2'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '#app/db.server.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { passwordResets, sessions, users } from '#db/schema.ts'
import { ACCOUNT_CAPS } from './caps.ts'

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** The message of a link that is unknown, used or expired (never says which). */
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Ask for a new one.'

/**
 * Makes a reset link secret for the account with `email`, or returns null when there is none (the
 * caller answers the same either way, so it never reveals whether an email exists). Past
 * ACCOUNT_CAPS.resetLinksWaiting waiting links, the oldest are dropped.
 * @returns the secret (goes into `/reset-password/<token>`), the account's email and its profile language (the mail is written in it).
 */
export async function createResetToken(db: Db, email: string, now = Date.now()): Promise<{ token: string; email: string; language: string } | null> {
	const user = await db.query.users.findFirst({ where: eq(users.email, email.trim().toLowerCase()), columns: { id: true, email: true, language: true } })
	if (!user) return null
	const token = randomBytes(32).toString('base64url')
	await db.transaction(async (tx) => {
		await tx.insert(passwordResets).values({ tokenHash: hashOf(token), userId: user.id, expiresAt: new Date(now + ACCOUNT_CAPS.resetLinkTtlMs) })
		await tx.run(
			sql`DELETE FROM password_resets WHERE user_id = ${user.id} AND (expires_at <= ${now} OR used_at IS NOT NULL OR token_hash NOT IN (SELECT token_hash FROM password_resets WHERE user_id = ${user.id} ORDER BY rowid DESC LIMIT ${ACCOUNT_CAPS.resetLinksWaiting}))`,
		)
	})
	return { token, email: user.email, language: user.language }
}

/** True when `token` is a live reset link (the reset page shows its form only then). */
export async function resetTokenIsLive(db: Db, token: string, now = Date.now()): Promise<boolean> {
	if (!token || token.length > 200) return false
	const row = await db.query.passwordResets.findFirst({
		where: and(eq(passwordResets.tokenHash, hashOf(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date(now))),
		columns: { userId: true },
	})
	return !!row
}

/**
 * Uses a reset link: sets the new password, marks the link used and ends every session of the
 * account, in one transaction (a link raced twice works once).
 * @throws InvalidError naming `token` when the link is unknown, used or expired.
 */
export async function resetPassword(db: Db, token: string, newPassword: string, now = Date.now()): Promise<{ userId: string }> {
	const passwordHash = await hash(newPassword)
	return db.transaction(async (tx) => {
		const [used] = await tx
			.update(passwordResets)
			.set({ usedAt: new Date(now) })
			.where(and(eq(passwordResets.tokenHash, hashOf(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date(now))))
			.returning({ userId: passwordResets.userId })
		if (!used) throw new InvalidError(`token: ${RESET_LINK_INVALID}`, { token: [RESET_LINK_INVALID] })
		await tx
			.update(users)
			.set({ passwordHash, updatedAt: sql`max(CAST(unixepoch('subsec') * 1000 AS INTEGER), ${users.updatedAt} + 1)` })
			.where(eq(users.id, used.userId))
		await tx.delete(sessions).where(eq(sessions.userId, used.userId))
		// Every other waiting link of the account stops working too.
		await tx.delete(passwordResets).where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)))
		return { userId: used.userId }
	})
}
