/**
 * Re-deriving the generic foods' default servings when the default-serving rule changes
 * (docs/decisions/007-default-serving.md), from the portions already stored: no re-import. The
 * search rank reads the serving (a food without one ranks lower), so it is re-derived with it.
 */
import type { Client } from '@libsql/client'
import { chooseDefaultServing, SERVING_RULE_VERSION, type HouseholdPortion } from '../../app/domain/nutrition/index.ts'
import { genericSearchRank } from './ranks.ts'
import { GENERIC_WHERE, recordImport } from './sql.ts'
import type { SqlValue } from './types.ts'

/** `food_imports` row recording which default-serving rule the generic foods' servings follow. */
export const SERVING_RULE_PART = 'serving-rule'

/**
 * Applies the current default-serving rule to every generic food already in the database, from
 * its stored `food_portions`, and recomputes its `search_rank` (`genericSearchRank`), in one
 * write transaction, and records {@link SERVING_RULE_VERSION}. Idempotent; foods without usable
 * portions keep their serving. Diary entries are snapshots (ADR 003) and do not change.
 *
 * @returns the number of foods whose serving or rank changed.
 */
export async function rederiveServings(client: Client): Promise<number> {
	const foodsRes = await client.execute(
		`SELECT id, source, name, category, kcal, serving_size, serving_unit, serving_grams, household_serving, search_rank FROM foods WHERE ${GENERIC_WHERE}`,
	)
	const portionsRes = await client.execute(
		`SELECT food_id, amount, unit, gram_weight FROM food_portions WHERE food_id IN (SELECT id FROM foods WHERE ${GENERIC_WHERE}) ORDER BY food_id, seq`,
	)
	const byFood = new Map<number, HouseholdPortion[]>()
	for (const r of portionsRes.rows) {
		const id = Number(r.food_id)
		let list = byFood.get(id)
		if (!list) byFood.set(id, (list = []))
		list.push({ amount: Number(r.amount), unit: String(r.unit), gramWeight: Number(r.gram_weight) })
	}
	const updates: SqlValue[][] = []
	for (const r of foodsRes.rows) {
		const kcal = r.kcal === null ? null : Number(r.kcal)
		const chosen = chooseDefaultServing(String(r.name), byFood.get(Number(r.id)) ?? [], kcal)
		const servingGrams = chosen ? chosen.servingSize : r.serving_grams === null ? null : Number(r.serving_grams)
		const rank = genericSearchRank({ source: String(r.source), name: String(r.name), category: r.category === null ? null : String(r.category), kcal, servingGrams })
		const servingSame = !chosen || (Number(r.serving_size) === chosen.servingSize && r.household_serving === chosen.householdServing)
		if (servingSame && Number(r.search_rank) === rank) continue
		if (!chosen) updates.push([r.serving_size as SqlValue, r.serving_unit as SqlValue, r.household_serving as SqlValue, r.serving_grams as SqlValue, rank, Number(r.id)])
		else updates.push([chosen.servingSize, chosen.servingUnit, chosen.householdServing, chosen.servingSize, rank, Number(r.id)])
	}
	const tx = await client.transaction('write')
	try {
		for (const args of updates) {
			await tx.execute({ sql: `UPDATE foods SET serving_size = ?, serving_unit = ?, household_serving = ?, serving_grams = ?, search_rank = ? WHERE id = ?`, args })
		}
		await recordImport(tx, SERVING_RULE_PART, foodsRes.rows.length, SERVING_RULE_VERSION)
		await tx.commit()
	} finally {
		tx.close()
	}
	return updates.length
}
