import { Form, Link } from '@remix-run/react'
import { Icon } from '#app/components/icon.tsx'
import { useFormat, useT } from '#app/utils/i18n.tsx'
import { DIET_FILTERS, RECIPE_TIME_FILTERS } from '#app/domain/recipes/rules.ts'
import type { PlanningData } from './planning-data.server.ts'
import { cn, wholeAmount } from '#app/utils/misc.ts'
import { Macros } from '#app/components/recipes/macros.tsx'
import { LinkButton, MoreLink, PostButton, Tag, useHref } from './shared.tsx'

/** The meal types of the meal filter (db/schema.ts MEAL_TYPES, kept out of the page's JavaScript). */
const MEAL_FILTERS = ['breakfast', 'lunch', 'dinner', 'snack'] as const

/** Diet labels the spec's filter names, the ones a row lists. */
const SHOWN_LABELS = new Set(['vegetarian', 'vegan', 'keto', 'paleo'])

const selectClass = 'min-h-11 w-full rounded-lg border border-field bg-surface px-2 text-sm text-ink'

/**
 * Recipes tab (spec section 2): a search box, the diet filter, a meal and a time filter, and a
 * compact list, one page at a time (RECIPE_PAGE) with 'More recipes'. Each row is a `<details>`:
 * the name, total time, servings and calories; opened, the tags, diet labels, macros per
 * serving, 'View Recipe', 'Add to Plan' and 'Log a serving' (then 'Logged' with an Undo). The
 * search and filters are a GET form and links, so everything works without JavaScript.
 */
export function RecipesTab({ data }: { data: PlanningData }) {
	const href = useHref()
	const t = useT('planning')
	const tr = useT('recipes')
	const tc = useT('common')
	const f = useFormat()
	return (
		<section aria-label={t('recipes.label')} className="space-y-3">
			<Form method="get" action="/meal-planning" role="search" className="space-y-2" data-testid="recipe-filters">
				<input type="hidden" name="tab" value="recipes" />
				{data.plan ? <input type="hidden" name="plan" value={data.plan.id} /> : null}
				<input type="hidden" name="diet" value={data.diet} />
				<div className="flex gap-2">
					<label htmlFor="recipe-q" className="sr-only">
						{t('recipes.search')}
					</label>
					<input id="recipe-q" name="q" type="search" defaultValue={data.q} maxLength={100} placeholder={t('recipes.placeholder')} className="min-h-11 min-w-0 flex-1 rounded-lg border border-field bg-surface px-3" />
					<button type="submit" className="min-h-11 shrink-0 rounded-lg bg-accent px-4 font-semibold text-on-accent">
						{t('recipes.searchButton')}
					</button>
				</div>
				<div className="grid grid-cols-2 gap-2">
					<div>
						<label htmlFor="recipe-meal" className="block text-xs font-medium text-ink-soft">
							{t('recipes.mealFilter')}
						</label>
						<select id="recipe-meal" name="meal" defaultValue={data.mealFilter} className={selectClass}>
							<option value="any">{t('recipes.anyMeal')}</option>
							{MEAL_FILTERS.map((m) => (
								<option key={m} value={m}>
									{f.meal(m)}
								</option>
							))}
						</select>
					</div>
					<div>
						<label htmlFor="recipe-time" className="block text-xs font-medium text-ink-soft">
							{t('recipes.timeFilter')}
						</label>
						<select id="recipe-time" name="time" defaultValue={data.timeFilter ?? 'any'} className={selectClass}>
							<option value="any">{t('recipes.anyTime')}</option>
							{RECIPE_TIME_FILTERS.map((m) => (
								<option key={m} value={m}>
									{t('recipes.upTo', { minutes: m })}
								</option>
							))}
						</select>
					</div>
				</div>
			</Form>
			<nav aria-label={t('recipes.dietFilter')}>
				<ul className="flex flex-wrap gap-2">
					{DIET_FILTERS.map((d) => (
						<li key={d}>
							<Link
								to={href({
									diet: d === 'all' ? null : d,
									rcursor: null,
									served: null,
									undo: null,
								})}
								aria-current={data.diet === d ? 'true' : undefined}
								preventScrollReset
								className={cn('inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold', data.diet === d ? 'border-accent bg-accent text-on-accent' : 'border-field bg-surface text-ink')}
							>
								{d === 'all' ? t('recipes.all') : tr(`diet.${d}`)}
							</Link>
						</li>
					))}
				</ul>
			</nav>
			<div className="flex items-center justify-between gap-2">
				<p className="text-sm text-ink-soft" data-testid="recipe-count">
					{t(data.recipesMore || data.recipesPaged ? 'recipes.countOnPage' : 'recipes.count', { count: data.recipes.length })}
				</p>
				<LinkButton to="/recipes/new">{t('recipes.new')}</LinkButton>
			</div>
			{data.recipes.length === 0 && data.recipesFiltered ? (
				<div className="rounded-2xl bg-surface p-4 text-sm text-ink-soft">
					<p>{t('recipes.noMatch')}</p>
					<Link
						to={href({
							q: null,
							diet: null,
							meal: null,
							time: null,
							rcursor: null,
						})}
						className="mt-2 inline-flex min-h-11 items-center font-semibold text-accent-ink underline"
					>
						{t('recipes.clear')}
					</Link>
				</div>
			) : null}
			{data.recipes.length ? (
				<ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface" aria-label={t('recipes.list')}>
					{data.recipes.map((r) => {
						const served = data.served?.recipeId === r.id ? data.served : null
						return (
							<li key={r.id} data-testid="recipe-card">
								<details className="group" open={served != null}>
									<summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 px-4 py-2 hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
										<span className="min-w-0 flex-1">
											<span className="block font-semibold text-ink [overflow-wrap:anywhere]" data-testid="recipe-name">
												{r.name}
											</span>
											<span className="block text-xs text-ink-muted">
												{tr('minutes', { minutes: r.totalTime })} · {t('servings', { count: r.servings })}
												{r.difficulty ? ` · ${tr(`difficultyInline.${r.difficulty}`)}` : ''}
												{r.ingredientCount
													? ` · ${tc('unit.kcal', {
															value: wholeAmount(r.perServing.kcal),
													  })}`
													: ''}
											</span>
										</span>
										<Icon name="chevron-right" className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-90" />
									</summary>
									<div className="space-y-2 px-4 pb-4">
										{!r.builtIn || r.labels.some((l) => SHOWN_LABELS.has(l)) ? (
											<p className="text-xs text-ink-muted">{[r.builtIn ? null : t('recipes.yours'), ...r.labels.filter((l) => SHOWN_LABELS.has(l)).map((l) => tr(`diet.${l}`))].filter(Boolean).join(' · ')}</p>
										) : null}
										{r.tags.length ? (
											<div className="flex flex-wrap gap-1">
												{r.tags.slice(0, 3).map((tag) => (
													<Tag key={tag}>{tag}</Tag>
												))}
											</div>
										) : null}
										{r.ingredientCount ? (
											<div>
												<Macros n={r.perServing} carbs={r.carbs} />
												<p className="text-xs text-ink-muted">{t('recipes.perServing')}</p>
											</div>
										) : (
											<p className="text-sm text-warning-ink">{t('recipes.noIngredients')}</p>
										)}
										<div className="flex flex-wrap gap-2">
											<LinkButton to={`/recipes/${r.id}`} label={t('recipes.viewLabel', { name: r.name })}>
												{t('recipes.view')}
											</LinkButton>
											<LinkButton to={href({ add: r.id })} label={t('recipes.addLabel', { name: r.name })}>
												{t('add.submit')}
											</LinkButton>
											{served ? (
												<>
													<span className="inline-flex min-h-11 items-center gap-1 rounded-lg bg-accent-soft px-3 text-sm font-semibold text-brand-800" data-testid="recipe-logged">
														<Icon name="check" className="size-4" />
														{t('meal.logged')}
													</span>
													<PostButton intent="unlog-serving" fields={{ recipeId: r.id, entries: served.entries }} label={t('recipes.undoLabel', { name: r.name })}>
														{t('meal.undo')}
													</PostButton>
												</>
											) : r.ingredientCount ? (
												<PostButton
													intent="log-serving"
													fields={{
														recipeId: r.id,
														mealType: data.defaultMealType,
													}}
													label={t('recipes.logLabel', { name: r.name })}
												>
													{t('recipes.log')}
												</PostButton>
											) : null}
										</div>
									</div>
								</details>
							</li>
						)
					})}
				</ul>
			) : null}
			<MoreLink to={data.recipesMore ? href({ rcursor: data.recipesMore, served: null, undo: null }) : null} firstTo={href({ rcursor: null, served: null, undo: null })} paged={data.recipesPaged} label={t('recipes.more')} />
		</section>
	)
}
