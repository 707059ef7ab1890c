import { Form, Link } from '@remix-run/react'
import { useT } from '#app/utils/i18n.tsx'
import { DIET_FILTERS } from '#app/domain/recipes/rules.ts'
import type { PlanningData } from './planning-data.server.ts'
import { cn } from '#app/utils/misc.ts'
import { Macros } from '#app/components/recipes/macros.tsx'
import { LinkButton, MoreLink, PostButton, Tag, useHref } from './shared.tsx'

/** Recipes tab: search, diet filter and recipe cards (spec section 2; real pages and actions). */
export function RecipesTab({ data }: { data: PlanningData }) {
	const href = useHref()
	const t = useT('planning')
	const tr = useT('recipes')
	return (
		<section aria-label={t('recipes.label')} className="space-y-3">
			<Form method="get" action="/meal-planning" role="search" className="flex gap-2">
				<input type="hidden" name="tab" value="recipes" />
				{data.plan ? <input type="hidden" name="plan" value={data.plan.id} /> : null}
				<input type="hidden" name="diet" value={data.diet} />
				<label htmlFor="recipe-q" className="sr-only">
					{t('recipes.search')}
				</label>
				<input id="recipe-q" name="q" type="search" defaultValue={data.q} maxLength={100} placeholder={t('recipes.placeholder')} className="min-h-11 flex-1 rounded-lg border border-slate-400 bg-white px-3" />
				<button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white">
					{t('recipes.searchButton')}
				</button>
			</Form>
			<nav aria-label={t('recipes.dietFilter')}>
				<ul className="flex flex-wrap gap-2">
					{DIET_FILTERS.map((d) => (
						<li key={d}>
							<Link to={href({ diet: d === 'all' ? null : d, rcursor: null })} aria-current={data.diet === d ? 'true' : undefined} preventScrollReset className={cn('inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold', data.diet === d ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800')}>
								{d === 'all' ? t('recipes.all') : tr(`diet.${d}`)}
							</Link>
						</li>
					))}
				</ul>
			</nav>
			<div className="flex items-center justify-between">
				<p className="text-sm text-slate-700">{t(data.recipesMore || data.recipesPaged ? 'recipes.countOnPage' : 'recipes.count', { count: data.recipes.length })}</p>
				<LinkButton to="/recipes/new">{t('recipes.new')}</LinkButton>
			</div>
			<ul className="space-y-3" aria-label={t('recipes.list')}>
				{data.recipes.map((r) => (
					<li key={r.id} className="rounded-2xl bg-white p-4 shadow-sm" data-testid="recipe-card">
						<h3 className="font-semibold">{r.name}</h3>
						<p className="text-xs text-slate-700">
							{tr('minutes', { minutes: r.totalTime })} · {t('servings', { count: r.servings })}
							{r.difficulty ? ` · ${tr(`difficultyInline.${r.difficulty}`)}` : ''}
							{r.builtIn ? '' : ` · ${t('recipes.yours')}`}
						</p>
						<div className="mt-1 flex flex-wrap gap-1">
							{r.tags.slice(0, 3).map((t) => (
								<Tag key={t}>{t}</Tag>
							))}
						</div>
						<p className="mt-1 text-xs text-slate-700">{r.labels.filter((l) => l === 'vegetarian' || l === 'vegan' || l === 'keto' || l === 'paleo').map((l) => tr(`diet.${l}`)).join(' · ')}</p>
						{r.ingredientCount ? <Macros n={r.perServing} carbs={r.carbs} className="mt-1" /> : <p className="mt-1 text-sm text-amber-800">{t('recipes.noIngredients')}</p>}
						<p className="text-xs text-slate-600">{t('recipes.perServing')}</p>
						<div className="mt-2 flex flex-wrap gap-2">
							<LinkButton to={`/recipes/${r.id}`} label={t('recipes.viewLabel', { name: r.name })}>
								{t('recipes.view')}
							</LinkButton>
							<LinkButton to={href({ add: r.id })} label={t('add.title', { name: r.name })}>
								{t('add.submit')}
							</LinkButton>
							{r.ingredientCount ? (
								<PostButton intent="log-serving" fields={{ recipeId: r.id, mealType: data.defaultMealType }} label={t('recipes.logLabel', { name: r.name })}>
									{t('recipes.log')}
								</PostButton>
							) : null}
						</div>
					</li>
				))}
			</ul>
			<MoreLink to={data.recipesMore ? href({ rcursor: data.recipesMore }) : null} firstTo={href({ rcursor: null })} paged={data.recipesPaged} label={t('recipes.more')} />
		</section>
	)
}
