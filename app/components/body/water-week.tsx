import { useFormat, useT } from '#app/utils/i18n.tsx'
import type { WaterWeekView } from './types.ts'

const CHART = { width: 320, height: 140, top: 8, bottom: 20 }

/**
 * A week's water, Sunday to Saturday: one bar per day against the daily goal (dashed line),
 * server-rendered SVG with the numbers in a table behind it (visually hidden) for screen readers.
 */
export function WaterWeek({ week }: { week: WaterWeekView }) {
	const { units } = week
	const t = useT('body')
	const f = useFormat()
	const top = Math.max(week.goal, ...week.days.map((d) => d.amount)) * 1.1 || 1
	const plot = CHART.height - CHART.top - CHART.bottom
	const slot = CHART.width / 7
	const barW = slot * 0.6
	const goalY = CHART.top + plot * (1 - week.goal / top)
	const label = (date: string) => f.day(date, { weekday: 'long', month: 'short', day: true })
	return (
		<section aria-labelledby="water-week-title" className="rounded-2xl bg-white p-4 shadow-sm" data-testid="water-week">
			<h2 id="water-week-title" className="text-lg font-bold">
				{t('week.title')}
			</h2>
			<p className="mb-2 text-xs text-slate-700">
				{t('week.note', { average: f.number(week.average, 1), goal: f.number(week.goal, 1), unit: units.water })}
			</p>
			<figure>
				<svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} className="h-auto w-full" role="img" aria-label={t('week.chart', { from: label(week.days[0]!.date), to: label(week.days[6]!.date) })}>
					<line x1={0} x2={CHART.width} y1={goalY} y2={goalY} stroke="#64748b" strokeDasharray="4 3" strokeWidth={1} />
					{week.days.map((d, i) => {
						const h = (plot * d.amount) / top
						return (
							<g key={d.date} data-testid={`water-bar-${d.date}`}>
								<title>{t('week.bar', { day: label(d.date), amount: f.number(d.amount, 1), unit: units.water })}</title>
								<rect x={i * slot + (slot - barW) / 2} y={CHART.top + plot - h} width={barW} height={h} rx={3} fill={d.isToday ? '#075985' : '#0284c7'} />
								<text x={i * slot + slot / 2} y={CHART.height - 5} textAnchor="middle" fontSize={11} fontWeight={d.isToday ? 700 : 400} fill="#334155">
									{f.day(d.date, { weekday: 'short' })}
								</text>
							</g>
						)
					})}
				</svg>
				<div className="sr-only">
					<table>
						<caption>{t('week.caption', { unit: units.water })}</caption>
						<thead>
							<tr>
								<th scope="col">{t('table.day')}</th>
								<th scope="col">{t('week.water', { unit: units.water })}</th>
							</tr>
						</thead>
						<tbody>
							{week.days.map((d) => (
								<tr key={d.date}>
									<th scope="row">
										{d.isToday ? t('table.today', { day: label(d.date) }) : label(d.date)}
									</th>
									<td>{f.number(d.amount, 1)}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			</figure>
		</section>
	)
}
