import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Button, buttonClass } from '#app/components/button.tsx'
import { EmptyState } from '#app/components/empty-state.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Field } from '#app/components/forms.tsx'
import { shortDay, WeightChart } from '#app/components/body/weight-chart.tsx'
import type { WeighInRow } from '#app/components/body/types.ts'
import { db } from '#app/db.server.ts'
import { weightLog, type WeighInView } from '#app/domain/body/weigh-ins.server.ts'
import { isCursor } from '#app/domain/pagination.ts'
import { addDaysIso, isIsoDay, todayIn } from '#app/domain/dates.ts'
import { requireActor } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { withFormIdempotency } from '#app/utils/idempotency.server.ts'
import { type Formatter, rich, type Translate, useFormat, useT } from '#app/utils/i18n.tsx'
import { resolveLocale, serverT } from '#app/utils/i18n.server.ts'
import { cn } from '#app/utils/misc.ts'
import { bodyAction } from './action.server.ts'
import { bodyUnits, weighInRow } from './views.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Platewise' }]

/** The chart's ranges, days back from today (the default first). */
const RANGES = [90, 30, 365] as const
type Range = (typeof RANGES)[number]
const isRange = (v: number): v is Range => (RANGES as readonly number[]).includes(v)

export async function loader({ request }: LoaderFunctionArgs) {
	const { user, actor } = await requireActor(request)
	const params = new URL(request.url).searchParams
	const today = todayIn(actor.timezone)
	const asked = Number(params.get('days'))
	const days: Range = isRange(asked) ? asked : RANGES[0]
	const edit = params.get('edit')
	const editDate = edit && isIsoDay(edit) && edit <= today ? edit : today
	const cursor = params.get('cursor')
	const from = addDaysIso(today, -(days - 1))
	const log = await weightLog(db, actor, { from, to: today, cursor: isCursor(cursor, 's') ? cursor : null, day: editDate })
	const row = (w: WeighInView) => weighInRow(w, user.units)
	return {
		title: serverT(resolveLocale(request, user), 'body')('title'),
		today,
		days,
		ranges: RANGES,
		chart: { units: bodyUnits(user.units), from, to: today, points: log.chart.map(row) },
		latest: log.latest ? row(log.latest) : null,
		form: { date: editDate, current: log.day ? row(log.day) : null },
		history: log.history.items.map(row),
		nextCursor: log.history.nextCursor,
		paged: !!cursor,
	}
}

/** The weight screen's forms and the dashboard cards' forms (weigh-ins and water), see action.server.ts; once per `idempotencyKey`. */
export const action = withFormIdempotency('weight', weightAction)
async function weightAction({ request }: ActionFunctionArgs) {
	const { user, actor } = await requireActor(request)
	return bodyAction(actor, user.units, await readForm(request), resolveLocale(request, user))
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>

/** The weight screen: the chart of scale and trend, a weigh-in form (one a day; saving a day again replaces it) and the history. */
export default function WeightPage() {
	const data = useLoaderData<typeof loader>()
	const units = data.chart.units
	const t = useT('body')
	const tc = useT('common')
	const f = useFormat()
	const weight = (value: number) => <strong className="text-slate-900">{t('amount', { value: f.number(value, 1), unit: units.weight })}</strong>
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<header className="flex items-center justify-between gap-2">
				<h1 className="text-2xl font-bold">{t('heading')}</h1>
				<Link to="/check-in" className="ml-auto inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline">
					{t('link.checkIn')}
				</Link>
				<Link to="/" className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline">
					{t('link.dashboard')}
				</Link>
			</header>
			{data.latest ? (
				<p className="text-sm text-slate-800" data-testid="weight-summary">
					{rich(t, 'summary', { weight: weight(data.latest.weight), trend: weight(data.latest.trend) }, { date: data.latest.date })}
				</p>
			) : null}
			<section aria-labelledby="weight-chart-title" className="rounded-2xl bg-white p-4 shadow-sm">
				<h2 id="weight-chart-title" className="text-lg font-bold">
					{t('chart.title')}
				</h2>
				<p className="mb-2 text-xs text-slate-700">{t('chart.note')}</p>
				<nav aria-label={t('chart.range')} className="mb-2 grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
					{[...data.ranges].sort((a, b) => a - b).map((d) => (
						<Link
							key={d}
							to={`/weight?days=${d}`}
							replace
							preventScrollReset
							aria-current={d === data.days ? 'page' : undefined}
							className={cn('flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold', d === data.days ? 'bg-white text-brand-800 shadow' : 'text-slate-700')}
						>
							{tc('count.days', { count: d })}
						</Link>
					))}
				</nav>
				<WeightChart chart={data.chart} />
			</section>
			<WeighInForm data={data} />
			<History data={data} />
		</main>
	)
}

function WeighInForm({ data }: { data: Data }) {
	const units = data.chart.units
	const current = data.form.current
	const value = (v: number | null | undefined) => (v == null ? '' : String(v))
	const key = `${data.form.date}:${current?.weight ?? ''}`
	const t = useT('body')
	return (
		<section aria-labelledby="weigh-in-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id="weigh-in-title" className="text-lg font-bold">
				{current ? t('form.titleEdit', { date: data.form.date }) : t('form.titleNew')}
			</h2>
			<p className="mb-3 text-xs text-slate-700">{t('form.note')}</p>
			<Form method="post" className="space-y-3" key={key}>
				<input type="hidden" name="intent" value="weigh-in" />
				<input type="hidden" name="redirectTo" value="/weight" />
				<div className="grid grid-cols-2 gap-3">
					<Field label={t('field.date')} inputProps={{ name: 'date', type: 'date', defaultValue: data.form.date, max: data.today, min: '1900-01-01', required: true }} />
					<Field label={t('field.weight', { unit: units.weight })} inputProps={{ name: 'weight', type: 'number', inputMode: 'decimal', step: '0.1', required: true, defaultValue: value(current?.weight) }} />
				</div>
				<fieldset className="grid grid-cols-2 gap-3">
					<legend className="mb-1 text-sm font-semibold text-slate-800">{t('field.measurements')}</legend>
					<Field label={t('field.waist', { unit: units.length })} inputProps={{ name: 'waist', type: 'number', inputMode: 'decimal', step: '0.1', defaultValue: value(current?.waist) }} />
					<Field label={t('field.hips', { unit: units.length })} inputProps={{ name: 'hips', type: 'number', inputMode: 'decimal', step: '0.1', defaultValue: value(current?.hips) }} />
					<Field label={t('field.chest', { unit: units.length })} inputProps={{ name: 'chest', type: 'number', inputMode: 'decimal', step: '0.1', defaultValue: value(current?.chest) }} />
					<Field label={t('field.bodyFat')} inputProps={{ name: 'bodyFatPct', type: 'number', inputMode: 'decimal', step: '0.1', defaultValue: value(current?.bodyFatPct) }} />
				</fieldset>
				<Button type="submit" className="w-full">
					{t('form.save')}
				</Button>
			</Form>
		</section>
	)
}

/** 'waist 80, hips 95 cm · body fat 20 %' in the page's language ('' without measurements). */
function measurementsText(t: Translate<'body'>, f: Formatter, w: WeighInRow, length: string): string {
	const parts = [
		w.waist != null ? t('history.waist', { value: f.number(w.waist, 1) }) : null,
		w.hips != null ? t('history.hips', { value: f.number(w.hips, 1) }) : null,
		w.chest != null ? t('history.chest', { value: f.number(w.chest, 1) }) : null,
	].filter(Boolean)
	const text = parts.length ? `${parts.join(', ')} ${length}` : ''
	return [text, w.bodyFatPct != null ? t('history.bodyFat', { value: f.number(w.bodyFatPct, 1) }) : ''].filter(Boolean).join(' · ')
}

function History({ data }: { data: Data }) {
	const units = data.chart.units
	const year = data.today.slice(0, 4)
	const t = useT('body')
	const te = useT('empty')
	const tc = useT('common')
	const f = useFormat()
	return (
		<section aria-labelledby="history-title" className="space-y-2">
			<h2 id="history-title" className="text-lg font-bold">
				{t('history.title')}
			</h2>
			{data.history.length === 0 ? (
				<EmptyState
					illustration="weight"
					headingLevel={3}
					title={t('history.empty')}
					text={te('weight.text')}
					action={
						<a href="#weigh-in-title" className={buttonClass()}>
							{te('weight.action')}
						</a>
					}
				/>
			) : (
				<ul className="space-y-2" data-testid="weight-history">
					{data.history.map((w) => {
						const measurements = measurementsText(t, f, w, units.length)
						return (
							<li key={w.date} className="flex items-center justify-between gap-2 rounded-xl bg-white p-3 shadow-sm">
								<div className="min-w-0">
									<p className="font-semibold">
										{t('history.row', { day: shortDay(f, w.date, year), weight: t('amount', { value: f.number(w.weight, 1), unit: units.weight }) })}
									</p>
									<p className="text-xs text-slate-700">
										{t('history.trend', { value: t('amount', { value: f.number(w.trend, 1), unit: units.weight }) })}
										{measurements ? ` · ${measurements}` : ''}
									</p>
								</div>
								<div className="flex shrink-0 gap-1">
									<Link to={`/weight?edit=${w.date}`} className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-slate-800" aria-label={t('form.titleEdit', { date: w.date })}>
										{tc('action.edit')}
									</Link>
									<Form method="post">
										<input type="hidden" name="intent" value="delete-weigh-in" />
										<input type="hidden" name="redirectTo" value="/weight" />
										<input type="hidden" name="date" value={w.date} />
										<Button type="submit" variant="ghost" className="px-2 text-sm text-red-700" aria-label={t('history.delete', { date: w.date })}>
											{tc('action.delete')}
										</Button>
									</Form>
								</div>
							</li>
						)
					})}
				</ul>
			)}
			{data.nextCursor || data.paged ? (
				<nav aria-label={t('history.pages')} className="flex justify-between">
					{data.paged ? (
						<Link to="/weight" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
							{t('history.newest')}
						</Link>
					) : (
						<span />
					)}
					{data.nextCursor ? (
						<Link to={`/weight?cursor=${data.nextCursor}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
							{t('history.more')}
						</Link>
					) : null}
				</nav>
			) : null}
		</section>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
