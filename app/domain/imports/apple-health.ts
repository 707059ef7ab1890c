/**
 * Apple Health's `export.xml` (in `export.zip` as `apple_health_export/export.xml`): one
 * `<Record type="…" unit="…" startDate="2024-01-31 07:12:00 +0100" value="…"/>` element per sample.
 * We read body mass (`HKQuantityTypeIdentifierBodyMass`, kg or lb), body fat
 * (`HKQuantityTypeIdentifierBodyFatPercentage`, a fraction 0-1) and water
 * (`HKQuantityTypeIdentifierDietaryWater`, mL). The file can be gigabytes: it is scanned as a
 * stream for `<Record` start tags, never parsed into a tree. A day is the sample's own local date
 * (the first ten characters of startDate); the last body mass of a day is that day's weigh-in.
 */
import { ImportFormatError, type ImportRecord, type Importer } from './types.ts'
import { weightToKg } from './units.ts'

const BODY_MASS = 'HKQuantityTypeIdentifierBodyMass'
const BODY_FAT = 'HKQuantityTypeIdentifierBodyFatPercentage'
const WATER = 'HKQuantityTypeIdentifierDietaryWater'

/** Attributes of one start tag (`name="value"`; XML's five entities are not needed for the fields we read). */
function attributes(tag: string): Map<string, string> {
	const map = new Map<string, string>()
	for (const m of tag.matchAll(/([A-Za-z_:][\w:.-]*)\s*=\s*"([^"]*)"/g)) map.set(m[1]!, m[2]!)
	return map
}

/** Longest start tag we accept (a Record's attributes are a few hundred characters). */
const MAX_TAG = 16 * 1024

export const appleHealth: Importer = {
	source: 'apple_health',
	label: 'Apple Health export',
	detect: (head) => /<HealthData[\s>]/.test(head) || (/^\s*<\?xml/.test(head) && /<!DOCTYPE HealthData/.test(head)),
	async *parse(input): AsyncIterable<ImportRecord> {
		const weights = new Map<string, { line: number; weightKg: number }>()
		const fat = new Map<string, number>()
		let buffer = ''
		let line = 1
		const decoder = new TextDecoder()
		const handle = function* (tag: string, at: number): Generator<ImportRecord> {
			const a = attributes(tag)
			const type = a.get('type')
			if (type !== BODY_MASS && type !== BODY_FAT && type !== WATER) return
			const date = (a.get('startDate') ?? '').slice(0, 10)
			const value = Number(a.get('value'))
			if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new ImportFormatError(`'${(a.get('startDate') ?? '').slice(0, 30)}' is not a date`, at, 'startDate')
			if (!Number.isFinite(value)) throw new ImportFormatError(`'${(a.get('value') ?? '').slice(0, 30)}' is not a number`, at, 'value')
			if (type === BODY_MASS) {
				const kg = weightToKg(value, a.get('unit') ?? '')
				if (kg === null) yield { kind: 'skip', line: at, column: 'unit', reason: `unknown weight unit '${(a.get('unit') ?? '').slice(0, 20)}'` }
				else weights.set(date, { line: at, weightKg: kg })
			} else if (type === BODY_FAT) fat.set(date, a.get('unit') === '%' && value <= 1 ? value * 100 : value)
			else if (/^ml$/i.test(a.get('unit') ?? '')) yield { kind: 'water', line: at, date, ml: value }
			else yield { kind: 'skip', line: at, column: 'unit', reason: `water in '${(a.get('unit') ?? '').slice(0, 20)}', not mL` }
		}
		for await (const chunk of input.open()) {
			buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true })
			let from = 0
			for (;;) {
				const start = buffer.indexOf('<Record', from)
				if (start < 0) {
					// Keep the tail: it may be the start of a '<Record' cut by the chunk's end.
					const keep = Math.max(from, buffer.length - 7)
					line += countLines(buffer, from, keep)
					buffer = buffer.slice(keep)
					break
				}
				const end = buffer.indexOf('>', start)
				if (end < 0) {
					if (buffer.length - start > MAX_TAG) throw new ImportFormatError('a <Record> tag that never ends', line + countLines(buffer, from, start))
					line += countLines(buffer, from, start)
					buffer = buffer.slice(start)
					break
				}
				line += countLines(buffer, from, start)
				yield* handle(buffer.slice(start, end), line)
				line += countLines(buffer, start, end)
				from = end + 1
			}
		}
		for (const [date, w] of weights) yield { kind: 'weight', line: w.line, date, weightKg: w.weightKg, bodyFatPct: fat.get(date) ?? null }
	},
}

function countLines(s: string, from: number, to: number): number {
	let n = 0
	for (let i = s.indexOf('\n', from); i >= 0 && i < to; i = s.indexOf('\n', i + 1)) n++
	return n
}
