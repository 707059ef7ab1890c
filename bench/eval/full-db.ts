/**
 * A private, up-to-date copy of the full database for the accuracy tests: `data/bench.db` (the
 * bench's database, built by `npm run bench` / `scripts/import-foods.ts`) copied into a temporary
 * directory, migrated, and with the current default-serving rule and search ranks applied, as
 * `npm start` would do to it. The bench's own file is never written.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDb, type Db } from '#db/client.ts'
import { runMigrations } from '#db/migrate.ts'
import { rederiveServings } from '#db/import/serving-refresh.ts'

/** Where the full database is expected. */
export const FULL_DB = path.resolve('data/bench.db')

/** True when the full database is on this machine (the accuracy tests on it are skipped otherwise). */
export function hasFullDb(): boolean {
	return fs.existsSync(FULL_DB)
}

/**
 * Opens a private copy of {@link FULL_DB}.
 *
 * @returns the database and `close()`, which closes it and deletes the copy.
 */
export async function openFullDbCopy(): Promise<{ db: Db; close: () => void }> {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'full-db-'))
	const file = path.join(dir, 'full.db')
	fs.copyFileSync(FULL_DB, file)
	const db = createDb(`file:${file}`)
	const close = () => {
		db.$client.close()
		fs.rmSync(dir, { recursive: true, force: true })
	}
	try {
		await runMigrations(db)
		await rederiveServings(db.$client)
	} catch (error) {
		close()
		throw error
	}
	return { db, close }
}
