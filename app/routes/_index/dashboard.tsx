import { Form, Link, type Location } from '@remix-run/react'
import { Icon } from '#app/components/icon.tsx'
import { Button } from '#app/components/button.tsx'
import { onDemand, PreloadOnNavigation } from '#app/components/on-demand.tsx'
import { CapturePanel } from '#app/components/capture/capture-panel.tsx'
import { mealTypeLabel } from '#app/domain/diary/meal-time.ts'
import { cn, formatNumber, wholeAmount } from '#app/utils/misc.ts'
import { MEAL_TYPES, type MealType } from '#db/schema.ts'
import { dayUrl, formatDay, formatDayWithYear } from './day-url.ts'
import type { DashboardData } from './route.tsx'
import { TodaysProgress } from './todays-progress.tsx'
import { CopyDayButton, MealShortcuts } from './logging.tsx'
import { WaterCard, WeightCard } from '#app/components/body/body-cards.tsx'
import { NutrientsTab } from './nutrients-tab.tsx'
import { CarbsLine } from '#app/components/carbs.tsx'

/**
 * The sheets and dialogs (./sheets.tsx) load on first use, not with the dashboard (a smaller
 * first-load JavaScript). The loader awaits `preloadSheets()` when the URL opens one, so the
 * server's HTML always has it (see app/components/on-demand.tsx).
 */
const sheets = onDemand(() => import('./sheets.tsx').then((m) => m.default))
const DashboardSheets = sheets.Component
export const preloadSheets = sheets.preload

/**
 * An opened meal's entry forms (meal-entries.tsx) load on first use too: the loader awaits
 * `preloadMealEntries()` when the URL opens a meal (`open`), so the server's HTML always has them.
 */
const mealEntries = onDemand(() => import('#app/components/diary/meal-entries.tsx').then((m) => m.MealEntries))
const MealEntries = mealEntries.Component
export const preloadMealEntries = mealEntries.preload
/** A navigation to a dashboard URL that opens a meal. */
const toOpenedMeal = (location: Location) => location.pathname === '/' && new URLSearchParams(location.search).has('open')

/** Whether the URL's search params open a sheet or dialog (`sheet`, `edit` or `delete`, see the loader). */
export function opensSheet(params: URLSearchParams): boolean {
	return params.has('sheet') || params.has('edit') || params.has('delete')
}

/** A navigation to a dashboard URL that opens a sheet or dialog. */
const toSheet = (location: Location) => location.pathname === '/' && opensSheet(new URLSearchParams(location.search))

/** The signed-in home screen (spec section 2, 'Daily dashboard'). */
export function Dashboard({ data }: { data: DashboardData }) {
	const { user, selectedMeal } = data
	const isToday = data.date === data.today
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-5 px-4 pb-28 pt-5">
			<header className="flex items-center justify-between gap-2">
				<div className="min-w-0">
					<p className="text-sm text-slate-700">{isToday ? formatDay(data.date) : `Showing ${formatDayWithYear(data.date, data.today)}`}</p>
					<h1 className="text-2xl font-bold">
						{data.greeting}, {user.displayName}!
					</h1>
				</div>
				<Link to="/profile" aria-label="Profile settings" className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full bg-white text-xl shadow">
					<Icon name="gear" className="size-6 text-slate-700" />
				</Link>
			</header>
			<DayNav data={data} />
			<TodaysProgress data={data} />
			<NutrientsTab data={data} />
			<WaterCard card={data.body.water} />
			<WeightCard card={data.body.weight} />
			<QuickAdd selectedMeal={selectedMeal} day={data} />
			<CopyDayButton data={data} />
			<CapturePanel mealType={selectedMeal} date={data.date} />
			<nav aria-label="Quick links" className="grid grid-cols-2 gap-3">
				<Link to="/meal-planning" className="flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 font-semibold">
					<Icon name="calendar" className="size-5 text-brand-700" /> Meal Plans
				</Link>
				<Link to="/ingredient-substitution" className="flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 font-semibold">
					<Icon name="swap" className="size-5 text-brand-700" /> AI Substitution
				</Link>
			</nav>
			<TodaysMeals data={data} />
			{data.sheet || data.editMeal || data.deleteMeal ? <DashboardSheets data={data} /> : null}
			<PreloadOnNavigation opens={toSheet} preload={preloadSheets} />
			<PreloadOnNavigation opens={toOpenedMeal} preload={preloadMealEntries} />
			<Form method="post" action="/logout" className="pt-4 text-center">
				<Button type="submit" variant="ghost">
					Sign Out
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
	const linkClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-white px-2 font-semibold text-slate-800 shadow-sm'
	return (
		<nav aria-label="Diary day" className="flex items-center gap-2">
			<Link to={dayUrl({ date: data.prevDay, today: data.today }, { meal: data.selectedMeal })} className={linkClass} aria-label={`Previous day, ${formatDay(data.prevDay)}`} data-testid="prev-day">
				<Icon name="arrow-left" className="size-5" />
			</Link>
			<Form method="get" action="/" className="flex flex-1 items-center gap-1">
				<input type="hidden" name="meal" value={data.selectedMeal} />
				<label htmlFor="diary-date" className="sr-only">
					Diary date
				</label>
				<input id="diary-date" name="date" type="date" defaultValue={data.date} key={data.date} required className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-2 text-base" />
				<Button type="submit" variant="secondary">
					Go
				</Button>
			</Form>
			<Link to={dayUrl({ date: data.nextDay, today: data.today }, { meal: data.selectedMeal })} className={linkClass} aria-label={`Next day, ${formatDay(data.nextDay)}`} data-testid="next-day">
				<Icon name="arrow-right" className="size-5" />
			</Link>
			{isToday ? null : (
				<Link to={dayUrl({ date: data.today, today: data.today }, { meal: data.selectedMeal })} className={linkClass}>
					Today
				</Link>
			)}
		</nav>
	)
}

function QuickAdd({ selectedMeal, day }: { selectedMeal: MealType; day: { date: string; today: string } }) {
	return (
		<section aria-labelledby="quick-add-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id="quick-add-title" className="mb-3 text-lg font-bold">
				Quick Add to Meal
			</h2>
			<div role="group" aria-label="Meal type" className="mb-3 grid grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1">
				{MEAL_TYPES.map((type) => (
					<Link
						key={type}
						to={dayUrl(day, { meal: type })}
						replace
						preventScrollReset
						aria-current={type === selectedMeal ? 'true' : undefined}
						className={cn(
							'flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold',
							type === selectedMeal ? 'bg-white text-brand-800 shadow' : 'text-slate-700',
						)}
					>
						{mealTypeLabel(type)}
					</Link>
				))}
			</div>
			<div className="grid grid-cols-2 gap-2">
				<Link to={dayUrl(day, { sheet: 'search', meal: selectedMeal })} preventScrollReset className="flex min-h-11 flex-col items-center justify-center rounded-xl bg-brand-700 p-2 text-white">
					<span className="font-semibold">Search Food</span>
					<span className="text-xs text-brand-50">USDA database</span>
				</Link>
				<Link to={dayUrl(day, { sheet: 'manual', meal: selectedMeal })} preventScrollReset className="flex min-h-11 flex-col items-center justify-center rounded-xl border border-slate-300 bg-white p-2">
					<span className="font-semibold">Manual Entry</span>
					<span className="text-xs text-slate-700">Custom food</span>
				</Link>
			</div>
		</section>
	)
}

function TodaysMeals({ data }: { data: DashboardData }) {
	const { meals } = data.progress
	const byType = new Map<MealType, number>()
	for (const m of meals) byType.set(m.mealType, (byType.get(m.mealType) ?? 0) + (m.kcal ?? 0))
	return (
		<section aria-labelledby="meals-title" className="space-y-3">
			<div className="flex items-center gap-2">
				<h2 id="meals-title" className="text-lg font-bold">
					{data.date === data.today ? "Today's Meals" : `Meals · ${formatDayWithYear(data.date, data.today)}`}
				</h2>
				<span className="rounded-full bg-brand-100 px-2 py-0.5 text-sm font-semibold text-brand-800" aria-label={`${meals.length} meals`}>
					{meals.length}
				</span>
			</div>
			<ul className="grid grid-cols-4 gap-2">
				{MEAL_TYPES.map((type) => (
					<li key={type} className="rounded-xl border border-slate-200 bg-white p-2 text-center">
						<p className="text-xs font-medium text-slate-700">{mealTypeLabel(type)}</p>
						<p className="text-sm font-bold" data-testid={`tile-${type}`}>
							{byType.has(type) ? `${formatNumber(wholeAmount(byType.get(type)))} kcal` : 'None'}
						</p>
						<Link to={dayUrl(data, { sheet: 'search', meal: type })} preventScrollReset aria-label={`Add to ${mealTypeLabel(type)}`} className="mt-1 inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-sm font-semibold text-brand-700">
							+ Add
						</Link>
					</li>
				))}
			</ul>
			{meals.length === 0 ? (
				<div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
					<p className="font-semibold">No meals logged yet</p>
					<p className="mb-3 text-sm text-slate-700">Start with {mealTypeLabel(data.suggestedMeal).toLowerCase()}.</p>
					<Link to={dayUrl(data, { sheet: 'search', meal: data.suggestedMeal })} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white">
						Add {mealTypeLabel(data.suggestedMeal)}
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
									aria-label={`${isOpen ? 'Hide' : 'Show'} foods in ${mealTypeLabel(meal.mealType)}`}
								>
									<h3 className="font-bold">
										{mealTypeLabel(meal.mealType)} <Icon name="chevron-right" className={cn('inline size-4 text-slate-600', isOpen && 'rotate-90')} />
									</h3>
									<p className="text-sm text-slate-700">
										{meal.time} · {meal.itemCount} {meal.itemCount === 1 ? 'item' : 'items'}
									</p>
								</Link>
								<p className="font-bold" data-testid="meal-kcal">
									{formatNumber(wholeAmount(meal.kcal))} kcal
									{meal.caloriesAdjusted ? (
										<span className="block text-xs font-normal text-slate-700">adjusted</span>
									) : meal.includesEstimate ? (
										<span className="block text-xs font-normal text-slate-700" title="Includes kcal estimated from protein, carbs and fat (4/4/9)">
											incl. estimated
										</span>
									) : null}
								</p>
							</div>
							{data.carbs.meals?.[meal.id] ? <CarbsLine carbs={data.carbs.meals[meal.id]!} className="mt-1" testId="meal-carbs" /> : null}
							{isOpen ? (
								<>
									<MealEntries entries={data.opened!.entries} carbs={data.carbs.entries} context={{ date: data.date, selectedMeal: data.selectedMeal, mealType: meal.mealType, mealDate: meal.date }} />
									<MealShortcuts data={data} meal={meal} />
								</>
							) : meal.preview.length ? (
								<ul className="mt-2 flex flex-wrap gap-1" aria-label="Foods">
									{meal.preview.map((f) => (
										<li key={f.id} className="max-w-full truncate rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
											{f.name}
											{f.kcalEstimated ? ' (est. kcal)' : ''}
										</li>
									))}
									{meal.itemCount > meal.preview.length ? (
										<li>
											<Link to={toggle} preventScrollReset className="inline-flex min-h-11 items-center rounded-full px-2 text-xs font-semibold text-brand-800 underline" aria-label={`Show all ${meal.itemCount} foods in ${mealTypeLabel(meal.mealType)}`}>
												+{meal.itemCount - meal.preview.length} more
											</Link>
										</li>
									) : null}
								</ul>
							) : null}
							<div className="mt-2 flex justify-end gap-1">
								<Link to={dayUrl(data, { sheet: 'search', meal: meal.mealType })} preventScrollReset className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700" aria-label={`Add food to ${mealTypeLabel(meal.mealType)}`}>
									Add
								</Link>
								<Link to={dayUrl(data, { edit: meal.id, meal: data.selectedMeal })} preventScrollReset className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-slate-800" aria-label={`Edit ${mealTypeLabel(meal.mealType)}`}>
									Edit
								</Link>
								<Link to={dayUrl(data, { delete: meal.id, meal: data.selectedMeal })} preventScrollReset className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-red-700" aria-label={`Delete ${mealTypeLabel(meal.mealType)}`}>
									Delete
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
