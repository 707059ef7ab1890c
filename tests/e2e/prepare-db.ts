/**
 * Fresh e2e database, made by the Playwright webServer command *before* the server opens it
 * (Playwright starts webServer before globalSetup, so a globalSetup must not touch the file):
 * migrated, with the bundled *sample* foods (3,296 USDA foods + 300 Open Food Facts products) and
 * the built-in recipe library, as `npm run db:prepare` does.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createDb, preparePragmas } from '#db/client.ts'
import { runMigrations } from '#db/migrate.ts'
import { seedBuiltInRecipes } from '#app/domain/recipes/seed.server.ts'
import { importFoods } from '#db/import/index.ts'

async function prepare() {
	const file = path.resolve(process.env.E2E_DB ?? 'tests/.db/e2e.db')
	fs.mkdirSync(path.dirname(file), { recursive: true })
	for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
	const db = createDb(`file:${file}`)
	await preparePragmas(db)
	// A scratch build, made again after any crash: no fsync per commit (the food import commits in chunks).
	await db.$client.execute('PRAGMA synchronous = OFF')
	await runMigrations(db)
	await importFoods(db, { dataDir: path.resolve('db/data/sample'), log: () => {} })
	await seedBuiltInRecipes(db)
	db.$client.close()
}

await prepare()
