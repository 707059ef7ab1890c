import { useFormat, useT } from '#app/utils/i18n.tsx'

/** What the insights read: days on track this week (0..7) and the protein still to eat today in grams (null: none to suggest). */
export type InsightsView = { daysOnTrackThisWeek: number; proteinShortfall: number | null }

/**
 * /analytics' insights (spec section 2 "Analytics"): the spec's 'Great Progress! You're N days on
 * track this week' only when at least one day this week is on track (praise for zero days reads
 * as a mistake); otherwise a neutral line saying what on track means (within 10 % of the calorie
 * goal, app/domain/nutrition/progress.ts `ON_TRACK_RANGE`). The protein insight as the spec
 * gives it, when protein is under 80 % of its goal.
 */
export function AnalyticsInsights({ insights }: { insights: InsightsView }) {
	const t = useT('analytics')
	const f = useFormat()
	return (
		<section aria-labelledby="insights-title" className="space-y-2">
			<h2 id="insights-title" className="text-lg font-bold">
				{t('insights.title')}
			</h2>
			{insights.daysOnTrackThisWeek > 0 ? (
				<div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-3" data-testid="insight-progress">
					<p className="font-semibold text-emerald-900">{t('insights.progress')}</p>
					<p className="text-sm text-emerald-900">{t('insights.onTrack', { count: insights.daysOnTrackThisWeek })}</p>
				</div>
			) : (
				<div className="rounded-2xl border border-slate-200 bg-white p-3" data-testid="insight-none">
					<p className="font-semibold text-slate-900">{t('insights.noneTitle')}</p>
					<p className="text-sm text-slate-700">{t('insights.noneText')}</p>
				</div>
			)}
			{insights.proteinShortfall != null ? (
				<div className="rounded-2xl border border-sky-200 bg-sky-50 p-3" data-testid="insight-protein">
					<p className="font-semibold text-sky-900">{t('insights.protein')}</p>
					<p className="text-sm text-sky-900">{t('insights.proteinText', { grams: f.number(insights.proteinShortfall) })}</p>
				</div>
			) : null}
		</section>
	)
}
