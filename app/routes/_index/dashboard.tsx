import { Form, Link, type Location } from '@remix-run/react'
import { Icon } from '#app/components/icon.tsx'
import { Button } from '#app/components/button.tsx'
import { onDemand, PreloadOnNavigation } from '#app/components/on-demand.tsx'
import { useFormat, useT } from '#app/utils/i18n.tsx'
import { cn, wholeAmount } from '#app/utils/misc.ts'
import { MEAL_TYPES, type MealType } from '#db/schema.ts'
import { dayText, dayUrl } from './day-url.ts'
import type { DashboardData } from './route.tsx'
import { preloadNetCarbsCard, TodaysProgress } from './todays-progress.tsx'
import { OfflineIsland } from '#app/components/offline/offline-island.tsx'
import { CopyDayButton } from './one-tap.tsx'
import { NutrientsTab } from './nutrients-tab.tsx'

/**
 * The sheets and dialogs (./sheets.tsx) load on first use, not with the dashboard (a smaller
 * first-load JavaScript). The loader awaits `preloadSheets()` when the URL opens one, so the
 * server's HTML always has it (see app/components/on-demand.tsx).
 */
const sheets = onDemand(() => import('./sheets.tsx').then((m) => m.default))
const DashboardSheets = sheets.Component
export const preloadSheets = sheets.preload

/**
 * An opened meal's entry forms and shortcuts (./opened-meal.tsx) load on first use too: the loader
 * awaits `preloadMealEntries()` when the URL opens a meal (`open`), so the server's HTML always has them.
 */
const mealEntries = onDemand(() => import('./opened-meal.tsx').then((m) => m.default))
const OpenedMeal = mealEntries.Component
export const preloadMealEntries = mealEntries.preload

/**
 * The capture panel (Smart Food Logging's buttons and forms) loads on demand as well: the server
 * renders it in the document (the loader awaits `preloadAlwaysShown()`), so its plain forms work before
 * and without JavaScript; in the browser it hydrates once its module arrives, after the first
 * paint, and marks itself `data-hydrated` (its camera, barcode and voice islands load on use).
 */
const capture = onDemand(() => import('#app/components/capture/capture-panel.tsx').then((m) => m.CapturePanel))
const CapturePanel = capture.Component

/**
 * The water and weight cards hydrate on demand too (one module, loaded right after the first
 * paint): their server HTML is complete and their quick-add buttons are plain forms meanwhile.
 */
const bodyCardsModule = () => import('#app/components/body/body-cards.tsx')
const waterCard = onDemand(() => bodyCardsModule().then((m) => m.WaterCard))
const weightCard = onDemand(() => bodyCardsModule().then((m) => m.WeightCard))
const WaterCard = waterCard.Component
const WeightCard = weightCard.Component
/** Loads the capture panel and the body cards, which every dashboard shows (the loader awaits it). */
export const preloadAlwaysShown = () => Promise.all([capture.preload(), waterCard.preload(), weightCard.preload()])

/** A meal card's carbs line shows only with the net-carbs setting on: on demand, like the progress card's. */
const carbsLine = onDemand(() => import('#app/components/carbs.tsx').then((m) => m.CarbsLine))
const CarbsLine = carbsLine.Component

/** Loads what the dashboard shows to a user with net carbs on (the loader awaits it for them). */
export const preloadNetCarbs = () => Promise.all([carbsLine.preload(), preloadNetCarbsCard()])
/** A navigation to a dashboard URL that opens a meal. */
const toOpenedMeal = (location: Location) => location.pathname === '/' && new URLSearchParams(location.search).has('open')

/** Whether the URL's search params open a sheet or dialog (`sheet`, `edit` or `delete`, see the loader). */
export function opensSheet(params: URLSearchParams): boolean {
	return params.has('sheet') || params.has('edit') || params.has('delete')
}

/** A navigation to a dashboard URL that opens a sheet or dialog. */
const toSheet = (location: Location) => location.pathname === '/' && opensSheet(new URLSearchParams(location.search))

/** The greeting's message key per part of the day (the domain's `greetingFor` answers in English). */
const GREETINGS = { 'Good morning': 'greeting.morning', 'Good afternoon': 'greeting.afternoon', 'Good evening': 'greeting.evening' } as const

/** The signed-in home screen (spec section 2, 'Daily dashboard'). */
export function Dashboard({ data }: { data: DashboardData }) {
	const { user, selectedMeal } = data
	const isToday = data.date === data.today
	const t = useT('dashboard')
	const f = useFormat()
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-5 px-4 pb-28 pt-5">
			<header className="flex items-center justify-between gap-2">
				<div className="min-w-0">
					<p className="text-sm text-slate-700">{isToday ? dayText(f, data.date, data.today) : t('showingDay', { day: dayText(f, data.date, data.today) })}</p>
					<h1 className="text-2xl font-bold">{t(GREETINGS[data.greeting], { name: user.displayName })}</h1>
				</div>
				<Link to="/profile" aria-label={t('profileSettings')} className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full bg-white text-xl shadow">
					<Icon name="gear" className="size-6 text-slate-700" />
				</Link>
			</header>
			<DayNav data={data} />
			<TodaysProgress data={data} />
			<OfflineIsland />
			<NutrientsTab data={data} />
			<WaterCard card={data.body.water} />
			<WeightCard card={data.body.weight} />
			<QuickAdd selectedMeal={selectedMeal} day={data} />
			<CopyDayButton data={data} />
			<CapturePanel mealType={selectedMeal} date={data.date} />
			<nav aria-label={t('quickLinks')} className="grid grid-cols-2 gap-3">
				<Link to="/meal-planning" className="flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 font-semibold">
					<Icon name="calendar" className="size-5 shrink-0 text-brand-700" /> {t('link.mealPlans')}
				</Link>
				<Link to="/ingredient-substitution" className="flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 font-semibold">
					<Icon name="swap" className="size-5 shrink-0 text-brand-700" /> {t('link.substitution')}
				</Link>
			</nav>
			<TodaysMeals data={data} />
			{data.sheet || data.editMeal || data.deleteMeal ? <DashboardSheets data={data} /> : null}
			<PreloadOnNavigation opens={toSheet} preload={preloadSheets} />
			<PreloadOnNavigation opens={toOpenedMeal} preload={preloadMealEntries} />
			<Form method="post" action="/logout" className="pt-4 text-center">
				<Button type="submit" variant="ghost">
					{t('signOut')}
				</Button>
			</Form>
		</main>
	)
}

/**
 * The day switcher: previous/next day arrows, a date field and a 'Today' button. Plain links and
 * a GET form, so it works without JavaScript.
 */
function DayNav({ data }: { data: DashboardData }) {
	const isToday = data.date === data.today
	const t = useT('dashboard')
	const common = useT('common')
	const f = useFormat()
	const linkClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-white px-2 font-semibold text-slate-800 shadow-sm'
	return (
		<nav aria-label={t('dayNav.label')} className="flex items-center gap-2">
			<Link to={dayUrl({ date: data.prevDay, today: data.today }, { meal: data.selectedMeal })} className={linkClass} aria-label={t('dayNav.previous', { day: f.day(data.prevDay, DAY) })} data-testid="prev-day">
				<Icon name="arrow-left" className="size-5" />
			</Link>
			<Form method="get" action="/" className="flex flex-1 items-center gap-1">
				<input type="hidden" name="meal" value={data.selectedMeal} />
				<label htmlFor="diary-date" className="sr-only">
					{t('dayNav.date')}
				</label>
				<input id="diary-date" name="date" type="date" defaultValue={data.date} key={data.date} required className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-2 text-base" />
				<Button type="submit" variant="secondary">
					{t('dayNav.go')}
				</Button>
			</Form>
			<Link to={dayUrl({ date: data.nextDay, today: data.today }, { meal: data.selectedMeal })} className={linkClass} aria-label={t('dayNav.next', { day: f.day(data.nextDay, DAY) })} data-testid="next-day">
				<Icon name="arrow-right" className="size-5" />
			</Link>
			{isToday ? null : (
				<Link to={dayUrl({ date: data.today, today: data.today }, { meal: data.selectedMeal })} className={linkClass}>
					{common('day.today')}
				</Link>
			)}
		</nav>
	)
}

/** A day named in full without the year ('Monday, March 2'): the day switcher's arrows. */
const DAY = { weekday: 'long', month: 'long', day: true } as const

function QuickAdd({ selectedMeal, day }: { selectedMeal: MealType; day: { date: string; today: string } }) {
	const t = useT('dashboard')
	const f = useFormat()
	return (
		<section aria-labelledby="quick-add-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id="quick-add-title" className="mb-3 text-lg font-bold">
				{t('quickAdd.title')}
			</h2>
			<div role="group" aria-label={t('quickAdd.mealType')} className="mb-3 grid grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1">
				{MEAL_TYPES.map((type) => (
					<Link
						key={type}
						to={dayUrl(day, { meal: type })}
						replace
						preventScrollReset
						aria-current={type === selectedMeal ? 'true' : undefined}
						className={cn(
							'flex min-h-11 min-w-0 items-center justify-center rounded-lg text-center text-sm font-semibold [overflow-wrap:anywhere] hyphens-auto',
							type === selectedMeal ? 'bg-white text-brand-800 shadow' : 'text-slate-700',
						)}
					>
						{f.meal(type)}
					</Link>
				))}
			</div>
			<div className="grid grid-cols-2 gap-2">
				<Link to={dayUrl(day, { sheet: 'search', meal: selectedMeal })} preventScrollReset className="flex min-h-11 flex-col items-center justify-center rounded-xl bg-brand-700 p-2 text-white">
					<span className="font-semibold">{t('quickAdd.search')}</span>
					<span className="text-xs text-brand-50">{t('quickAdd.searchHint')}</span>
				</Link>
				<Link to={dayUrl(day, { sheet: 'manual', meal: selectedMeal })} preventScrollReset className="flex min-h-11 flex-col items-center justify-center rounded-xl border border-slate-300 bg-white p-2">
					<span className="font-semibold">{t('quickAdd.manual')}</span>
					<span className="text-xs text-slate-700">{t('quickAdd.manualHint')}</span>
				</Link>
			</div>
		</section>
	)
}

function TodaysMeals({ data }: { data: DashboardData }) {
	const { meals } = data.progress
	const t = useT('dashboard')
	const common = useT('common')
	const f = useFormat()
	const byType = new Map<MealType, number>()
	for (const m of meals) byType.set(m.mealType, (byType.get(m.mealType) ?? 0) + (m.kcal ?? 0))
	return (
		<section aria-labelledby="meals-title" className="space-y-3">
			<div className="flex items-center gap-2">
				<h2 id="meals-title" className="text-lg font-bold">
					{data.date === data.today ? t('meals.today') : t('meals.day', { day: dayText(f, data.date, data.today) })}
				</h2>
				<span className="rounded-full bg-brand-100 px-2 py-0.5 text-sm font-semibold text-brand-800" aria-label={t('meals.count', { count: meals.length })}>
					{meals.length}
				</span>
			</div>
			<ul className="grid grid-cols-4 gap-2">
				{MEAL_TYPES.map((type) => (
					<li key={type} className="rounded-xl border border-slate-200 bg-white p-2 text-center">
						<p className="text-xs font-medium text-slate-700 [overflow-wrap:anywhere] hyphens-auto">{f.meal(type)}</p>
						<p className="text-sm font-bold" data-testid={`tile-${type}`}>
							{byType.has(type) ? f.kcal(wholeAmount(byType.get(type))) : t('tile.none')}
						</p>
						<Link to={dayUrl(data, { sheet: 'search', meal: type })} preventScrollReset aria-label={t('tile.addTo', { meal: f.meal(type) })} className="mt-1 inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-sm font-semibold text-brand-700">
							{t('tile.add')}
						</Link>
					</li>
				))}
			</ul>
			{meals.length === 0 ? (
				<div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
					<Icon name="empty-meals" className="mx-auto size-28 text-accent-ink" />
					<p className="font-semibold">{t('meals.empty')}</p>
					<p className="mb-3 text-sm text-slate-700">{t('meals.startWith', { meal: data.suggestedMeal })}</p>
					<Link to={dayUrl(data, { sheet: 'search', meal: data.suggestedMeal })} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white">
						{t('meals.addMeal', { meal: f.meal(data.suggestedMeal) })}
					</Link>
				</div>
			) : (
				<ul className="space-y-3">
					{meals.map((meal) => {
						const isOpen = data.opened?.mealId === meal.id
						// A meal card opens to its entries by a link (`?open=`), so it works without JavaScript.
						const toggle = dayUrl(data, { meal: data.selectedMeal, open: isOpen ? null : meal.id })
						return (
						<li key={meal.id} className="rounded-2xl bg-white p-4 shadow-sm" data-testid="meal-card" data-open={isOpen || undefined}>
							<div className="flex items-start justify-between gap-2">
								<Link
									to={toggle}
									preventScrollReset
									className="-m-2 flex min-h-11 min-w-0 flex-1 flex-col justify-center rounded-lg p-2"
									aria-expanded={isOpen}
								>
									<h3 className="font-bold">
										{f.meal(meal.mealType)} <Icon name="chevron-right" className={cn('inline size-4 text-slate-600', isOpen && 'rotate-90')} />
									</h3>
									<p className="text-sm text-slate-700">
										{meal.time} · {t('card.items', { count: meal.itemCount })}
										{/* The name starts with what the link shows (WCAG 2.5.3), then says what it does. */}
										<span className="sr-only">, {t(isOpen ? 'card.hideFoods' : 'card.showFoods', { meal: f.meal(meal.mealType) })}</span>
									</p>
								</Link>
								<p className="font-bold" data-testid="meal-kcal">
									{f.kcal(wholeAmount(meal.kcal))}
									{meal.caloriesAdjusted ? (
										<span className="block text-xs font-normal text-slate-700">{t('card.adjusted')}</span>
									) : meal.includesEstimate ? (
										<span className="block text-xs font-normal text-slate-700" title={t('card.estimatedTitle')}>
											{t('card.estimated')}
										</span>
									) : null}
								</p>
							</div>
							{data.carbs.meals?.[meal.id] ? <CarbsLine carbs={data.carbs.meals[meal.id]!} className="mt-1" testId="meal-carbs" /> : null}
							{isOpen ? (
								<>
									<OpenedMeal
										entries={{ entries: data.opened!.entries, carbs: data.carbs.entries, context: { date: data.date, selectedMeal: data.selectedMeal, mealType: meal.mealType, mealDate: meal.date } }}
										shortcuts={{ data, meal }}
									/>
								</>
							) : meal.preview.length ? (
								<ul className="mt-2 flex flex-wrap gap-1" aria-label={t('card.foods')}>
									{meal.preview.map((food) => (
										<li key={food.id} className="max-w-full truncate rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
											{food.name}
											{food.kcalEstimated ? t('card.foodEstimated') : ''}

										</li>
									))}
									{meal.itemCount > meal.preview.length ? (
										<li>
											<Link to={toggle} preventScrollReset className="inline-flex min-h-11 items-center rounded-full px-2 text-xs font-semibold text-brand-800 underline">
												{t('card.more', { count: meal.itemCount - meal.preview.length })}
												<span className="sr-only">, {t('card.showAll', { count: meal.itemCount, meal: f.meal(meal.mealType) })}</span>
											</Link>
										</li>
									) : null}
								</ul>
							) : null}
							<div className="mt-2 flex justify-end gap-1">
								<Link to={dayUrl(data, { sheet: 'search', meal: meal.mealType })} preventScrollReset className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700" aria-label={t('card.addFood', { meal: f.meal(meal.mealType) })}>
									{common('action.add')}
								</Link>
								<Link to={dayUrl(data, { edit: meal.id, meal: data.selectedMeal })} preventScrollReset className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-slate-800" aria-label={t('card.edit', { meal: f.meal(meal.mealType) })}>
									{common('action.edit')}
								</Link>
								<Link to={dayUrl(data, { delete: meal.id, meal: data.selectedMeal })} preventScrollReset className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-red-700" aria-label={t('card.delete', { meal: f.meal(meal.mealType) })}>
									{common('action.delete')}
								</Link>

							</div>
						</li>
						)
					})}
				</ul>
			)}
		</section>
	)
}
