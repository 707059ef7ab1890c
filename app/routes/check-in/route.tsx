import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Button } from '#app/components/button.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { IntakeChart } from '#app/components/expenditure/intake-chart.tsx'
import { db } from '#app/db.server.ts'
import { fromKg, type UnitSystem } from '#app/domain/nutrition/body-units.ts'
import { requireActor } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { rich, useFormat, useT, type Formatter } from '#app/utils/i18n.tsx'
import { resolveLocale, serverT } from '#app/utils/i18n.server.ts'
import { checkInAction } from './action.server.ts'
import { checkInView } from './views.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Platewise' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const { user, actor } = await requireActor(request)
	// units: the rates and weight changes are stored in kg and shown in kg or lb.
	return { ...(await checkInView(db, actor)), units: user.units, title: serverT(resolveLocale(request, user), 'checkIn')('title') }
}

/** The check-in screen's forms (see action.server.ts). */
export async function action({ request }: ActionFunctionArgs) {
	const { user, actor } = await requireActor(request)
	return checkInAction(db, actor, await readForm(request), resolveLocale(request, user))
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>

/** A weight per week stored in kg, as the person reads it: kg or lb, to `digits` decimals. */
function perWeek(f: Formatter, kg: number, units: UnitSystem, digits = 2): string {
	return f.number(fromKg(kg, units), digits)
}

/** The weekly check-in: the expenditure estimate with its range, next week's proposed goals (accept or keep), the goal and rate, and intake vs expenditure. */
export default function CheckInPage() {
	const data = useLoaderData<typeof loader>()
	const t = useT('checkIn')
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<header className="flex items-center justify-between gap-2">
				<h1 className="text-2xl font-bold">{t('heading')}</h1>
				<Link to="/" className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline">
					{t('dashboard')}
				</Link>
			</header>
			<Estimate data={data} />
			<Proposal data={data} />
			<section aria-labelledby="intake-chart-title" className="rounded-2xl bg-white p-4 shadow-sm">
				<h2 id="intake-chart-title" className="text-lg font-bold">
					{t('chart.title')}
				</h2>
				<IntakeChart days={data.chart} />
			</section>
			<GoalChoice data={data} />
			<IncompleteDay data={data} />
		</main>
	)
}

function Estimate({ data }: { data: Data }) {
	const e = data.proposal.expenditure
	const t = useT('checkIn')
	const f = useFormat()
	const days = e.daysOfData
	return (
		<section aria-labelledby="expenditure-title" className="rounded-2xl bg-white p-4 shadow-sm" data-testid="expenditure">
			<h2 id="expenditure-title" className="text-lg font-bold">
				{t('estimate.title')}
			</h2>
			<p className="text-3xl font-bold" data-testid="expenditure-estimate">
				{f.number(e.estimateKcal, 0)} <span className="text-base font-semibold">{t('estimate.perDay')}</span>
			</p>
			<p className="text-sm text-slate-800">
				{rich(t, 'estimate.range', { confidence: <strong>{t(`confidence.${e.confidence}`)}</strong> }, { low: f.number(e.low, 0), high: f.number(e.high, 0) })}
			</p>
			<p className="mt-1 text-xs text-slate-700">
				{e.method === 'formula'
					? e.formulaFromGoal
						? t('estimate.fromGoal')
						: t('estimate.fromProfile')
					: e.weeklyChangeKg === null
						? t('estimate.learned', { days })
						: t(data.units === 'imperial' ? 'estimate.learnedChangeLb' : 'estimate.learnedChange', { days, change: `${e.weeklyChangeKg > 0 ? '+' : ''}${perWeek(f, e.weeklyChangeKg, data.units)}` })}
			</p>
			<p className="mt-1 text-xs font-semibold text-slate-800" data-testid="drives-goal">
				{data.proposal.drivesGoal ? t('estimate.drives') : t('estimate.own')}
			</p>
		</section>
	)
}

function Proposal({ data }: { data: Data }) {
	const p = data.proposal
	const t = useT('checkIn')
	const tc = useT('common')
	const f = useFormat()
	const rows = [
		['macro.calories', 'dailyCalorieGoal', 'kcal'],
		['macro.protein', 'dailyProteinGoal', 'g'],
		['macro.carbs', 'dailyCarbGoal', 'g'],
		['macro.fat', 'dailyFatGoal', 'g'],
	] as const
	const why =
		p.goal === 'maintain'
			? t('proposal.maintain')
			: t(data.units === 'imperial' ? (p.goal === 'lose' ? 'proposal.loseLb' : 'proposal.gainLb') : p.goal === 'lose' ? 'proposal.lose' : 'proposal.gain', { rate: perWeek(f, p.rateKgPerWeek, data.units), adjustment: `${p.adjustmentKcal > 0 ? '+' : ''}${f.number(p.adjustmentKcal)}` })
	return (
		<section aria-labelledby="proposal-title" className="rounded-2xl bg-white p-4 shadow-sm" data-testid="check-in-proposal">
			<h2 id="proposal-title" className="text-lg font-bold">
				{t('proposal.title')}
			</h2>
			<p className="mb-2 text-sm text-slate-800">
				{why}
				{p.rateLimited ? t('proposal.rateLimited') : ''}
				{p.floored ? t('proposal.floored') : ''}
			</p>
			<table className="w-full text-sm">
				<thead>
					<tr className="text-left text-slate-700">
						<th scope="col" className="py-1">
							{t('proposal.goal')}
						</th>
						<th scope="col">{t('proposal.now')}</th>
						<th scope="col">{t('proposal.proposed')}</th>
					</tr>
				</thead>
				<tbody>
					{rows.map(([label, key, unit]) => (
						<tr key={key} className="border-t border-slate-100">
							<th scope="row" className="py-1 text-left font-semibold">
								{tc(label)}
							</th>
							<td>
								{f.number(p.current[key])} {unit}
							</td>
							<td data-testid={`proposed-${key}`}>
								{f.number(p.proposed[key])} {unit}
							</td>
						</tr>
					))}
				</tbody>
			</table>
			{p.answer ? (
				<p className="mt-3 text-sm font-semibold text-slate-800" data-testid="check-in-answer">
					{p.answer.decision === 'accepted' ? t('proposal.accepted', { kcal: String(p.answer.proposedKcal) }) : t('proposal.kept')} {t('proposal.next')}
				</p>
			) : (
				<div className="mt-3 grid grid-cols-2 gap-2">
					<Form method="post">
						<input type="hidden" name="intent" value="accept" />
						<Button type="submit" className="w-full">
							{t('proposal.accept')}
						</Button>
					</Form>
					<Form method="post">
						<input type="hidden" name="intent" value="keep" />
						<Button type="submit" variant="secondary" className="w-full">
							{t('proposal.keep')}
						</Button>
					</Form>
				</div>
			)}
		</section>
	)
}

function GoalChoice({ data }: { data: Data }) {
	const p = data.proposal
	const t = useT('checkIn')
	const f = useFormat()
	return (
		<section aria-labelledby="goal-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id="goal-title" className="text-lg font-bold">
				{t('goal.title')}
			</h2>
			<Form method="post" className="space-y-3">
				<input type="hidden" name="intent" value="goal" />
				<div className="grid grid-cols-2 gap-3">
					<label className="text-sm font-semibold">
						{t('goal.label')}
						<select name="weightGoal" defaultValue={p.goal} className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-2">
							{(['lose', 'maintain', 'gain'] as const).map((g) => (
								<option key={g} value={g}>
									{t(`goal.${g}`)}
								</option>
							))}
						</select>
					</label>
					<label className="text-sm font-semibold">
						{t(data.units === 'imperial' ? 'goal.rateLb' : 'goal.rate')}
						<select name="rate" defaultValue={p.rateKgPerWeek ? String(p.rateKgPerWeek) : '0.5'} className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-2">
							{/* The values are kg a week (stored); the text is in the user's unit. */}
							{['0.25', '0.5', '0.75'].map((r) => (
								<option key={r} value={r}>
									{perWeek(f, Number(r), data.units)}
								</option>
							))}
						</select>
					</label>
				</div>
				<p className="text-xs text-slate-700">{t('goal.limits')}</p>
				<Button type="submit" variant="secondary" className="w-full">
					{t('goal.save')}
				</Button>
			</Form>
		</section>
	)
}

function IncompleteDay({ data }: { data: Data }) {
	const t = useT('checkIn')
	return (
		<section aria-labelledby="incomplete-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id="incomplete-title" className="text-lg font-bold">
				{t('incomplete.title')}
			</h2>
			<p className="mb-2 text-xs text-slate-700">{t('incomplete.note')}</p>
			<Form method="post" className="space-y-2">
				<label className="block text-sm font-semibold">
					{t('incomplete.day')}
					<input type="date" name="date" defaultValue={data.today} max={data.today} min="1900-01-01" required className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-2" />
				</label>
				<div className="grid grid-cols-2 gap-2">
					<Button type="submit" name="intent" value="incomplete" variant="secondary">
						{t('incomplete.mark')}
					</Button>
					<Button type="submit" name="intent" value="complete" variant="ghost">
						{t('incomplete.count')}
					</Button>
				</div>
			</Form>
			{data.todayIncomplete ? <p className="mt-2 text-xs font-semibold">{t('incomplete.today')}</p> : null}
		</section>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
