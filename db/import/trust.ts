/**
 * Which packaged products are offered, and how their label serving reads. Three rules, applied
 * while importing (`foods.hidden`, migration 0009):
 *
 * - **Impossible values** ({@link isImpossible}): kcal above 900 per 100 g, or protein + carbs +
 *   fat above 100 g per 100 g. Such a row is kept (a diary entry may point at it) but hidden from
 *   search and barcode lookup (`hidden` = 'impossible'); the Open Food Facts creamer whose label
 *   values add up to 1,433 kcal per 100 g is one.
 * - **Repeated brandless names** ({@link foldDuplicates}): products with no brand and the same
 *   name (lower-cased, trimmed) are shown once in search: the one with the median kcal (lower
 *   median; rows without kcal last). The others get `hidden` = 'duplicate': left out of search,
 *   still found by their barcode. Eight Open Food Facts 'Banana' rows from 9 to 324 kcal/100 g
 *   fold into the one at 91 kcal.
 * - **The label's household serving** ({@link cleanHousehold}): USDA's unit codes spelled as
 *   people write them ('1 ONZ' → '1 oz') and the weight the label repeats in brackets taken out,
 *   because the serving label adds the weight itself ('3/4 cup (20g)' shows as '3/4 cup (20 g)').
 *
 * Generic USDA foods are analysed values and are not subject to these rules (lard has 902 kcal
 * per 100 g with SR Legacy's 9.02 kcal/g fat factor).
 */
import type { Client } from '@libsql/client'
import { fmt, seconds } from './format.ts'
import { inTransaction, yieldToEventLoop } from './sql.ts'
import { ImportInterruptedError } from './types.ts'

/** Above this, kcal per 100 g cannot be true: pure fat is 9 kcal/g (Atwater general factors). */
export const MAX_KCAL_PER_100G = 900
/** Protein + carbohydrate + fat cannot weigh more than the 100 g they are part of… */
export const MAX_MACROS_PER_100G = 100
/**
 * …give or take the rounding of the published per-100 g values (three significant figures, from
 * label values rounded per serving): a real butter cookie reads 6.67 + 66.7 + 26.7 = 100.07 g.
 * 1,968 of USDA's 425,225 products sum to between 100 and 101 g, almost all of them 100.0x.
 */
export const MACRO_ROUNDING_ALLOWANCE_G = 1

/**
 * True when a product's values per 100 g (or 100 ml) cannot be true: kcal above
 * {@link MAX_KCAL_PER_100G}, or protein + carbs + fat above {@link MAX_MACROS_PER_100G} (+ the
 * rounding allowance). Unknown values (null) count as 0.
 */
export function isImpossible(kcal: number | null, proteinG: number | null, carbsG: number | null, fatG: number | null): boolean {
	if (kcal !== null && kcal > MAX_KCAL_PER_100G) return true
	return (proteinG ?? 0) + (carbsG ?? 0) + (fatG ?? 0) > MAX_MACROS_PER_100G + MACRO_ROUNDING_ALLOWANCE_G
}

/**
 * FDC's unit codes in label household texts (the GDSN measurement codes manufacturers submit),
 * as people write them. Matched as whole words, case-insensitively.
 */
const UNIT_CODES: ReadonlyArray<[RegExp, string]> = [
	[/\bONZ\b/gi, 'oz'],
	[/\bOZA\b/gi, 'fl oz'],
	[/\bGRM\b/gi, 'g'],
	[/\bMLT\b/gi, 'ml'],
	[/\bLBR\b/gi, 'lb'],
]
/** Texts that say nothing about the serving (1,695 'None', 1,593 'Amount per serving' in USDA). */
const NO_SERVING_TEXT = /^(none|n\/?a|amount per serving|per serving|serving|servings?\s*size)$/i
/** A bracketed weight or volume, e.g. '(20g)', '(9g/0.3 oz)', '(about 28 g)'. */
const BRACKETED_WEIGHT = /\s*\((?:about\s*|approx\.?\s*)?\d+(?:[.,]\d+)?\s*(?:g|gr|grams?|ml|mL)\b[^)]*\)/gi
/** A text that is only a weight or volume ('28 g', '240 ml'): the serving label shows that already. */
const ONLY_WEIGHT = /^\d+(?:[.,]\d+)?\s*(?:g|gr|grams?|ml)$/i

/**
 * The household text of a label serving as it is shown before the serving's weight, or null when
 * it adds nothing to the weight. Examples: '1 ONZ' → '1 oz'; '8 OZA' → '8 fl oz'; '3/4 cup (20g)'
 * → '3/4 cup'; '28 GRM' → null; 'None' → null; '3/4 cup (20g) (age 1-3 years)' → '3/4 cup (age
 * 1-3 years)'.
 */
export function cleanHousehold(text: string | null): string | null {
	if (!text) return null
	let cleaned = text
	for (const [code, unit] of UNIT_CODES) cleaned = cleaned.replace(code, unit)
	cleaned = cleaned.replace(BRACKETED_WEIGHT, '').replace(/\s+/g, ' ').trim()
	if (!cleaned || NO_SERVING_TEXT.test(cleaned) || ONLY_WEIGHT.test(cleaned)) return null
	return cleaned
}

/** Rows updated per statement when marking folded duplicates. */
const FOLD_ROWS_PER_STATEMENT = 10_000
/** …and per write transaction (short, so that the server's writes are not kept waiting). */
const FOLD_ROWS_PER_TRANSACTION = 50_000

/** The ids a statement answers as one comma-separated text (lighter than one row per id). */
async function idList(client: Client, sql: string): Promise<Uint32Array> {
	const text = String((await client.execute(`SELECT group_concat(id) AS ids FROM (${sql})`)).rows[0]?.ids ?? '')
	return text ? Uint32Array.from(text.split(','), Number) : new Uint32Array(0)
}

/** Sets `hidden` to `value` for `ids`, in short write transactions. */
async function markHidden(client: Client, ids: Uint32Array, value: 'duplicate' | null, signal?: AbortSignal): Promise<void> {
	for (let start = 0; start < ids.length; start += FOLD_ROWS_PER_TRANSACTION) {
		if (signal?.aborted) throw new ImportInterruptedError()
		await inTransaction(client, async (tx) => {
			const end = Math.min(start + FOLD_ROWS_PER_TRANSACTION, ids.length)
			for (let from = start; from < end; from += FOLD_ROWS_PER_STATEMENT) {
				const slice = ids.subarray(from, Math.min(from + FOLD_ROWS_PER_STATEMENT, end))
				await tx.execute({
					sql: `UPDATE foods SET hidden = ? WHERE id IN (SELECT value FROM json_each(?))`,
					args: [value, JSON.stringify(Array.from(slice))],
				})
				await yieldToEventLoop()
			}
		})
	}
}

/** The ids in `a` that are not in `b` (both sorted ascending). */
function without(a: Uint32Array, b: Uint32Array): Uint32Array {
	const out: number[] = []
	let j = 0
	for (const id of a) {
		while (j < b.length && b[j]! < id) j++
		if (b[j] !== id) out.push(id)
	}
	return Uint32Array.from(out)
}

/**
 * Marks every brandless product that repeats another's name as `hidden` = 'duplicate', keeping
 * the median-kcal row of each name shown (see the module doc), and shows again a row folded by an
 * earlier import that no longer repeats a name. Reads with one window query and one scan (no write
 * lock held while SQLite sorts or scans), then writes only the rows that change, in short
 * transactions.
 *
 * @returns the number of rows folded.
 * @throws ImportInterruptedError when `signal` aborts between two transactions.
 */
export async function foldDuplicates(client: Client, log: (msg: string) => void, signal?: AbortSignal): Promise<number> {
	const started = performance.now()
	const fold = await idList(
		client,
		`SELECT id FROM (
			SELECT id,
				row_number() OVER (PARTITION BY k ORDER BY kcal IS NULL, kcal, id) AS rn,
				count(*) OVER (PARTITION BY k) AS n,
				count(kcal) OVER (PARTITION BY k) AS known
			FROM (SELECT id, kcal, lower(trim(name)) AS k FROM foods
				WHERE source IN ('off', 'branded') AND brand IS NULL AND (hidden IS NULL OR hidden = 'duplicate'))
		)
		WHERE n > 1 AND rn <> max(1, (known + 1) / 2)
		ORDER BY id`,
	)
	const before = await idList(client, `SELECT id FROM foods WHERE hidden = 'duplicate' ORDER BY id`)
	await markHidden(client, without(before, fold), null, signal)
	await markHidden(client, without(fold, before), 'duplicate', signal)
	log(`foods: folded ${fmt(fold.length)} products that repeat a brandless name in ${seconds(started)}`)
	return fold.length
}
