/**
 * The generic part: USDA foods and their household portions, upserted on `fdc_id` in ONE write
 * transaction (a crash leaves the previous state), then indexed in `foods_fts`.
 */
import type { Client } from '@libsql/client'
import { chooseDefaultServing, SERVING_RULE_VERSION, type HouseholdPortion } from '../../app/domain/nutrition/index.ts'
import { genericSearchRank } from './ranks.ts'
import type { GenericRow, PortionRow } from './read.ts'
import { SERVING_RULE_PART } from './serving-refresh.ts'
import { FOOD_INSERT_COLUMNS, FOOD_ROW_PLACEHOLDER, FOOD_UPDATE_SET, GENERIC_WHERE, recordImport, ROWS_PER_STATEMENT } from './sql.ts'
import type { SqlValue } from './types.ts'

/**
 * The row values of a generic food. Its serving columns follow the default-serving rule
 * (`chooseDefaultServing`, docs/decisions/007-default-serving.md) over its USDA portions; the
 * serving in the CSV (USDA's first portion) is only kept for a food without usable portions.
 */
function genericValues(food: GenericRow, portions: readonly HouseholdPortion[] = []): SqlValue[] {
	const kcal = typeof food.nutrients[0] === 'number' ? food.nutrients[0] : null
	const chosen = chooseDefaultServing(food.name, portions, kcal)
	if (chosen) food = { ...food, ...chosen }
	const servingGrams = food.servingUnit === 'g' ? food.servingSize : null
	return [
		food.source,
		food.fdcId,
		null,
		null,
		food.name,
		food.brand,
		food.category,
		food.servingSize,
		food.servingUnit,
		food.householdServing,
		servingGrams,
		'per100g',
		...food.nutrients.slice(0, 1),
		0,
		...food.nutrients.slice(1),
		genericSearchRank({ ...food, kcal, servingGrams }),
		// `hidden`: USDA's analysed foods are always shown (the trust rules are for label data, ./trust.ts).
		null,
	]
}

/**
 * Upserts `foods` (first row per fdc_id) with their `portions`, deletes generic foods no longer
 * in the data, rebuilds `foods_fts`, and records the part (with `sha`) and the serving rule.
 * @returns the number of generic foods imported.
 */
export async function importGeneric(
	client: Client,
	foods: GenericRow[],
	portions: Map<number, PortionRow[]>,
	sha: string,
): Promise<number> {
	// The CSV is unique on fdc_id; keep the first row should a later file not be.
	const unique = new Map<number, GenericRow>()
	for (const food of foods) if (!unique.has(food.fdcId)) unique.set(food.fdcId, food)
	const rows = [...unique.values()]

	const tx = await client.transaction('write')
	try {
		await tx.execute(`INSERT INTO foods_fts(foods_fts) VALUES ('delete-all')`)
		await tx.execute(
			`DELETE FROM food_portions WHERE food_id IN (SELECT id FROM foods WHERE ${GENERIC_WHERE})`,
		)
		const existing = Number(
			(await tx.execute(`SELECT count(*) AS n FROM foods WHERE ${GENERIC_WHERE}`)).rows[0]?.n ?? 0,
		)

		const idByFdc = new Map<number, number>()
		for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
			const chunk = rows.slice(i, i + ROWS_PER_STATEMENT)
			const res = await tx.execute({
				sql:
					`INSERT INTO foods (${FOOD_INSERT_COLUMNS.join(', ')}) VALUES ${chunk.map(() => FOOD_ROW_PLACEHOLDER).join(', ')} ` +
					`ON CONFLICT (fdc_id) DO UPDATE SET ${FOOD_UPDATE_SET} RETURNING id, fdc_id`,
				args: chunk.flatMap((food) => genericValues(food, portions.get(food.fdcId))),
			})
			for (const row of res.rows) idByFdc.set(Number(row.fdc_id), Number(row.id))
		}
		if (existing > 0) {
			// Foods dropped from the data since the last import.
			await tx.execute({
				sql: `DELETE FROM foods WHERE ${GENERIC_WHERE} AND fdc_id NOT IN (SELECT value FROM json_each(?))`,
				args: [JSON.stringify(rows.map((r) => r.fdcId))],
			})
		}

		const portionValues: SqlValue[][] = []
		for (const [fdcId, list] of portions) {
			const foodId = idByFdc.get(fdcId)
			if (foodId === undefined) continue
			list.forEach((p, seq) => portionValues.push([foodId, seq, p.amount, p.unit, p.gramWeight, p.label]))
		}
		for (let i = 0; i < portionValues.length; i += ROWS_PER_STATEMENT) {
			const chunk = portionValues.slice(i, i + ROWS_PER_STATEMENT)
			await tx.execute({
				sql: `INSERT INTO food_portions (food_id, seq, amount, unit, gram_weight, label) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
				args: chunk.flat(),
			})
		}

		await tx.execute(
			`INSERT INTO foods_fts(rowid, name) SELECT id, name FROM foods WHERE ${GENERIC_WHERE} ORDER BY id`,
		)
		await recordImport(tx, 'generic', rows.length, sha)
		await recordImport(tx, SERVING_RULE_PART, rows.length, SERVING_RULE_VERSION)
		await tx.commit()
	} finally {
		tx.close()
	}
	return rows.length
}
