/**
 * Runs in every Vitest file before its imports: gives the file its own copy of the migrated
 * template database (a real libSQL file in the OS temp dir, never an in-memory one), and removes it
 * afterwards.
 *
 * Password hashes are made with test-only argon2id parameters (1 MiB, one pass instead of the
 * library's 19 MiB, two passes): several hundred accounts are created per run, and each
 * production-cost hash is tens of milliseconds of CPU. The hash is still a real argon2id hash
 * that `verify` checks (it reads the parameters from the hash). The production parameters are
 * tested once, without this stand-in: tests/unit/account/password-hash-cost.test.ts.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type * as Argon2 from '@node-rs/argon2'
import { afterAll, vi } from 'vitest'

const template = path.resolve('tests/.db/template.db')
const file = path.join(os.tmpdir(), `platewise-${process.pid}-${randomUUID()}.db`)
fs.copyFileSync(template, file)
process.env.DATABASE_URL = `file:${file}`
process.env.SESSION_SECRET = 'test-session-secret'
process.env.RATE_LIMIT = 'false'
Object.assign(process.env, { NODE_ENV: 'test' })

vi.mock('@node-rs/argon2', async (importOriginal) => {
	const argon2 = await importOriginal<typeof Argon2>()
	/** argon2id cost for tests: memory in KiB and passes (the library's defaults: 19456 KiB, 2 passes). */
	const TEST_HASH_COST = { memoryCost: 1024, timeCost: 1 }
	return { ...argon2, hash: (password: string | Uint8Array, options?: Argon2.Options) => argon2.hash(password, { ...TEST_HASH_COST, ...options }) }
})

afterAll(async () => {
	const { db } = await import('#app/db.server.ts')
	db.$client.close()
	for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
})
