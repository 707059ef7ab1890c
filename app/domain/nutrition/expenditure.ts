/**
 * Adaptive total daily energy expenditure (TDEE), kcal/day: what a person really burns, measured
 * from what they log and how their trend weight moves, blended with the Mifflin-St Jeor × activity
 * estimate until the data can stand on their own. Pure and isomorphic (no db): the db-backed reader
 * is app/domain/expenditure/expenditure.server.ts. See docs/decisions/017-adaptive-expenditure.md.
 *
 * The energy balance over a window of `n` days: intake − expenditure = stored energy, so
 *   expenditure ≈ mean intake (logged days only) − ρ · Δtrend / n,
 * with ρ = {@link KCAL_PER_KG_BODY_WEIGHT} (7,700 kcal per kg: Wishnofsky 1958, the "3,500 kcal per
 * pound" rule). Caveat (Hall KD, Int J Obes 2008;32:573-576): the energy in a kilogram gained or
 * lost depends on the body's fat share and shifts over time — early loss carries more water and
 * glycogen (less energy per kg), so a static 7,700 overstates the deficit in the first weeks; the
 * estimate here reads the change over a rolling window, so it follows the person as they change,
 * and the early error is in the direction of a lower expenditure, which makes the next target
 * conservative rather than aggressive.
 *
 * The blend is a precision-weighted (one-step Kalman) update with the formula as the prior: the
 * formula's estimate carries a standard deviation of {@link FORMULA_RELATIVE_SD} of itself; the
 * data estimate's variance comes from the intake's spread over the logged days and the trend
 * weight's noise at both ends of the window. With one or two days of data the data's variance is
 * huge and the estimate stays at the formula; it moves to the data as days accumulate, with no
 * start-up jump (the data enter from their first day with a weight that grows continuously).
 */
import { KCAL_PER_KG_BODY_WEIGHT } from './energy.ts'
import { dayNumber } from './iso-days.ts'
import { nextTrendKg, TREND_ALPHA_PER_DAY, type WeightPoint } from './trend-weight.ts'

/** Days in the rolling window the adaptive estimate reads (4 weeks: long enough for the trend's noise to average out, short enough to follow a changing body). */
export const EXPENDITURE_WINDOW_DAYS = 28

/**
 * The formula's error, as a share of its estimate (one standard deviation): 15 %. Mifflin-St Jeor
 * predicts resting energy within ±10 % for about 80 % of non-obese adults (Frankenfield D et al.,
 * J Am Diet Assoc 2005;105:775-789), i.e. an SD near 8 %; the activity factor is a coarser guess
 * (the FAO/WHO/UNU 2004 physical activity levels span ±15 % within one category), so the product's
 * SD is taken as 15 %.
 */
export const FORMULA_RELATIVE_SD = 0.15

/**
 * The floor of the day-to-day scale noise, kg (one SD), whatever the data suggest: 0.5 kg. Daily
 * body weight swings by ±0.5-1 kg with water, salt and gut contents (e.g. Turicchi J et al.,
 * PLoS One 2020;15:e0232219). A floor keeps a lucky smooth stretch from making the data look surer than they are.
 */
export const SCALE_NOISE_FLOOR_KG = 0.5

/**
 * The floor of the day-to-day spread of logged intake, as a share of mean intake (one SD): 15 %.
 * People's intake varies by about 20-25 % from day to day (Basiotis PP et al., J Nutr
 * 1987;117:1638-1641); 15 % keeps a very regular logger from over-trusting a short window.
 */
export const INTAKE_SPREAD_FLOOR = 0.15

/** A diary day as the estimator sees it: kcal logged, or null when nothing was logged; `incomplete` when the user marked it so. */
export interface IntakeDay {
	date: string
	/** kcal logged that day; null = nothing logged (missing, never zero). */
	kcal: number | null
	/** The user marked the day as not fully logged: left out like a missing day. */
	incomplete?: boolean
}

export type ExpenditureMethod = 'formula' | 'adaptive'

/** The estimate on a day, kcal/day (rounded to whole kcal), with its range and what it rests on. */
export interface ExpenditureEstimate {
	date: string
	estimateKcal: number
	/** About a 90 % range (estimate ∓ 1.645 SD), kcal/day. */
	low: number
	high: number
	/** 'formula' until the window holds logged days and two weigh-ins at least a week apart; 'adaptive' after. */
	method: ExpenditureMethod
	/** Logged, complete days in the window. */
	daysOfData: number
	/** The trend weight on `date`, kg; null without weigh-ins. */
	trendWeightKg: number | null
	/** Trend-weight change per week over the window, kg; null without two weigh-ins in it. */
	weeklyChangeKg: number | null
	/** Share of the estimate resting on the data (0-1); the rest is the formula. */
	dataWeight: number
}

/** Input of {@link estimateExpenditure}. */
export interface ExpenditureInput {
	/** The day the estimate is for ('YYYY-MM-DD'); the window ends on it. */
	date: string
	/** Mifflin-St Jeor × activity factor, kcal/day (energy.ts calorieTarget(...).maintenance). */
	formulaKcal: number
	/** Diary days in or before the window (others are ignored); any order. Days not listed are missing. */
	intake: readonly IntakeDay[]
	/** Weigh-ins ascending, one a day, up to `date` (earlier ones seed the trend). */
	weighIns: readonly WeightPoint[]
	/** Window length, days (default {@link EXPENDITURE_WINDOW_DAYS}). */
	windowDays?: number
}

/** Days added to an ISO day. */
function addDays(day: string, n: number): string {
	return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
}

/**
 * Variance factor (× σ²) of the trend weight `k` days after the first weigh-in, for daily
 * weigh-ins with independent noise σ: the seed's share (1−α)^{2k} plus the EWMA's steady
 * α/(2−α)·(1 − (1−α)^{2k}).
 */
function trendVarianceFactor(k: number, alpha = TREND_ALPHA_PER_DAY): number {
	const seed = (1 - alpha) ** (2 * Math.max(0, k))
	return seed + (alpha / (2 - alpha)) * (1 - seed)
}

/**
 * Estimates the person's expenditure on `input.date`.
 *
 * Window: the `windowDays` days ending on `date`, starting no earlier than the first weigh-in.
 * Intake: the mean of the logged, complete days in it (missing and incomplete days are left out,
 * never read as zero). Weight: the change of the trend weight (trend-weight.ts, the weight log's
 * own trend) from the window's first day to its last. Data estimate = mean intake − 7,700 ×
 * change / days, its variance = intake variance / logged days + (7,700 / days)² × the trend's
 * variance at both ends (scale noise from the residuals of the weigh-ins against the trend, at
 * least {@link SCALE_NOISE_FLOOR_KG}). Posterior = precision-weighted mean of the formula (SD
 * {@link FORMULA_RELATIVE_SD}) and the data.
 *
 * @returns the estimate rounded to whole kcal; method 'formula' (exactly the formula, range ±15 %
 *   × 1.645) until there is at least one logged day and two weigh-ins on different days in the window.
 * @throws RangeError when `formulaKcal` is not a positive number or the weigh-ins are out of order.
 */
export function estimateExpenditure(input: ExpenditureInput): ExpenditureEstimate {
	const weighIns = prepareWeighIns(input.weighIns)
	const last = dayNumber(input.date)
	let hi = 0
	while (hi < weighIns.points.length && weighIns.dayNumbers[hi]! <= last) hi++
	return estimateExpenditureOver(input, weighIns, 0, hi)
}

/** Weigh-ins read once for many estimates (a chart's days): ascending, with each one's day number (days since 1970-01-01). */
export interface PreparedWeighIns {
	points: readonly WeightPoint[]
	dayNumbers: Float64Array
}

/** Prepares ascending weigh-ins for {@link estimateExpenditureOver}: parses each date once. */
export function prepareWeighIns(points: readonly WeightPoint[]): PreparedWeighIns {
	const dayNumbers = new Float64Array(points.length)
	for (let i = 0; i < points.length; i++) dayNumbers[i] = dayNumber(points[i]!.date)
	return { points, dayNumbers }
}

/**
 * {@link estimateExpenditure} on the weigh-ins `weighIns.points[lo..hi)` (all on or before
 * `input.date`; the first seeds the trend), the same figures to the last bit, without copying or
 * re-parsing them: a chart of many days prepares its weigh-ins once and passes each day's range.
 * The trend (trend-weight.ts's step, nextTrendKg) is computed in the same pass that reads its value at the window's start and end and its residuals.
 * @throws RangeError when `formulaKcal` is not a positive number or the weigh-ins are out of order.
 */
export function estimateExpenditureOver(input: Omit<ExpenditureInput, 'weighIns'>, weighIns: PreparedWeighIns, lo: number, hi: number): ExpenditureEstimate {
	const { date, formulaKcal } = input
	if (!(formulaKcal > 0) || !Number.isFinite(formulaKcal)) throw new RangeError(`formulaKcal must be a positive number (${formulaKcal})`)
	const windowDays = input.windowDays ?? EXPENDITURE_WINDOW_DAYS
	const { points, dayNumbers } = weighIns
	const first = hi > lo ? points[lo]!.date : undefined
	const windowStart = first && addDays(date, -(windowDays - 1)) < first ? first : addDays(date, -(windowDays - 1))
	const startDay = dayNumber(windowStart)
	const days = Math.round(dayNumber(date) - startDay)
	// One pass: the trend on each weigh-in, its value on the window's first day (the last weigh-in
	// on or before it) and last, and the squared residuals of the weigh-ins in the window.
	let trendNow: number | null = null
	let trendStart: number | null = null
	let inWindow = 0
	let squares = 0
	for (let k = lo; k < hi; k++) {
		const point = points[k]!
		const kg = point.weightKg
		const trend: number = k > lo ? nextTrendKg(trendNow!, points[k - 1]!.date, point, Math.round(dayNumbers[k]! - dayNumbers[k - 1]!)) : kg
		trendNow = trend
		if (dayNumbers[k]! <= startDay) trendStart = trend
		if (dayNumbers[k]! >= startDay) {
			inWindow++
			squares += (kg - trend) ** 2
		}
	}
	const logged = input.intake.filter((d) => d.kcal !== null && !d.incomplete && d.date > windowStart && d.date <= date).map((d) => d.kcal as number)
	const formulaSd = FORMULA_RELATIVE_SD * formulaKcal
	const base = { date, trendWeightKg: trendNow, daysOfData: logged.length }
	if (!first || trendNow === null || trendStart === null || inWindow < 2 || days < 1 || logged.length === 0) {
		return { ...base, ...range(formulaKcal, formulaSd), method: 'formula', weeklyChangeKg: null, dataWeight: 0 }
	}
	const change = trendNow - trendStart
	const meanIntake = logged.reduce((a, b) => a + b, 0) / logged.length
	const intakeVar = Math.max(sampleVariance(logged), (INTAKE_SPREAD_FLOOR * meanIntake) ** 2) / logged.length
	// SD of the scale weights about the trend in the window: the day-to-day noise the trend smooths away (0 for fewer than 3).
	const residualSd = inWindow < 3 ? 0 : Math.sqrt(squares / (inWindow - 1))
	const noise = Math.max(SCALE_NOISE_FLOOR_KG, residualSd)
	const firstDay = dayNumbers[lo]!
	const ends = trendVarianceFactor(Math.round(startDay - firstDay)) + trendVarianceFactor(Math.round(dayNumber(date) - firstDay))
	const weightVar = (KCAL_PER_KG_BODY_WEIGHT / days) ** 2 * noise ** 2 * ends
	const dataKcal = meanIntake - (KCAL_PER_KG_BODY_WEIGHT * change) / days
	const dataVar = intakeVar + weightVar
	const priorPrecision = 1 / formulaSd ** 2
	const dataPrecision = 1 / dataVar
	const dataWeight = dataPrecision / (priorPrecision + dataPrecision)
	const estimate = formulaKcal + dataWeight * (dataKcal - formulaKcal)
	const sd = Math.sqrt(1 / (priorPrecision + dataPrecision))
	return { ...base, ...range(estimate, sd), method: 'adaptive', weeklyChangeKg: (change / days) * 7, dataWeight }
}

/** Rounded estimate with its ~90 % range (± 1.645 SD). */
function range(estimate: number, sd: number) {
	return { estimateKcal: Math.round(estimate), low: Math.round(estimate - 1.645 * sd), high: Math.round(estimate + 1.645 * sd) }
}

function sampleVariance(xs: readonly number[]): number {
	if (xs.length < 2) return 0
	const m = xs.reduce((a, b) => a + b, 0) / xs.length
	return xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1)
}

/**
 * A word for how sure the estimate is, from its range's half-width relative to the estimate:
 * 'high' within ±7 %, 'medium' within ±15 %, 'low' beyond.
 */
export function confidenceWord(e: Pick<ExpenditureEstimate, 'estimateKcal' | 'low' | 'high'>): 'high' | 'medium' | 'low' {
	const half = (e.high - e.low) / 2 / e.estimateKcal
	return half <= 0.07 ? 'high' : half <= 0.15 ? 'medium' : 'low'
}
