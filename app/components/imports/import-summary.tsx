/**
 * What an import holds (a preview) or wrote (a done import), from the summary stored with it:
 * the counts, the date range, kcal per day, and every line that is skipped with its reason.
 * Server-rendered; no JavaScript.
 */
import type { ImportSummary } from '#app/domain/imports/imports.server.ts'
import { formatIsoDay } from '#app/domain/dates-text.ts'
import { formatNumber } from '#app/utils/format.ts'

/** 'Mar 1, 2024' for an ISO day. */
export const shortDate = (day: string) => formatIsoDay(day, { month: 'short', day: true, year: true })

/** 'Mar 1, 2024 – Mar 2, 2024' (one day: just it), or 'No dates' when the import holds nothing dated. */
export function dateRange(s: Pick<ImportSummary, 'from' | 'to'>): string {
	if (!s.from || !s.to) return 'No dates'
	return s.from === s.to ? shortDate(s.from) : `${shortDate(s.from)} – ${shortDate(s.to)}`
}

/** '3 entries' / '1 entry'. */
export function plural(n: number, one: string, many: string): string {
	return `${formatNumber(n)} ${n === 1 ? one : many}`
}

/** The figures, the days and the skipped lines of an import's summary. */
export function ImportSummaryView({ summary }: { summary: ImportSummary }) {
	const unlistedDays = summary.days - summary.dayTotals.length
	const unlistedSkips = summary.skippedCount - summary.skipped.length
	return (
		<div className="space-y-4">
			<dl className="grid grid-cols-2 gap-2 text-sm" data-testid="import-figures">
				<Figure label="Days" value={formatNumber(summary.days)} testId="import-days" />
				<Figure label="Food entries" value={formatNumber(summary.entries)} testId="import-entries" />
				<Figure label="Dates" value={dateRange(summary)} testId="import-range" wide />
				<Figure label="Weigh-ins" value={formatNumber(summary.weighIns)} testId="import-weigh-ins" />
				<Figure label="Water drinks" value={formatNumber(summary.water)} testId="import-water" />
			</dl>

			{summary.dayTotals.length ? (
				<details className="rounded-lg border border-slate-200" open={summary.dayTotals.length <= 14}>
					<summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold">Entries and kcal per day</summary>
					<div className="max-h-96 overflow-y-auto">
						<table className="w-full text-sm" data-testid="import-day-table">
							<thead className="sticky top-0 bg-slate-50 text-left text-xs text-slate-700">
								<tr>
									<th scope="col" className="px-3 py-2 font-medium">
										Day
									</th>
									<th scope="col" className="px-3 py-2 text-right font-medium">
										Entries
									</th>
									<th scope="col" className="px-3 py-2 text-right font-medium">
										kcal
									</th>
								</tr>
							</thead>
							<tbody className="divide-y divide-slate-100">
								{summary.dayTotals.map((d) => (
									<tr key={d.date} data-testid="import-day">
										<th scope="row" className="px-3 py-2 text-left font-normal">
											{shortDate(d.date)}
										</th>
										<td className="px-3 py-2 text-right">{formatNumber(d.entries)}</td>
										<td className="px-3 py-2 text-right">{formatNumber(d.kcal)}</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
					{unlistedDays > 0 ? <p className="px-3 py-2 text-xs text-slate-700">and {plural(unlistedDays, 'more day', 'more days')} not listed here</p> : null}
				</details>
			) : null}

			{summary.restore ? <BackupRestore restore={summary.restore} /> : null}

			<section aria-labelledby="import-skipped-title">
				<h3 id="import-skipped-title" className="text-sm font-semibold">
					{summary.skippedCount ? `Skipped: ${plural(summary.skippedCount, 'line', 'lines')}` : 'Nothing is skipped'}
				</h3>
				{summary.skipped.length ? (
					<ul className="mt-1 max-h-64 space-y-1 overflow-y-auto text-sm text-slate-800" data-testid="import-skipped">
						{summary.skipped.map((s, i) => (
							<li key={`${s.line}-${i}`}>
								Line {s.line}
								{s.column ? `, column '${s.column}'` : ''}: {s.reason}
							</li>
						))}
					</ul>
				) : null}
				{unlistedSkips > 0 ? <p className="mt-1 text-xs text-slate-700">and {plural(unlistedSkips, 'more line', 'more lines')} not listed here</p> : null}
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
	const counts: [number, string, string][] = [
		[restore.customFoods, 'custom food', 'custom foods'],
		[restore.recipes, 'recipe', 'recipes'],
		[restore.mealPlans, 'meal plan', 'meal plans'],
		[restore.groceryLists, 'grocery list', 'grocery lists'],
		[restore.savedMeals, 'My Meal', 'My Meals'],
		[restore.goalHistory, 'goal change', 'goal changes'],
		[restore.nutrientTargetOverrides, 'nutrient target', 'nutrient targets'],
		[restore.checkIns, 'check-in', 'check-ins'],
		[restore.measurements, 'body measurement', 'body measurements'],
	]
	const items = [restore.profile ? 'your profile (replaced)' : null, restore.goals ? 'your goals (replaced)' : null, ...counts.filter(([n]) => n > 0).map(([n, one, many]) => plural(n, one, many))].filter(Boolean)
	return (
		<section aria-labelledby="import-restore-title">
			<h3 id="import-restore-title" className="text-sm font-semibold">
				Also from the backup
			</h3>
			<p className="text-sm text-slate-800" data-testid="import-restore">
				{items.length ? items.join(', ') : 'Nothing else'}
			</p>
			{restore.notes.length ? (
				<ul className="mt-1 list-disc pl-5 text-xs text-slate-700">
					{restore.notes.map((n) => (
						<li key={n}>{n}</li>
					))}
				</ul>
			) : null}
		</section>
	)
}
