/**
 * Vitest global setup: builds tests/.db/template.db once per run — migrated, with the bundled
 * *sample* food data imported (3,296 foods, 300 Open Food Facts products) and the built-in recipe
 * library written, as `npm run db:prepare` does — so that each test
 * file can copy it instead of migrating and importing again.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createDb, preparePragmas } from '#db/client.ts'
import { runMigrations } from '#db/migrate.ts'
import { seedBuiltInRecipes } from '#app/domain/recipes/seed.server.ts'
import { importFoods } from '#db/import/index.ts'

export const TEMPLATE_DB = path.resolve('tests/.db/template.db')

export default async function globalSetup() {
	fs.mkdirSync(path.dirname(TEMPLATE_DB), { recursive: true })
	// Built under a private name and renamed into place, so a Vitest run started alongside never
	// copies a half-built template.
	const building = `${TEMPLATE_DB}.${process.pid}.tmp`
	for (const suffix of ['', '-wal', '-shm']) fs.rmSync(building + suffix, { force: true })
	const db = createDb(`file:${building}`)
	await preparePragmas(db)
	// A scratch build, made again after any crash: no fsync per commit (the food import commits in chunks).
	await db.$client.execute('PRAGMA synchronous = OFF')
	await runMigrations(db)
	await importFoods(db, { dataDir: path.resolve('db/data/sample'), log: () => {} })
	await seedBuiltInRecipes(db)
	await db.$client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
	await db.$client.execute('PRAGMA journal_mode = DELETE')
	db.$client.close()
	fs.renameSync(building, TEMPLATE_DB)
}
