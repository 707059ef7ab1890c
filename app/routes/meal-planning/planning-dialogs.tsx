import { Form, Link } from '@remix-run/react'
import { Sheet } from '#app/components/sheet.tsx'
import { PICKER_TAGS_PER_CATEGORY, PLAN_CATEGORIES } from '#app/domain/planning/options.ts'
import { rich, useFormat, useT } from '#app/utils/i18n.tsx'
import type { PlanningData } from './planning-data.server.ts'
import type { PlanningActionData } from './planning-screen.tsx'
import { cn } from '#app/utils/misc.ts'
import { MEAL_TYPES } from '#db/schema.ts'
import { NewPlanForm } from './new-plan-form.tsx'
import { Macros } from '#app/components/recipes/macros.tsx'
import { BackField, dayLabel, MoreLink, PostButton, shortDay, Tag, useHref, useOptionLabel } from './shared.tsx'

/**
 * The /meal-planning dialogs the URL opens (`new`, `plans`, `replace`, `add`) or a refused Create
 * New Meal Plan re-renders (`actionData`). Loaded on demand (planning-screen.tsx).
 */
export function PlanningDialogs({ data, actionData }: { data: PlanningData; actionData: PlanningActionData | null }) {
	const href = useHref()
	const t = useT('planning')
	const f = useFormat()
	const createFailed = actionData?.result?.initialValue?.intent === 'create-plan'
	return (
		<>
			{data.dialog === 'new' || createFailed ? (
				<Sheet title={t('create.title')} closeTo={href({ new: null })} labelId="new-plan-title">
					<NewPlanForm data={data} actionData={createFailed ? actionData : null} />
				</Sheet>
			) : null}
			{data.dialog === 'plans' ? <PlanPicker data={data} /> : null}
			{data.dialog === 'replace' && data.replace ? (
				<Sheet title={t('replace.title', { name: data.replace.name })} closeTo={href({ replace: null })} labelId="replace-title">
					<p className="mb-3 text-sm text-slate-700">{t('replace.intro', { servings: f.number(data.replace.servings, 2) })}</p>
					<ul className="space-y-2">
						{data.choices.map((r) => (
							<li key={r.id} className="flex items-center gap-2 rounded-xl border border-slate-200 p-3">
								<div className="min-w-0 flex-1">
									<p className="font-semibold">{r.name}</p>
									<Macros n={r.perServing} carbs={r.carbs} />
								</div>
								<PostButton intent="replace" fields={{ plannedMealId: data.replace!.id, recipeId: r.id }} label={t('replace.chooseLabel', { name: r.name })}>
									{t('replace.choose')}
								</PostButton>
							</li>
						))}
					</ul>
				</Sheet>
			) : null}
			{data.dialog === 'add' && data.addRecipe ? (
				<Sheet title={t('add.title', { name: data.addRecipe.name })} closeTo={href({ add: null })} labelId="add-title">
					{data.plan ? (
						<Form method="post" action="/meal-planning" className="space-y-3">
							<BackField />
							<input type="hidden" name="intent" value="add-to-plan" />
							<input type="hidden" name="planId" value={data.plan.id} />
							<input type="hidden" name="recipeId" value={data.addRecipe.id} />
							<p className="text-sm text-slate-700">{t('add.plan', { name: data.plan.name })}</p>
							<label className="block text-sm font-medium">
								{t('add.day')}
								<select name="date" defaultValue={data.plan.startDate <= data.today && data.today <= data.plan.endDate ? data.today : data.plan.startDate} className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3">
									{planDays(data.plan.startDate, data.plan.endDate).map((d) => (
										<option key={d} value={d}>
											{dayLabel(f, d, 'long')}
										</option>
									))}
								</select>
							</label>
							<label className="block text-sm font-medium">
								{t('add.meal')}
								<select name="mealType" defaultValue={data.addRecipe.mealTypes[0] ?? data.defaultMealType} className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3">
									{MEAL_TYPES.map((m) => (
										<option key={m} value={m}>
											{f.meal(m)}
										</option>
									))}
								</select>
							</label>
							<label className="block text-sm font-medium">
								{t('add.servings')}
								<input name="servings" type="number" min="0.25" max="10" step="0.25" defaultValue="1" className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3" />
							</label>
							<button type="submit" className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white">
								{t('add.submit')}
							</button>
						</Form>
					) : (
						<p>
							{rich(t, 'add.noPlans', {
								link: (
									<Link to={href({ add: null, new: '1' })} className="font-semibold text-brand-800 underline">
										{t('add.noPlansLink')}
									</Link>
								),
							})}
						</p>
					)}
				</Sheet>
			) : null}
		</>
	)
}

function planDays(from: string, to: string): string[] {
	const out: string[] = []
	const d = new Date(`${from}T12:00:00Z`)
	while (out.length < 31) {
		const iso = d.toISOString().slice(0, 10)
		if (iso > to) break
		out.push(iso)
		d.setUTCDate(d.getUTCDate() + 1)
	}
	return out
}

/** 'Your Meal Plans' picker: at most 2 tags per category (spec section 9), Switch per plan. */
function PlanPicker({ data }: { data: PlanningData }) {
	const href = useHref()
	const t = useT('planning')
	const f = useFormat()
	const option = useOptionLabel()
	return (
		<Sheet title={t('plans.title')} closeTo={href({ plans: null })} labelId="plans-title">
			{data.plans.items.length === 0 ? <p>{t('empty')}</p> : null}
			<ul className="space-y-3">
				{data.plans.items.map((p) => (
					<li key={p.id} className={cn('rounded-xl border p-3', data.plan?.id === p.id ? 'border-brand-600 bg-brand-50' : 'border-slate-200')}>
						<div className="flex items-start justify-between gap-2">
							<div>
								<p className="font-semibold">
									{p.name} {p.isActive ? <Tag className="ml-1 bg-brand-100 text-brand-800">{t('plan.active')}</Tag> : null}
								</p>
								<p className="text-xs text-slate-700">
									{t('plan.dates', { start: shortDay(f, p.startDate, data.today), end: shortDay(f, p.endDate, data.today) })} · {f.kcal(p.targetCalories)}
								</p>
							</div>
						</div>
						<div className="mt-2 flex flex-wrap gap-1">
							{PLAN_CATEGORIES.flatMap((c) => (p[c.field] as string[]).slice(0, PICKER_TAGS_PER_CATEGORY).map((o) => <Tag key={`${c.field}-${o}`}>{option(o)}</Tag>))}
						</div>
						<div className="mt-2 flex gap-2">
							<Link to={href({ plan: p.id, plans: null, week: null, day: null })} className="inline-flex min-h-11 items-center rounded-lg border border-slate-400 px-3 text-sm font-semibold">
								{t('plans.view')}
							</Link>
							{p.isActive ? null : (
								<PostButton intent="switch-plan" fields={{ planId: p.id }} variant="primary" label={t('plans.switchTo', { name: p.name })}>
									{t('plan.switch')}
								</PostButton>
							)}
							<PostButton intent="delete-plan" fields={{ planId: p.id }} variant="danger" label={t('plans.deleteLabel', { name: p.name })}>
								{t('plans.delete')}
							</PostButton>
						</div>
					</li>
				))}
			</ul>
			<MoreLink to={data.plans.nextCursor ? href({ pcursor: data.plans.nextCursor }) : null} firstTo={href({ pcursor: null })} paged={Boolean(data.plansPaged)} label={t('plans.more')} />
		</Sheet>
	)
}
