/**
 * A day's and a week's nutrients against the person's targets: every reported nutrient
 * (app/domain/nutrition/micronutrients.ts NUTRIENT_LIST) summed from the entries' snapshots
 * (ADR 003: an entry keeps the values it was logged with), with each nutrient's completeness — the
 * share of the kcal eaten whose entries carry a value for it, so a day of packaged products (no
 * micronutrient data) is not read as deficient. One aggregate query over the day's (or week's)
 * entries through the (user, date) meal index: it reads what it shows, never the history (ADR 015).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { isIsoDay, isoDayMessage, weekDays } from '#app/domain/dates.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { roundTo } from '#app/domain/nutrition/index.ts'
import { MICRONUTRIENT_KEYS, NUTRIENT_LIST, type NutrientGroup, type NutrientUnit, type ReportedNutrientKey } from '#app/domain/nutrition/micronutrients.ts'
import type { NutrientTarget, PersonTargets } from '#app/domain/nutrition/reference-intakes.ts'
import { nutrientTargets } from './targets.server.ts'
import { nutrientRow } from './panel-rows.ts'

/** One nutrient of a day or week. Amounts in `unit`, rounded to 0.01; completeness 0..1 (2 decimals). */
export type NutrientRow = Omit<NutrientTarget, 'key'> & {
	key: ReportedNutrientKey
	name: string
	unit: NutrientUnit
	group: NutrientGroup
	/** Amount eaten (a week: the average per logged day); null when entries were logged but none knows it. */
	amount: number | null
	/** amount / target × 100, whole percent; null without a target or an amount. */
	percent: number | null
	/** True when the amount is above the upper limit. */
	over: boolean
	/** Share of the kcal eaten from entries that carry this nutrient; null when nothing with kcal was eaten. */
	completeness: number | null
}

export type NutrientsDay = {
	date: string
	group: string
	targetsFrom: 'DRI' | 'DV'
	/** Why these targets (e.g. the FDA DV fallback for a profile without sex or birth date); null when plain. */
	targetsNote: string | null
	/** kcal eaten (the entries' snapshots, meal calorie adjustments aside). */
	kcal: number
	/** Share of the kcal eaten from entries that carry any micronutrient; null when nothing with kcal was eaten. */
	completeness: number | null
	nutrients: NutrientRow[]
}

export type NutrientsWeek = NutrientsDay & {
	/** Sunday and Saturday of the week. */
	from: string
	to: string
	/** Days of the week with at least one entry: the divisor of the averages. */
	loggedDays: number
}

/** Raw sums of one span: kcal, entries, days, and per key the sum and the kcal of the entries that know it. */
type Sums = { kcal: number; entries: number; days: number; anyKcal: number; amount: Map<ReportedNutrientKey, number | null>; knownKcal: Map<ReportedNutrientKey, number> }

const KEYS = NUTRIENT_LIST.map((n) => n.key)

/**
 * The sums over the caller's entries of days `from`..`to`: one statement, the meal rows through
 * meals_user_date_idx and their entries through meal_foods_meal_idx. The raw column names are the
 * fixed keys of NUTRIENT_LIST (never input); the user and days are bound parameters.
 */
async function sumSpan(db: Db, actor: Actor, from: string, to: string): Promise<Sums> {
	const cols = KEYS.map((k, i) => `sum(mf.${k}) AS a${i}, total(CASE WHEN mf.${k} IS NOT NULL THEN mf.kcal END) AS k${i}`).join(', ')
	const anyKnown = `coalesce(${MICRONUTRIENT_KEYS.map((k) => `mf.${k}`).join(', ')})`
	const rows = await db.all<Record<string, number | null>>(sql`
		SELECT total(mf.kcal) AS kcal, count(mf.id) AS entries, count(DISTINCT m.date) AS days,
			total(CASE WHEN ${sql.raw(anyKnown)} IS NOT NULL THEN mf.kcal END) AS anyKcal, ${sql.raw(cols)}
		FROM meals m JOIN meal_foods mf ON mf.meal_id = m.id
		WHERE m.user_id = ${actor.userId} AND m.date BETWEEN ${from} AND ${to} AND mf.user_id = m.user_id`)
	const r = rows[0] ?? {}
	const amount = new Map<ReportedNutrientKey, number | null>()
	const knownKcal = new Map<ReportedNutrientKey, number>()
	KEYS.forEach((k, i) => {
		const a = r[`a${i}`]
		amount.set(k, a == null ? null : Number(a))
		knownKcal.set(k, Number(r[`k${i}`] ?? 0))
	})
	return { kcal: Number(r.kcal ?? 0), entries: Number(r.entries ?? 0), days: Number(r.days ?? 0), anyKcal: Number(r.anyKcal ?? 0), amount, knownKcal }
}

const share = (part: number, whole: number) => (whole > 0 ? roundTo(Math.min(1, part / whole)) : null)

/** The rows of a span: amounts divided by `per` (1 for a day, logged days for a week) against `targets`. */
function rowsOf(s: Sums, targets: PersonTargets, per: number): NutrientRow[] {
	return NUTRIENT_LIST.map((info) => {
		const sum = s.amount.get(info.key) ?? null
		const amount = s.entries === 0 ? 0 : sum == null ? null : roundTo(sum / per)
		return nutrientRow(info, targets, amount, share(s.knownKcal.get(info.key) ?? 0, s.kcal))
	})
}

function requireDate(date: string): void {
	if (!isIsoDay(date)) throw new InvalidError(`date: ${isoDayMessage()}`, { date: [isoDayMessage()] })
}

/**
 * The caller's nutrients on `date` against their targets on that date.
 * @throws InvalidError naming `date` when it is not a day of 1900-2199.
 */
export async function dailyNutrients(db: Db, actor: Actor, date: string): Promise<NutrientsDay> {
	requireDate(date)
	const [sums, targets] = await Promise.all([sumSpan(db, actor, date, date), nutrientTargets(db, actor, date)])
	return {
		date,
		group: targets.group,
		targetsFrom: targets.targetsFrom,
		targetsNote: targets.note,
		kcal: roundTo(sums.kcal),
		completeness: share(sums.anyKcal, sums.kcal),
		nutrients: rowsOf(sums, targets, 1),
	}
}

/**
 * The caller's average nutrients per logged day over the Sunday-to-Saturday week holding `date`
 * (days with no entry are not counted: a missed day is not a day of zero), against their targets on
 * `date`. An unlogged week answers amounts of 0 and loggedDays 0.
 * @throws InvalidError naming `date` when it is not a day of 1900-2199.
 */
export async function weeklyNutrients(db: Db, actor: Actor, date: string): Promise<NutrientsWeek> {
	requireDate(date)
	const days = weekDays(date)
	const from = days[0]!
	const to = days[6]!
	const [sums, targets] = await Promise.all([sumSpan(db, actor, from, to), nutrientTargets(db, actor, date)])
	const per = Math.max(1, sums.days)
	return {
		date,
		from,
		to,
		loggedDays: sums.days,
		group: targets.group,
		targetsFrom: targets.targetsFrom,
		targetsNote: targets.note,
		kcal: roundTo(sums.kcal / per),
		completeness: share(sums.anyKcal, sums.kcal),
		nutrients: rowsOf(sums, targets, per),
	}
}
