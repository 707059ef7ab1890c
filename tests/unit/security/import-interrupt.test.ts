/**
 * Graceful stop of the product import (a deploy stops the machine mid-import): stopped through its signal (SIGTERM in
 * `npm start`), it leaves the part unrecorded, and the next run resumes and completes it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'

test('an interrupted product import is not recorded as done, and the next run completes it', async () => {
	const { createDb, preparePragmas } = await import('#db/client.ts')
	const { runMigrations } = await import('#db/migrate.ts')
	const { importFoods, ImportInterruptedError } = await import('#db/import/index.ts')
	const file = path.join(os.tmpdir(), `platewise-import-${randomUUID()}.db`)
	const db = createDb(`file:${file}`)
	try {
		await preparePragmas(db)
		await runMigrations(db)
		const dataDir = path.resolve('db/data/sample')
		await importFoods(db, { dataDir, only: 'generic' })
		const stop = new AbortController()
		stop.abort()
		await expect(importFoods(db, { dataDir, only: 'products', signal: stop.signal })).rejects.toBeInstanceOf(ImportInterruptedError)
		const recorded = async () => (await db.$client.execute(`SELECT file, rows FROM food_imports ORDER BY file`)).rows.map((r) => `${String(r.file)}:${Number(r.rows)}`)
		expect((await recorded()).some((r) => r.startsWith('products:'))).toBe(false)
		const resumed = await importFoods(db, { dataDir, only: 'products' })
		expect(resumed.products).toBeGreaterThan(0)
		const products = Number((await db.$client.execute(`SELECT count(*) AS n FROM foods WHERE source = 'off'`)).rows[0]?.n)
		expect(await recorded()).toContain(`products:${products}`)
	} finally {
		db.$client.close()
		for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
	}
})
