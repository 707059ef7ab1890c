/**
 * 'Selected Foods' of the capture screen: the results the user picked (kept in the URL, see
 * ./selected.ts), each removable, and 'Log to Today's Meals', which logs them all at once
 * (`intent=log-selected`, one transaction through the domain's logFoods). Plain links and a
 * form, so it works without JavaScript.
 */
import { Form, Link } from '@remix-run/react'
import { Button } from '#app/components/button.tsx'
import { Icon } from '#app/components/icon.tsx'
import { useT } from '#app/utils/i18n.tsx'
import type { MealType } from '#db/schema.ts'
import { selKey, selValue, type Selected } from './selected.ts'

export function SelectedFoods({
	selected,
	mealType,
	date,
	hrefWith,
	searchFor,
}: {
	selected: Selected[]
	mealType: MealType
	date: string
	/** This screen's URL with `list` as its selection. */
	hrefWith: (list: Selected[]) => string
	/** What 'Search Database' searches for (the first result's name or the transcript), if anything. */
	searchFor: string
}) {
	const t = useT('logging')
	return (
		<section aria-labelledby="selected-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id="selected-title" className="mb-2 text-lg font-bold">
				{t('selected.title')}
			</h2>
			{selected.length === 0 ? (
				<p className="text-sm text-slate-700">{t('selected.empty')}</p>
			) : (
				<ul className="mb-3 flex flex-wrap gap-2" aria-label={t('selected.list')}>
					{selected.map((s, i) => (
						<li key={selKey(s)} className="flex items-center gap-1 rounded-full bg-brand-100 py-1 pl-3 pr-1 text-sm text-brand-800">
							{s.name}
							<Link
								to={hrefWith(selected.filter((_, j) => j !== i))}
								replace
								preventScrollReset
								aria-label={t('selected.remove', { name: s.name })}
								className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full font-bold"
							>
								<Icon name="close" className="size-5" />
							</Link>
						</li>
					))}
				</ul>
			)}
			{/* One button per row: 'Log to Today's Meals' (and its German, the longest) stays on one line at 390 px. */}
			<div className="grid gap-2">
				<Form method="post">
					<input type="hidden" name="intent" value="log-selected" />
					<input type="hidden" name="mealType" value={mealType} />
					<input type="hidden" name="date" value={date} />
					<input type="hidden" name="returnTo" value={hrefWith(selected)} />
					{selected.map((s) => (
						<input key={selKey(s)} type="hidden" name="sel" value={selValue(s)} />
					))}
					<Button type="submit" className="w-full" disabled={selected.length === 0} data-testid="log-selected">
						{t('selected.log')}
					</Button>
				</Form>
				<Link
					to={searchFor ? `/search?${new URLSearchParams({ q: searchFor.slice(0, 100) })}` : '/search'}
					className="flex min-h-11 items-center justify-center rounded-xl border border-slate-300 bg-white px-3 font-semibold"
				>
					{t('selected.search')}
				</Link>
			</div>
		</section>
	)
}
