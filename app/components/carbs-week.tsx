import type { CarbsShown } from '#app/domain/nutrition/net-carbs.ts'
import { useFormat, useT } from '#app/utils/i18n.tsx'
import { CarbsAmount, CarbsInline, CarbsNote, useCarbWords } from './carbs.tsx'

/** What {@link CarbsWeek} shows: each day's net carbs (null: nothing logged) and the average per logged day. */
export type CarbsWeekView = { days: { date: string; carbs: CarbsShown | null }[]; average: CarbsShown | null; loggedDays: number }

/**
 * /analytics with net carbs on: the range's average net carbs per logged day (with the share
 * known when some foods lack fibre data) and a table of each day's, server-rendered. Days without
 * a logged meal read 'not logged' and do not count in the average.
 */
export function CarbsWeek({ view, title }: { view: CarbsWeekView; title: string }) {
	const t = useT('nutrients')
	const common = useT('common')
	const f = useFormat()
	const words = useCarbWords()
	return (
		<section aria-labelledby="carbs-week-title" className="rounded-2xl bg-white p-4 shadow-sm" data-testid="carbs-week">
			<h2 id="carbs-week-title" className="text-lg font-bold">
				{title}
			</h2>
			{view.average ? (
				<>
					<p className="text-sm" data-testid="carbs-week-average">
						{t('carbsWeek.average', { count: f.number(view.loggedDays) })}
						<CarbsInline carbs={view.average} offLabel={words.label(view.average)} />
					</p>
					<CarbsNote carbs={view.average} testId="carbs-week-average-note" />
				</>
			) : (
				<p className="text-sm text-slate-700">{t('carbsWeek.none')}</p>
			)}
			<table className="mt-2 w-full text-sm">
				<caption className="sr-only">{t('carbsWeek.caption', { title })}</caption>
				<thead>
					<tr className="text-left text-xs text-slate-700">
						<th scope="col" className="py-1 font-medium">
							{t('carbsWeek.day')}
						</th>
						<th scope="col" className="py-1 text-right font-medium">
							{common('macro.netCarbs')}
						</th>
					</tr>
				</thead>
				<tbody className="divide-y divide-slate-100">
					{view.days.map((d) => (
						<tr key={d.date} data-testid={`carbs-day-${d.date}`}>
							<th scope="row" className="py-1 text-left font-normal">
								{f.day(d.date, { weekday: 'short', month: 'short', day: true })}
							</th>
							<td className="py-1 text-right" title={d.carbs ? (words.note(d.carbs) ?? undefined) : undefined}>
								{d.carbs ? <CarbsAmount carbs={d.carbs} /> : <span className="text-slate-600">{t('carbsWeek.notLogged')}</span>}
								{d.carbs?.note ? <span className="block text-xs text-slate-700">{t('carbsWeek.partKnown')}</span> : null}
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</section>
	)
}
