/**
 * `npm run bench` rows for photo logging: label OCR time per image over the label test
 * set (budget p50 ≤ 3 s on this 2-core machine) and the share of fields read right on the clean
 * and degraded images (targets ≥ 95 % and ≥ 85 %). The OCR worker is started and warmed first,
 * so the figures are per image, not the one-off model load.
 */
import type { Db } from '#app/db.server.ts'
import { closeOcrPool, ocrPool } from '#app/domain/capture/image/ocr-pool.server.ts'
import { scoreLabelSet } from '../eval/labels.ts'
import { percentile, type EngineRow } from '../stats.ts'

/** OCR timing and accuracy over tests/fixtures/labels (the database is not used). */
export async function bench(_db: Db): Promise<EngineRow[]> {
	const started = performance.now()
	await ocrPool().warm()
	const warmMs = Math.round(performance.now() - started)
	const score = await scoreLabelSet()
	await closeOcrPool()
	const pct = (x: number) => `${(x * 100).toFixed(1)} %`
	const cleanN = score.images.filter((i) => i.variant === 'clean').length
	return [
		{
			what: 'photo: label read (prepare + OCR + parse)',
			p50: percentile(score.totalMs, 0.5),
			p95: percentile(score.totalMs, 0.95),
			budget: { p50: 3000 },
			note: `${score.images.length} images; worker start ${warmMs} ms once`,
		},
		{ what: 'photo: label OCR alone', p50: percentile(score.ocrMs, 0.5), p95: percentile(score.ocrMs, 0.95) },
		{ what: 'photo: label fields right, clean', note: `${pct(score.clean)} of ${cleanN * 7} fields (target >= 95 %)` },
		{ what: 'photo: label fields right, degraded', note: `${pct(score.degraded)} of ${(score.images.length - cleanN) * 7} fields (target >= 85 %)` },
	]
}
