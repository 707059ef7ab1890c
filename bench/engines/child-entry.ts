/**
 * The two ways a bench module that measures in a child process is started, shared by the import and
 * export rows: as the child (`--child <args…>`: run the job, print its report as one JSON line,
 * exit 0; exit 1 on error), or alone from the command line (a fresh migrated database in the temp
 * folder, then the module's rows printed one a line).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db } from '#app/db.server.ts'
import type { EngineRow } from '../stats.ts'

/**
 * Starts the module at `moduleUrl` (its `import.meta.url`) as a child or alone, if it is the one
 * being run; otherwise does nothing.
 * @param child the job a `--child` process runs, given the arguments after `--child`.
 * @param rows the module's bench rows, for a run alone.
 */
export async function childOrAlone(moduleUrl: string, child: (args: string[]) => Promise<unknown>, rows: (db: Db) => Promise<EngineRow[]>): Promise<void> {
	if (process.argv[2] === '--child') {
		try {
			const report = await child(process.argv.slice(3))
			process.stdout.write(`${JSON.stringify(report)}\n`)
			process.exit(0)
		} catch (error) {
			console.error(error)
			process.exit(1)
		}
	}
	if (!process.argv[1] || fileURLToPath(moduleUrl) !== path.resolve(process.argv[1])) return
	const dir = await mkdtemp(path.join(os.tmpdir(), 'platewise-bench-db-'))
	process.env.DATABASE_URL = `file:${path.join(dir, 'bench.db')}`
	const { db } = await import('#app/db.server.ts')
	const { runMigrations } = await import('#db/migrate.ts')
	await runMigrations(db)
	for (const row of await rows(db)) console.log([row.what, row.p50 != null ? `${row.p50.toFixed(0)} ms` : '', row.note ?? ''].filter(Boolean).join(' | '))
	await rm(dir, { recursive: true, force: true })
	process.exit(0)
}
