/**
 * A simulated person for the adaptive expenditure estimate: a known true expenditure (kcal/day), an
 * intake around a chosen mean with day-to-day noise, a share of days left unlogged, and a scale that
 * adds water-weight noise to the true body weight. The body follows the energy balance at 7,700 kcal
 * per kg (the estimator's own constant, so the simulation tests the estimator, not the physiology).
 * Seeded, so every run is repeatable. Used by the simulation tests and scripts/expenditure-accuracy.ts.
 */
import { KCAL_PER_KG_BODY_WEIGHT } from '#app/domain/nutrition/energy.ts'
import { estimateExpenditure, type ExpenditureEstimate, type IntakeDay } from '#app/domain/nutrition/expenditure.ts'
import { type WeightPoint } from '#app/domain/nutrition/trend-weight.ts'

/**
 * A seeded PRNG, uniform in [0, 1): splitmix32 (a Weyl sequence through the 32-bit integer hash of
 * Chris Wellons' "hash prospector", lowbias32), small and with no low-bit patterns for these draws.
 */
export function seededRandom(seed: number): () => number {
	let state = seed >>> 0
	return () => {
		state = (state + 0x9e3779b9) >>> 0
		let z = state ^ (state >>> 16)
		z = Math.imul(z, 0x21f0aaad) ^ (Math.imul(z, 0x21f0aaad) >>> 15)
		z = Math.imul(z, 0x735a2d97)
		return ((z ^ (z >>> 15)) >>> 0) / 4294967296
	}
}

/** A standard normal draw by Box-Muller from a uniform source. */
export function normal(rand: () => number): number {
	const u = Math.max(rand(), 1e-12)
	return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand())
}

export interface SimPerson {
	seed: number
	/** True expenditure, kcal/day. */
	trueKcal: number
	/** What the formula says, kcal/day (the prior). */
	formulaKcal: number
	/** Mean intake, kcal/day. */
	meanIntakeKcal: number
	/** Intake SD as a share of the mean (default 0.15). */
	intakeSd?: number
	/** Share of days with nothing logged (default 0.2). */
	unloggedShare?: number
	/** Scale noise: uniform within ± this many kg (default 0.5). */
	scaleNoiseKg?: number
	startWeightKg?: number
	/** When set, unlogged days are the low-intake days (the person logs less on days they eat little) — kept false by default. */
	startDate?: string
}

export interface SimDay {
	date: string
	/** What the person really ate. */
	eatenKcal: number
	/** What they logged (null on an unlogged day). */
	intake: IntakeDay
	/** The scale's reading. */
	weighIn: WeightPoint
}

function addDays(day: string, n: number): string {
	return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
}

/** `days` simulated days of one person: each day eaten, logged (or not) and weighed. */
export function simulate(p: SimPerson, days: number): SimDay[] {
	const rand = seededRandom(p.seed)
	const start = p.startDate ?? '2026-01-05'
	let weight = p.startWeightKg ?? 85
	const out: SimDay[] = []
	for (let i = 0; i < days; i++) {
		const date = addDays(start, i)
		const eaten = Math.max(0, p.meanIntakeKcal * (1 + (p.intakeSd ?? 0.15) * normal(rand)))
		const logged = rand() >= (p.unloggedShare ?? 0.2)
		const noise = (2 * rand() - 1) * (p.scaleNoiseKg ?? 0.5)
		out.push({ date, eatenKcal: eaten, intake: { date, kcal: logged ? Math.round(eaten) : null }, weighIn: { date, weightKg: Math.round((weight + noise) * 10) / 10 } })
		weight += (eaten - p.trueKcal) / KCAL_PER_KG_BODY_WEIGHT
	}
	return out
}

/** The estimate on each simulated day (day 1 = the first), from the logged days and weigh-ins so far. */
export function estimatesOverTime(p: SimPerson, days: number): ExpenditureEstimate[] {
	const sim = simulate(p, days)
	return sim.map((d, i) =>
		estimateExpenditure({
			date: d.date,
			formulaKcal: p.formulaKcal,
			intake: sim.slice(0, i + 1).map((s) => s.intake),
			weighIns: sim.slice(0, i + 1).map((s) => s.weighIn),
		}),
	)
}

/** The standard person of the accuracy table: true 2,500 kcal/day, formula 15 % high or low by seed, eating 2,000 (losing about 0.45 kg a week). */
export function standardPerson(seed: number): SimPerson {
	const bias = seed % 2 === 0 ? 1.15 : 0.85
	return { seed, trueKcal: 2500, formulaKcal: 2500 * bias, meanIntakeKcal: 2000 }
}

/** The q-quantile (0-1) of `xs` (linear interpolation). */
export function quantile(xs: readonly number[], q: number): number {
	const s = [...xs].sort((a, b) => a - b)
	const pos = (s.length - 1) * q
	const lo = Math.floor(pos)
	const hi = Math.ceil(pos)
	return s[lo]! + (s[hi]! - s[lo]!) * (pos - lo)
}
