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

test('two write transactions in one process, the first waiting on a timer: both commit, in order, without a stall', async () => {
	const db = createDb(`file:${file}`)
	await preparePragmas(db)
	const { sql } = await import('drizzle-orm')
	await db.run(sql`CREATE TABLE IF NOT EXISTS log (n INTEGER NOT NULL)`)
	const order: number[] = []
	const first = db.transaction(async (tx) => {
		await tx.run(sql`INSERT INTO log (n) VALUES (1)`)
		// Anything that yields to the event loop mid-transaction (I/O, a timer).
		await new Promise((r) => setTimeout(r, 100))
		order.push(1)
	})
	await new Promise((r) => setTimeout(r, 10))
	const second = db.transaction(async (tx) => {
		await tx.run(sql`INSERT INTO log (n) VALUES (2)`)
		order.push(2)
	})
	// Before: the second BEGIN IMMEDIATE busy-waited synchronously for 5 s, then SQLITE_BUSY.
	await expect(Promise.all([first, second])).resolves.toBeDefined()
	expect(order).toEqual([1, 2])
	expect((await db.all<{ n: number }>(sql`SELECT n FROM log ORDER BY rowid`)).map((r) => r.n)).toEqual([1, 2])
	// A failed transaction does not stop the next one, and rolls back.
	await expect(db.transaction(async (tx) => {
		await tx.run(sql`INSERT INTO log (n) VALUES (3)`)
		throw new Error('refused')
	})).rejects.toThrow('refused')
	await db.transaction(async (tx) => {
		await tx.run(sql`INSERT INTO log (n) VALUES (4)`)
	})
	expect((await db.all<{ n: number }>(sql`SELECT n FROM log ORDER BY rowid`)).map((r) => r.n)).toEqual([1, 2, 4])
	db.$client.close()
})
