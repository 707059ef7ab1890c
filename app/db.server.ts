/**
 * The process-wide database, created once per process (and per DATABASE_URL, so each test file
 * gets its own). `DATABASE_URL` selects a local file (the embedded default) or a libSQL server.
 */
import { remember } from '@epic-web/remember'
import { createDb, preparePragmas, type Db } from '#db/client.ts'
import { withoutHotReads } from '#db/hot-read.ts'
import { getEnv } from '#app/utils/env.server.ts'

export { createDb, preparePragmas, type Db }

/** The process-wide database. */
export const db: Db = remember(`db:${getEnv().DATABASE_URL}`, () => {
	const { DATABASE_URL, DATABASE_AUTH_TOKEN, HOT_READS } = getEnv()
	const instance = createDb(DATABASE_URL, DATABASE_AUTH_TOKEN)
	if (!HOT_READS) withoutHotReads(instance)
	void preparePragmas(instance)
	return instance
})
