import { Link, type Location } from '@remix-run/react'
import { onDemand, PreloadOnNavigation } from '#app/components/on-demand.tsx'
import type { NutrientPanelView } from '#app/components/nutrients/types.ts'
import { useT } from '#app/utils/i18n.tsx'
import { cn } from '#app/utils/misc.ts'
import { dayUrl } from './day-url.ts'

/**
 * The Nutrients view (app/components/nutrients/day-view.tsx) loads on first use, not with the
 * dashboard: the loader reads the day's nutrients and awaits `preloadNutrientsView()` only when
 * `?view=nutrients` asks, so the normal dashboard costs what it did (app/components/on-demand.tsx).
 */
const dayView = onDemand(() => import('#app/components/nutrients/day-view.tsx').then((m) => m.default))
const NutrientsDayView = dayView.Component
export const preloadNutrientsView = dayView.preload
const toNutrients = (location: Location) => location.pathname === '/' && new URLSearchParams(location.search).get('view') === 'nutrients'

/** Whether the URL asks for the day's Nutrients view. */
export const showsNutrients = (params: URLSearchParams) => params.get('view') === 'nutrients'

type DayData = { date: string; today: string; selectedMeal: string; nutrients: NutrientPanelView | null }

/** The day's two views, Summary and Nutrients, as links (they work without JavaScript), and the Nutrients view when chosen. */
export function NutrientsTab({ data }: { data: DayData }) {
	const on = data.nutrients != null
	const t = useT('dashboard')
	const tab = (active: boolean) => cn('flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold', active ? 'bg-white text-brand-800 shadow' : 'text-slate-700')
	return (
		<>
			<nav aria-label={t('view.label')} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
				<Link to={dayUrl(data, { meal: data.selectedMeal })} preventScrollReset aria-current={on ? undefined : 'page'} className={tab(!on)}>
					{t('view.summary')}
				</Link>
				<Link to={dayUrl(data, { meal: data.selectedMeal, view: 'nutrients' })} preventScrollReset aria-current={on ? 'page' : undefined} className={tab(on)} data-testid="nutrients-tab">
					{t('view.nutrients')}
				</Link>

			</nav>
			{data.nutrients ? <NutrientsDayView panel={data.nutrients} isToday={data.date === data.today} /> : null}
			<PreloadOnNavigation opens={toNutrients} preload={preloadNutrientsView} />
		</>
	)
}
