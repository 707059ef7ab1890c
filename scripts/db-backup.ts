/**
 * Backup and restore of the libSQL database file (docs/deployment.md).
 *
 *   tsx scripts/db-backup.ts backup <file>         consistent copy of the live database (VACUUM INTO),
 *                                                  safe while the server runs; refuses to overwrite
 *   tsx scripts/db-backup.ts stage-restore <file>  checks <file> is a Platewise database and copies it
 *                                                  next to the live one as `<db>.restore`
 *   tsx scripts/db-backup.ts apply-restore         run by `npm start` before anything opens the
 *                                                  database: moves a staged `<db>.restore` into place
 *                                                  (the old file is kept as `<db>.before-restore`)
 *
 * Only for `file:` URLs; a libSQL server (libsql://…) has its own backups (Turso: point-in-time).
 */
import { createClient } from '@libsql/client'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { getEnv } from '#app/utils/env.server.ts'

/** The local database file of DATABASE_URL. @throws for a remote libSQL URL. */
export function databaseFile(url = getEnv().DATABASE_URL): string {
	if (!url.startsWith('file:')) throw new Error(`DATABASE_URL is ${url.split(':')[0]}:…, not a local file: use the server's own backups`)
	const raw = url.slice('file:'.length).split('?')[0]!
	return path.resolve(raw.startsWith('//') ? fileURLToPath(url.split('?')[0]!) : raw)
}

/** Writes a consistent copy of the live database to `target` (which must not exist). */
export async function backup(target: string): Promise<void> {
	const out = path.resolve(target)
	if (fs.existsSync(out)) throw new Error(`${out} exists; choose a new file name`)
	fs.mkdirSync(path.dirname(out), { recursive: true })
	const client = createClient({ url: pathToFileURL(databaseFile()).href })
	try {
		await client.execute({ sql: 'VACUUM INTO ?', args: [out] })
	} finally {
		client.close()
	}
}

/** Checks that `file` holds a migrated Platewise database. @throws otherwise. */
async function assertPlatewiseDb(file: string): Promise<void> {
	const client = createClient({ url: pathToFileURL(path.resolve(file)).href })
	try {
		const check = await client.execute('PRAGMA integrity_check')
		if (String(check.rows[0]?.[0]) !== 'ok') throw new Error(`${file} fails the integrity check`)
		const tables = await client.execute(`SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('users', 'sessions', 'foods', 'meals')`)
		if (tables.rows.length !== 4) throw new Error(`${file} is not a Platewise database`)
	} finally {
		client.close()
	}
}

/** Copies a checked backup next to the live database as `<db>.restore`, applied at the next start. */
export async function stageRestore(source: string): Promise<string> {
	await assertPlatewiseDb(source)
	const staged = `${databaseFile()}.restore`
	fs.copyFileSync(path.resolve(source), staged)
	return staged
}

/** Moves a staged `<db>.restore` into place; the previous file is kept as `<db>.before-restore`. Returns whether it did. */
export function applyRestore(): boolean {
	const live = databaseFile()
	const staged = `${live}.restore`
	if (!fs.existsSync(staged)) return false
	for (const suffix of ['', '-wal', '-shm']) {
		if (fs.existsSync(live + suffix)) fs.renameSync(live + suffix, `${live}.before-restore${suffix}`)
	}
	fs.renameSync(staged, live)
	return true
}

async function main(argv: string[]) {
	const [command, file] = argv
	if (command === 'backup' && file) {
		await backup(file)
		console.log(`db: backed up ${databaseFile()} to ${path.resolve(file)}`)
	} else if (command === 'stage-restore' && file) {
		console.log(`db: staged ${await stageRestore(file)}; it replaces the database at the next start`)
	} else if (command === 'apply-restore') {
		if (getEnv().DATABASE_URL.startsWith('file:') && applyRestore()) console.log(`db: restored ${databaseFile()} from the staged backup`)
	} else {
		console.error('Usage: tsx scripts/db-backup.ts backup <file> | stage-restore <file> | apply-restore')
		process.exit(2)
	}
}

const entry = process.argv[1]
if (entry && import.meta.url === pathToFileURL(fs.existsSync(entry) ? fs.realpathSync(entry) : entry).href) {
	main(process.argv.slice(2)).catch((error: unknown) => {
		console.error(error instanceof Error ? error.message : error)
		process.exit(1)
	})
}
