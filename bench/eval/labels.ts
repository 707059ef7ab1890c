/**
 * Scores the label reader against the test set in tests/fixtures/labels/ ("Measured, not
 * hoped"): the share of fields read right on clean and degraded images, and OCR time. Used by
 * the accuracy test (labels.test.ts) and by `npm run bench` (bench/engines/photo-label.ts).
 *
 * Beside the seven scored fields, every other field a fixture's `expected` gives (sodium, and on
 * the full-panel set tests/fixtures/labels-full/ the mandatory lines: saturated and trans fat,
 * cholesterol, added sugars, vitamin D, calcium, iron, potassium) is counted per field in
 * {@link LabelSetScore.fields}; those do not enter `clean` / `degraded`, so the figures stay
 * comparable with earlier runs.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { readLabel } from '#app/domain/capture/image/label.server.ts'

/** The fields scored (serving size, calories, total fat, total carbohydrate, protein, fiber, sugars). */
export const SCORED = ['servingGrams', 'kcal', 'fatG', 'carbsG', 'proteinG', 'fiberG', 'sugarG'] as const
type Scored = (typeof SCORED)[number]

/** The label's other lines, keyed as the reader's `extras` (g, mg, µg per serving). */
export const EXTRA_FIELDS = ['saturated_fat_g', 'trans_fat_g', 'cholesterol_mg', 'added_sugars_g', 'vitamin_d_ug', 'calcium_mg', 'iron_mg', 'potassium_mg'] as const
/** Every field counted per field: the scored seven, sodium, and the other mandatory lines. */
export const ALL_FIELDS = [...SCORED, 'sodiumMg', ...EXTRA_FIELDS] as const
type AnyField = (typeof ALL_FIELDS)[number]

type Fixture = { file: string; variant: string; format: string; expected: Record<Scored, number> & Partial<Record<AnyField, number>> }

/** Right and printed counts of one field, on clean and on degraded images. */
export type FieldScore = { clean: { right: number; of: number }; degraded: { right: number; of: number } }

/** One image's outcome. */
export type LabelScore = { file: string; variant: string; format: string; right: number; fields: number; wrong: string[]; ms: number }

/** Totals of a run. */
export type LabelSetScore = {
	images: LabelScore[]
	/** Share of fields right, 0–1. */
	clean: number
	degraded: number
	/** Recognition time per image (OCR only, queue excluded), ms. */
	ocrMs: number[]
	/** Whole reading time per image (preparation + OCR + parsing), ms. */
	totalMs: number[]
	/** Per field, over the images whose fixture gives that field (a field a label does not print is not counted). */
	fields: Partial<Record<AnyField, FieldScore>>
}

/** Two numbers equal as a label reading (the reader's unit conversions may leave 1e-12 noise). */
const same = (a: number | null | undefined, b: number) => a != null && Math.abs(a - b) < 1e-6

/** The default test-set folder. */
export const LABEL_FIXTURES = path.resolve('tests/fixtures/labels')

/** Reads every image of the set once, in order, and scores it against labels.json. */
export async function scoreLabelSet(dir = LABEL_FIXTURES, only?: (f: Fixture) => boolean): Promise<LabelSetScore> {
	const manifest = JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8')) as { fixtures: Fixture[] }
	const images: LabelScore[] = []
	const totalMs: number[] = []
	const fields: Partial<Record<AnyField, FieldScore>> = {}
	for (const f of manifest.fixtures.filter(only ?? (() => true))) {
		const started = performance.now()
		const read = await readLabel(readFileSync(path.join(dir, f.file)))
		totalMs.push(performance.now() - started)
		const got: Record<Scored, number | null> = { servingGrams: read.label.servingUnit === 'g' ? read.label.servingAmount : null, ...read.label.nutrients }
		const wrong = SCORED.filter((k) => got[k] !== f.expected[k]).map((k) => `${k}: read ${got[k]}, printed ${f.expected[k]}`)
		// The reader before the extra lines had no `extras`: read as not found.
		const extras = (read.label as { extras?: Partial<Record<AnyField, number | null>> }).extras ?? {}
		const every: Partial<Record<AnyField, number | null>> = { ...extras, ...got, sodiumMg: read.label.nutrients.sodiumMg }
		for (const k of ALL_FIELDS) {
			const printed = f.expected[k]
			if (printed === undefined) continue
			const tally = (fields[k] ??= { clean: { right: 0, of: 0 }, degraded: { right: 0, of: 0 } })[f.variant === 'clean' ? 'clean' : 'degraded']
			tally.of++
			if (same(every[k], printed)) tally.right++
		}
		images.push({ file: f.file, variant: f.variant, format: f.format, right: SCORED.length - wrong.length, fields: SCORED.length, wrong, ms: read.ms })
	}
	const share = (list: LabelScore[]) => (list.length ? list.reduce((s, i) => s + i.right, 0) / list.reduce((s, i) => s + i.fields, 0) : 0)
	return {
		images,
		clean: share(images.filter((i) => i.variant === 'clean')),
		degraded: share(images.filter((i) => i.variant !== 'clean')),
		ocrMs: images.map((i) => i.ms),
		totalMs,
		fields,
	}
}
