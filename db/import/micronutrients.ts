/**
 * The micronutrient part of the food import: `micronutrients.csv(.gz)` (db/data/README.md
 * "Micronutrients": 29 nutrients per 100 g for every USDA generic food, keyed by `fdc_id`; an
 * empty cell is unknown, never zero) written into the generic foods' micronutrient columns, in
 * one write transaction, and recorded as the `micronutrients` part of `food_imports` with the
 * SHA-256 of the file and of the generic part it was applied to. So it runs on first start after
 * the generic foods, on an existing database that predates the columns (like the serving rule:
 * no re-import of the foods), and again only when either file changes. Diary entries are
 * snapshots (ADR 003) and keep the values they were logged with.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Client } from '@libsql/client'
import { MICRONUTRIENT_KEYS } from '../../app/domain/nutrition/micronutrients.ts'
import { columnIndexes, num, readCsv } from './csv.ts'
import { sha256File, sha256Text } from './files.ts'
import { fmt, seconds } from './format.ts'
import { GENERIC_WHERE, recordImport } from './sql.ts'
import type { SqlValue } from './types.ts'

/** `food_imports` row of the micronutrient part. */
export const MICRONUTRIENT_PART = 'micronutrients'

/** Rows per UPDATE … FROM (VALUES …) statement: 30 bound values each, 9,000 a statement (under SQLite's 32,766). */
const ROWS_PER_STATEMENT = 300

/**
 * Writes the micronutrients of `file` into the generic foods (matched on `fdc_id`; rows for foods
 * that are not stored are skipped), sets every column of the generic foods the file does not list
 * to unknown, and records the part with `sha`. One write transaction: a crash leaves the previous
 * values.
 * @returns the number of foods updated.
 * @throws Error when the file lacks `fdc_id` or a micronutrient column.
 */
export async function importMicronutrients(client: Client, file: string, sha: string): Promise<number> {
	const rows: SqlValue[][] = []
	let c: Record<string, number> | undefined
	for await (const record of readCsv(file)) {
		if (!c) {
			c = columnIndexes(file, record, ['fdc_id', ...MICRONUTRIENT_KEYS])
			continue
		}
		const fdcId = num(record[c.fdc_id!])
		if (fdcId == null) continue
		rows.push([fdcId, ...MICRONUTRIENT_KEYS.map((k) => num(record[c![k]!]))])
	}
	const set = MICRONUTRIENT_KEYS.map((k) => `${k} = v.${k}`).join(', ')
	const cols = ['fdc_id', ...MICRONUTRIENT_KEYS]
	const tx = await client.transaction('write')
	try {
		// Values the file no longer has become unknown (a later release may drop a food's value).
		await tx.execute(`UPDATE foods SET ${MICRONUTRIENT_KEYS.map((k) => `${k} = NULL`).join(', ')} WHERE ${GENERIC_WHERE}`)
		let updated = 0
		for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
			const chunk = rows.slice(i, i + ROWS_PER_STATEMENT)
			const values = chunk.map(() => `(${cols.map(() => '?').join(', ')})`).join(', ')
			const res = await tx.execute({
				sql: `WITH v(${cols.join(', ')}) AS (VALUES ${values}) UPDATE foods SET ${set} FROM v WHERE foods.fdc_id = v.fdc_id AND foods.fdc_id > 0`,
				args: chunk.flat(),
			})
			updated += res.rowsAffected
		}
		await recordImport(tx, MICRONUTRIENT_PART, updated, sha)
		await tx.commit()
		return updated
	} finally {
		tx.close()
	}
}

/**
 * Imports `micronutrients.csv(.gz)` from `dataDir` into the generic foods unless the recorded
 * part already holds this file applied to this generic import (`genericSha`). No file: nothing
 * to do (the foods keep their columns unknown).
 * @returns the number of foods updated, or null when skipped.
 */
export async function applyMicronutrients(
	client: Client,
	dataDir: string,
	genericSha: string,
	done: ReadonlyMap<string, { sha256: string }>,
	log: (msg: string) => void,
): Promise<number | null> {
	const file = [`${MICRONUTRIENT_FILE}.gz`, MICRONUTRIENT_FILE].map((f) => path.resolve(dataDir, f)).find((f) => fs.existsSync(f))
	if (!file) return null
	const sha = sha256Text(`generic:${genericSha}\nmicronutrients:${await sha256File(file)}`)
	if (done.get(MICRONUTRIENT_PART)?.sha256 === sha) return null
	const started = performance.now()
	const n = await importMicronutrients(client, file, sha)
	log(`foods: micronutrients of ${fmt(n)} generic foods imported in ${seconds(started)}`)
	return n
}

const MICRONUTRIENT_FILE = 'micronutrients.csv'
