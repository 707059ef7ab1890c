/**
 * Applies the committed drizzle migrations in db/migrations to `db`.
 * Idempotent: already-applied migrations are skipped.
 */
import { migrate } from 'drizzle-orm/libsql/migrator'
import { fileURLToPath } from 'node:url'
import type { Db } from './client.ts'

/** Absolute path of the committed migrations folder. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))

/** Runs pending migrations. Throws if a migration fails (the transaction is rolled back). */
export async function runMigrations(db: Db): Promise<void> {
	await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
}
