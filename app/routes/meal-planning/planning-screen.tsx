import { Link } from '@remix-run/react'
import { onDemand } from '#app/components/on-demand.tsx'
import { useT } from '#app/utils/i18n.tsx'
import type { PlanningData, PlanningTab } from './planning-data.server.ts'
import { cn } from '#app/utils/misc.ts'
import { useHref } from './shared.tsx'

/**
 * What a failed post returns: only Create New Meal Plan re-renders (the HTML adapter's reply, its
 * form message the spec's toast text); the others redirect with a toast.
 */
export type PlanningActionData = { result?: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null } }

/** The tabs in order; each tab's name is the message `tab.<tab>`. */
const TABS = ['planner', 'recipes', 'grocery', 'goals'] as const

/**
 * Each tab and the dialogs are modules the browser downloads when the screen shows them, not
 * first-load JavaScript (app/components/on-demand.tsx): the server renders them into the
 * document (the loader awaits {@link preloadPlanning}), so the page reads and works before they
 * arrive, and without JavaScript.
 */
const TAB_VIEWS = {
	planner: onDemand(() => import('./planner-tab.tsx').then((m) => m.PlannerTab)),
	recipes: onDemand(() => import('./recipes-tab.tsx').then((m) => m.RecipesTab)),
	grocery: onDemand(() => import('./grocery-tab.tsx').then((m) => m.GroceryTab)),
	goals: onDemand(() => import('./goals-tab.tsx').then((m) => m.GoalsTab)),
} satisfies Record<PlanningTab, unknown>
const dialogs = onDemand(() => import('./planning-dialogs.tsx').then((m) => m.PlanningDialogs))

/** Loads the modules a render of `tab` (and an open dialog) needs; the loader and the create action await it. */
export function preloadPlanning(tab: PlanningTab, dialogOpen: boolean): Promise<unknown> {
	return Promise.all([TAB_VIEWS[tab].preload(), dialogOpen ? dialogs.preload() : null])
}

/** The whole /meal-planning screen: header, tabs, the current tab and any dialog. */
export function PlanningScreen({ data, actionData }: { data: PlanningData; actionData: PlanningActionData | null }) {
	const href = useHref()
	const t = useT('planning')
	const createFailed = actionData?.result?.initialValue?.intent === 'create-plan'
	const Tab = TAB_VIEWS[data.tab].Component
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<header className="flex items-center justify-between gap-2">
				<h1 className="text-2xl font-bold">{t('title')}</h1>
				<Link to={href({ new: '1', plans: null, replace: null, add: null })} preventScrollReset className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
					{t('newPlan')}
				</Link>
			</header>
			<nav aria-label={t('sections')}>
				<ul className="grid grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1">
					{TABS.map((tab) => (
						<li key={tab}>
							<Link
								to={href({ tab, new: null, plans: null, replace: null, add: null })}
								aria-current={data.tab === tab ? 'page' : undefined}
								preventScrollReset
								className={cn('flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold', data.tab === tab ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700')}
							>
								{t(`tab.${tab}`)}
							</Link>
						</li>
					))}
				</ul>
			</nav>
			<Tab data={data} />

			{data.dialog || createFailed ? <dialogs.Component data={data} actionData={createFailed ? actionData : null} /> : null}
		</main>
	)
}
