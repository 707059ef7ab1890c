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

/** The few native `libsql` Database/Statement members the statement cache touches. */
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

/** Most distinct SQL texts kept prepared per connection (least recently used beyond that are dropped). */
const STATEMENT_CACHE_SIZE = 256

/**
 * Prepared statements are reused (issue 12): @libsql/client compiles every statement again on
 * every `execute` (`db.prepare(sql)` per call, ~10 % of a small API request in a CPU profile). The
 * native `libsql` Database's `prepare` is wrapped once per process with a per-connection LRU
 * keyed by the SQL text, so each hot query (drizzle's prepared queries and its generated SQL,
 * which is the same text for the same query shape) is compiled once per connection. A
 * statement is reset on every run and SQLite re-prepares it by itself after a schema change;
 * a connection's cache goes with the connection (a WeakMap), including the fresh connection
 * @libsql/client opens after a transaction. Calls with extra arguments (libsql's internal
 * PRAGMA helper) pass straight through. The same hook gives each new connection its pragmas
 * ({@link CONNECTION_PRAGMAS}).
 */
function cacheNativeStatements(enabled: boolean) {
	// The `libsql` package @libsql/client itself loads (the same module instance).
	const fromHere = createRequire(import.meta.url)
	const Database = createRequire(fromHere.resolve('@libsql/client'))('libsql') as NativeDatabaseClass
	const proto = Database.prototype as NativeDatabaseClass['prototype'] & { __platewiseStatementCache?: true }
	if (proto.__platewiseStatementCache) return
	const prepare = proto.prepare
	const caches = new WeakMap<object, Map<string, NativeStatement>>()
	proto.prepare = function (this: object, sql: string, ...rest: unknown[]) {
		if (rest.length > 0 || typeof sql !== 'string') return prepare.call(this, sql, ...rest)
		let cache = caches.get(this)
		if (!cache) {
			// A connection's first statement: its pragmas first (see CONNECTION_PRAGMAS).
			;(this as NativeDatabaseClass['prototype']).exec(CONNECTION_PRAGMAS)
			caches.set(this, (cache = new Map()))
		}
		if (!enabled) return prepare.call(this, sql)
		const hit = cache.get(sql)
		if (hit) {
			cache.delete(sql)
			cache.set(sql, hit)
			return hit
		}
		const statement = prepare.call(this, sql)
		cache.set(sql, statement)
		if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!)
		return statement
	}
	proto.__platewiseStatementCache = true
}

/** How {@link createDb} builds a database. */
export type DbOptions = {
	/**
	 * Keep each local connection's prepared statements (default true; the app passes its
	 * STATEMENT_CACHE setting). Per process: the first local database created decides.
	 */
	statementCache?: boolean
}

/**
 * Builds a drizzle database over `url`: a local file (`file:./data/platewise.db`) or a libSQL
 * server (`libsql://…`, with `authToken`). The 5 s `timeout` is libSQL's busy timeout on every
 * connection, including the fresh one libSQL opens after each transaction.
 */
export function createDb(url: string, authToken?: string, options: DbOptions = {}): Db {
	ensureParentDir(url)
	if (url.startsWith('file:')) cacheNativeStatements(options.statementCache ?? true)
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
 * statement hook before its first statement ({@link CONNECTION_PRAGMAS}).
 */
export async function preparePragmas(db: Db) {
	if (db.$client.protocol === 'file') {
		await db.$client.execute('PRAGMA journal_mode = WAL')
	}
	await db.$client.execute('PRAGMA foreign_keys = ON')
}
