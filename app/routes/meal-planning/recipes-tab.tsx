import { Form, Link } from '@remix-run/react'
import { DIET_LABEL_NAMES } from '#app/domain/foods/classify/index.ts'
import { DIET_FILTERS } from '#app/domain/recipes/rules.ts'
import type { PlanningData } from './planning-data.server.ts'
import { cn } from '#app/utils/misc.ts'
import { Macros } from '#app/components/recipes/macros.tsx'
import { LinkButton, MoreLink, PostButton, Tag, useHref } from './shared.tsx'

const FILTER_NAMES = { all: 'All', vegetarian: 'Vegetarian', vegan: 'Vegan', keto: 'Keto', paleo: 'Paleo' } as const

/** Recipes tab: search, diet filter and recipe cards (spec section 2; real pages and actions). */
export function RecipesTab({ data }: { data: PlanningData }) {
	const href = useHref()
	return (
		<section aria-label="Recipes" className="space-y-3">
			<Form method="get" action="/meal-planning" role="search" className="flex gap-2">
				<input type="hidden" name="tab" value="recipes" />
				{data.plan ? <input type="hidden" name="plan" value={data.plan.id} /> : null}
				<input type="hidden" name="diet" value={data.diet} />
				<label htmlFor="recipe-q" className="sr-only">
					Search recipes
				</label>
				<input id="recipe-q" name="q" type="search" defaultValue={data.q} maxLength={100} placeholder="Search recipes or ingredients" className="min-h-11 flex-1 rounded-lg border border-slate-400 bg-white px-3" />
				<button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white">
					Search
				</button>
			</Form>
			<nav aria-label="Diet filter">
				<ul className="flex flex-wrap gap-2">
					{DIET_FILTERS.map((d) => (
						<li key={d}>
							<Link to={href({ diet: d === 'all' ? null : d, rcursor: null })} aria-current={data.diet === d ? 'true' : undefined} preventScrollReset className={cn('inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold', data.diet === d ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800')}>
								{FILTER_NAMES[d]}
							</Link>
						</li>
					))}
				</ul>
			</nav>
			<div className="flex items-center justify-between">
				<p className="text-sm text-slate-700">{data.recipesMore || data.recipesPaged ? `${data.recipes.length} recipes on this page` : `${data.recipes.length} recipes`}</p>
				<LinkButton to="/recipes/new">New recipe</LinkButton>
			</div>
			<ul className="space-y-3" aria-label="Recipe list">
				{data.recipes.map((r) => (
					<li key={r.id} className="rounded-2xl bg-white p-4 shadow-sm" data-testid="recipe-card">
						<h3 className="font-semibold">{r.name}</h3>
						<p className="text-xs text-slate-700">
							{r.totalTime} min · {r.servings} {r.servings === 1 ? 'serving' : 'servings'}
							{r.difficulty ? ` · ${r.difficulty}` : ''}
							{r.builtIn ? '' : ' · Your recipe'}
						</p>
						<div className="mt-1 flex flex-wrap gap-1">
							{r.tags.slice(0, 3).map((t) => (
								<Tag key={t}>{t}</Tag>
							))}
						</div>
						<p className="mt-1 text-xs text-slate-700">{r.labels.filter((l) => l === 'vegetarian' || l === 'vegan' || l === 'keto' || l === 'paleo').map((l) => DIET_LABEL_NAMES[l]).join(' · ')}</p>
						{r.ingredientCount ? <Macros n={r.perServing} carbs={r.carbs} className="mt-1" /> : <p className="mt-1 text-sm text-amber-800">No ingredients yet</p>}
						<p className="text-xs text-slate-600">per serving</p>
						<div className="mt-2 flex flex-wrap gap-2">
							<LinkButton to={`/recipes/${r.id}`} label={`View Recipe ${r.name}`}>
								View Recipe
							</LinkButton>
							<LinkButton to={href({ add: r.id })} label={`Add ${r.name} to Plan`}>
								Add to Plan
							</LinkButton>
							{r.ingredientCount ? (
								<PostButton intent="log-serving" fields={{ recipeId: r.id, mealType: data.defaultMealType }} label={`Log a serving of ${r.name}`}>
									Log a serving
								</PostButton>
							) : null}
						</div>
					</li>
				))}
			</ul>
			<MoreLink to={data.recipesMore ? href({ rcursor: data.recipesMore }) : null} firstTo={href({ rcursor: null })} paged={data.recipesPaged} label="More recipes" />
		</section>
	)
}
