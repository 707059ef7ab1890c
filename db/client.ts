/**
 * libSQL client factory (no singleton, no side effects on import). `app/db.server.ts` holds the
 * process-wide instance; scripts and test setup build their own with `createDb`.
 */
import { createClient, type Client } from '@libsql/client'
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as schema from './schema.ts'

export type Db = LibSQLDatabase<typeof schema> & { $client: Client }

/** The embedded default database (DATABASE_URL unset): a libSQL file under ./data. The one copy of this default. */
export const DEFAULT_DATABASE_URL = 'file:./data/platewise.db'

/** The folder of a `file:` URL's database, created when missing (a fresh clone has no ./data). */
function ensureParentDir(url: string) {
	if (!url.startsWith('file:')) return
	const raw = url.slice('file:'.length).split('?')[0]!
	const file = raw.startsWith('//') ? fileURLToPath(url.split('?')[0]!) : raw
	fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
}

/**
 * Builds a drizzle database over `url`: a local file (`file:./data/platewise.db`) or a libSQL
 * server (`libsql://…`, with `authToken`). The 5 s `timeout` is libSQL's busy timeout on every
 * connection, including the fresh one libSQL opens after each transaction.
 */
export function createDb(url: string, authToken?: string): Db {
	ensureParentDir(url)
	const client = createClient({ url, authToken, timeout: 5000 })
	return drizzle(client, { schema }) as Db
}

/** WAL + synchronous=NORMAL for local files, and foreign keys on. Call once after `createDb`. */
export async function preparePragmas(db: Db) {
	if (db.$client.protocol === 'file') {
		await db.$client.execute('PRAGMA journal_mode = WAL')
		await db.$client.execute('PRAGMA synchronous = NORMAL')
	}
	await db.$client.execute('PRAGMA foreign_keys = ON')
}
