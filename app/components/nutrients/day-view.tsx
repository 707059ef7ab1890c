import { completenessText, NutrientGroups, TargetsNote } from './nutrient-lines.tsx'
import type { NutrientPanelView } from './types.ts'
import { useT } from '#app/utils/i18n.tsx'

/**
 * The dashboard's Nutrients view of a day: the completeness of the day in plain words, then every
 * nutrient grouped, each with its amount, the percent of target as a bar with its value in text,
 * and red with words above its upper level. The default export, so the dashboard downloads it
 * only when `?view=nutrients` shows it (app/routes/_index/nutrients-tab.tsx).
 */
export default function NutrientsDayView({ panel, isToday }: { panel: NutrientPanelView; isToday: boolean }) {
	const whose = isToday ? 'today' : 'day'
	const t = useT('nutrients')
	return (
		<section aria-labelledby="nutrients-title" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" data-testid="nutrients-view">
			<h2 id="nutrients-title" className="text-lg font-bold">
				{t('day.title')}
			</h2>
			<p className="rounded-lg bg-slate-50 p-2 text-sm text-slate-800" data-testid="day-completeness">
				{completenessText(t, panel.completeness, whose)}
				{panel.completeness != null && panel.completeness < 100 ? t('day.partial') : panel.completeness != null ? t('day.complete') : '.'}

			</p>
			<TargetsNote panel={panel} />
			<NutrientGroups panel={panel} idPrefix="day-nutrients" />
		</section>
	)
}
