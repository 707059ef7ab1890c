import { Form, Link } from '@remix-run/react'
import { Sheet } from '#app/components/sheet.tsx'
import { mealTypeLabel } from '#app/domain/diary/meal-time.ts'
import { optionLabel, PICKER_TAGS_PER_CATEGORY, PLAN_CATEGORIES } from '#app/domain/planning/options.ts'
import type { PlanningData } from './planning-data.server.ts'
import { cn } from '#app/utils/misc.ts'
import { MEAL_TYPES } from '#db/schema.ts'
import { GoalsTab } from './goals-tab.tsx'
import { GroceryTab } from './grocery-tab.tsx'
import { NewPlanForm } from './new-plan-form.tsx'
import { PlannerTab } from './planner-tab.tsx'
import { RecipesTab } from './recipes-tab.tsx'
import { Macros } from '#app/components/recipes/macros.tsx'
import { BackField, dayLabel, MoreLink, PostButton, Tag, useHref } from './shared.tsx'

/**
 * What a failed post returns: only Create New Meal Plan re-renders (the HTML adapter's reply, its
 * form message the spec's toast text); the others redirect with a toast.
 */
export type PlanningActionData = { result?: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null } }

const TAB_LABELS = { planner: 'Planner', recipes: 'Recipes', grocery: 'Grocery', goals: 'Goals' } as const

/** The whole /meal-planning screen: header, tabs, the current tab and any dialog. */
export function PlanningScreen({ data, actionData }: { data: PlanningData; actionData: PlanningActionData | null }) {
	const href = useHref()
	const createFailed = actionData?.result?.initialValue?.intent === 'create-plan'
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<header className="flex items-center justify-between gap-2">
				<h1 className="text-2xl font-bold">Meal Planning</h1>
				<Link to={href({ new: '1', plans: null, replace: null, add: null })} preventScrollReset className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
					New Plan
				</Link>
			</header>
			<nav aria-label="Meal planning sections">
				<ul className="grid grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1">
					{(Object.keys(TAB_LABELS) as Array<keyof typeof TAB_LABELS>).map((tab) => (
						<li key={tab}>
							<Link
								to={href({ tab, new: null, plans: null, replace: null, add: null })}
								aria-current={data.tab === tab ? 'page' : undefined}
								preventScrollReset
								className={cn('flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold', data.tab === tab ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700')}
							>
								{TAB_LABELS[tab]}
							</Link>
						</li>
					))}
				</ul>
			</nav>
			{data.tab === 'planner' ? <PlannerTab data={data} /> : null}
			{data.tab === 'recipes' ? <RecipesTab data={data} /> : null}
			{data.tab === 'grocery' ? <GroceryTab data={data} /> : null}
			{data.tab === 'goals' ? <GoalsTab data={data} /> : null}

			{data.dialog === 'new' || createFailed ? (
				<Sheet title="Create New Meal Plan" closeTo={href({ new: null })} labelId="new-plan-title">
					<NewPlanForm data={data} actionData={createFailed ? actionData : null} />
				</Sheet>
			) : null}
			{data.dialog === 'plans' ? <PlanPicker data={data} /> : null}
			{data.dialog === 'replace' && data.replace ? (
				<Sheet title={`Replace ${data.replace.name}`} closeTo={href({ replace: null })} labelId="replace-title">
					<p className="mb-3 text-sm text-slate-700">Recipes your plan allows (its restrictions and allergies are applied). Servings stay at {data.replace.servings}.</p>
					<ul className="space-y-2">
						{data.choices.map((r) => (
							<li key={r.id} className="flex items-center gap-2 rounded-xl border border-slate-200 p-3">
								<div className="min-w-0 flex-1">
									<p className="font-semibold">{r.name}</p>
									<Macros n={r.perServing} carbs={r.carbs} />
								</div>
								<PostButton intent="replace" fields={{ plannedMealId: data.replace!.id, recipeId: r.id }} label={`Choose ${r.name}`}>
									Choose
								</PostButton>
							</li>
						))}
					</ul>
				</Sheet>
			) : null}
			{data.dialog === 'add' && data.addRecipe ? (
				<Sheet title={`Add ${data.addRecipe.name} to Plan`} closeTo={href({ add: null })} labelId="add-title">
					{data.plan ? (
						<Form method="post" action="/meal-planning" className="space-y-3">
							<BackField />
							<input type="hidden" name="intent" value="add-to-plan" />
							<input type="hidden" name="planId" value={data.plan.id} />
							<input type="hidden" name="recipeId" value={data.addRecipe.id} />
							<p className="text-sm text-slate-700">Plan: {data.plan.name}</p>
							<label className="block text-sm font-medium">
								Day
								<select name="date" defaultValue={data.plan.startDate <= data.today && data.today <= data.plan.endDate ? data.today : data.plan.startDate} className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3">
									{planDays(data.plan.startDate, data.plan.endDate).map((d) => (
										<option key={d} value={d}>
											{dayLabel(d, 'long')}
										</option>
									))}
								</select>
							</label>
							<label className="block text-sm font-medium">
								Meal
								<select name="mealType" defaultValue={data.addRecipe.mealTypes[0] ?? data.defaultMealType} className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3">
									{MEAL_TYPES.map((m) => (
										<option key={m} value={m}>
											{mealTypeLabel(m)}
										</option>
									))}
								</select>
							</label>
							<label className="block text-sm font-medium">
								Servings
								<input name="servings" type="number" min="0.25" max="10" step="0.25" defaultValue="1" className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3" />
							</label>
							<button type="submit" className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white">
								Add to Plan
							</button>
						</Form>
					) : (
						<p>
							No meal plans found. <Link to={href({ add: null, new: '1' })} className="font-semibold text-brand-800 underline">Create your first plan</Link> to add recipes to it.
						</p>
					)}
				</Sheet>
			) : null}
		</main>
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
	return (
		<Sheet title="Your Meal Plans" closeTo={href({ plans: null })} labelId="plans-title">
			{data.plans.items.length === 0 ? <p>No meal plans found. Create your first plan to get started!</p> : null}
			<ul className="space-y-3">
				{data.plans.items.map((p) => (
					<li key={p.id} className={cn('rounded-xl border p-3', data.plan?.id === p.id ? 'border-brand-600 bg-brand-50' : 'border-slate-200')}>
						<div className="flex items-start justify-between gap-2">
							<div>
								<p className="font-semibold">
									{p.name} {p.isActive ? <Tag className="ml-1 bg-brand-100 text-brand-800">Active</Tag> : null}
								</p>
								<p className="text-xs text-slate-700">
									{p.startDate} to {p.endDate} · {p.targetCalories} kcal
								</p>
							</div>
						</div>
						<div className="mt-2 flex flex-wrap gap-1">
							{PLAN_CATEGORIES.flatMap((c) => (p[c.field] as string[]).slice(0, PICKER_TAGS_PER_CATEGORY).map((t) => <Tag key={`${c.field}-${t}`}>{optionLabel(t)}</Tag>))}
						</div>
						<div className="mt-2 flex gap-2">
							<Link to={href({ plan: p.id, plans: null, week: null, day: null })} className="inline-flex min-h-11 items-center rounded-lg border border-slate-400 px-3 text-sm font-semibold">
								View
							</Link>
							{p.isActive ? null : (
								<PostButton intent="switch-plan" fields={{ planId: p.id }} variant="primary" label={`Switch to ${p.name}`}>
									Switch
								</PostButton>
							)}
							<PostButton intent="delete-plan" fields={{ planId: p.id }} variant="danger" label={`Delete ${p.name}`}>
								Delete
							</PostButton>
						</div>
					</li>
				))}
			</ul>
			<MoreLink to={data.plans.nextCursor ? href({ pcursor: data.plans.nextCursor }) : null} firstTo={href({ pcursor: null })} paged={Boolean(data.plansPaged)} label="More plans" />
		</Sheet>
	)
}
