/**
 * Hot reads: the few queries every diary request runs, returning many rows, read
 * without @libsql/client's per-row objects.
 *
 * A CPU profile of GET /api/users/{id}/progress/daily/{date} put about half the busy time in the
 * database layer, most of it @libsql/client building a `Row` object (a property per column
 * name and index) for every row and drizzle mapping it again: 400 entries took 7–10 ms through
 * `client.execute` and 2 ms through the same engine's prepared statement in raw (array) mode.
 *
 * For a local file database (the embedded default) each process opens one extra read-only
 * connection (`query_only`) of the same `libsql` engine, with one prepared statement per SQL
 * text in raw mode. In WAL mode every statement sees the latest commit of any connection, so a
 * read after a write (this process's or another worker's) sees that write. Everywhere else —
 * a libSQL server URL, a database with no file, or a transaction object (whose reads must see its own
 * uncommitted writes) — the same SQL runs through drizzle on that connection. Both paths return
 * the same arrays: SQLite's own values (integers for booleans and timestamps), in column order.
 */
import { getTableColumns, sql, type InferSelectModel, type SQL, type Table } from 'drizzle-orm'
import { createRequire } from 'node:module'
import type { Db } from './client.ts'

/** A value bound to a `?` placeholder. */
export type HotArg = string | number | null

type NativeStatement = { raw: (on?: boolean) => NativeStatement; all: (...args: HotArg[]) => unknown[][] }
type NativeDatabase = { prepare: (sql: string) => NativeStatement; exec: (sql: string) => void; close: () => void }
type NativeDatabaseClass = new (path: string, options?: { readonly?: boolean }) => NativeDatabase

/** Most distinct SQL texts kept prepared on the read connection (there are a handful). */
const STATEMENTS_MAX = 64

type Reader = { run: (text: string, args: HotArg[]) => unknown[][]; close: () => void }

/** Per root database: its reader, or null where hot reads go through drizzle. */
const readers = new WeakMap<object, Promise<Reader | null>>()

/** The main database file of a local root Db, or null (server URL, no file, a transaction). */
async function localFile(db: Db): Promise<string | null> {
	const client = (db as Partial<Db>).$client
	if (!client || client.protocol !== 'file') return null
	const rows = await client.execute('PRAGMA database_list')
	const main = rows.rows.find((r) => r.name === 'main')
	const file = main ? String(main.file ?? '') : ''
	return file || null
}

async function openReader(db: Db): Promise<Reader | null> {
	const file = await localFile(db)
	if (!file) return null
	// The `libsql` engine @libsql/client itself loads (the same native module instance).
	const fromHere = createRequire(import.meta.url)
	const Database = createRequire(fromHere.resolve('@libsql/client'))('libsql') as NativeDatabaseClass
	const native = new Database(file)
	native.exec('PRAGMA query_only = ON')
	native.exec('PRAGMA busy_timeout = 5000')
	const statements = new Map<string, NativeStatement>()
	return {
		run(text, args) {
			let statement = statements.get(text)
			if (!statement) {
				statement = native.prepare(text).raw(true)
				statements.set(text, statement)
				if (statements.size > STATEMENTS_MAX) statements.delete(statements.keys().next().value!)
			}
			return statement.all(...args)
		},
		close: () => native.close(),
	}
}

/** `text` with its `?` placeholders bound to `args`, as drizzle SQL. */
function bound(text: string, args: HotArg[]): SQL {
	const parts = text.split('?')
	if (parts.length !== args.length + 1) throw new TypeError(`hotRows: ${parts.length - 1} placeholders, ${args.length} arguments`)
	const chunks: SQL[] = [sql.raw(parts[0]!)]
	args.forEach((arg, i) => chunks.push(sql`${arg}`, sql.raw(parts[i + 1]!)))
	return sql.join(chunks)
}

/**
 * Runs a read-only statement and returns its rows as arrays in column order, SQLite's values
 * as stored (see the module doc for which connection answers).
 *
 * @param db the root database or a transaction.
 * @param text one SELECT with `?` placeholders; keep it a constant so it is prepared once.
 * @param args one value per placeholder.
 * @throws TypeError when the placeholders and arguments differ in number; SQLite's errors as thrown.
 */
export async function hotRows(db: Db, text: string, args: HotArg[]): Promise<unknown[][]> {
	let reader = readers.get(db)
	if (!reader) {
		reader = openReader(db).catch(() => null)
		readers.set(db, reader)
	}
	const open = await reader
	if (open) return open.run(text, args)
	// @libsql/client's rows are array-like objects (indexes and names): keep the indexes.
	return ((await db.values(bound(text, args))) as ArrayLike<unknown>[]).map((row) => Array.from(row))
}

/**
 * Makes `db`'s hot reads run through drizzle on its own connection, never a read connection (the
 * HOT_READS=false switch). Call before its first hot read.
 * @param db the root database.
 */
export function withoutHotReads(db: Db): void {
	readers.set(db, Promise.resolve(null))
}

/** Closes `db`'s read connection, if it has one (at shutdown, before closing the client). */
export async function closeHotReads(db: Db): Promise<void> {
	const reader = readers.get(db)
	readers.delete(db)
	;(await reader)?.close()
}

/**
 * A table's row for hot reads: `columns` is the SELECT list (every column in the table's order,
 * or only `keys` in their order, qualified by `alias`), and `fromRow` turns one array row into
 * the row object drizzle itself would return for them (its own column mappers: timestamps to
 * Date, booleans, JSON).
 *
 * @param table a drizzle table.
 * @param alias the name the SQL gives the table (e.g. 'f' in `FROM meal_foods f`).
 * @param keys the columns to read (drizzle's property names); omitted, every column. A reader that
 *   needs a few columns of a wide row should name them: SQLite and the native binding pay for
 *   every column read, per row.
 */
export function hotTable<T extends Table, K extends keyof InferSelectModel<T> & string = keyof InferSelectModel<T> & string>(
	table: T,
	alias: string,
	keys?: readonly K[],
): { columns: string; fromRow: (row: unknown[]) => Pick<InferSelectModel<T>, K> } {
	const all = getTableColumns(table)
	const entries = keys ? keys.map((k) => [k, all[k]!] as const) : Object.entries(all)
	for (const [key, column] of entries) if (!column) throw new TypeError(`hotTable: no column ${key}`)
	return {
		columns: entries.map(([, column]) => `${alias}."${column.name}"`).join(', '),
		fromRow(row) {
			const out: Record<string, unknown> = {}
			for (let i = 0; i < entries.length; i++) {
				const value = row[i]
				out[entries[i]![0]] = value === null || value === undefined ? null : entries[i]![1].mapFromDriverValue(value)
			}
			return out as Pick<InferSelectModel<T>, K>
		},
	}
}
