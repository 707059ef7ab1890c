/**
 * Runs in every Vitest file before its imports: gives the file its own copy of the migrated
 * template database (a real libSQL file in the OS temp dir, never an in-memory one), and removes it
 * afterwards.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'

const template = path.resolve('tests/.db/template.db')
const file = path.join(os.tmpdir(), `platewise-${process.pid}-${randomUUID()}.db`)
fs.copyFileSync(template, file)
process.env.DATABASE_URL = `file:${file}`
process.env.SESSION_SECRET = 'test-session-secret'
process.env.RATE_LIMIT = 'false'
Object.assign(process.env, { NODE_ENV: 'test' })

afterAll(async () => {
	const { db } = await import('#app/db.server.ts')
	db.$client.close()
	for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
})
