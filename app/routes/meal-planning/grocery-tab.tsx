import { Form } from '@remix-run/react'
import { Icon } from '#app/components/icon.tsx'
import { groceryNames } from '#app/components/grocery/names.ts'
import { type Formatter, useFormat, useT } from '#app/utils/i18n.tsx'
import { addDaysIso } from '#app/domain/dates.ts'
import { GROCERY_CATEGORY_STYLES, type GroceryCategory } from '#app/domain/recipes/rules.ts'
import type { PlanningData } from './planning-data.server.ts'
import { cn } from '#app/utils/misc.ts'
import { BackField, PostButton, shortDay } from './shared.tsx'
import { ShareButton } from './share-button.tsx'

/**
 * A generated list's name as people read it: its stored name ('Week 1: 2026-11-25 to
 * 2026-11-27', kept for exports and the API) with the days written for the page's language
 * ('Week 1: Nov 25 to Nov 27').
 */
function listTitle(list: NonNullable<PlanningData['list']>, f: Formatter, today: string): string {
	if (!list.startDate || !list.days) return list.name
	const end = addDaysIso(list.startDate, list.days - 1)
	const suffix = `: ${list.startDate} to ${end}`
	return list.name.endsWith(suffix) ? `${list.name.slice(0, -suffix.length)}: ${shortDay(f, list.startDate, today)} – ${shortDay(f, end, today)}` : list.name
}

/** Grocery tab: generate from the plan, items grouped by category, server-side check-off, export. */
export function GroceryTab({ data }: { data: PlanningData }) {
	const t = useT('grocery')
	const f = useFormat()
	const names = groceryNames(t, f)
	const list = data.list
	const categories = Object.keys(GROCERY_CATEGORY_STYLES) as GroceryCategory[]
	return (
		<section aria-labelledby="grocery-title" className="space-y-3">
			<div className="flex items-center justify-between">
				<h2 id="grocery-title" className="text-lg font-bold">
					{t('title')}
				</h2>
				<span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold" data-testid="grocery-count">
					{t('items', { count: list ? list.itemCount : 0 })}
				</span>
			</div>
			{data.plan ? (
				<Form method="post" action="/meal-planning" className="rounded-2xl bg-white p-4 shadow-sm">
					<BackField />
					<input type="hidden" name="intent" value="generate" />
					<input type="hidden" name="mealPlanId" value={data.plan.id} />
					<p className="text-sm text-slate-700">{t('generate.intro', { plan: data.plan.name })}</p>
					<div className="mt-2 grid grid-cols-2 gap-2">
						<label className="text-sm font-medium">
							{t('generate.servings')}
							<input name="servings" type="number" min="0.5" max="20" step="0.5" defaultValue={data.groceryDefaults.servings} className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3" />
						</label>
						<label className="text-sm font-medium">
							{t('generate.days')}
							<input name="daysToGenerate" type="number" min="1" max="31" step="1" defaultValue={data.groceryDefaults.daysToGenerate} className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3" />
						</label>
					</div>
					<button type="submit" className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 font-semibold text-white">
						{t('generate.submit')}
					</button>
				</Form>
			) : (
				<p className="rounded-xl bg-white p-4 text-sm text-slate-700">{t('noPlan')}</p>
			)}
			{list ? (
				<>
					<p className="text-xs text-slate-700">
						{listTitle(list, f, data.today)} · {t('checked', { checked: list.checkedCount, count: list.itemCount })}
					</p>
					{categories.map((c) => {
						const items = list.items.filter((i) => i.category === c)
						if (items.length === 0) return null
						return (
							<section key={c} aria-label={names.category(c)} data-testid="grocery-category" className="rounded-2xl bg-white p-3 shadow-sm">
								<h3 className={cn('mb-2 inline-block rounded-full border px-3 py-0.5 text-sm font-semibold', GROCERY_CATEGORY_STYLES[c].className)}>{names.category(c)}</h3>
								<ul className="divide-y divide-slate-100">
									{items.map((i) => (
										<li key={i.id} data-testid="grocery-item">
											<Form method="post" action="/meal-planning" preventScrollReset>
												<BackField />
												<input type="hidden" name="intent" value="check" />
												<input type="hidden" name="itemId" value={i.id} />
												<input type="hidden" name="checked" value={i.checked ? 'false' : 'true'} />
												<button type="submit" role="checkbox" aria-checked={i.checked} aria-label={i.displayName} title={i.notes ?? i.name} className="flex min-h-11 w-full items-center gap-3 text-left">
													<span aria-hidden="true" className={cn('flex h-6 w-6 shrink-0 items-center justify-center rounded border-2', i.checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400')}>
														{i.checked ? <Icon name="check" className="size-4" /> : null}
													</span>
													<span className={cn('flex-1', i.checked && 'text-slate-500 line-through')}>{i.displayName}</span>
													<span className={cn('text-sm text-slate-700', i.checked && 'line-through')}>{i.quantity != null && i.unit ? names.amount({ quantity: i.quantity, unit: i.unit as 'g' }) : ''}</span>
												</button>
											</Form>
										</li>
									))}
								</ul>
							</section>
						)
					})}
					<ShareButton listId={list.id} title={list.name} />
					<PostButton intent="delete-list" fields={{ listId: list.id }} variant="danger" label={t('deleteLabel', { name: list.name })}>
						{t('delete')}
					</PostButton>
				</>
			) : (
				<p className="text-sm text-slate-700">{t('none')}</p>
			)}
		</section>
	)
}
