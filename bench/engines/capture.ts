/**
 * `npm run bench` rows for the capture engines: barcode lookup latency (budget p95
 * ≤ 5 ms, server side), transcript parse latency (local parser + matching + portions), and the
 * accuracy of both on our own sets (targets ≥ 95 % barcodes, ≥ 90 % sentence items).
 */
import type { Db } from '#app/db.server.ts'
import { lookupBarcodeProduct } from '#app/domain/capture/barcode.server.ts'
import { extractFoods } from '#app/domain/capture/extract.server.ts'
import { barcodeSample, scoreBarcodes, scoreSentences } from '../eval/capture.ts'
import { HELD_OUT_SENTENCES, SENTENCES } from '../eval/sentences.ts'
import { p50p95, type EngineRow } from '../stats.ts'

/** Barcode lookup p50/p95 in ms over `codes` (each looked up once untimed, then `rounds` times). */
export async function benchBarcodeLookup(db: Db, codes: string[], rounds = 5): Promise<{ p50: number; p95: number; n: number }> {
	for (const code of codes) await lookupBarcodeProduct(db, null, code)
	const times: number[] = []
	for (let r = 0; r < rounds; r++)
		for (const code of codes) {
			const t = performance.now()
			await lookupBarcodeProduct(db, null, code)
			times.push(performance.now() - t)
		}
	return p50p95(times)
}

/** Transcript parse p50/p95 in ms (local parser, no AI) over `sentences`. */
export async function benchTranscriptParse(db: Db, sentences: string[], rounds = 3): Promise<{ p50: number; p95: number; n: number }> {
	for (const s of sentences) await extractFoods(db, null, s, { ai: false })
	const times: number[] = []
	for (let r = 0; r < rounds; r++)
		for (const s of sentences) {
			const t = performance.now()
			await extractFoods(db, null, s, { ai: false })
			times.push(performance.now() - t)
		}
	return p50p95(times)
}

/** Rows for bench/run.ts. */
export async function bench(db: Db): Promise<EngineRow[]> {
	const cases = await barcodeSample(db, 20)
	const unknown = ['0000000000017', '12345670', '036000291452']
	const lookup = await benchBarcodeLookup(db, [...cases.map((c) => c.scanned), ...unknown])
	const parse = await benchTranscriptParse(db, SENTENCES.map((s) => s.text))
	const barcodes = await scoreBarcodes(db, cases)
	const sentences = await scoreSentences(db)
	const heldOut = await scoreSentences(db, HELD_OUT_SENTENCES)
	const pct = (s: { right: number; total: number }) => `${s.right}/${s.total} (${((100 * s.right) / Math.max(1, s.total)).toFixed(1)} %)`
	return [
		{ what: `capture: barcode lookup (${lookup.n} lookups)`, p50: lookup.p50, p95: lookup.p95, budget: { p95: 5 } },
		{ what: `capture: transcript parse (${parse.n} sentences)`, p50: parse.p50, p95: parse.p95 },
		{ what: 'capture: barcodes found right (target >= 95 %)', note: pct(barcodes) },
		{ what: 'capture: sentence items right, kcal ±20 % (target >= 90 %)', note: pct(sentences) },
		{ what: 'capture: held-out sentence items right, kcal ±20 % (target >= 90 %)', note: pct(heldOut) },
	]
}
