import { Link } from '@remix-run/react'
import { NutrientGroups, TargetsNote } from '#app/components/nutrients/nutrient-lines.tsx'
import { useT } from '#app/utils/i18n.tsx'
import { dayUrl } from './day-url.ts'
import { withNetCarbsLine } from '#app/components/carbs.tsx'
import type { DashboardData } from './route.tsx'

/**
 * The add sheet's food detail: 'All nutrients' opens the food's full panel per serving
 * (`?panel=1`, read only then), grouped, against the person's targets. A link, so it works
 * without JavaScript.
 */
export function FoodNutrients({ data, food }: { data: DashboardData; food: { id: number } }) {
	const shown = data.foodNutrients
	const t = useT('food')
	const to = dayUrl(data, { sheet: 'search', meal: data.selectedMeal, q: data.search.q, food: food.id, panel: shown ? null : 1 })
	return (
		<div data-testid="food-nutrients">
			<Link to={to} preventScrollReset replace className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline" aria-expanded={Boolean(shown)}>
				{shown ? t('nutrients.hide') : t('nutrients.show')}
			</Link>
			{shown ? (
				<div className="space-y-2 rounded-xl border border-slate-200 p-3">
					<p className="text-xs text-slate-700">{t('nutrients.intro', { basis: shown.serving == null ? 'per100g' : 'serving', serving: shown.serving ?? '' })}
</p>

					<NutrientGroups panel={withNetCarbsLine(shown.panel, data.carbs.net)} idPrefix="food-nutrients" showCompleteness={false} linkToFoods={false} />
					<TargetsNote panel={shown.panel} />
				</div>
			) : null}
		</div>
	)
}
