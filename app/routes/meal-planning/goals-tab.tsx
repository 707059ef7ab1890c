import type { PlanningData } from './planning-data.server.ts'
import { type Translate, useFormat, useT } from '#app/utils/i18n.tsx'

/** Goals tab: weekly progress bars (spec section 9 targets) and insights computed from real data. */
export function GoalsTab({ data }: { data: PlanningData }) {
	const t = useT('planning')
	const f = useFormat()
	const goals = data.goals
	if (!goals) return null
	const insights = goalInsights(goals, t)
	return (
		<section aria-labelledby="goals-title" className="space-y-3">
			<h2 id="goals-title" className="text-lg font-bold">
				{t('goals.title', { start: goals.weekStart, end: goals.weekEnd })}
			</h2>
			<ul className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
				{goals.bars.map((b) => (
					<li key={b.key} data-testid="goal-bar">
						<div className="flex justify-between text-sm">
							<span className="font-medium">{t(`goals.bar.${b.key}`)}</span>
							<span>
								{f.number(b.count)} / {f.number(b.target)}
							</span>
						</div>
						<div className="mt-1 h-3 rounded-full bg-slate-200" role="progressbar" aria-label={t(`goals.bar.${b.key}`)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={b.percent}>
							<div className="h-3 rounded-full bg-brand-600" style={{ width: `${b.percent}%` }} />
						</div>
					</li>
				))}
			</ul>
			<section aria-labelledby="insights-title" className="rounded-2xl bg-white p-4 shadow-sm">
				<h3 id="insights-title" className="font-semibold">
					{t('goals.insights')}
				</h3>
				<ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
					{insights.map((i) => (
						<li key={i}>{i}</li>
					))}
				</ul>
			</section>
		</section>
	)
}

/**
 * The Goals tab's insights in the page's language, from the same figures the domain's English
 * sentences (`PlanningGoals.insights`, kept for the API) are built from: the week's logged share
 * of planned meals and the logged protein against the plan's target (on track from 80 %).
 */
function goalInsights(goals: NonNullable<PlanningData['goals']>, t: Translate<'planning'>): string[] {
	const out: string[] = []
	const { logged, protein } = goals
	if (logged.share == null) out.push(t('goals.insight.nothingPlanned'))
	else out.push(t('goals.insight.logged', { logged: logged.logged, planned: logged.planned, percent: Math.round(logged.share * 100) }))
	if (protein.share != null && protein.averageG != null && protein.targetG)
		out.push(
			t(protein.share >= 0.8 ? 'goals.insight.proteinOnTrack' : 'goals.insight.proteinLow', {
				average: protein.averageG,
				percent: Math.round(protein.share * 100),
				target: protein.targetG,
			}),
		)
	else if (protein.targetG) out.push(t('goals.insight.proteinNoLogs', { target: protein.targetG }))
	return out
}
