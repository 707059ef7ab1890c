import type { CarbsShown } from '#app/domain/nutrition/net-carbs.ts'
import { shortDate, weekdayName } from '#app/domain/stats/analytics.ts'
import { CarbsAmount, CarbsInline, CarbsNote } from './carbs.tsx'

/** What {@link CarbsWeek} shows: each day's net carbs (null: nothing logged) and the average per logged day. */
export type CarbsWeekView = { days: { date: string; carbs: CarbsShown | null }[]; average: CarbsShown | null; loggedDays: number }

/**
 * /analytics with net carbs on: the range's average net carbs per logged day (with the share
 * known when some foods lack fibre data) and a table of each day's, server-rendered. Days without
 * a logged meal read 'not logged' and do not count in the average.
 */
export function CarbsWeek({ view, title }: { view: CarbsWeekView; title: string }) {
	return (
		<section aria-labelledby="carbs-week-title" className="rounded-2xl bg-white p-4 shadow-sm" data-testid="carbs-week">
			<h2 id="carbs-week-title" className="text-lg font-bold">
				{title}
			</h2>
			{view.average ? (
				<>
					<p className="text-sm" data-testid="carbs-week-average">
						Average per logged day ({view.loggedDays}): <CarbsInline carbs={view.average} offLabel={view.average.label} />
					</p>
					<CarbsNote carbs={view.average} testId="carbs-week-average-note" />
				</>
			) : (
				<p className="text-sm text-slate-700">No day logged yet.</p>
			)}
			<table className="mt-2 w-full text-sm">
				<caption className="sr-only">{title}, per day</caption>
				<thead>
					<tr className="text-left text-xs text-slate-700">
						<th scope="col" className="py-1 font-medium">
							Day
						</th>
						<th scope="col" className="py-1 text-right font-medium">
							Net carbs
						</th>
					</tr>
				</thead>
				<tbody className="divide-y divide-slate-100">
					{view.days.map((d) => (
						<tr key={d.date} data-testid={`carbs-day-${d.date}`}>
							<th scope="row" className="py-1 text-left font-normal">
								{weekdayName(d.date)} {shortDate(d.date)}
							</th>
							<td className="py-1 text-right" title={d.carbs?.note ?? undefined}>
								{d.carbs ? <CarbsAmount carbs={d.carbs} /> : <span className="text-slate-600">not logged</span>}
								{d.carbs?.note ? <span className="block text-xs text-slate-700">part known</span> : null}
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</section>
	)
}
