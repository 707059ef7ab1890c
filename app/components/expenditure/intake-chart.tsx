/**
 * Intake vs expenditure: each day's logged calories as a bar, the expenditure estimate as a line
 * with its range as a band; days with nothing logged (or marked incomplete) have no bar and are
 * said to be left out. Server-rendered SVG (no JavaScript), one image with a summary label and a
 * table behind it for screen readers.
 */
import { shortDay } from '#app/components/body/weight-chart.tsx'
import { useFormat, useT } from '#app/utils/i18n.tsx'

/** One day of the chart (kcal/day). */
export type IntakeChartDay = { date: string; intakeKcal: number | null; incomplete: boolean; estimateKcal: number; low: number; high: number }

const CHART = { width: 340, height: 190, left: 40, right: 8, top: 10, bottom: 24 }

export function IntakeChart({ days }: { days: readonly IntakeChartDay[] }) {
	const t = useT('checkIn')
	const f = useFormat()
	if (days.length === 0) return null
	const short = (day: string) => shortDay(f, day)
	const values = days.flatMap((d) => [d.low, d.high, d.intakeKcal ?? d.estimateKcal])
	const max = Math.ceil((Math.max(...values) * 1.05) / 500) * 500
	const plotW = CHART.width - CHART.left - CHART.right
	const plotH = CHART.height - CHART.top - CHART.bottom
	const step = plotW / days.length
	const x = (i: number) => CHART.left + (i + 0.5) * step
	const y = (v: number) => CHART.top + (1 - v / max) * plotH
	const line = days.map((d, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)} ${y(d.estimateKcal).toFixed(1)}`).join(' ')
	const band = `${days.map((d, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)} ${y(d.high).toFixed(1)}`).join(' ')} ${[...days]
		.map((d, i) => ({ d, i }))
		.reverse()
		.map(({ d, i }) => `L${x(i).toFixed(1)} ${y(d.low).toFixed(1)}`)
		.join(' ')} Z`
	const logged = days.filter((d) => d.intakeKcal !== null)
	const mean = logged.length ? logged.reduce((a, d) => a + d.intakeKcal!, 0) / logged.length : null
	const last = days[days.length - 1]!
	const from = days[0]!.date
	const ticks = [0, max / 2, max]
	return (
		<figure data-testid="intake-chart">
			<svg
				viewBox={`0 0 ${CHART.width} ${CHART.height}`}
				className="h-auto w-full"
				role="img"
				aria-label={
					mean === null
						? t('chart.label', { from: short(from), to: short(last.date), count: logged.length, estimate: f.number(last.estimateKcal, 0) })
						: t('chart.labelMean', { from: short(from), to: short(last.date), count: logged.length, mean: f.number(mean, 0), estimate: f.number(last.estimateKcal, 0) })
				}
			>
				<path d={ticks.map((t) => `M${CHART.left} ${y(t)}H${CHART.width - CHART.right}`).join('')} stroke="#e2e8f0" strokeWidth={1} />
				<g fontSize={10} fill="#334155">
					{ticks.map((tick) => (
						<text key={tick} x={CHART.left - 4} y={y(tick) + 3.5} textAnchor="end">
							{f.number(tick, 0)}
						</text>
					))}
					{[
						{ x: CHART.left, anchor: 'start' as const, day: from },
						{ x: CHART.width - CHART.right, anchor: 'end' as const, day: last.date },
					].map((l) => (
						<text key={l.anchor} x={l.x} y={CHART.height - 6} textAnchor={l.anchor}>
							{short(l.day)}
						</text>
					))}
				</g>
				<path d={band} fill="#fde68a" fillOpacity={0.45} stroke="none" />
				{days.map((d, i) =>
					d.intakeKcal === null ? null : (
						<rect key={d.date} x={x(i) - step * 0.35} width={step * 0.7} y={y(d.intakeKcal)} height={Math.max(0, y(0) - y(d.intakeKcal))} fill="#64748b" data-testid="intake-bar">
							<title>{t('chart.bar', { day: short(d.date), intake: f.number(d.intakeKcal, 0), estimate: f.number(d.estimateKcal, 0) })}</title>
						</rect>
					),
				)}
				<path d={line} fill="none" stroke="#b45309" strokeWidth={2.2} strokeLinejoin="round" data-testid="expenditure-line" />
			</svg>
			<figcaption className="mt-2 flex flex-wrap gap-3 text-xs text-slate-700">
				<span>
					<span aria-hidden="true" className="mr-1 inline-block size-2.5 bg-slate-500" />
					{t('chart.logged')}
				</span>
				<span>
					<span aria-hidden="true" className="mr-1 inline-block h-0.5 w-4 bg-amber-700 align-middle" />
					{t('chart.expenditure')}
				</span>
				<span>{t('chart.noBar')}</span>
			</figcaption>
			<div className="sr-only">
				<table>
					<caption>
						{t('chart.caption', { from: short(from), to: short(last.date) })}
					</caption>
					<thead>
						<tr>
							<th scope="col">{t('chart.day')}</th>
							<th scope="col">{t('chart.loggedCol')}</th>
							<th scope="col">{t('chart.expenditureCol')}</th>
							<th scope="col">{t('chart.rangeCol')}</th>
						</tr>
					</thead>
					<tbody>
						{days.map((d) => (
							<tr key={d.date}>
								<th scope="row">{short(d.date)}</th>
								<td>{d.intakeKcal === null ? (d.incomplete ? t('chart.markedIncomplete') : t('chart.notLogged')) : f.number(d.intakeKcal, 0)}</td>
								<td>{f.number(d.estimateKcal, 0)}</td>
								<td>
									{f.number(d.low, 0)}–{f.number(d.high, 0)}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</figure>
	)
}
