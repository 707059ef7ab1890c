/**
 * createDb on a real temporary libSQL file: every connection of @libsql/client's pool enforces
 * foreign keys and runs synchronous=NORMAL, not only the first one preparePragmas reached.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { createDb, preparePragmas } from './client.ts'

const file = path.join(os.tmpdir(), `platewise-client-${randomUUID()}.db`)
afterAll(() => {
	for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
})

test('a second pooled connection (opened while a transaction holds the first) has foreign keys on and synchronous NORMAL', async () => {
	const db = createDb(`file:${file}`)
	await preparePragmas(db)
	await db.$client.executeMultiple(`
		CREATE TABLE parents (id INTEGER PRIMARY KEY);
		CREATE TABLE children (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES parents(id));
	`)
	const tx = await db.$client.transaction('write')
	try {
		// The transaction holds the pool's first connection, so these run on another one.
		const fk = await db.$client.execute('PRAGMA foreign_keys')
		const sync = await db.$client.execute('PRAGMA synchronous')
		expect(Number(fk.rows[0]![0])).toBe(1)
		expect(Number(sync.rows[0]![0])).toBe(1) // 1 = NORMAL
	} finally {
		await tx.rollback()
	}
	// And the rule holds in practice: a child row naming no parent is refused on any connection.
	const held = await db.$client.transaction('read')
	try {
		await expect(db.$client.execute('INSERT INTO children (id, parent_id) VALUES (1, 42)')).rejects.toThrow(/FOREIGN KEY/)
	} finally {
		await held.rollback()
	}
	db.$client.close()
})
