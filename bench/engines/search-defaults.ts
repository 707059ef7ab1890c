/**
 * `npm run bench` rows for food search's defaults: the share of everyday words whose top result
 * and default serving are sensible (bench/eval/search-defaults.ts), per half, on the database the
 * bench runs on (the full data).
 */
import type { Db } from '#app/db.server.ts'
import { HELD_OUT_WORDS, TUNING_WORDS } from '../eval/search-defaults.ts'
import { scoreSearchDefaults } from '../eval/search-defaults-score.ts'
import type { EngineRow } from '../stats.ts'

/** Rows for bench/run.ts: tuning and held-out shares, as right/total and percent. */
export async function bench(db: Db): Promise<EngineRow[]> {
	const rows: EngineRow[] = []
	for (const [half, cases] of [['tuning', TUNING_WORDS], ['held-out', HELD_OUT_WORDS]] as const) {
		const score = await scoreSearchDefaults(db, cases)
		rows.push({ what: `search defaults: sensible top result and serving, ${half} words`, note: `${score.right}/${score.total} (${((100 * score.right) / score.total).toFixed(1)} %)` })
	}
	return rows
}
