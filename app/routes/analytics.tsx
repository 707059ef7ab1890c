import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { db } from '#app/db.server.ts'
import { balanceText } from '#app/domain/nutrition/index.ts'
import { ANALYTICS_RANGE_LABELS, ANALYTICS_RANGES, parseRange, rangeDays, shortDate, weekdayName } from '#app/domain/stats/analytics.ts'
import { getAnalytics } from '#app/domain/stats/analytics.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { cn, formatNumber, wholeAmount } from '#app/utils/misc.ts'
import { actorOf } from '#app/domain/actor.ts'
import { WaterWeek } from '#app/components/body/water-week.tsx'
import { waterWeek } from '#app/routes/weight/views.server.ts'
import { NutrientWeek } from '#app/components/nutrients/week-table.tsx'
import { nutrientWeek } from '#app/utils/nutrient-views.server.ts'
import { analyticsCarbs } from '#app/utils/carbs-views.server.ts'
import { CarbsWeek } from '#app/components/carbs-week.tsx'
import { CarbsAmount, CarbsNote } from '#app/components/carbs.tsx'
import { todayIn } from '#app/domain/dates.ts'

export const meta: MetaFunction = () => [{ title: 'Analytics · Platewise' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const range = parseRange(new URL(request.url).searchParams.get('range'))
	// The week's water beside the calories (app/routes/weight/views.server.ts): last week's for 'Last Week', else this week's.
	const today = todayIn(user.timezone)
	// Net carbs (the Settings tab's switch): today's row, each day of the range and its average; null (nothing read) when off.
	const carbsView = analyticsCarbs(actorOf(user), user, { days: rangeDays(range, today), today, rangeWord: ANALYTICS_RANGE_LABELS[range].toLowerCase() })
	const [analytics, water, nutrients, carbs] = await Promise.all([getAnalytics(db, user, { range }), waterWeek(actorOf(user), user.units, range === 'last-week' ? 1 : 0), nutrientWeek(actorOf(user), range === 'last-week' ? 1 : 0), carbsView])
	return { ...analytics, water, nutrients, carbs }
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>

export default function AnalyticsPage() {
	const data = useLoaderData<typeof loader>()
	const { summary, insights } = data
	const isWeek = data.range !== 'this-month'
	const navigation = useNavigation()
	const loading = navigation.state === 'loading' && navigation.location?.pathname === '/analytics'
	const overDays = data.days.filter((d) => d.over).length
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<h1 className="text-2xl font-bold">Analytics</h1>
			<nav aria-label="Time range" className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
				{ANALYTICS_RANGES.map((r) => (
					<Link
						key={r}
						to={`/analytics?range=${r}`}
						replace
						preventScrollReset
						aria-current={r === data.range ? 'page' : undefined}
						className={cn('flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold', r === data.range ? 'bg-white text-brand-800 shadow' : 'text-slate-700')}
					>
						{ANALYTICS_RANGE_LABELS[r]}
					</Link>
				))}
			</nav>
			{loading ? (
				<p role="status" className="text-sm text-slate-700">
					Loading analytics...
				</p>
			) : null}
			<section aria-labelledby="chart-title" className={cn('rounded-2xl bg-white p-4 shadow-sm', loading && 'opacity-60')}>
				<h2 id="chart-title" className="text-lg font-bold">
					{isWeek ? 'Weekly Calories' : 'Monthly Calories'}
				</h2>
				<p className="mb-2 text-xs text-slate-700">
					{shortDate(data.from)} – {shortDate(data.to)} · goal {formatNumber(data.goal)} kcal (dashed line)
				</p>
				<CalorieChart data={data} />
			</section>
			<section aria-label="Summary" className="grid grid-cols-3 gap-2">
				<Stat label="Avg Daily" value={`${formatNumber(summary.avgDaily)}`} unit="kcal" testId="avg-daily" />
				<Stat label="On Track" value={`${summary.onTrackDays}/${summary.daysInRange}`} unit={overDays ? `days · ${overDays} over` : 'days'} testId="on-track" />
				<Stat
					label="Best Day"
					value={summary.bestDay ? (isWeek ? weekdayName(summary.bestDay.date) : shortDate(summary.bestDay.date)) : 'N/A'}
					unit={summary.bestDay ? `${formatNumber(wholeAmount(summary.bestDay.calories))} kcal` : undefined}
					testId="best-day"
				/>
			</section>
			<TodaysNutrition data={data} />
			{data.carbs ? <CarbsWeek view={data.carbs} title={`Net carbs · ${data.rangeLabel}`} /> : null}
			<WaterWeek week={data.water} />
			<NutrientWeek week={data.nutrients} title={data.range === 'last-week' ? "Last week's nutrients" : "This week's nutrients"} />
			<section aria-labelledby="insights-title" className="space-y-2">
				<h2 id="insights-title" className="text-lg font-bold">
					Insights
				</h2>
				<div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-3" data-testid="insight-progress">
					<p className="font-semibold text-emerald-900">Great Progress!</p>
					<p className="text-sm text-emerald-900">You're {insights.daysOnTrackThisWeek} days on track this week</p>
				</div>
				{insights.proteinShortfall != null ? (
					<div className="rounded-2xl border border-sky-200 bg-sky-50 p-3" data-testid="insight-protein">
						<p className="font-semibold text-sky-900">Protein Goal</p>
						<p className="text-sm text-sky-900">Add {insights.proteinShortfall}g more protein today</p>
					</div>
				) : null}
			</section>
		</main>
	)
}

function Stat({ label, value, unit, testId }: { label: string; value: string; unit?: string; testId: string }) {
	return (
		<div className="rounded-xl bg-white p-3 text-center shadow-sm">
			<p className="text-xs font-medium text-slate-700">{label}</p>
			<p className="text-lg font-bold" data-testid={testId}>
				{value}
			</p>
			{unit ? <p className="text-xs text-slate-700">{unit}</p> : null}
		</div>
	)
}

const CHART = { width: 320, height: 160, top: 8, bottom: 22 }

/**
 * A bar's fill: over the on-track range red (#b91c1c, 6.5:1 on white), today brand green, on
 * track light green, other days grey. Today keeps its dark outline and bold label whatever its
 * fill; 'over' is also in the bar's title, the table and the On Track card, not colour alone.
 */
function barFill(d: { over: boolean; isToday: boolean; onTrack: boolean }): string {
	if (d.over) return '#b91c1c'
	if (d.isToday) return '#047857'
	return d.onTrack ? '#6ee7b7' : '#cbd5e1'
}

/**
 * Server-rendered SVG bar chart, one bar per day of the range; today is highlighted, bars are at
 * least 5% high. The SVG is an image with a summary label; the numbers are in a table for
 * screen readers, and each bar has a tooltip title.
 */
function CalorieChart({ data }: { data: Data }) {
	const n = data.days.length
	const plot = CHART.height - CHART.top - CHART.bottom
	const slot = CHART.width / n
	const barWidth = Math.max(4, slot * (n > 7 ? 0.7 : 0.6))
	const goalY = CHART.top + plot * (1 - Math.min(1, data.goal / data.scaleMax))
	const isWeek = n === 7
	const label = (date: string) => `${weekdayName(date, 'long')}, ${shortDate(date)}`
	return (
		<figure>
			<svg
				viewBox={`0 0 ${CHART.width} ${CHART.height}`}
				className="h-auto w-full"
				role="img"
				aria-label={`Bar chart of calories per day, ${data.rangeLabel}: ${shortDate(data.from)} to ${shortDate(data.to)}; the table below lists each day.`}
			>
				<line x1={0} x2={CHART.width} y1={goalY} y2={goalY} stroke="#64748b" strokeDasharray="4 3" strokeWidth={1} />
				{data.days.map((d, i) => {
					const h = (plot * d.heightPercent) / 100
					const x = i * slot + (slot - barWidth) / 2
					const y = CHART.top + plot - h
					const dayNumber = Number(d.date.slice(8))
					const showLabel = isWeek || dayNumber === 1 || d.isToday || weekdayName(d.date) === 'Sun'
					return (
						<g key={d.date} data-testid={`bar-${d.date}`} data-calories={wholeAmount(d.calories)} data-today={d.isToday ? 'true' : undefined}>
							<title>{`${label(d.date)}: ${formatNumber(wholeAmount(d.calories))} kcal${d.onTrack ? ', on track' : d.over ? ', over' : ''}${d.isToday ? ' (today)' : ''}`}</title>
							<rect x={x} y={y} width={barWidth} height={h} rx={Math.min(4, barWidth / 3)} fill={barFill(d)} stroke={d.isToday ? '#064e3b' : 'none'} strokeWidth={d.isToday ? 1.5 : 0} data-over={d.over ? 'true' : undefined} />
							{showLabel ? (
								<text
									x={i * slot + slot / 2}
									y={CHART.height - 6}
									textAnchor="middle"
									fontSize={isWeek ? 11 : 9}
									fontWeight={d.isToday ? 700 : 400}
									fill={d.isToday ? '#064e3b' : '#334155'}
								>
									{isWeek ? weekdayName(d.date) : dayNumber}
								</text>
							) : null}
						</g>
					)
				})}
			</svg>
			<figcaption className="mt-2 flex flex-wrap gap-3 text-xs text-slate-700">
				<span>
					<span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-sm bg-brand-600" />
					Today
				</span>
				<span>
					<span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-sm bg-emerald-300" />
					On track
				</span>
				<span>
					<span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-sm bg-red-700" />
					Over (above 110 % of goal)
				</span>
				<span>
					<span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-sm bg-slate-300" />
					Other days
				</span>
			</figcaption>
			{/* The clip sits on a wrapper: Chromium does not clip a table's own box, so a wide sr-only table widened the page. */}
			<div className="sr-only">
				<table>
					<caption>Calories per day, {data.rangeLabel}</caption>
					<thead>
						<tr>
							<th scope="col">Day</th>
							<th scope="col">Calories</th>
							<th scope="col">On track</th>
							<th scope="col">Over</th>
						</tr>
					</thead>
					<tbody>
						{data.days.map((d) => (
							<tr key={d.date}>
								<th scope="row">
									{label(d.date)}
									{d.isToday ? ' (today)' : ''}
								</th>
								<td>{formatNumber(wholeAmount(d.calories))} kcal</td>
								<td>{d.onTrack ? 'Yes' : 'No'}</td>
								<td>{d.over ? 'Yes' : 'No'}</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</figure>
	)
}

function TodaysNutrition({ data }: { data: Data }) {
	const rows = [
		{ key: 'kcal', id: 'calories', label: 'Calories', unit: 'kcal', color: 'bg-brand-600' },
		{ key: 'proteinG', id: 'protein', label: 'Protein', unit: 'g', color: 'bg-sky-600' },
		{ key: 'carbsG', id: 'carbs', label: 'Carbs', unit: 'g', color: 'bg-amber-500' },
		{ key: 'fatG', id: 'fat', label: 'Fat', unit: 'g', color: 'bg-rose-500' },
	] as const
	return (
		<section aria-labelledby="today-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id="today-title" className="mb-3 text-lg font-bold">
				Today's Nutrition
			</h2>
			<ul className="space-y-3">
				{rows.map((row) => {
					// With net carbs on, the carbs row is today's net carbs against the net-carb goal ('—' when unknown).
					const net = row.key === 'carbsG' ? data.carbs?.today : null
					const p = net ? net.progress : data.todayNutrition[row.key]
					const label = net ? net.label : row.label
					const status = net && net.grams == null ? 'unknown' : balanceText(p, row.unit, formatNumber)
					return (
						<li key={row.key} data-testid={`today-${row.id}`} data-state={p.over ? 'over' : 'under'}>
							<div className="flex justify-between gap-2 text-sm">
								<span className="font-medium">{label}</span>
								<span data-testid={`today-${row.id}-amount`}>
									{net && net.grams == null ? <CarbsAmount carbs={net} /> : formatNumber(p.consumed)}/{formatNumber(p.goal)} {row.unit}
								</span>
							</div>
							<div
								className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
								role="progressbar"
								aria-label={`${label} ${p.percent}% of ${net ? net.goalLabel.toLowerCase() : 'goal'}`}
								aria-valuenow={p.barPercent}
								aria-valuetext={`${p.percent}% of goal, ${status}`}
								aria-valuemin={0}
								aria-valuemax={100}
							>
								<div className={cn('h-full rounded-full', p.over ? 'bg-red-700' : row.color)} style={{ width: `${p.barPercent}%` }} />
							</div>
							<p className={cn('mt-0.5 text-xs', p.over ? 'font-semibold text-red-800' : 'text-slate-700')}>
								{p.percent}% · {status}
							</p>
							{net ? <CarbsNote carbs={net} testId="today-carbs-note" /> : null}
						</li>
					)
				})}
			</ul>
		</section>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
