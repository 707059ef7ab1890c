/**
 * Keyset pages for every list a user's data can grow (plans, planned meals, recipes, grocery
 * lists): a page is at most `limit` rows after an opaque cursor, and answers the cursor of the
 * next page (null on the last one). The cost of a page is the page, never the history: each
 * list orders by a unique key (its sort columns plus the row id) and reads `limit + 1` rows past
 * the cursor through an index.
 *
 * A cursor is the base64url JSON of the last row's sort key. It is opaque to clients (they only
 * send back what they were given); a malformed one is refused with InvalidError naming `cursor`
 * (422 on /api). No database access; server-side (Buffer).
 */
import { z } from 'zod'
import { InvalidError } from './errors.ts'

/** One value of a sort key. */
export type KeyPart = string | number

/** One page of a list. `after[i]` is the cursor that continues right after `items[i]`. */
export type Page<T> = { items: T[]; nextCursor: string | null; after: string[] }

/** What a caller asks for: how many rows, after which cursor (absent: the first page). */
export type PageRequest = { limit: number; cursor?: string | null }

/** A list's page size: what an absent `limit` means, and the most one page may hold. */
export type PageSize = { readonly default: number; readonly max: number }

/**
 * Responses are kept under this many bytes of JSON (1 MB): a page that would pass it ends early
 * and its next cursor continues from the last row that fitted (app/utils/pagination.server.ts).
 */
export const MAX_RESPONSE_BYTES = 1_000_000

/** Longest cursor accepted (a sort key of a few short values encodes far below this). */
const MAX_CURSOR_LENGTH = 600

/** The cursor for a sort key. */
export function encodeCursor(key: readonly KeyPart[]): string {
	return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url')
}

function badCursor(): InvalidError {
	const message = 'cursor is not one this list gave out; start again without it'
	return new InvalidError(`cursor: ${message}`, { cursor: [message] })
}

/**
 * The sort key of a cursor, checked against the list's key shape ('s' string, 'n' number per part).
 * @throws InvalidError naming `cursor` when it is malformed or of another list's shape.
 */
export function decodeCursor(cursor: string, shape: string): KeyPart[] {
	if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw badCursor()
	let key: unknown
	try {
		key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
	} catch {
		throw badCursor()
	}
	if (!Array.isArray(key) || key.length !== shape.length) throw badCursor()
	for (const [i, part] of key.entries()) {
		const ok = shape[i] === 'n' ? typeof part === 'number' && Number.isFinite(part) : typeof part === 'string'
		if (!ok) throw badCursor()
	}
	return key as KeyPart[]
}

/** True when `cursor` decodes to the key shape (for screens that fall back to the first page). */
export function isCursor(cursor: string | null | undefined, shape: string): cursor is string {
	if (!cursor) return false
	try {
		decodeCursor(cursor, shape)
		return true
	} catch {
		return false
	}
}

/**
 * A page from rows read in key order past the cursor, `limit + 1` of them (the extra row only
 * says whether there is a next page).
 */
export function pageOf<T>(rows: readonly T[], limit: number, keyOf: (row: T) => readonly KeyPart[]): Page<T> {
	const items = rows.slice(0, limit)
	const after = items.map((r) => encodeCursor(keyOf(r)))
	return { items, after, nextCursor: rows.length > limit && items.length > 0 ? after[after.length - 1]! : null }
}

/** `page` with its items mapped (cursors unchanged). */
export function mapPage<T, U>(page: Page<T>, fn: (item: T) => U): Page<U> {
	return { items: page.items.map(fn), after: page.after, nextCursor: page.nextCursor }
}

/**
 * The `limit` and `cursor` query parameters of a paginated list, for its zod query schema:
 * `limit` a whole number from 1 to `size.max` (absent: `size.default`), `cursor` as given out.
 */
export function pageParams(size: PageSize) {
	return {
		limit: z.coerce
			.number({ error: 'limit must be a whole number' })
			.int('limit must be a whole number')
			.min(1, 'limit must be at least 1')
			.max(size.max, `limit must be at most ${size.max}`)
			.default(size.default)
			.meta({ description: `Rows per page: default ${size.default}, at most ${size.max}` }),
		cursor: z
			.string()
			.max(MAX_CURSOR_LENGTH, 'cursor is not one this list gave out; start again without it')
			.optional()
			.meta({ description: 'The `X-Next-Cursor` header of the previous page; absent for the first page' }),
	}
}
