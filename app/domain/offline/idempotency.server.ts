/**
 * Idempotency keys: the one rule that makes a write sent twice (a phone's offline queue sending
 * again after a lost answer, a double tap, a retry) write once. Both adapters use it: /api through
 * the `Idempotency-Key` header (`endpoint()`, app/utils/api-route.server.ts) and the HTML forms
 * through the `idempotencyKey` field (app/utils/idempotency.server.ts).
 *
 * A key is claimed before the write runs (one INSERT on the (user, key) primary key, atomic across
 * transactions, workers and processes), so two requests with one key never both run. The first
 * answer is then stored and every later use of the key gets it back instead of running again.
 * Keys are per user: another account's key never collides. Table `idempotency_keys`
 * (migration 0019); caps in ./caps.ts.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '#db/client.ts'
import { idempotencyKeys } from '#db/schema.ts'
import type { Actor } from '../actor.ts'
import { ConflictError, InvalidError } from '../errors.ts'
import { IDEMPOTENCY_CAPS } from './caps.ts'

/** What is stored of a first answer and handed back on a replay: its HTTP status and a JSON body. */
export type StoredAnswer = { status: number; body: unknown }

/** The outcome of {@link runIdempotent}: the write ran now (`fresh`), or the stored first answer (`replay`). */
export type IdempotentOutcome<R> = { fresh: R; replay?: undefined } | { fresh?: undefined; replay: StoredAnswer }

/** A key in flight: claimed, its write not finished yet (status 0 is never an HTTP status). */
const IN_PROGRESS = 0

const KEY_PATTERN = /^[A-Za-z0-9_-]+$/

/**
 * Checks a key's shape: 1-{@link IDEMPOTENCY_CAPS.keyMaxLength} characters of `[A-Za-z0-9_-]`.
 * @throws InvalidError naming `field` otherwise.
 */
export function checkIdempotencyKey(key: string, field: string): void {
	if (key.length >= 1 && key.length <= IDEMPOTENCY_CAPS.keyMaxLength && KEY_PATTERN.test(key)) return
	const message = `${field} must be 1-${IDEMPOTENCY_CAPS.keyMaxLength} letters, digits, '-' or '_'`
	throw new InvalidError(`${field}: ${message}`, { [field]: [message] })
}

/**
 * Runs `run` at most once per (user, `key`).
 *
 * - No key (null, undefined): runs `run` as if this function were not there.
 * - A new key: claims it, runs `run`, and stores `keep(result)`; when `keep` answers null (a refused
 *   form, nothing written) or `run` throws, the claim is dropped so the key can be used again.
 * - A key already answered for the same `scope`: returns the stored answer as `replay`, never runs.
 *
 * Old keys are pruned here: the user's keys older than {@link IDEMPOTENCY_CAPS.keepMs}, and past
 * {@link IDEMPOTENCY_CAPS.keysPerAccount} the oldest ones (a write is never refused for the cap).
 *
 * @param input.key the client's key; `input.field` names it in errors (`Idempotency-Key`, `idempotencyKey`).
 * @param input.scope the operation the key is for (e.g. `POST /api/users/u1/meal-foods`).
 * @param input.now the current instant (epoch ms), for tests; default `Date.now()`.
 * @throws InvalidError (422, naming `field`) for a malformed key or a key already used for another
 *   scope; ConflictError (409, naming `field`) while the key's first request is still running;
 *   whatever `run` throws.
 */
export async function runIdempotent<R>(
	db: Db,
	actor: Actor,
	input: { key: string | null | undefined; scope: string; field?: string; now?: number },
	run: () => Promise<R>,
	keep: (result: R) => StoredAnswer | null | Promise<StoredAnswer | null>,
): Promise<IdempotentOutcome<R>> {
	const { key, scope } = input
	if (key === null || key === undefined) return { fresh: await run() }
	const field = input.field ?? 'Idempotency-Key'
	checkIdempotencyKey(key, field)
	const now = input.now ?? Date.now()
	const existing = await claim(db, actor.userId, key, scope, now)
	if (existing) {
		if (existing.scope !== scope) {
			const message = `${field} was already used for another request; send a new key`
			throw new InvalidError(`${field}: ${message}`, { [field]: [message] })
		}
		if (existing.status === IN_PROGRESS) {
			const message = 'A request with this key is still being processed; try again shortly'
			throw new ConflictError(`${field}: ${message}`, { [field]: [message] })
		}
		return { replay: { status: existing.status, body: existing.response === null ? null : (JSON.parse(existing.response) as unknown) } }
	}
	const where = and(eq(idempotencyKeys.userId, actor.userId), eq(idempotencyKeys.key, key))
	let stored: StoredAnswer | null = null
	let result: R
	try {
		result = await run()
		stored = await keep(result)
	} finally {
		// A write that failed or was refused wrote nothing: the key is free for the next try.
		if (stored) await db.update(idempotencyKeys).set({ status: stored.status, response: JSON.stringify(stored.body ?? null) }).where(where)
		else await db.delete(idempotencyKeys).where(where)
	}
	return { fresh: result }
}

/**
 * Claims (user, key) for `scope` in one transaction, pruning the user's expired keys and keys past
 * the cap first. @returns null when this call claimed the key, else the row already holding it.
 */
async function claim(db: Db, userId: string, key: string, scope: string, now: number) {
	return db.transaction(async (tx) => {
		await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_CAPS.keepMs))))
		const claimed = await tx
			.insert(idempotencyKeys)
			.values({ userId, key, scope, status: IN_PROGRESS, response: null, createdAt: new Date(now) })
			.onConflictDoNothing()
			.returning({ key: idempotencyKeys.key })
		if (claimed.length === 0) {
			const [row] = await tx.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
			return row ?? null
		}
		const [{ count }] = (await tx.select({ count: sql<number>`count(*)` }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId))) as [{ count: number }]
		const excess = count - IDEMPOTENCY_CAPS.keysPerAccount
		if (excess > 0) {
			const oldest = tx
				.select({ key: idempotencyKeys.key })
				.from(idempotencyKeys)
				.where(and(eq(idempotencyKeys.userId, userId), sql`${idempotencyKeys.key} <> ${key}`))
				.orderBy(asc(idempotencyKeys.createdAt))
				.limit(excess)
			await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), sql`${idempotencyKeys.key} in ${oldest}`))
		}
		return null
	})
}
