import { formatIsoDay } from '#app/domain/dates-text.ts'
import { formatNumber } from '#app/utils/format.ts'
import type { WaterWeekView } from './types.ts'

const CHART = { width: 320, height: 140, top: 8, bottom: 20 }

/**
 * A week's water, Sunday to Saturday: one bar per day against the daily goal (dashed line),
 * server-rendered SVG with the numbers in a table behind it (visually hidden) for screen readers.
 */
export function WaterWeek({ week }: { week: WaterWeekView }) {
	const { units } = week
	const top = Math.max(week.goal, ...week.days.map((d) => d.amount)) * 1.1 || 1
	const plot = CHART.height - CHART.top - CHART.bottom
	const slot = CHART.width / 7
	const barW = slot * 0.6
	const goalY = CHART.top + plot * (1 - week.goal / top)
	const label = (date: string) => formatIsoDay(date, { weekday: 'long', month: 'short', day: true })
	return (
		<section aria-labelledby="water-week-title" className="rounded-2xl bg-white p-4 shadow-sm" data-testid="water-week">
			<h2 id="water-week-title" className="text-lg font-bold">
				Water by day
			</h2>
			<p className="mb-2 text-xs text-slate-700">
				Average {formatNumber(week.average, 1)} {units.water} on days with water · goal {formatNumber(week.goal, 1)} {units.water} (dashed line)
			</p>
			<figure>
				<svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} className="h-auto w-full" role="img" aria-label={`Bar chart of water per day, ${label(week.days[0]!.date)} to ${label(week.days[6]!.date)}; the table below lists each day.`}>
					<line x1={0} x2={CHART.width} y1={goalY} y2={goalY} stroke="#64748b" strokeDasharray="4 3" strokeWidth={1} />
					{week.days.map((d, i) => {
						const h = (plot * d.amount) / top
						return (
							<g key={d.date} data-testid={`water-bar-${d.date}`}>
								<title>{`${label(d.date)}: ${formatNumber(d.amount, 1)} ${units.water}`}</title>
								<rect x={i * slot + (slot - barW) / 2} y={CHART.top + plot - h} width={barW} height={h} rx={3} fill={d.isToday ? '#075985' : '#0284c7'} />
								<text x={i * slot + slot / 2} y={CHART.height - 5} textAnchor="middle" fontSize={11} fontWeight={d.isToday ? 700 : 400} fill="#334155">
									{formatIsoDay(d.date, { weekday: 'short' })}
								</text>
							</g>
						)
					})}
				</svg>
				<div className="sr-only">
					<table>
						<caption>Water per day ({units.water})</caption>
						<thead>
							<tr>
								<th scope="col">Day</th>
								<th scope="col">Water ({units.water})</th>
							</tr>
						</thead>
						<tbody>
							{week.days.map((d) => (
								<tr key={d.date}>
									<th scope="row">
										{label(d.date)}
										{d.isToday ? ' (today)' : ''}
									</th>
									<td>{formatNumber(d.amount, 1)}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			</figure>
		</section>
	)
}
