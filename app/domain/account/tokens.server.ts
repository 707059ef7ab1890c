/**
 * Personal API tokens for automations: named, shown once, only their SHA-256 kept, revocable,
 * limited to their scopes (./scopes.ts), at most ACCOUNT_CAPS.apiTokens per account.
 */
import { createId } from '@paralleldrive/cuid2'
import { and, desc, eq, sql } from 'drizzle-orm'
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { InvalidError, NotFoundError } from '#app/domain/errors.ts'
import { apiTokens, users, type User } from '#db/schema.ts'
import type { CreateTokenInput } from './account.schema.ts'
import { ACCOUNT_CAPS } from './caps.ts'
import type { TokenScope } from './scopes.ts'

/** Every personal token starts with this, so the API tells it from a session token without a lookup. */
export const PERSONAL_TOKEN_PREFIX = 'pwt_'

/** A token as lists show it (never the secret). */
export type ApiTokenView = { id: string; name: string; scopes: TokenScope[]; createdAt: string; lastUsedAt: string | null }

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

function view(row: typeof apiTokens.$inferSelect): ApiTokenView {
	return {
		id: row.id,
		name: row.name,
		scopes: row.scopes as TokenScope[],
		createdAt: row.createdAt.toISOString(),
		lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
	}
}

/**
 * Creates a token; returns it with its secret, which is shown this once and never stored.
 * @throws InvalidError naming `name` past ACCOUNT_CAPS.apiTokens (counted inside the transaction).
 */
export async function createApiToken(db: Db, actor: Actor, input: CreateTokenInput): Promise<ApiTokenView & { token: string }> {
	const token = PERSONAL_TOKEN_PREFIX + randomBytes(32).toString('base64url')
	const row = await db.transaction(async (tx) => {
		const [{ n }] = (await tx.select({ n: sql<number>`count(*)` }).from(apiTokens).where(eq(apiTokens.userId, actor.userId))) as [{ n: number }]
		if (n >= ACCOUNT_CAPS.apiTokens)
			throw new InvalidError('name: token limit reached', { name: [`You can have at most ${ACCOUNT_CAPS.apiTokens} tokens. Revoke one first.`] })
		const [created] = await tx
			.insert(apiTokens)
			.values({ id: createId(), userId: actor.userId, name: input.name, tokenHash: hashOf(token), scopes: input.scopes })
			.returning()
		return created!
	})
	return { ...view(row), token }
}

/** The actor's tokens, newest first (at most ACCOUNT_CAPS.apiTokens, so not paginated). */
export async function listApiTokens(db: Db, actor: Actor): Promise<ApiTokenView[]> {
	const rows = await db.select().from(apiTokens).where(eq(apiTokens.userId, actor.userId)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
	return rows.map(view)
}

/** Revokes one of the actor's tokens at once. @throws NotFoundError when it is not theirs. */
export async function revokeApiToken(db: Db, actor: Actor, tokenId: string): Promise<void> {
	const res = await db.delete(apiTokens).where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, actor.userId)))
	if (res.rowsAffected === 0) throw new NotFoundError('Token')
}

/** Per database: token id → when its last use was last written (ms). */
const lastUseWritten = new WeakMap<Db, Map<string, number>>()

/**
 * The user and scopes of a personal token, or null for an unknown (or revoked) one. Writes the
 * token's last use at most once a minute per process.
 */
export async function userByApiToken(db: Db, token: string): Promise<{ user: User; scopes: TokenScope[]; tokenId: string } | null> {
	if (!token.startsWith(PERSONAL_TOKEN_PREFIX) || token.length > 200) return null
	const [row] = await db
		.select({ user: users, scopes: apiTokens.scopes, id: apiTokens.id })
		.from(apiTokens)
		.innerJoin(users, eq(users.id, apiTokens.userId))
		.where(eq(apiTokens.tokenHash, hashOf(token)))
		.limit(1)
	if (!row) return null
	let seen = lastUseWritten.get(db)
	if (!seen) lastUseWritten.set(db, (seen = new Map()))
	const now = Date.now()
	if (now - (seen.get(row.id) ?? 0) >= ACCOUNT_CAPS.lastUseWriteEveryMs) {
		seen.set(row.id, now)
		if (seen.size > 10_000) seen.delete(seen.keys().next().value!)
		await db.update(apiTokens).set({ lastUsedAt: new Date(now) }).where(eq(apiTokens.id, row.id))
	}
	return { user: row.user, scopes: row.scopes as TokenScope[], tokenId: row.id }
}
