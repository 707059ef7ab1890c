/**
 * 'Foods high in X': the USDA generic foods richest in one nutrient, per 100 kcal or per default
 * serving (generic foods only: products carry no micronutrients, and a person's own foods are
 * theirs). One statement over the ~13,800 generic foods (a scan of their rows ordered by the
 * chosen expression; measured in bench/engines/nutrients.ts).
 */
import { z } from 'zod'
import { sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { roundTo } from '#app/domain/nutrition/index.ts'
import { nutrientInfo, NUTRIENT_LIST, type NutrientUnit } from '#app/domain/nutrition/micronutrients.ts'
import { NUTRIENT_CAPS } from './caps.ts'

/** The query: a reported nutrient key, per '100kcal' (default) or 'serving', and how many foods. */
export const RichInQuerySchema = z.object({
	key: z.string().refine((k) => nutrientInfo(k) !== undefined, { message: `Unknown nutrient; one of ${NUTRIENT_LIST.map((n) => n.key).join(', ')}` }),
	per: z.enum(['100kcal', 'serving'], { error: "per must be '100kcal' or 'serving'" }).default('100kcal'),
	limit: z.coerce
		.number({ error: 'limit must be a number' })
		.int('limit must be a whole number')
		.min(1, 'limit must be at least 1')
		.max(NUTRIENT_CAPS.richIn.maxLimit, `limit must be at most ${NUTRIENT_CAPS.richIn.maxLimit}`)
		.default(NUTRIENT_CAPS.richIn.defaultLimit),
})
export type RichInQuery = z.output<typeof RichInQuerySchema>

/** One food of the answer: the nutrient per 100 kcal and per default serving (null when unknown: no kcal, no serving). */
export type RichInFood = {
	id: number
	name: string
	unit: NutrientUnit
	amountPer100kcal: number | null
	amountPerServing: number | null
	/** The default serving, e.g. '1 cup, sliced'; null without one. */
	servingLabel: string | null
	servingGrams: number | null
}

/**
 * The generic foods with the most of `query.key`, sorted descending by the `per` chosen (foods
 * without that figure are left out: no kcal for per 100 kcal, no serving for per serving).
 * @throws InvalidError naming `key`, `per` or `limit` on bad input.
 */
export async function foodsRichIn(db: Db, input: { key: string; per?: string | null; limit?: string | number | null }): Promise<{ foods: RichInFood[] }> {
	const parsed = RichInQuerySchema.safeParse({ key: input.key, per: input.per ?? undefined, limit: input.limit ?? undefined })
	if (!parsed.success) {
		const fieldErrors: Record<string, string[]> = {}
		for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0] ?? 'key')] ??= []).push(issue.message)
		const [field, messages] = Object.entries(fieldErrors)[0]!
		throw new InvalidError(`${field}: ${messages[0]}`, fieldErrors)
	}
	const { key, per, limit } = parsed.data
	const info = nutrientInfo(key)!
	// `key` is one of NUTRIENT_LIST's keys (checked above), which are the foods table's column names.
	const col = sql.raw(`f.${info.key}`)
	const per100kcal = sql`CASE WHEN f.kcal > 0 THEN ${col} * 100.0 / f.kcal END`
	const perServing = sql`CASE WHEN f.serving_grams > 0 THEN ${col} * f.serving_grams / 100.0 END`
	const order = per === 'serving' ? perServing : per100kcal
	const rows = await db.all<{ id: number; name: string; p100: number | null; pServing: number | null; label: string | null; grams: number | null }>(sql`
		SELECT f.id AS id, f.name AS name, ${per100kcal} AS p100, ${perServing} AS pServing, f.household_serving AS label, f.serving_grams AS grams
		FROM foods f
		WHERE f.fdc_id > 0 AND f.source IN ('sr_legacy', 'foundation', 'survey_fndds') AND f.owner_id IS NULL AND f.basis = 'per100g'
			AND ${col} IS NOT NULL AND ${order} IS NOT NULL
		ORDER BY ${order} DESC, f.search_rank, f.id
		LIMIT ${limit}`)
	return {
		foods: rows.map((r) => ({
			id: Number(r.id),
			name: String(r.name),
			unit: info.unit,
			amountPer100kcal: r.p100 == null ? null : roundTo(Number(r.p100)),
			amountPerServing: r.pServing == null ? null : roundTo(Number(r.pServing)),
			servingLabel: r.label ?? null,
			servingGrams: r.grams == null ? null : Number(r.grams),
		})),
	}
}
