import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { db } from '#app/db.server.ts'
import type { GoalProgress } from '#app/domain/nutrition/index.ts'
import { ANALYTICS_RANGE_LABELS, ANALYTICS_RANGES, parseRange, rangeDays } from '#app/domain/stats/analytics.ts'
import { getAnalytics } from '#app/domain/stats/analytics.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { cn, wholeAmount } from '#app/utils/misc.ts'
import { type Formatter, type Translate, useFormat, useT } from '#app/utils/i18n.tsx'
import { resolveLocale, serverT } from '#app/utils/i18n.server.ts'
import { actorOf } from '#app/domain/actor.ts'
import { waterWeek } from '#app/routes/weight/views.server.ts'
import { nutrientWeek } from '#app/utils/nutrient-views.server.ts'
import { analyticsCarbs } from '#app/utils/carbs-views.server.ts'
import { CarbsAmount, CarbsNote, useCarbWords } from '#app/components/carbs.tsx'
import { todayIn } from '#app/domain/dates.ts'
import { AnalyticsInsights } from '#app/components/analytics-insights.tsx'
import { onDemand } from '#app/components/on-demand.tsx'

// Below the first screen: the week tables load after the page has hydrated (the server renders them; the loader awaits each module).
const carbsWeek = onDemand(() => import('#app/components/carbs-week.tsx').then((m) => m.CarbsWeek))
const waterWeekTable = onDemand(() => import('#app/components/body/water-week.tsx').then((m) => m.WaterWeek))
const nutrientWeekTable = onDemand(() => import('#app/components/nutrients/week-table.tsx').then((m) => m.NutrientWeek))

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Platewise' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const range = parseRange(new URL(request.url).searchParams.get('range'))
	// The week's water beside the calories (app/routes/weight/views.server.ts): last week's for 'Last Week', else this week's.
	const today = todayIn(user.timezone)
	// Net carbs (the Settings tab's switch): today's row, each day of the range and its average; null (nothing read) when off.
	const carbsView = analyticsCarbs(actorOf(user), user, { days: rangeDays(range, today), today, rangeWord: ANALYTICS_RANGE_LABELS[range].toLowerCase() })
	const [analytics, water, nutrients, carbs] = await Promise.all([
		getAnalytics(db, user, { range }),
		waterWeek(actorOf(user), user.units, range === 'last-week' ? 1 : 0),
		nutrientWeek(actorOf(user), range === 'last-week' ? 1 : 0),
		carbsView,
		waterWeekTable.preload(),
		nutrientWeekTable.preload(),
		user.showNetCarbs ? carbsWeek.preload() : null,
	])
	return { ...analytics, water, nutrients, carbs, title: serverT(resolveLocale(request, user), 'analytics')('title') }
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>

/** 'Mar 14' for an ISO day, in the page's language. */
const shortDate = (f: Formatter, day: string) => f.day(day, { month: 'short', day: true })

/** "120 kcal left" / "20 g over" in the page's language. */
function balanceText(t: Translate<'analytics'>, f: Formatter, p: GoalProgress, unit: string): string {
	return t(p.over ? 'today.over' : 'today.left', { amount: f.number(p.amount), unit })
}

export default function AnalyticsPage() {
	const data = useLoaderData<typeof loader>()
	const { summary, insights } = data
	const isWeek = data.range !== 'this-month'
	const navigation = useNavigation()
	const loading = navigation.state === 'loading' && navigation.location?.pathname === '/analytics'
	const overDays = data.days.filter((d) => d.over).length
	const t = useT('analytics')
	const f = useFormat()
	const rangeLabel = t(`range.${data.range}`)
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<h1 className="text-2xl font-bold">{t('heading')}</h1>
			<nav aria-label={t('range.label')} className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
				{ANALYTICS_RANGES.map((r) => (
					<Link
						key={r}
						to={`/analytics?range=${r}`}
						replace
						preventScrollReset
						aria-current={r === data.range ? 'page' : undefined}
						className={cn('flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold', r === data.range ? 'bg-white text-brand-800 shadow' : 'text-slate-700')}
					>
						{t(`range.${r}`)}
					</Link>
				))}
			</nav>
			{loading ? (
				<p role="status" className="text-sm text-slate-700">
					{t('loading')}
				</p>
			) : null}
			<section aria-labelledby="chart-title" className={cn('rounded-2xl bg-white p-4 shadow-sm', loading && 'opacity-60')}>
				<h2 id="chart-title" className="text-lg font-bold">
					{isWeek ? t('chart.weekly') : t('chart.monthly')}
				</h2>
				<p className="mb-2 text-xs text-slate-700">
					{t('chart.note', { from: shortDate(f, data.from), to: shortDate(f, data.to), goal: f.number(data.goal) })}
				</p>
				<CalorieChart data={data} />
			</section>
			<section aria-label={t('summary')} className="grid grid-cols-3 gap-2">
				<Stat label={t('stat.avgDaily')} value={f.number(summary.avgDaily)} unit="kcal" testId="avg-daily" />
				<Stat label={t('stat.onTrack')} value={`${summary.onTrackDays}/${summary.daysInRange}`} unit={overDays ? t('stat.daysOver', { over: overDays }) : t('stat.days')} testId="on-track" />
				<Stat
					label={t('stat.bestDay')}
					value={summary.bestDay ? (isWeek ? f.day(summary.bestDay.date, { weekday: 'short' }) : shortDate(f, summary.bestDay.date)) : t('stat.none')}
					unit={summary.bestDay ? f.kcal(wholeAmount(summary.bestDay.calories)) : undefined}
					testId="best-day"
				/>
			</section>
			<TodaysNutrition data={data} />
			{data.carbs ? <carbsWeek.Component view={data.carbs} title={t('carbsTitle', { range: rangeLabel })} /> : null}
			<waterWeekTable.Component week={data.water} />
			<nutrientWeekTable.Component week={data.nutrients} title={data.range === 'last-week' ? t('nutrients.lastWeek') : t('nutrients.thisWeek')} />
			<AnalyticsInsights insights={insights} />
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
	const t = useT('analytics')
	const tc = useT('common')
	const f = useFormat()
	const rangeLabel = t(`range.${data.range}`)
	const label = (date: string) => f.day(date, { weekday: 'long', month: 'short', day: true })
	return (
		<figure>
			<svg
				viewBox={`0 0 ${CHART.width} ${CHART.height}`}
				className="h-auto w-full"
				role="img"
				aria-label={t('chart.label', { range: rangeLabel, from: shortDate(f, data.from), to: shortDate(f, data.to) })}
			>
				<line x1={0} x2={CHART.width} y1={goalY} y2={goalY} stroke="#64748b" strokeDasharray="4 3" strokeWidth={1} />
				{data.days.map((d, i) => {
					const h = (plot * d.heightPercent) / 100
					const x = i * slot + (slot - barWidth) / 2
					const y = CHART.top + plot - h
					const dayNumber = Number(d.date.slice(8))
					const showLabel = isWeek || dayNumber === 1 || d.isToday || new Date(`${d.date}T12:00:00Z`).getUTCDay() === 0
					return (
						<g key={d.date} data-testid={`bar-${d.date}`} data-calories={wholeAmount(d.calories)} data-today={d.isToday ? 'true' : undefined}>
							<title>{`${t('bar.kcal', { day: label(d.date), kcal: f.kcal(wholeAmount(d.calories)) })}${d.onTrack ? t('bar.onTrack') : d.over ? t('bar.over') : ''}${d.isToday ? t('bar.today') : ''}`}</title>
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
									{isWeek ? f.day(d.date, { weekday: 'short' }) : dayNumber}
								</text>
							) : null}
						</g>
					)
				})}
			</svg>
			<figcaption className="mt-2 flex flex-wrap gap-3 text-xs text-slate-700">
				<span>
					<span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-sm bg-brand-600" />
					{tc('day.today')}
				</span>
				<span>
					<span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-sm bg-emerald-300" />
					{t('legend.onTrack')}
				</span>
				<span>
					<span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-sm bg-red-700" />
					{t('legend.over')}
				</span>
				<span>
					<span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-sm bg-slate-300" />
					{t('legend.other')}
				</span>
			</figcaption>
			{/* The clip sits on a wrapper: Chromium does not clip a table's own box, so a wide sr-only table widened the page. */}
			<div className="sr-only">
				<table>
					<caption>{t('table.caption', { range: rangeLabel })}</caption>
					<thead>
						<tr>
							<th scope="col">{t('table.day')}</th>
							<th scope="col">{tc('macro.calories')}</th>
							<th scope="col">{t('table.onTrack')}</th>
							<th scope="col">{t('table.over')}</th>
						</tr>
					</thead>
					<tbody>
						{data.days.map((d) => (
							<tr key={d.date}>
								<th scope="row">
									{label(d.date)}
									{d.isToday ? t('bar.today') : ''}
								</th>
								<td>{f.kcal(wholeAmount(d.calories))}</td>
								<td>{d.onTrack ? t('table.yes') : t('table.no')}</td>
								<td>{d.over ? t('table.yes') : t('table.no')}</td>
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
		{ key: 'kcal', id: 'calories', label: 'macro.calories', unit: 'kcal', color: 'bg-brand-600' },
		{ key: 'proteinG', id: 'protein', label: 'macro.protein', unit: 'g', color: 'bg-sky-600' },
		{ key: 'carbsG', id: 'carbs', label: 'macro.carbs', unit: 'g', color: 'bg-amber-500' },
		{ key: 'fatG', id: 'fat', label: 'macro.fat', unit: 'g', color: 'bg-rose-500' },
	] as const
	const t = useT('analytics')
	const tc = useT('common')
	const f = useFormat()
	const carbWords = useCarbWords()
	return (
		<section aria-labelledby="today-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id="today-title" className="mb-3 text-lg font-bold">
				{t('today.title')}
			</h2>
			<ul className="space-y-3">
				{rows.map((row) => {
					// With net carbs on, the carbs row is today's net carbs against the net-carb goal ('—' when unknown).
					const net = row.key === 'carbsG' ? data.carbs?.today : null
					const p = net ? net.progress : data.todayNutrition[row.key]
					const label = net ? carbWords.label(net) : tc(row.label)
					const status = net && net.grams == null ? t('today.unknown') : balanceText(t, f, p, row.unit)
					return (
						<li key={row.key} data-testid={`today-${row.id}`} data-state={p.over ? 'over' : 'under'}>
							<div className="flex justify-between gap-2 text-sm">
								<span className="font-medium">{label}</span>
								<span data-testid={`today-${row.id}-amount`}>
									{net && net.grams == null ? <CarbsAmount carbs={net} /> : f.number(p.consumed)}/{f.number(p.goal)} {row.unit}
								</span>
							</div>
							<div
								className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
								role="progressbar"
								aria-label={t('today.bar', { label, percent: f.percent(p.percent), goal: net ? carbWords.goal(net).toLowerCase() : t('today.goal') })}
								aria-valuenow={p.barPercent}
								aria-valuetext={t('today.value', { percent: f.percent(p.percent), status })}
								aria-valuemin={0}
								aria-valuemax={100}
							>
								<div className={cn('h-full rounded-full', p.over ? 'bg-red-700' : row.color)} style={{ width: `${p.barPercent}%` }} />
							</div>
							<p className={cn('mt-0.5 text-xs', p.over ? 'font-semibold text-red-800' : 'text-slate-700')}>
								{f.percent(p.percent)} · {status}
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
