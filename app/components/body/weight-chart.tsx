import { type Formatter, useFormat, useT } from '#app/utils/i18n.tsx'
import type { WeightChartView } from './types.ts'

const CHART = { width: 340, height: 190, left: 40, right: 8, top: 10, bottom: 24 }
const MS_PER_DAY = 86_400_000
const dayIndex = (day: string) => Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY
const addDays = (day: string, n: number) => new Date((dayIndex(day) + n) * MS_PER_DAY).toISOString().slice(0, 10)

/** 'Mar 12' for an ISO day ('Mar 12, 2025' outside `year`) in the page's language ('12 mars', '12. März'). */
export function shortDay(f: Formatter, day: string, year?: string): string {
	return f.day(day, { month: 'short', day: true, year: year !== undefined && day.slice(0, 4) !== year })
}

/** Rounded-out bounds of the plotted values, at least 2 units tall so a flat line sits mid-chart. */
function valueRange(values: number[]): { min: number; max: number } {
	let min = Math.min(...values)
	let max = Math.max(...values)
	if (max - min < 2) {
		const mid = (min + max) / 2
		min = mid - 1
		max = mid + 1
	}
	const pad = (max - min) * 0.08
	return { min: Math.floor(min - pad), max: Math.ceil(max + pad) }
}

/**
 * The weight chart: each weigh-in as a dot (the scale) and the trend weight as a line over the days
 * of the range, server-rendered SVG (no JavaScript). The SVG is one image with a summary label; the
 * numbers are in a table behind it for screen readers (visually hidden) and in the history list.
 */
export function WeightChart({ chart }: { chart: WeightChartView }) {
	const { points, units } = chart
	const t = useT('body')
	const f = useFormat()
	const short = (day: string) => shortDay(f, day)
	const weight = (value: number) => t('amount', { value: f.number(value, 1), unit: units.weight })
	if (points.length === 0) {
		return (
			<p className="rounded-xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-700" data-testid="weight-chart-empty">
				{t('chart.empty', { from: short(chart.from), to: short(chart.to) })}
			</p>
		)
	}
	const { min, max } = valueRange(points.flatMap((p) => [p.weight, p.trend]))
	// The axis starts at the first weigh-in when it is later than the range (a new log fills the width), a day before it.
	const axisFrom = points[0]!.date > chart.from ? addDays(points[0]!.date, -1) : chart.from
	const first = dayIndex(axisFrom)
	const span = Math.max(1, dayIndex(chart.to) - first)
	const plotW = CHART.width - CHART.left - CHART.right
	const plotH = CHART.height - CHART.top - CHART.bottom
	const x = (day: string) => CHART.left + ((dayIndex(day) - first) / span) * plotW
	const y = (v: number) => CHART.top + (1 - (v - min) / (max - min)) * plotH
	const trendPath = points.map((p, i) => `${i ? 'L' : 'M'}${x(p.date).toFixed(1)} ${y(p.trend).toFixed(1)}`).join(' ')
	const last = points[points.length - 1]!
	const ticks = [min, (min + max) / 2, max]
	return (
		<figure data-testid="weight-chart">
			<svg
				viewBox={`0 0 ${CHART.width} ${CHART.height}`}
				className="h-auto w-full"
				role="img"
				aria-label={t('chart.label', { from: short(chart.from), to: short(chart.to), count: points.length, weight: weight(last.weight), trend: weight(last.trend) })}
			>
				{ticks.map((tick) => (
					<g key={tick}>
						<line x1={CHART.left} x2={CHART.width - CHART.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" strokeWidth={1} />
						<text x={CHART.left - 4} y={y(tick) + 3.5} textAnchor="end" fontSize={10} fill="#334155">
							{f.number(tick, tick % 1 ? 1 : 0)}
						</text>
					</g>
				))}
				<text x={CHART.left} y={CHART.height - 6} fontSize={10} fill="#334155">
					{short(axisFrom)}
				</text>
				<text x={CHART.width - CHART.right} y={CHART.height - 6} fontSize={10} textAnchor="end" fill="#334155">
					{short(chart.to)}
				</text>
				{points.map((p) => (
					<circle key={p.date} cx={x(p.date)} cy={y(p.weight)} r={points.length > 120 ? 1.6 : 2.6} fill="#64748b" data-testid="weight-dot">
						<title>{t('chart.dot', { day: short(p.date), weight: weight(p.weight), trend: f.number(p.trend, 1) })}</title>
					</circle>
				))}
				<path d={trendPath} fill="none" stroke="#047857" strokeWidth={2.2} strokeLinejoin="round" strokeLinecap="round" data-testid="trend-line" />
			</svg>
			<figcaption className="mt-2 flex flex-wrap gap-3 text-xs text-slate-700">
				<span>
					<span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-full bg-slate-500" />
					{t('chart.scale', { unit: units.weight })}
				</span>
				<span>
					<span aria-hidden="true" className="mr-1 inline-block h-0.5 w-4 bg-brand-700 align-middle" />
					{t('chart.trend')}
				</span>
			</figcaption>
			{/* The clip sits on a wrapper: Chromium does not clip a table's own box. */}
			<div className="sr-only">
				<table>
					<caption>
						{t('chart.caption', { from: short(chart.from), to: short(chart.to) })}
					</caption>
					<thead>
						<tr>
							<th scope="col">{t('table.day')}</th>
							<th scope="col">{t('chart.scaleCol', { unit: units.weight })}</th>
							<th scope="col">{t('chart.trendCol', { unit: units.weight })}</th>
						</tr>
					</thead>
					<tbody>
						{points.map((p) => (
							<tr key={p.date}>
								<th scope="row">{short(p.date)}</th>
								<td>{f.number(p.weight, 1)}</td>
								<td>{f.number(p.trend, 1)}</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</figure>
	)
}
