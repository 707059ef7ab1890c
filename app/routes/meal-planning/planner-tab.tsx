import { Link } from '@remix-run/react'
import { Icon } from '#app/components/icon.tsx'
import { useFormat, useT } from '#app/utils/i18n.tsx'
import type { PlanningData } from './planning-data.server.ts'
import { cn, wholeAmount } from '#app/utils/misc.ts'
import { Macros } from '#app/components/recipes/macros.tsx'
import { CarbsLine } from '#app/components/carbs.tsx'
import { dayLabel, LinkButton, PostButton, shortDay, Tag, useHref } from './shared.tsx'
import { CompactNutrients } from '#app/components/nutrients/nutrient-lines.tsx'

function shiftWeek(day: string, days: number): string {
	const d = new Date(`${day}T12:00:00Z`)
	d.setUTCDate(d.getUTCDate() + days)
	return d.toISOString().slice(0, 10)
}

/** Planner tab: the plan card, the Sun–Sat week strip and the selected day's planned meals. */
export function PlannerTab({ data }: { data: PlanningData }) {
	const href = useHref()
	const t = useT('planning')
	const tc = useT('common')
	const f = useFormat()
	const plan = data.plan
	const undo = data.undo
	if (!plan) {
		return (
			<section className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
				<Icon name="empty-plan" className="mx-auto size-28 text-accent-ink" />
				<p className="font-semibold">{t('empty')}</p>
				<LinkButton to={href({ new: '1' })} variant="primary" className="mt-4">
					{t('createFirst')}
				</LinkButton>
			</section>
		)
	}
	const dayMeals = data.weekMeals.filter((m) => m.date === data.day)
	const dayKcal = dayMeals.reduce((a, m) => a + m.estimatedCalories, 0)
	const within = Math.abs(dayKcal - plan.targetCalories) <= plan.targetCalories * 0.1
	const inPlan = data.day >= plan.startDate && data.day <= plan.endDate
	return (
		<>
			<section aria-labelledby="plan-name" className="rounded-2xl bg-white p-4 shadow-sm" data-testid="plan-card">
				<div className="flex items-start justify-between gap-2">
					<div>
						<h2 id="plan-name" className="text-lg font-bold">
							{plan.name}
						</h2>
						{plan.description ? <p className="text-sm text-slate-700">{plan.description}</p> : null}
						<p className="text-xs text-slate-600">
							{t('plan.dates', { start: shortDay(f, plan.startDate, data.today), end: shortDay(f, plan.endDate, data.today) })}
						</p>
					</div>
					<div className="flex flex-col items-end gap-2">
						{plan.isActive ? <Tag className="bg-brand-100 text-brand-800">{t('plan.active')}</Tag> : null}
						<LinkButton to={href({ plans: '1' })}>{t('plan.switch')}</LinkButton>
					</div>
				</div>
				<dl className="mt-3 grid grid-cols-4 gap-2 text-center text-sm">
					{[
						[tc('macro.calories'), f.number(plan.targetCalories)],
						[tc('macro.protein'), tc('unit.g', { value: plan.targetProtein })],
						[tc(data.netCarbs ? 'macro.netCarbs' : 'macro.carbs'), tc('unit.g', { value: plan.targetCarbs })],
						[tc('macro.fat'), tc('unit.g', { value: plan.targetFat })],
					].map(([k, v]) => (
						<div key={k} className="rounded-lg bg-slate-50 p-2">
							<dt className="hyphens-auto text-xs text-slate-700 [overflow-wrap:anywhere]">{k}</dt>
							<dd className="font-semibold">{v}</dd>
						</div>
					))}
				</dl>
			</section>

			<section aria-label={t('week.label')} className="rounded-2xl bg-white p-3 shadow-sm">
				<div className="flex items-center justify-between">
					<Link to={href({ week: shiftWeek(data.week[0]!, -7), day: null })} aria-label={t('week.previous')} className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-xl">
						<Icon name="chevron-left" className="size-6" />
					</Link>
					<p className="text-sm font-semibold">
						{shortDay(f, data.week[0]!, data.today)} – {shortDay(f, data.week[6]!, data.today)}
					</p>
					<Link to={href({ week: shiftWeek(data.week[0]!, 7), day: null })} aria-label={t('week.next')} className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-xl">
						<Icon name="chevron-right" className="size-6" />
					</Link>
				</div>
				<ol className="mt-2 grid grid-cols-7 gap-1" aria-label={t('week.days')}>
					{data.week.map((d) => {
						const kcal = data.weekMeals.filter((m) => m.date === d).reduce((a, m) => a + m.estimatedCalories, 0)
						return (
							<li key={d}>
								<Link
									to={href({ day: d, week: data.week[0]! })}
									aria-current={d === data.day ? 'date' : undefined}
									aria-label={kcal ? t('week.dayPlanned', { day: dayLabel(f, d, 'long'), kcal: f.number(wholeAmount(kcal)) }) : dayLabel(f, d, 'long')}
									className={cn('flex min-h-14 flex-col items-center justify-center rounded-lg text-xs', d === data.day ? 'bg-brand-700 text-white' : 'bg-slate-50 text-slate-800', d === data.today && d !== data.day && 'ring-2 ring-brand-600')}
								>
									<span className="font-semibold">{dayLabel(f, d)}</span>
									<span>{Number(d.slice(8))}</span>
								</Link>
							</li>
						)
					})}
				</ol>
			</section>

			<section aria-labelledby="day-title" className="space-y-2">
				<div className="flex items-center justify-between gap-2">
					<h2 id="day-title" className="text-lg font-bold">
						{data.day === data.today ? t('day.today') : dayLabel(f, data.day, 'long')}
					</h2>
					<PostButton intent="refill" fields={{ planId: plan.id, from: data.week[0]! }}>
						{t('day.refill')}
					</PostButton>
				</div>
				{dayMeals.length > 0 ? (
					<p className={cn('text-sm', within ? 'text-brand-800' : 'text-amber-800')} data-testid="day-total">
						{t(within ? 'day.totalWithin' : 'day.totalOutside', { kcal: wholeAmount(dayKcal), target: plan.targetCalories })}
					</p>
				) : (
					<p className="rounded-xl bg-white p-4 text-sm text-slate-700">{inPlan ? t('day.nothing') : t('day.outside')}</p>
				)}
				{data.plannedCarbs ? <CarbsLine carbs={data.plannedCarbs.day} testId="day-carbs" /> : null}
				{data.dayNutrients ? <CompactNutrients panel={data.dayNutrients} title={t('day.nutrients')} idPrefix="planned-nutrients" /> : null}
				<ul className="space-y-2">
					{dayMeals.map((m) => (
						<li key={m.id} className="rounded-xl bg-white p-3 shadow-sm" data-testid="planned-meal">
							<p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{f.meal(m.mealType)}</p>
							<p className="font-semibold">{m.recipeId ? <Link to={`/recipes/${m.recipeId}`} className="underline decoration-slate-300 underline-offset-2">{m.name}</Link> : m.name}</p>
							<p className="text-xs text-slate-700">
								{t('servings', { count: m.servings })}
							</p>
							<Macros n={{ kcal: m.estimatedCalories, proteinG: m.estimatedProtein, carbsG: m.estimatedCarbs, fatG: m.estimatedFat }} carbs={data.plannedCarbs?.meals[m.id]} />
							<div className="mt-2 flex flex-wrap gap-2">
								{m.loggedAt ? (
									<>
										<span className="inline-flex min-h-11 items-center gap-1 rounded-lg bg-brand-50 px-3 text-sm font-semibold text-brand-800" data-testid="planned-logged">
											<Icon name="check" className="size-4" />
											{t('meal.logged')}
										</span>
										{undo && undo.plannedMealId === m.id ? (
											<PostButton intent="unlog" fields={{ plannedMealId: m.id, entries: undo.entries }} label={t('meal.undoLabel', { name: m.name })}>
												{t('meal.undo')}
											</PostButton>
										) : null}
									</>
								) : (
									<PostButton intent="log" fields={{ plannedMealId: m.id }} variant="primary" label={t('meal.logLabel', { name: m.name })}>
										{t('meal.log')}
									</PostButton>
								)}
								<LinkButton to={href({ replace: m.id })} label={t('meal.replaceLabel', { name: m.name })}>
									{t('meal.replace')}
								</LinkButton>
								<PostButton intent="remove" fields={{ plannedMealId: m.id }} variant="danger" label={t('meal.removeLabel', { name: m.name })}>
									{t('meal.remove')}
								</PostButton>
							</div>
						</li>
					))}
				</ul>
			</section>
		</>
	)
}
