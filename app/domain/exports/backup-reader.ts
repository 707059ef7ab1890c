/**
 * Reads a Platewise backup as a stream of checked pieces: each small section as a whole and each
 * element of the streamed lists (weighIns, water, days) one at a time, so a three-year diary is
 * never parsed as one document. The layout the export writes (one `"key":value` line per section,
 * one list element a line; docs/backup-format.md) is read line by line; any other layout of the
 * same JSON (pretty-printed by hand, keys reordered) is parsed as a whole, within the upload cap.
 * Never touches the database.
 */
import type { Readable } from 'node:stream'
import type { z } from 'zod'
import { ImportFormatError } from '#app/domain/imports/types.ts'
import { BACKUP_FORMAT, BACKUP_SECTIONS, BACKUP_STREAMED, BACKUP_VERSION, jsonPath, type BackupSections } from './backup-format.ts'

type StreamedKey = keyof typeof BACKUP_STREAMED
type SectionKey = keyof typeof BACKUP_SECTIONS

/** One piece of a backup, checked against its schema; `line` is the file line it came from. */
export type BackupPiece =
	| { kind: 'section'; key: SectionKey; value: BackupSections[SectionKey]; line: number }
	| { [K in StreamedKey]: { kind: K; value: z.output<(typeof BACKUP_STREAMED)[K]>; index: number; line: number } }[StreamedKey]

/** Top-level members that are not data. */
const HEADER = new Set(['format', 'version', 'exportedAt', 'app'])

/** True when `head` (the file's first bytes) is a Platewise backup: a JSON object naming our format. */
export function isBackup(head: string): boolean {
	return /^\s*\{/.test(head) && new RegExp(`"format"\\s*:\\s*"${BACKUP_FORMAT}"`).test(head.slice(0, 4096))
}

function checked<S extends z.ZodType>(schema: S, value: unknown, path: string, line: number): z.output<S> {
	const result = schema.safeParse(value)
	if (result.success) return result.data
	const issue = result.error.issues[0]!
	const where = jsonPath(path, issue.path)
	throw new ImportFormatError(issue.message, line, where)
}

function header(key: string, value: unknown, line: number): void {
	if (key === 'format' && value !== BACKUP_FORMAT) throw new ImportFormatError(`format is not '${BACKUP_FORMAT}'`, line, 'format')
	if (key === 'version' && !(Number.isInteger(value) && (value as number) >= 1 && (value as number) <= BACKUP_VERSION))
		throw new ImportFormatError(`version ${JSON.stringify(value)} is not one this Platewise reads (1 to ${BACKUP_VERSION}); update Platewise first`, line, 'version')
}

function section(key: string, value: unknown, line: number): BackupPiece | null {
	if (HEADER.has(key)) {
		header(key, value, line)
		return null
	}
	if (key in BACKUP_SECTIONS) return { kind: 'section', key: key as SectionKey, value: checked(BACKUP_SECTIONS[key as SectionKey], value, key, line), line }
	throw new ImportFormatError(`'${key}' is not a section of a Platewise backup`, line, key)
}

function element(key: StreamedKey, value: unknown, index: number, line: number): BackupPiece {
	return { kind: key, value: checked(BACKUP_STREAMED[key], value, `${key}[${index}]`, line), index, line } as BackupPiece
}

function parseJson(text: string, line: number, where: string): unknown {
	try {
		return JSON.parse(text)
	} catch {
		throw new ImportFormatError('this is not valid JSON', line, where)
	}
}

/**
 * The pieces of the backup `open()` streams, in file order.
 * @throws ImportFormatError naming the line and JSON path of the first bad value (a wrong type, a
 *   date that is not YYYY-MM-DD, an unknown section, a newer version), or of broken JSON.
 */
export async function* readBackup(open: () => Readable): AsyncGenerator<BackupPiece> {
	const input = open()
	let n = 0
	let list: { key: StreamedKey; index: number } | null = null
	let sawFormat = false
	try {
		for await (const raw of linesOf(input)) {
			n++
			const line = raw.trim().replace(/,$/, '')
			if (n === 1) {
				if (line !== '{') break
				continue
			}
			if (n === 2 && line !== `"format":"${BACKUP_FORMAT}"`) break
			if (list) {
				if (line === ']' || line === ']}' || line === '') {
					list = null
					continue
				}
				yield element(list.key, parseJson(line, n, `${list.key}[${list.index}]`), list.index++, n)
				continue
			}
			if (line === '}' || line === '') continue
			const m = /^"(\w+)":([\s\S]*)$/.exec(line)
			if (!m) throw new ImportFormatError('expected a "key":value line', n)
			const [, key, rest] = m as unknown as [string, string, string]
			if (key === 'format') sawFormat = true
			if (rest === '[' && key in BACKUP_STREAMED) {
				list = { key: key as StreamedKey, index: 0 }
				continue
			}
			if (rest === '[]' && key in BACKUP_STREAMED) continue
			const piece = section(key, parseJson(rest, n, key), n)
			if (piece) yield piece
		}
	} finally {
		input.destroy()
	}
	if (sawFormat || n === 0) {
		if (n === 0) throw new ImportFormatError('the file is empty', 1)
		return
	}
	yield* readWhole(open)
}

/**
 * The lines of a stream, read as the consumer asks for them (a pull: the file is read no faster
 * than the lines are used, unlike readline's iterator, which queues every line it has read).
 */
async function* linesOf(input: Readable): AsyncGenerator<string> {
	const decoder = new TextDecoder()
	let rest = ''
	for await (const chunk of input) {
		rest += decoder.decode(chunk as Uint8Array, { stream: true })
		let at = rest.indexOf('\n')
		let start = 0
		while (at !== -1) {
			yield rest.slice(start, at).replace(/\r$/, '')
			start = at + 1
			at = rest.indexOf('\n', start)
		}
		rest = rest.slice(start)
	}
	rest += decoder.decode()
	if (rest) yield rest
}

/** Any other layout: the whole document parsed at once (bounded by the upload cap), then checked piece by piece. */
async function* readWhole(open: () => Readable): AsyncGenerator<BackupPiece> {
	const chunks: Buffer[] = []
	for await (const chunk of open()) chunks.push(Buffer.from(chunk as Uint8Array))
	const doc = parseJson(Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, ''), 1, '$')
	if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new ImportFormatError('a backup is a JSON object', 1, '$')
	if (!('format' in doc)) throw new ImportFormatError(`format is missing (expected '${BACKUP_FORMAT}')`, 1, 'format')
	for (const [key, value] of Object.entries(doc)) {
		if (key in BACKUP_STREAMED) {
			if (!Array.isArray(value)) throw new ImportFormatError(`${key} must be a list`, 1, key)
			for (const [i, v] of value.entries()) yield element(key as StreamedKey, v, i, 1)
		} else {
			const piece = section(key, value, 1)
			if (piece) yield piece
		}
	}
}
