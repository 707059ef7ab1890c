/**
 * The food import's command line (`npm run db:prepare` and `npm start` run it):
 * `tsx scripts/import-foods.ts [--only generic|products|all] [--data-dir DIR]`.
 *
 * Reads the validated configuration (a bad variable stops `npm start` here, before the server
 * starts), migrates the database, imports the bundled foods (db/import/) and, once the generic
 * foods are in, writes the built-in recipe library (app/domain/recipes/seed.server.ts). Both steps
 * are idempotent. SIGTERM/SIGINT stop the product import between two transactions; the process
 * then closes the database and exits 0 (the next run resumes).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { seedBuiltInRecipes } from '#app/domain/recipes/seed.server.ts'
import { describeCounts, seconds } from '#db/import/format.ts'
import { importFoods, ImportInterruptedError, type ImportPart } from '#db/import/index.ts'

/** A bad command line: its message is printed and the process exits with status 2. */
class UsageError extends Error {}

/** `--only` (default all) and `--data-dir` (default db/data). @throws UsageError. */
function parseArgs(argv: string[]): { only: ImportPart; dataDir: string } {
	let only: ImportPart = 'all'
	let dataDir = fileURLToPath(new URL('../db/data', import.meta.url))
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i]
		const value = () => {
			const v = argv[++i]
			if (v === undefined) throw new UsageError(`${arg} needs a value`)
			return v
		}
		if (arg === '--only') {
			const v = value()
			if (v !== 'generic' && v !== 'products' && v !== 'all') throw new UsageError(`--only must be generic, products or all`)
			only = v
		} else if (arg?.startsWith('--only=')) {
			const v = arg.slice('--only='.length)
			if (v !== 'generic' && v !== 'products' && v !== 'all') throw new UsageError(`--only must be generic, products or all`)
			only = v
		} else if (arg === '--data-dir') dataDir = path.resolve(value())
		else if (arg?.startsWith('--data-dir=')) dataDir = path.resolve(arg.slice('--data-dir='.length))
		else throw new UsageError(`Unknown argument ${arg}. Usage: tsx scripts/import-foods.ts [--only generic|products|all] [--data-dir DIR]`)
	}
	return { only, dataDir }
}

/** Migrates, imports the requested parts, then seeds the recipe library once the generic foods are in. */
async function main() {
	const { only, dataDir } = parseArgs(process.argv.slice(2))
	// The validated configuration: a bad variable stops `npm start` here, before the server starts.
	const { getEnv } = await import('#app/utils/env.server.ts')
	const { DATABASE_URL, DATABASE_AUTH_TOKEN } = getEnv()
	const { createDb, preparePragmas } = await import('#db/client.ts') // creates ./data when missing
	const { runMigrations } = await import('#db/migrate.ts')
	const db = createDb(DATABASE_URL, DATABASE_AUTH_TOKEN)
	await preparePragmas(db)
	await runMigrations(db)
	const started = performance.now()
	// SIGTERM/SIGINT (a machine stopping): finish the current transaction, close the DB, exit 0.
	const stop = new AbortController()
	for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => stop.abort())
	try {
		const result = await importFoods(db, { dataDir, only, log: (msg) => console.log(msg), signal: stop.signal })
		if (!result.skipped) console.log(`foods: done in ${seconds(started)} (${describeCounts(result)})`)
	} catch (error) {
		if (!(error instanceof ImportInterruptedError)) throw error
		console.log(`foods: ${error.message}`)
	}
	// The built-in recipes are made of generic foods, so they are written after that part. A
	// products-only run (the background import of `npm start`) leaves them to the generic run.
	if (only !== 'products') {
		const seeded = await seedBuiltInRecipes(db)
		console.log(`recipes: ${seeded.written > 0 ? `built-in library written (${seeded.written} recipes)` : 'built-in library up to date'}${seeded.missing > 0 ? `; ${seeded.missing} left out for missing foods` : ''}`)
	}
	if (db.$client.protocol === 'file') await db.$client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
	db.$client.close()
}

main().catch((error: unknown) => {
	if (error instanceof UsageError) console.error(error.message)
	else console.error(error instanceof Error ? (error.stack ?? error.message) : error)
	process.exit(error instanceof UsageError ? 2 : 1)
})
