/**
 * The adaptive expenditure estimate on simulated people (pure core, in memory; the db-backed read
 * is checked against it in app/domain/expenditure/expenditure.server.test.ts): accuracy after five
 * weeks over 100 seeded runs, convergence from a formula 15 % off without a jump, a maintenance
 * person's steady estimate, unlogged and incomplete days left out rather than read as zero, and the
 * check-in target's arithmetic within the safe bounds.
 */
import { describe, expect, test } from 'vitest'
import { estimatesOverTime, quantile, seededRandom, simulate, standardPerson, type SimPerson } from '#tests/sim/expenditure-sim.ts'
import { checkInTarget, MAX_GAIN_SHARE_PER_WEEK, MAX_LOSS_SHARE_PER_WEEK } from './coaching.ts'
import { CALORIE_FLOOR, KCAL_PER_KG_BODY_WEIGHT } from './energy.ts'
import { confidenceWord, estimateExpenditure, estimateExpenditureOver, prepareWeighIns } from './expenditure.ts'

const within = (est: number, truth: number, share: number) => Math.abs(est - truth) <= share * truth

describe('adaptive expenditure on simulated people', () => {
	test('after 5 weeks the estimate is within ±10 % of the true expenditure in at least 95 of 100 seeded runs (20 % of days unlogged, ±0.5 kg scale noise)', () => {
		let good = 0
		for (let seed = 1; seed <= 100; seed++) {
			const p = standardPerson(seed)
			const est = estimatesOverTime(p, 35)
			if (within(est[34]!.estimateKcal, p.trueKcal, 0.1)) good++
		}
		expect(good).toBeGreaterThanOrEqual(95)
	})

	test('a person whose formula is 15 % off converges to the truth without a jump: no day moves the estimate by more than 150 kcal', () => {
		for (const bias of [0.85, 1.15]) {
			for (let seed = 1; seed <= 20; seed++) {
				const p: SimPerson = { seed, trueKcal: 2400, formulaKcal: 2400 * bias, meanIntakeKcal: 1900 }
				const est = estimatesOverTime(p, 56)
				expect(est[0]!.estimateKcal).toBe(Math.round(p.formulaKcal))
				for (let i = 1; i < est.length; i++) expect(Math.abs(est[i]!.estimateKcal - est[i - 1]!.estimateKcal)).toBeLessThanOrEqual(150)
				expect(within(est[55]!.estimateKcal, p.trueKcal, 0.07)).toBe(true)
			}
		}
	})

	test('a maintenance person whose formula is right stays put: the median over runs stays within 3 % of the truth every day for 8 weeks, no run leaves ±10 %', () => {
		const truth = 2300
		const runs = Array.from({ length: 20 }, (_, i) => estimatesOverTime({ seed: i + 1, trueKcal: truth, formulaKcal: truth, meanIntakeKcal: truth }, 56))
		for (let day = 0; day < 56; day++) {
			const xs = runs.map((r) => r[day]!.estimateKcal)
			expect(within(quantile(xs, 0.5), truth, 0.03)).toBe(true)
			for (const x of xs) expect(within(x, truth, 0.1)).toBe(true)
		}
		for (const r of runs) expect(Math.abs(r[55]!.weeklyChangeKg!)).toBeLessThan(0.35)
	})

	test('unlogged days do not drag the estimate down: 40 % unlogged gives the same median estimate as every day logged', () => {
		const at5 = (unloggedShare: number) =>
			quantile(
				Array.from({ length: 40 }, (_, i) => estimatesOverTime({ ...standardPerson(i + 1), unloggedShare }, 35)[34]!.estimateKcal),
				0.5,
			)
		const all = at5(0)
		const gappy = at5(0.4)
		expect(Math.abs(gappy - all) / all).toBeLessThan(0.03)
		// Read as zero intake, 40 % missing days would lower the estimate by about 40 % of intake (800 kcal).
		expect(gappy).toBeGreaterThan(2500 * 0.9)
	})

	test('a day marked incomplete is left out like an unlogged one, and the days count only complete logged days', () => {
		const sim = simulate(standardPerson(7), 35)
		const input = { date: sim[34]!.date, formulaKcal: 2500, weighIns: sim.map((d) => d.weighIn) }
		const logged = sim.map((d) => d.intake)
		const base = estimateExpenditure({ ...input, intake: logged })
		const lowDay = logged.findIndex((d) => d.kcal !== null && d.date > sim[10]!.date)
		const withTinyDay = logged.map((d, i) => (i === lowDay ? { ...d, kcal: 150 } : d))
		const marked = withTinyDay.map((d, i) => (i === lowDay ? { ...d, incomplete: true } : d))
		const tiny = estimateExpenditure({ ...input, intake: withTinyDay })
		const excluded = estimateExpenditure({ ...input, intake: marked })
		expect(tiny.estimateKcal).toBeLessThan(base.estimateKcal)
		expect(excluded.daysOfData).toBe(base.daysOfData - 1)
		expect(Math.abs(excluded.estimateKcal - base.estimateKcal)).toBeLessThan(Math.abs(tiny.estimateKcal - base.estimateKcal))
	})

	test('before any data the estimate is the formula with a wide range; with five weeks of data the range narrows and the method says adaptive', () => {
		const none = estimateExpenditure({ date: '2026-02-01', formulaKcal: 2400, intake: [], weighIns: [] })
		expect(none).toMatchObject({ estimateKcal: 2400, method: 'formula', daysOfData: 0, trendWeightKg: null, weeklyChangeKg: null })
		expect(confidenceWord(none)).toBe('low')
		const est = estimatesOverTime(standardPerson(3), 35)[34]!
		expect(est.method).toBe('adaptive')
		expect(est.high - est.low).toBeLessThan(none.high - none.low)
		expect(est.low).toBeLessThan(est.estimateKcal)
		expect(est.high).toBeGreaterThan(est.estimateKcal)
	})
})

describe('a chart of many days', () => {
	test('each day read from weigh-ins prepared once gives exactly the estimate of that day’s own weigh-ins, gaps and missing weigh-ins included', () => {
		for (let seed = 1; seed <= 20; seed++) {
			const rand = seededRandom(seed)
			// Every third weigh-in dropped at random, so gaps of several days occur.
			const sim = simulate(standardPerson(seed), 200).filter(() => rand() > 0.33)
			const weighIns = sim.map((d) => d.weighIn)
			const intake = sim.map((d) => d.intake)
			const prepared = prepareWeighIns(weighIns)
			for (let day = 60; day < sim.length; day += 7) {
				const date = sim[day]!.date
				const lo = Math.floor(rand() * day)
				const own = estimateExpenditure({ date, formulaKcal: 2500, intake, weighIns: weighIns.slice(lo, day + 1) })
				expect(estimateExpenditureOver({ date, formulaKcal: 2500, intake }, prepared, lo, day + 1)).toEqual(own)
			}
		}
	})

	test('weigh-ins out of date order are refused in either form', () => {
		const weighIns = [
			{ date: '2026-03-02', weightKg: 80 },
			{ date: '2026-03-01', weightKg: 81 },
		]
		expect(() => estimateExpenditure({ date: '2026-03-05', formulaKcal: 2500, intake: [], weighIns })).toThrow(RangeError)
		expect(() => estimateExpenditureOver({ date: '2026-03-05', formulaKcal: 2500, intake: [] }, prepareWeighIns(weighIns), 0, 2)).toThrow(RangeError)
	})
})

describe('check-in target', () => {
	test('the target equals the expenditure minus the chosen rate’s energy (rate × 7,700 / 7)', () => {
		const t = checkInTarget({ expenditureKcal: 2600, goal: 'lose', rateKgPerWeek: 0.5, weightKg: 90, sex: 'male' })
		expect(t.calories).toBeCloseTo(2600 - (0.5 * KCAL_PER_KG_BODY_WEIGHT) / 7, 6)
		expect(t).toMatchObject({ rateKgPerWeek: 0.5, rateLimited: false, floored: false })
		const g = checkInTarget({ expenditureKcal: 2600, goal: 'gain', rateKgPerWeek: 0.25, weightKg: 90, sex: 'male' })
		expect(g.calories).toBeCloseTo(2600 + 275, 6)
		expect(checkInTarget({ expenditureKcal: 2600, goal: 'maintain', rateKgPerWeek: 0.5, weightKg: 90, sex: 'male' }).calories).toBe(2600)
	})

	test('a rate faster than the safe bound is limited (lose 1 %, gain 0.5 % of body weight a week) and a loss never goes below the calorie floor', () => {
		const lose = checkInTarget({ expenditureKcal: 2400, goal: 'lose', rateKgPerWeek: 0.75, weightKg: 55, sex: 'female' })
		expect(lose.rateKgPerWeek).toBeCloseTo(55 * MAX_LOSS_SHARE_PER_WEEK, 6)
		expect(lose.rateLimited).toBe(true)
		const gain = checkInTarget({ expenditureKcal: 2400, goal: 'gain', rateKgPerWeek: 0.5, weightKg: 60, sex: 'male' })
		expect(gain.rateKgPerWeek).toBeCloseTo(60 * MAX_GAIN_SHARE_PER_WEEK, 6)
		const floored = checkInTarget({ expenditureKcal: 1500, goal: 'lose', rateKgPerWeek: 0.5, weightKg: 70, sex: 'female' })
		expect(floored).toMatchObject({ calories: CALORIE_FLOOR.female, floored: true })
	})
})
