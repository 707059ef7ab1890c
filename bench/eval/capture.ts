/**
 * Scores the capture engines on our own sets ('Measured, not hoped'): spoken meals
 * ({@link SENTENCES}) and barcodes drawn from the bundled Open Food Facts rows
 * ({@link barcodeSample}). Used by `npm run bench` (bench/engines/capture.ts), run against the
 * full database for the reported figures.
 */
import type { Db } from '#app/db.server.ts'
import { gs1CheckDigit } from '#app/domain/nutrition/index.ts'
import { lookupBarcodeProduct } from '#app/domain/capture/barcode.server.ts'
import { SENTENCES, type EvalScore, type EvalSentence, type ExpectedFood } from './sentences.ts'
import { extractFoods } from '#app/domain/capture/extract.server.ts'

/** ±20 % of the USDA reference kcal. */
export const KCAL_TOLERANCE = 0.2

async function referenceKcal(db: Db, expected: ExpectedFood): Promise<{ kcal: number; name: string } | string> {
	const rows = await db.$client.execute({
		sql: `SELECT id, name, kcal FROM foods WHERE fdc_id > 0 AND name = ? AND kcal IS NOT NULL ORDER BY CASE source WHEN 'survey_fndds' THEN 0 ELSE 1 END LIMIT 1`,
		args: [expected.ref],
	})
	const food = rows.rows[0]
	if (!food) return `reference '${expected.ref}' not in this database`
	let grams = expected.grams
	if (grams === undefined) {
		const portions = await db.$client.execute({ sql: `SELECT unit, amount, gram_weight FROM food_portions WHERE food_id = ? ORDER BY seq`, args: [Number(food.id)] })
		const wanted = (expected.portion ?? '').toLowerCase()
		const p = portions.rows.find((r) => String(r.unit).toLowerCase().startsWith(wanted))
		if (!p) return `reference '${expected.ref}' has no portion '${expected.portion}'`
		grams = (Number(p.gram_weight) / Number(p.amount)) * (expected.count ?? 1)
	}
	return { kcal: (Number(food.kcal) * grams) / 100, name: String(food.name) }
}

/**
 * Runs every sentence through {@link extractFoods} (local parser, no AI) and compares each
 * expected food with the extracted ones.
 *
 * @returns right / total expected foods, and a line per miss.
 */
export async function scoreSentences(db: Db, sentences: EvalSentence[] = SENTENCES): Promise<EvalScore & { skipped: string[] }> {
	const score = { total: 0, right: 0, misses: [] as string[], skipped: [] as string[] }
	for (const sentence of sentences) {
		const result = await extractFoods(db, null, sentence.text, { ai: false })
		const used = new Set<number>()
		for (const expected of sentence.foods) {
			const ref = await referenceKcal(db, expected)
			if (typeof ref === 'string') {
				score.skipped.push(`${sentence.text}: ${ref}`)
				continue
			}
			score.total++
			const accept = expected.accept ?? new RegExp(`\\b${expected.ref.split(/[ ,]/)[0]!.replace(/s$/, '')}`, 'i')
			const index = result.foods.findIndex((f, i) => !used.has(i) && accept.test(f.name))
			const got = index >= 0 ? result.foods[index]! : null
			const kcal = got?.nutrients.kcal ?? null
			const ok = got !== null && kcal !== null && Math.abs(kcal - ref.kcal) <= KCAL_TOLERANCE * Math.max(ref.kcal, 1)
			if (ok) {
				used.add(index)
				score.right++
			} else {
				score.misses.push(
					`"${sentence.text}" expected ${ref.name} ${ref.kcal.toFixed(0)} kcal; got ${got ? `${got.name} ${kcal} kcal (${got.portionLabel})` : `[${result.foods.map((f) => f.name).join('; ')}] unmatched [${result.unmatched.join('; ')}]`}`,
				)
			}
		}
	}
	return score
}

/** One barcode case: the code as a scanner reads it and the product row it must find. */
export type BarcodeCase = { scanned: string; format: 'UPC-A' | 'EAN-13' | 'EAN-8'; foodId: number; name: string }

/**
 * Barcodes from the bundled Open Food Facts rows, spread over the table (every k-th row of each
 * kind, valid GS1 check digits only): US/Canadian EAN-13 rows with a leading 0 scanned as 12-digit
 * UPC-A, other EAN-13 rows as printed, and EAN-8 rows.
 */
export async function barcodeSample(db: Db, perKind = 20): Promise<BarcodeCase[]> {
	const cases: BarcodeCase[] = []
	const kinds: Array<{ format: BarcodeCase['format']; where: string; scan: (code: string) => string }> = [
		{ format: 'UPC-A', where: `length(gtin_upc) = 13 AND substr(gtin_upc, 1, 1) = '0'`, scan: (c) => c.slice(1) },
		{ format: 'EAN-13', where: `length(gtin_upc) = 13 AND substr(gtin_upc, 1, 1) <> '0'`, scan: (c) => c },
		{ format: 'EAN-8', where: `length(gtin_upc) = 8`, scan: (c) => c },
	]
	for (const kind of kinds) {
		const count = Number((await db.$client.execute(`SELECT count(*) AS n FROM foods WHERE source = 'off' AND ${kind.where}`)).rows[0]?.n ?? 0)
		if (count === 0) continue
		const step = Math.max(1, Math.floor(count / (perKind * 3)))
		const rows = await db.$client.execute({
			sql: `SELECT id, name, gtin_upc FROM (SELECT id, name, gtin_upc, row_number() OVER (ORDER BY gtin14) AS rn FROM foods WHERE source = 'off' AND ${kind.where}) WHERE rn % ? = 0 LIMIT ?`,
			args: [step, perKind * 3],
		})
		let taken = 0
		for (const r of rows.rows) {
			const code = String(r.gtin_upc)
			if (gs1CheckDigit(code.slice(0, -1)) !== Number(code.at(-1))) continue
			cases.push({ scanned: kind.scan(code), format: kind.format, foodId: Number(r.id), name: String(r.name) })
			if (++taken >= perKind) break
		}
	}
	return cases
}

/** Looks each case up through the API's own domain function; right = the expected product row. */
export async function scoreBarcodes(db: Db, cases: BarcodeCase[]): Promise<EvalScore> {
	const score: EvalScore = { total: cases.length, right: 0, misses: [] }
	for (const c of cases) {
		const result = await lookupBarcodeProduct(db, null, c.scanned)
		if (result.status === 'found' && result.product.foodId === c.foodId) score.right++
		else score.misses.push(`${c.format} ${c.scanned} (${c.name}): ${result.status === 'found' ? `found ${result.product.productName}` : result.status}`)
	}
	return score
}
