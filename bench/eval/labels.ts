/**
 * Scores the label reader against the test set in tests/fixtures/labels/ ("Measured, not
 * hoped"): the share of fields read right on clean and degraded images, and OCR time. Used by
 * the accuracy test (labels.test.ts) and by `npm run bench` (bench/engines/photo-label.ts).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { readLabel } from '#app/domain/capture/image/label.server.ts'

/** The fields scored (serving size, calories, total fat, total carbohydrate, protein, fiber, sugars). */
export const SCORED = ['servingGrams', 'kcal', 'fatG', 'carbsG', 'proteinG', 'fiberG', 'sugarG'] as const
type Scored = (typeof SCORED)[number]

type Fixture = { file: string; variant: string; format: string; expected: Record<Scored, number> }

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
}

/** The default test-set folder. */
export const LABEL_FIXTURES = path.resolve('tests/fixtures/labels')

/** Reads every image of the set once, in order, and scores it against labels.json. */
export async function scoreLabelSet(dir = LABEL_FIXTURES, only?: (f: Fixture) => boolean): Promise<LabelSetScore> {
	const manifest = JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8')) as { fixtures: Fixture[] }
	const images: LabelScore[] = []
	const totalMs: number[] = []
	for (const f of manifest.fixtures.filter(only ?? (() => true))) {
		const started = performance.now()
		const read = await readLabel(readFileSync(path.join(dir, f.file)))
		totalMs.push(performance.now() - started)
		const got: Record<Scored, number | null> = { servingGrams: read.label.servingUnit === 'g' ? read.label.servingAmount : null, ...read.label.nutrients }
		const wrong = SCORED.filter((k) => got[k] !== f.expected[k]).map((k) => `${k}: read ${got[k]}, printed ${f.expected[k]}`)
		images.push({ file: f.file, variant: f.variant, format: f.format, right: SCORED.length - wrong.length, fields: SCORED.length, wrong, ms: read.ms })
	}
	const share = (list: LabelScore[]) => (list.length ? list.reduce((s, i) => s + i.right, 0) / list.reduce((s, i) => s + i.fields, 0) : 0)
	return {
		images,
		clean: share(images.filter((i) => i.variant === 'clean')),
		degraded: share(images.filter((i) => i.variant !== 'clean')),
		ocrMs: images.map((i) => i.ms),
		totalMs,
	}
}
