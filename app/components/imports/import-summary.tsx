/**
 * What an import holds (a preview) or wrote (a done import), from the summary stored with it:
 * the counts, the date range, kcal per day, and every line that is skipped with its reason.
 * Server-rendered; no JavaScript.
 */
import type { ImportSummary } from '#app/domain/imports/imports.server.ts'
import { type Formatter, type Translate, useFormat, useT } from '#app/utils/i18n.tsx'
import type { MessageKey } from '#app/locales/catalogs.ts'
import { importMessage } from './messages.ts'

/** 'Mar 1, 2024' for an ISO day, in the page's language. */
export const shortDate = (f: Formatter, day: string) => f.day(day, { month: 'short', day: true, year: true })

/** 'Mar 1, 2024 – Mar 2, 2024' (one day: just it), or 'No dates' when the import holds nothing dated. */
export function dateRange(t: Translate<'imports'>, f: Formatter, s: Pick<ImportSummary, 'from' | 'to'>): string {
	if (!s.from || !s.to) return t('noDates')
	return s.from === s.to ? shortDate(f, s.from) : t('range', { from: shortDate(f, s.from), to: shortDate(f, s.to) })
}

/**
 * What an import holds or wrote, as a list: '6 entries, 1 weigh-in, 2 drinks of water' (the
 * weigh-ins and drinks only when there are some).
 */
export function writtenList(t: Translate<'imports'>, s: Pick<ImportSummary, 'entries' | 'weighIns' | 'water'>): string {
	return [t('n.entries', { count: s.entries }), s.weighIns ? t('n.weighIns', { count: s.weighIns }) : null, s.water ? t('n.waterDrinks', { count: s.water }) : null].filter(Boolean).join(', ')
}

/** The figures, the days and the skipped lines of an import's summary. */
export function ImportSummaryView({ summary }: { summary: ImportSummary }) {
	const t = useT('imports')
	const f = useFormat()
	const formatNumber = (n: number) => f.number(n)
	const unlistedDays = summary.days - summary.dayTotals.length
	const unlistedSkips = summary.skippedCount - summary.skipped.length
	return (
		<div className="space-y-4">
			<dl className="grid grid-cols-2 gap-2 text-sm" data-testid="import-figures">
				<Figure label={t('fig.days')} value={formatNumber(summary.days)} testId="import-days" />
				<Figure label={t('fig.entries')} value={formatNumber(summary.entries)} testId="import-entries" />
				<Figure label={t('fig.dates')} value={dateRange(t, f, summary)} testId="import-range" wide />
				<Figure label={t('fig.weighIns')} value={formatNumber(summary.weighIns)} testId="import-weigh-ins" />
				<Figure label={t('fig.water')} value={formatNumber(summary.water)} testId="import-water" />
			</dl>

			{summary.dayTotals.length ? (
				<details className="rounded-lg border border-slate-200" open={summary.dayTotals.length <= 14}>
					<summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold">{t('perDay')}</summary>
					<div className="max-h-96 overflow-y-auto">
						<table className="w-full text-sm" data-testid="import-day-table">
							<thead className="sticky top-0 bg-slate-50 text-left text-xs text-slate-700">
								<tr>
									<th scope="col" className="px-3 py-2 font-medium">
										{t('table.day')}
									</th>
									<th scope="col" className="px-3 py-2 text-right font-medium">
										{t('table.entries')}
									</th>
									<th scope="col" className="px-3 py-2 text-right font-medium">
										{t('table.kcal')}
									</th>
								</tr>
							</thead>
							<tbody className="divide-y divide-slate-100">
								{summary.dayTotals.map((d) => (
									<tr key={d.date} data-testid="import-day">
										<th scope="row" className="px-3 py-2 text-left font-normal">
											{shortDate(f, d.date)}
										</th>
										<td className="px-3 py-2 text-right">{formatNumber(d.entries)}</td>
										<td className="px-3 py-2 text-right">{formatNumber(d.kcal)}</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
					{unlistedDays > 0 ? <p className="px-3 py-2 text-xs text-slate-700">{t('moreDays', { count: unlistedDays })}</p> : null}
				</details>
			) : null}

			{summary.restore ? <BackupRestore restore={summary.restore} /> : null}

			<section aria-labelledby="import-skipped-title">
				<h3 id="import-skipped-title" className="text-sm font-semibold">
					{summary.skippedCount ? t('skipped.count', { count: summary.skippedCount }) : t('skipped.none')}
				</h3>
				{summary.skipped.length ? (
					<ul className="mt-1 max-h-64 space-y-1 overflow-y-auto text-sm text-slate-800" data-testid="import-skipped">
						{summary.skipped.map((s, i) => (
							<li key={`${s.line}-${i}`}>
								{t(s.column ? 'error.lineColumn' : 'error.line', { line: String(s.line), column: s.column ?? '', message: importMessage(t, f, s.reason) })}
							</li>
						))}
					</ul>
				) : null}
				{unlistedSkips > 0 ? <p className="mt-1 text-xs text-slate-700">{t('moreLines', { count: unlistedSkips })}</p> : null}
			</section>
		</div>
	)
}

function Figure({ label, value, testId, wide }: { label: string; value: string; testId: string; wide?: boolean }) {
	return (
		<div className={wide ? 'col-span-2 rounded-lg bg-slate-50 p-2' : 'rounded-lg bg-slate-50 p-2'}>
			<dt className="text-xs text-slate-700">{label}</dt>
			<dd className="font-semibold" data-testid={testId}>
				{value}
			</dd>
		</div>
	)
}

/** What a Platewise backup restores beside its entries, weigh-ins and drinks (only what it holds). */
function BackupRestore({ restore }: { restore: NonNullable<ImportSummary['restore']> }) {
	const t = useT('imports')
	const f = useFormat()
	const counts: [number, MessageKey<'imports'>][] = [
		[restore.customFoods, 'restore.customFoods'],
		[restore.recipes, 'restore.recipes'],
		[restore.mealPlans, 'restore.mealPlans'],
		[restore.groceryLists, 'restore.groceryLists'],
		[restore.savedMeals, 'restore.savedMeals'],
		[restore.goalHistory, 'restore.goalHistory'],
		[restore.nutrientTargetOverrides, 'restore.nutrientTargets'],
		[restore.checkIns, 'restore.checkIns'],
		[restore.measurements, 'restore.measurements'],
	]
	const items = [restore.profile ? t('restore.profile') : null, restore.goals ? t('restore.goals') : null, ...counts.filter(([n]) => n > 0).map(([n, key]) => t(key, { count: n }))].filter(Boolean)
	return (
		<section aria-labelledby="import-restore-title">
			<h3 id="import-restore-title" className="text-sm font-semibold">
				{t('restore.title')}
			</h3>
			<p className="text-sm text-slate-800" data-testid="import-restore">
				{items.length ? items.join(', ') : t('restore.none')}
			</p>
			{restore.notes.length ? (
				<ul className="mt-1 list-disc pl-5 text-xs text-slate-700">
					{restore.notes.map((n) => (
						<li key={n}>{importMessage(t, f, n)}</li>
					))}
				</ul>
			) : null}
		</section>
	)
}
