/**
 * A per-process cache of a diary day's serialized answer (one account reading its largest day
 * over and over must not slow the others, and a day's cost must not grow
 * with every read). An entry is valid while its user's diary version is unchanged — a counter
 * SQLite triggers move on every change to that user's meals or entries, whatever wrote it and
 * in whichever worker (db/schema.ts `diaryVersions`, migration 0004) — and while the user row
 * (goals) is the same (`updatedAt`). The version is read before the answer is built, so a write
 * racing the build can only make the entry look older than it is, never newer.
 *
 * Bounded by bytes ({@link DAY_CACHE_BYTES}), least recently used first out.
 */
import type { Db } from '#app/db.server.ts'
import { hotRows } from '#db/hot-read.ts'

/** Most bytes (UTF-16 string length × 2) of answers kept per process: a 400-entry day is ~85 KB of JSON. */
export const DAY_CACHE_BYTES = 8 * 2 ** 20

type Entry = { stamp: string; text: string }
const caches = new WeakMap<object, { entries: Map<string, Entry>; bytes: number }>()

const VERSION_SQL = 'SELECT version FROM diary_versions WHERE user_id = ?'

/**
 * The user's diary version: 0 when nothing was ever written, then +1 per changed meal or entry row.
 * @param db the root database.
 */
export async function diaryVersion(db: Db, userId: string): Promise<number> {
	const rows = await hotRows(db, VERSION_SQL, [userId])
	return Number(rows[0]?.[0] ?? 0)
}

/**
 * The cached answer for `key` of this user, or `build()`'s, cached.
 *
 * @param db the root database (not a transaction: a cache must not hold uncommitted data).
 * @param user the signed-in user (`id`, and `updatedAt`, which changes with their goals).
 * @param key what is answered, e.g. `daily:2026-11-23`; the user id is added.
 * @param build makes the answer (a JSON string) from the database.
 * @param enabled false builds every answer and keeps none (the DAY_CACHE=false switch).
 */
export async function cachedDayAnswer(db: Db, user: { id: string; updatedAt: Date }, key: string, build: () => Promise<string>, enabled = true): Promise<string> {
	if (!enabled) return build()
	let cache = caches.get(db)
	if (!cache) caches.set(db, (cache = { entries: new Map(), bytes: 0 }))
	const stamp = `${await diaryVersion(db, user.id)}:${user.updatedAt.getTime()}`
	const id = `${user.id}|${key}`
	const hit = cache.entries.get(id)
	if (hit && hit.stamp === stamp) {
		cache.entries.delete(id)
		cache.entries.set(id, hit)
		return hit.text
	}
	const text = await build()
	if (hit) {
		cache.entries.delete(id)
		cache.bytes -= hit.text.length * 2
	}
	if (text.length * 2 <= DAY_CACHE_BYTES / 8) {
		cache.entries.set(id, { stamp, text })
		cache.bytes += text.length * 2
		for (const [oldest, entry] of cache.entries) {
			if (cache.bytes <= DAY_CACHE_BYTES) break
			cache.entries.delete(oldest)
			cache.bytes -= entry.text.length * 2
		}
	}
	return text
}
