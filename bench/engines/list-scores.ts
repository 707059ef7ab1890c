/**
 * Bench rows for what lists show, scored on held-out sets built from the bundled data (the sets
 * and their scorers live in bench/eval/): short display names (share changed, length, clashes in
 * simulated search results, food-group icon coverage), grocery amounts as bought (cooked foods
 * given a raw or dry sibling, yields inside each group's known range) and grocery aisles (accuracy
 * on the hand-labelled held-out set, beside the development set). No time budget: these are
 * accuracy figures. `db` is unused; the scorers read db/data.
 */
import type { Db } from '#app/db.server.ts'
import { scoreDisplayNames } from '../eval/display-names.ts'
import { benchGroceryAisles } from '../eval/grocery-aisles.ts'
import { benchGroceryYields } from '../eval/grocery-yields.ts'
import type { EngineRow } from '../stats.ts'

const pct = (share: number) => `${(100 * share).toFixed(1)} %`

/** The rows described in the module doc. */
export async function benchListScores(_db?: Db): Promise<EngineRow[]> {
	const rows: EngineRow[] = []
	for (const s of await scoreDisplayNames()) {
		const icons = s.iconCoverage == null ? 'no categories' : `icon ${pct(s.iconCoverage)}`
		rows.push({
			what: `display names, ${s.set} (${s.foods.toLocaleString('en-US')} foods)`,
			note: `${pct(s.changedShare)} changed; max ${s.lengthBefore.max} → ${s.lengthAfter.max}, p95 ${s.lengthBefore.p95} → ${s.lengthAfter.p95} chars; clashing pairs in ${s.clashes.results} results ${s.clashes.before} before, ${s.clashes.list} shown; ${icons}`,
		})
	}
	const yields = await benchGroceryYields()
	const inRange = yields.plausible.reduce((n, g) => n + g.inRange, 0)
	const judged = yields.plausible.reduce((n, g) => n + g.n, 0)
	rows.push({ what: 'grocery: cooked foods bought raw or dry', note: `${yields.withSibling}/${yields.cooked} get a sibling; yields in range ${inRange}/${judged}` })
	const heldOut = benchGroceryAisles(new URL('../eval/grocery-aisles-test.json', import.meta.url).pathname)
	const development = benchGroceryAisles()
	rows.push({ what: 'grocery aisles, held-out set', note: `${heldOut.correct}/${heldOut.n} (${heldOut.accuracy} %); development set ${development.correct}/${development.n}` })
	return rows
}
