/**
 * The libSQL client and drizzle instance, created once per process.
 *
 * `DATABASE_URL` selects the database: a local file (`file:./data/platewise.db`, the embedded
 * default) or a libSQL server (Turso / sqld, `libsql://…` with `DATABASE_AUTH_TOKEN`).
 */
import { remember } from '@epic-web/remember'
import { createClient, type Client } from '@libsql/client'
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql'
import * as schema from '#db/schema.ts'
import { databaseUrl } from '#app/utils/env.server.ts'

export type Db = LibSQLDatabase<typeof schema> & { $client: Client }

/**
 * Builds a client for `url`. Local files get WAL, foreign keys and a 5 s busy timeout
 * (libSQL's `timeout` option applies it to every connection, including after transactions).
 */
export function createDb(url: string, authToken?: string): Db {
	const client = createClient({ url, authToken, timeout: 5000 })
	return drizzle(client, { schema }) as Db
}

/** Applies per-connection pragmas; call once after creating a local-file client. */
export async function preparePragmas(db: Db) {
	if (!db.$client.protocol || db.$client.protocol === 'file') {
		await db.$client.execute('PRAGMA journal_mode = WAL')
		await db.$client.execute('PRAGMA synchronous = NORMAL')
	}
	await db.$client.execute('PRAGMA foreign_keys = ON')
}

/** The process-wide database. */
export const db: Db = remember(`db:${databaseUrl()}`, () => {
	const instance = createDb(databaseUrl(), process.env.DATABASE_AUTH_TOKEN)
	void preparePragmas(instance)
	return instance
})
