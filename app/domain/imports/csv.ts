/**
 * Streaming CSV reading shared by the CSV importers: rows as they arrive (csv-parse), each with its
 * 1-based line and its cells by header name, and the number and date readers that name the line
 * and column of a bad cell (ImportFormatError → 422).
 */
import { parse } from 'csv-parse'
import { ImportFormatError, type ImportInput } from './types.ts'

/** One data row: its first line in the file and its cells by header name (trimmed; '' when absent). */
export type CsvRow = { line: number; cell(name: string): string; has(name: string): boolean }

/** The first line of `head` split as CSV header cells (quotes removed), for detection. */
export function headerCells(head: string): string[] {
	const first = head.split(/\r?\n/, 1)[0] ?? ''
	return first.split(',').map((c) => c.trim().replace(/^"|"$/g, '').trim().toLowerCase())
}

/** True when every `names` is one of the header cells of `head` (case-insensitive). */
export function hasColumns(head: string, names: readonly string[]): boolean {
	const cells = new Set(headerCells(head))
	return names.every((n) => cells.has(n.toLowerCase()))
}

/**
 * The rows of a CSV file with a header line, streamed. `required` columns must be in the header.
 * @throws ImportFormatError naming line 1 and the missing column, or the line a quote is broken on.
 */
export async function* csvRows(input: ImportInput, required: readonly string[]): AsyncGenerator<CsvRow> {
	const parser = input.open().pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, trim: true, max_record_size: 64 * 1024 }))
	let index: Map<string, number> | null = null
	try {
		for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
			if (!index) {
				index = new Map(record.map((name, i) => [name.toLowerCase(), i]))
				for (const name of required) if (!index.has(name.toLowerCase())) throw new ImportFormatError(`the header has no '${name}' column`, 1, name)
				continue
			}
			const cols = index
			yield { line: info.lines, cell: (name) => record[cols.get(name.toLowerCase()) ?? -1]?.trim() ?? '', has: (name) => cols.has(name.toLowerCase()) }
		}
	} catch (error) {
		if (error instanceof ImportFormatError) throw error
		const e = error as { lines?: number; message?: string }
		throw new ImportFormatError(`not readable as CSV (${String(e.message ?? error).slice(0, 120)})`, e.lines)
	} finally {
		parser.destroy()
	}
	if (!index) throw new ImportFormatError('the file is empty', 1)
}

/**
 * A number cell: '' → null (unknown), '1,234.5' → 1234.5.
 * @throws ImportFormatError naming the line and column when the cell is not a finite number ≥ 0 (or any finite number when `signed`).
 */
export function numberCell(row: CsvRow, column: string, signed = false): number | null {
	const raw = row.cell(column).replace(/,/g, '')
	if (raw === '') return null
	const value = Number(raw)
	if (!Number.isFinite(value) || (!signed && value < 0)) throw new ImportFormatError(`'${row.cell(column).slice(0, 40)}' is not a number`, row.line, column)
	return value
}

const pad = (n: number) => String(n).padStart(2, '0')

/** True when y-m-d is a real calendar day between 1900 and 2199. */
function realDay(y: number, m: number, d: number): boolean {
	const t = new Date(Date.UTC(y, m - 1, d))
	return y >= 1900 && y < 2200 && t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d
}

/**
 * A date cell as 'YYYY-MM-DD'. Accepts 'YYYY-MM-DD' (optionally followed by a time) and, when
 * `usOrder`, 'M/D/YYYY' (Lose It! writes US dates).
 * @throws ImportFormatError naming the line and column for anything else or an impossible day.
 */
export function dateCell(row: CsvRow, column: string, usOrder = false): string {
	const raw = row.cell(column)
	let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(raw)
	let parts: [number, number, number] | null = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null
	if (!parts && usOrder && (m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw))) parts = [Number(m[3]), Number(m[1]), Number(m[2])]
	if (!parts || !realDay(...parts)) throw new ImportFormatError(`'${raw.slice(0, 40)}' is not a date (${usOrder ? 'MM/DD/YYYY or ' : ''}YYYY-MM-DD)`, row.line, column)
	return `${parts[0]}-${pad(parts[1])}-${pad(parts[2])}`
}

/** A meal type from a source's meal or group name ('Breakfast', 'Snacks', 'Dinner'…); null when it is none of ours. */
export function mealTypeOf(name: string): 'breakfast' | 'lunch' | 'dinner' | 'snack' | null {
	const n = name.trim().toLowerCase()
	if (n.startsWith('breakfast')) return 'breakfast'
	if (n.startsWith('lunch')) return 'lunch'
	if (n.startsWith('dinner') || n.startsWith('supper')) return 'dinner'
	if (n.startsWith('snack')) return 'snack'
	return null
}
