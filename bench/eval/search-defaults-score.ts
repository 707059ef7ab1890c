/**
 * Scores food search's top result and its default serving on the everyday-word set
 * (./search-defaults.ts). Used by the Vitest check beside it and by `npm run bench` rows; run it
 * against the FULL database for the reported figure (the test database holds a sample only).
 */
import type { Db } from '#app/db.server.ts'
import { searchFoods } from '#app/domain/foods/search/index.server.ts'
import { defaultServing } from '#app/domain/nutrition/portion.ts'
import type { EvalScore } from './sentences.ts'
import type { SearchDefaultCase } from './search-defaults.ts'

/** What one word's top result and default serving came to. */
export type SearchDefaultOutcome = {
	word: string
	ok: boolean
	/** The top result's name, or null when the search found nothing. */
	top: string | null
	/** kcal and weight (g or ml) of one default serving; null when unknown. */
	kcal: number | null
	grams: number | null
	/** The default serving as shown ('1 tbsp (14 g)'). */
	serving: string | null
	/** Why it failed ('top', 'kcal', 'grams'), empty when right. */
	reasons: string[]
}

const within = (value: number, [lo, hi]: [number, number]) => value >= lo && value <= hi

/**
 * Searches `c.word` as a signed-out person would (no custom foods, no history, no cache) and
 * judges the first result: its name against `is`/`not`, and the kcal (and weight) of its default
 * serving ({@link defaultServing}: what '1 serving' logs) against the case's ranges.
 */
export async function judgeSearchDefault(db: Db, c: SearchDefaultCase): Promise<SearchDefaultOutcome> {
	const [top] = await searchFoods(db, { query: c.word, limit: 5 }, { cache: null })
	if (!top) return { word: c.word, ok: false, top: null, kcal: null, grams: null, serving: null, reasons: ['no result'] }
	const serving = defaultServing(top)
	const grams = serving.grams
	const kcal =
		top.kcal === null ? null : top.basis === 'perServing' ? top.kcal : grams === null ? null : Math.round((top.kcal * grams) / 10) / 10
	const reasons: string[] = []
	if (!c.is.test(top.name) || c.not?.test(top.name)) reasons.push('top')
	if (kcal === null || !within(kcal, c.kcal)) reasons.push('kcal')
	if (c.grams && (grams === null || !within(grams, c.grams))) reasons.push('grams')
	return { word: c.word, ok: reasons.length === 0, top: top.name, kcal, grams, serving: serving.label, reasons }
}

/**
 * The share of `cases` whose top result and default serving are sensible.
 *
 * @returns right / total, a line per miss, and every outcome (for the report).
 */
export async function scoreSearchDefaults(db: Db, cases: SearchDefaultCase[]): Promise<EvalScore & { outcomes: SearchDefaultOutcome[] }> {
	const outcomes: SearchDefaultOutcome[] = []
	for (const c of cases) outcomes.push(await judgeSearchDefault(db, c))
	const misses = outcomes
		.filter((o) => !o.ok)
		.map((o) => `'${o.word}' → ${o.top ?? '(nothing)'} | ${o.serving ?? '-'} = ${o.kcal ?? '?'} kcal [${o.reasons.join(', ')}]`)
	return { total: cases.length, right: outcomes.filter((o) => o.ok).length, misses, outcomes }
}
