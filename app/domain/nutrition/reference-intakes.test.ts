/** The compiled reference-intakes table equals the bundled CSV it is generated from (scripts/generate-reference-intakes.ts). */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { expect, test } from 'vitest'
import { REFERENCE_INTAKE_ROWS, REFERENCE_NOTES, REFERENCE_SOURCES } from './reference-intakes.data.ts'

test('every row of db/data/reference-intakes.csv is in the compiled table, unchanged', () => {
	const csv = parse(fs.readFileSync(path.resolve('db/data/reference-intakes.csv'), 'utf8'), { columns: true, bom: true }) as Record<string, string>[]
	const num = (s: string) => (s === '' ? null : Number(s))
	expect(REFERENCE_INTAKE_ROWS.map((r) => [r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], REFERENCE_NOTES[r[9]], REFERENCE_SOURCES[r[10]]])).toEqual(
		csv.map((r) => [r.nutrient, r.group, r.sex, num(r.age_min!), num(r.age_max!), r.kind, num(r.amount!), r.unit, num(r.ul!), r.ul_note, r.source]),
	)
})
