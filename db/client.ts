/**
 * libSQL client factory (no singleton, no side effects on import). `app/db.server.ts` holds the
 * process-wide instance; scripts and test setup build their own with `createDb`.
 */
import { createClient, type Client } from '@libsql/client'
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql'
import { AsyncLocalStorage } from 'node:async_hooks'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as schema from './schema.ts'

export type Db = LibSQLDatabase<typeof schema> & { $client: Client }

/** The embedded default database (DATABASE_URL unset): a libSQL file under ./data. The one copy of this default. */
export const DEFAULT_DATABASE_URL = 'file:./data/platewise.db'

/** The folder of a `file:` URL's database, created when missing (a fresh clone has no ./data). */
function ensureParentDir(url: string) {
	if (!url.startsWith('file:')) return
	const raw = url.slice('file:'.length).split('?')[0]!
	const file = raw.startsWith('//') ? fileURLToPath(url.split('?')[0]!) : raw
	fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
}

/** The few native `libsql` Database/Statement members the pragma hook touches. */
type NativeStatement = object
type NativeDatabaseClass = { prototype: { prepare: (sql: string, ...rest: unknown[]) => NativeStatement; exec: (sql: string) => unknown } }

/**
 * Set on every local connection before its first statement. Both are per connection in SQLite,
 * and @libsql/client 0.18 keeps a pool (a transaction holds one connection, a concurrent request
 * gets another), so setting them once through `execute` reached only the first connection:
 * later ones ran synchronous=FULL (an fsync per commit; measured by db/client.test.ts). WAL with
 * synchronous=NORMAL is SQLite's documented pairing (durable across application crashes).
 * Foreign keys are on by default in the libSQL build we use; set anyway so the schema's
 * ON DELETE rules never depend on how the engine was compiled.
 */
const CONNECTION_PRAGMAS = 'PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL'

/**
 * Gives every local connection {@link CONNECTION_PRAGMAS} before its first statement.
 *
 * @libsql/client 0.18 opens pooled connections itself (`new Database(path, options)` in its
 * ConnectionPool) and offers no hook for a new connection, so the native `libsql` Database's
 * `prepare` is wrapped once per process: the first statement a connection prepares runs the
 * pragmas first (a WeakSet remembers the connections that have them, and forgets a connection
 * with the connection). Every statement is then prepared by libsql itself, as published. This is
 * a correctness fix (foreign keys and WAL's durable pairing on every connection), not a speed
 * patch; tests/unit/server/tripwire.test.ts fails when an upgrade changes the wrapped code
 * (docs/decisions/012-performance-machinery.md). Calls with extra arguments (libsql's internal
 * PRAGMA helper) pass straight through.
 */
function pragmasOnEveryConnection() {
	// The `libsql` package @libsql/client itself loads (the same module instance).
	const fromHere = createRequire(import.meta.url)
	const Database = createRequire(fromHere.resolve('@libsql/client'))('libsql') as NativeDatabaseClass
	const proto = Database.prototype as NativeDatabaseClass['prototype'] & { __platewisePragmas?: true }
	if (proto.__platewisePragmas) return
	const prepare = proto.prepare
	const ready = new WeakSet<object>()
	proto.prepare = function (this: object, sql: string, ...rest: unknown[]) {
		if (rest.length === 0 && !ready.has(this)) {
			ready.add(this)
			;(this as NativeDatabaseClass['prototype']).exec(CONNECTION_PRAGMAS)
		}
		return prepare.call(this, sql, ...rest)
	}
	proto.__platewisePragmas = true
}

/**
 * Builds a drizzle database over `url`: a local file (`file:./data/platewise.db`) or a libSQL
 * server (`libsql://…`, with `authToken`). The 5 s `timeout` is libSQL's busy timeout on every
 * connection, including the fresh one libSQL opens after each transaction.
 */
export function createDb(url: string, authToken?: string): Db {
	ensureParentDir(url)
	if (url.startsWith('file:')) pragmasOnEveryConnection()
	const client = createClient({ url, authToken, timeout: 5000 })
	const db = drizzle(client, { schema }) as Db
	if (url.startsWith('file:')) oneWriteTransactionAtATime(db)
	return db
}

/** Marks the async context of a root write transaction (see {@link oneWriteTransactionAtATime}). */
const inRootTransaction = new AsyncLocalStorage<true>()

/**
 * Runs a local database's root transactions one after another within this process.
 *
 * @libsql/client 0.18 gives each transaction its own pooled connection and starts it with
 * `BEGIN IMMEDIATE`, whose busy wait is synchronous. So when one transaction awaits anything
 * that yields to the event loop and a second one begins in the same process, the second blocks
 * the whole process for the busy timeout (5 s) while the first cannot reach its COMMIT, and then
 * fails with SQLITE_BUSY (measured: db/client.test.ts; seen once in the e2e run as a failed
 * meal edit). Queued here instead, the second waits without blocking, for as long as the first
 * takes. Other processes (another worker, the product import) still meet SQLite's busy timeout.
 * A transaction begun inside another's async context (a root call nested in a transaction) is
 * not queued, so it cannot wait for itself.
 */
function oneWriteTransactionAtATime(db: Db): void {
	const begin = db.transaction.bind(db)
	let tail: Promise<unknown> = Promise.resolve()
	db.transaction = ((...args: Parameters<typeof begin>) => {
		if (inRootTransaction.getStore()) return begin(...args)
		const run = tail.then(() => inRootTransaction.run(true, () => begin(...args)))
		tail = run.catch(() => {})
		return run
	}) as typeof db.transaction
}

/**
 * WAL for local files (a property of the file, so once is enough) and foreign keys on. Call once
 * after `createDb`; every local connection also gets synchronous=NORMAL and foreign keys from the
 * prepare hook before its first statement ({@link CONNECTION_PRAGMAS}).
 */
export async function preparePragmas(db: Db) {
	if (db.$client.protocol === 'file') {
		await db.$client.execute('PRAGMA journal_mode = WAL')
	}
	await db.$client.execute('PRAGMA foreign_keys = ON')
}
