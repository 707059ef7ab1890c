/**
 * The process-wide database, created once per process (and per DATABASE_URL, so each test file
 * gets its own). `DATABASE_URL` selects a local file (the embedded default) or a libSQL server.
 */
import { remember } from '@epic-web/remember'
import { createDb, preparePragmas, type Db } from '#db/client.ts'
import { databaseUrl } from '#app/utils/env.server.ts'

export { createDb, preparePragmas, type Db }

/** The process-wide database. */
export const db: Db = remember(`db:${databaseUrl()}`, () => {
	const instance = createDb(databaseUrl(), process.env.DATABASE_AUTH_TOKEN)
	void preparePragmas(instance)
	return instance
})
