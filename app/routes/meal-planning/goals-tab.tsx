import type { PlanningData } from './planning-data.server.ts'

/** Goals tab: weekly progress bars (spec section 9 targets) and insights computed from real data. */
export function GoalsTab({ data }: { data: PlanningData }) {
	const goals = data.goals
	if (!goals) return null
	return (
		<section aria-labelledby="goals-title" className="space-y-3">
			<h2 id="goals-title" className="text-lg font-bold">
				This week ({goals.weekStart} – {goals.weekEnd})
			</h2>
			<ul className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
				{goals.bars.map((b) => (
					<li key={b.key} data-testid="goal-bar">
						<div className="flex justify-between text-sm">
							<span className="font-medium">{b.label}</span>
							<span>
								{b.count} / {b.target}
							</span>
						</div>
						<div className="mt-1 h-3 rounded-full bg-slate-200" role="progressbar" aria-label={b.label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={b.percent}>
							<div className="h-3 rounded-full bg-brand-600" style={{ width: `${b.percent}%` }} />
						</div>
					</li>
				))}
			</ul>
			<section aria-labelledby="insights-title" className="rounded-2xl bg-white p-4 shadow-sm">
				<h3 id="insights-title" className="font-semibold">
					Insights
				</h3>
				<ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
					{goals.insights.map((i) => (
						<li key={i}>{i}</li>
					))}
				</ul>
			</section>
		</section>
	)
}
