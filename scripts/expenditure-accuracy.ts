/**
 * Prints the adaptive expenditure estimate's accuracy on 100 seeded simulated people (true 2,500
 * kcal/day, formula 15 % off either way, eating 2,000 ± 15 %, 20 % of days unlogged, scale noise
 * within ±0.5 kg): the absolute error's percentiles by week 2, 3, 4, 5 and 8, and how many runs are
 * within ±10 %. Run: npx tsx scripts/expenditure-accuracy.ts
 */
import { estimatesOverTime, quantile, standardPerson } from '#tests/sim/expenditure-sim.ts'

const RUNS = 100
const WEEKS = [2, 3, 4, 5, 8]
const errors = new Map<number, number[]>(WEEKS.map((w) => [w, []]))
const jumps: number[] = []
for (let seed = 1; seed <= RUNS; seed++) {
	const p = standardPerson(seed)
	const est = estimatesOverTime(p, 8 * 7)
	for (const w of WEEKS) errors.get(w)!.push((Math.abs(est[w * 7 - 1]!.estimateKcal - p.trueKcal) / p.trueKcal) * 100)
	for (let i = 1; i < est.length; i++) jumps.push(Math.abs(est[i]!.estimateKcal - est[i - 1]!.estimateKcal))
}
console.log('| week | p50 error | p90 error | p95 error | max error | runs within ±10 % |')
console.log('|---|---|---|---|---|---|')
for (const w of WEEKS) {
	const e = errors.get(w)!
	const f = (q: number) => `${quantile(e, q).toFixed(1)} %`
	console.log(`| ${w} | ${f(0.5)} | ${f(0.9)} | ${f(0.95)} | ${f(1)} | ${e.filter((x) => x <= 10).length}/${RUNS} |`)
}
console.log(`largest day-to-day change: ${Math.max(...jumps)} kcal; p99 ${quantile(jumps, 0.99).toFixed(0)} kcal`)
