/**
 * The check-in screen's data: this week's proposal with the estimate it rests on (its range and a
 * confidence word), and the last 28 days of intake vs expenditure for the chart. Reads only the
 * chart's days plus the estimate's window and the trend's warm-up, once (the proposal takes the
 * series' estimate of today).
 */
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import { checkInProposal } from '#app/domain/expenditure/check-ins.server.ts'
import { expenditureSeries } from '#app/domain/expenditure/expenditure.server.ts'
import { confidenceWord, EXPENDITURE_WINDOW_DAYS } from '#app/domain/nutrition/expenditure.ts'
import type { IntakeChartDay } from '#app/components/expenditure/intake-chart.tsx'

export async function checkInView(db: Db, actor: Actor) {
	const today = todayIn(actor.timezone)
	// The series ends today, so its last day is today's mark and its last estimate the proposal's: one read of the window, not two.
	const series = await expenditureSeries(db, actor, { from: addDaysIso(today, -(EXPENDITURE_WINDOW_DAYS - 1)), to: today })
	const todayIncomplete = series.days.at(-1)?.incomplete ?? false
	const proposal = await checkInProposal(db, actor, { todayEstimate: series.estimates.at(-1) })
	const chart: IntakeChartDay[] = series.days.map((d) => ({
		date: d.date,
		intakeKcal: d.intakeKcal === null ? null : Math.round(d.intakeKcal),
		incomplete: d.incomplete,
		estimateKcal: d.estimate.estimateKcal,
		low: d.estimate.low,
		high: d.estimate.high,
	}))
	const e = proposal.expenditure
	return {
		today,
		todayIncomplete,
		proposal: { ...proposal, expenditure: { ...e, confidence: confidenceWord(e) } },
		chart,
	}
}
