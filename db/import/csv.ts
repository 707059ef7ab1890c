/**
 * Reading CSV records (plain or gzip) and their cells: the header's column positions, numbers
 * (empty = unknown, never zero) and trimmed strings.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import { parse } from 'csv-parse'

/** Streams the records of a CSV file (gzip when the name ends in .gz), header row first. */
export function readCsv(file: string): AsyncIterable<string[]> {
	const source: Readable = file.endsWith('.gz')
		? fs.createReadStream(file).pipe(createGunzip())
		: fs.createReadStream(file)
	const parser = parse({ bom: true, relax_column_count: false })
	source.on('error', (error) => parser.destroy(error))
	return source.pipe(parser)
}

/** Reads the header row and returns a getter for the named columns. */
export function columnIndexes<const C extends readonly string[]>(
	file: string,
	header: string[] | undefined,
	wanted: C,
): Record<C[number], number> {
	const indexes = {} as Record<C[number], number>
	for (const name of wanted) {
		const i = header?.indexOf(name) ?? -1
		if (i < 0) throw new Error(`importFoods: ${path.basename(file)} has no "${name}" column`)
		indexes[name as C[number]] = i
	}
	return indexes
}

/** Empty cell → null (unknown, never zero); otherwise the number, or null when not numeric. */
export function num(cell: string | undefined): number | null {
	if (cell === undefined || cell === '') return null
	const value = Number(cell)
	return Number.isFinite(value) ? value : null
}

export function str(cell: string | undefined): string | null {
	if (cell === undefined) return null
	const value = cell.trim()
	return value === '' ? null : value
}
