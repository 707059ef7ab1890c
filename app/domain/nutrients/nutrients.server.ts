/**
 * A day's and a week's nutrients against the person's targets: every reported nutrient
 * (app/domain/nutrition/micronutrients.ts NUTRIENT_LIST) summed from the entries' snapshots
 * (ADR 003: an entry keeps the values it was logged with), with each nutrient's completeness — the
 * share of the kcal eaten whose entries carry a value for it, so a day of packaged products (no
 * micronutrient data) is not read as deficient. One aggregate query over the day's (or week's)
 * entries through the (user, date) meal index: it reads what it shows, never the history (ADR 015).
 */
import type { Db } from '#app/db.server.ts'
import { hotRows } from '#db/hot-read.ts'
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
 * The sums of one span, as one constant statement (`?` = user id, first day, last day): total kcal,
 * entries, distinct days, the kcal of entries carrying any micronutrient, then for each key of
 * NUTRIENT_LIST in order its sum (`a<i>`) and the kcal of the entries that know it (`k<i>`). It
 * reads the meal rows through meals_user_date_idx and their entries through meal_foods_meal_idx.
 * The raw column names are the fixed keys of NUTRIENT_LIST (never input).
 *
 * Constant so it is prepared once per process (db/hot-read.ts): preparing its 74 result columns
 * cost about 2.5 ms a call, against 0.1 ms to run it on a day of 20 entries (measured on a
 * three-year diary, bench/engines/nutrients.ts).
 */
export const SPAN_SUMS_SQL = `SELECT total(mf.kcal), count(mf.id), count(DISTINCT m.date),
	total(CASE WHEN coalesce(${MICRONUTRIENT_KEYS.map((k) => `mf.${k}`).join(', ')}) IS NOT NULL THEN mf.kcal END),
	${KEYS.map((k) => `sum(mf.${k}), total(CASE WHEN mf.${k} IS NOT NULL THEN mf.kcal END)`).join(', ')}
FROM meals m JOIN meal_foods mf ON mf.meal_id = m.id
WHERE m.user_id = ? AND m.date BETWEEN ? AND ? AND mf.user_id = m.user_id`

/** The sums over the caller's entries of days `from`..`to` ({@link SPAN_SUMS_SQL}). */
async function sumSpan(db: Db, actor: Actor, from: string, to: string): Promise<Sums> {
	const [r = []] = await hotRows(db, SPAN_SUMS_SQL, [actor.userId, from, to])
	const num = (i: number) => (r[i] == null ? null : Number(r[i]))
	const amount = new Map<ReportedNutrientKey, number | null>()
	const knownKcal = new Map<ReportedNutrientKey, number>()
	KEYS.forEach((k, i) => {
		amount.set(k, num(4 + 2 * i))
		knownKcal.set(k, num(5 + 2 * i) ?? 0)
	})
	return { kcal: num(0) ?? 0, entries: num(1) ?? 0, days: num(2) ?? 0, anyKcal: num(3) ?? 0, amount, knownKcal }
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
