import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Button } from '#app/components/button.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { IntakeChart } from '#app/components/expenditure/intake-chart.tsx'
import { db } from '#app/db.server.ts'
import { requireActor } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { formatNumber } from '#app/utils/format.ts'
import { checkInAction } from './action.server.ts'
import { checkInView } from './views.server.ts'

export const meta: MetaFunction = () => [{ title: 'Check-in · Platewise' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const { actor } = await requireActor(request)
	return checkInView(db, actor)
}

/** The check-in screen's forms (see action.server.ts). */
export async function action({ request }: ActionFunctionArgs) {
	const { actor } = await requireActor(request)
	return checkInAction(db, actor, await readForm(request))
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>

const GOAL_WORDS = { lose: 'Lose weight', maintain: 'Keep my weight', gain: 'Gain weight' } as const

/** The weekly check-in: the expenditure estimate with its range, next week's proposed goals (accept or keep), the goal and rate, and intake vs expenditure. */
export default function CheckInPage() {
	const data = useLoaderData<typeof loader>()
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<header className="flex items-center justify-between gap-2">
				<h1 className="text-2xl font-bold">Weekly check-in</h1>
				<Link to="/" className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline">
					Dashboard
				</Link>
			</header>
			<Estimate data={data} />
			<Proposal data={data} />
			<section aria-labelledby="intake-chart-title" className="rounded-2xl bg-white p-4 shadow-sm">
				<h2 id="intake-chart-title" className="text-lg font-bold">
					Intake and expenditure, last 4 weeks
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
	return (
		<section aria-labelledby="expenditure-title" className="rounded-2xl bg-white p-4 shadow-sm" data-testid="expenditure">
			<h2 id="expenditure-title" className="text-lg font-bold">
				Your expenditure
			</h2>
			<p className="text-3xl font-bold" data-testid="expenditure-estimate">
				{formatNumber(e.estimateKcal, 0)} <span className="text-base font-semibold">kcal a day</span>
			</p>
			<p className="text-sm text-slate-800">
				Likely between {formatNumber(e.low, 0)} and {formatNumber(e.high, 0)} kcal · confidence: <strong>{e.confidence}</strong>
			</p>
			<p className="mt-1 text-xs text-slate-700">
				{e.method === 'formula'
					? e.formulaFromGoal
						? 'Not enough data yet, and your profile lacks sex, birth date, height or activity level: this is your calorie goal until you log food and weigh-ins.'
						: 'From your profile (Mifflin-St Jeor × your activity level) until you log food and weigh-ins.'
					: `Learned from ${e.daysOfData} logged days and your trend weight${e.weeklyChangeKg === null ? '' : ` (${e.weeklyChangeKg > 0 ? '+' : ''}${formatNumber(e.weeklyChangeKg, 2)} kg a week)`}, blended with your profile's estimate.`}
			</p>
			<p className="mt-1 text-xs font-semibold text-slate-800" data-testid="drives-goal">
				{data.proposal.drivesGoal ? 'Your calorie goal follows this estimate (from an accepted check-in).' : 'Your calorie goal is your own: it follows this estimate only when you accept a check-in.'}
			</p>
		</section>
	)
}

function Proposal({ data }: { data: Data }) {
	const p = data.proposal
	const rows = [
		['Calories', 'dailyCalorieGoal', 'kcal'],
		['Protein', 'dailyProteinGoal', 'g'],
		['Carbs', 'dailyCarbGoal', 'g'],
		['Fat', 'dailyFatGoal', 'g'],
	] as const
	const why =
		p.goal === 'maintain'
			? 'to keep your weight'
			: `to ${p.goal} ${formatNumber(p.rateKgPerWeek, 2)} kg a week (${p.adjustmentKcal > 0 ? '+' : ''}${p.adjustmentKcal} kcal a day)`
	return (
		<section aria-labelledby="proposal-title" className="rounded-2xl bg-white p-4 shadow-sm" data-testid="check-in-proposal">
			<h2 id="proposal-title" className="text-lg font-bold">
				Next week's goals
			</h2>
			<p className="mb-2 text-sm text-slate-800">
				Your expenditure {why}.{p.rateLimited ? ' Your chosen rate is above the safe limit for your weight, so a slower one is used.' : ''}
				{p.floored ? ' Raised to the lowest safe daily calories.' : ''}
			</p>
			<table className="w-full text-sm">
				<thead>
					<tr className="text-left text-slate-700">
						<th scope="col" className="py-1">
							Goal
						</th>
						<th scope="col">Now</th>
						<th scope="col">Proposed</th>
					</tr>
				</thead>
				<tbody>
					{rows.map(([label, key, unit]) => (
						<tr key={key} className="border-t border-slate-100">
							<th scope="row" className="py-1 text-left font-semibold">
								{label}
							</th>
							<td>
								{p.current[key]} {unit}
							</td>
							<td data-testid={`proposed-${key}`}>
								{p.proposed[key]} {unit}
							</td>
						</tr>
					))}
				</tbody>
			</table>
			{p.answer ? (
				<p className="mt-3 text-sm font-semibold text-slate-800" data-testid="check-in-answer">
					{p.answer.decision === 'accepted' ? `Accepted this week: ${p.answer.proposedKcal} kcal a day.` : 'You kept your goals this week.'} Next check-in on Monday.
				</p>
			) : (
				<div className="mt-3 grid grid-cols-2 gap-2">
					<Form method="post">
						<input type="hidden" name="intent" value="accept" />
						<Button type="submit" className="w-full">
							Accept
						</Button>
					</Form>
					<Form method="post">
						<input type="hidden" name="intent" value="keep" />
						<Button type="submit" variant="secondary" className="w-full">
							Keep my goals
						</Button>
					</Form>
				</div>
			)}
		</section>
	)
}

function GoalChoice({ data }: { data: Data }) {
	const p = data.proposal
	return (
		<section aria-labelledby="goal-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id="goal-title" className="text-lg font-bold">
				Goal and rate
			</h2>
			<Form method="post" className="space-y-3">
				<input type="hidden" name="intent" value="goal" />
				<div className="grid grid-cols-2 gap-3">
					<label className="text-sm font-semibold">
						Goal
						<select name="weightGoal" defaultValue={p.goal} className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-2">
							{(['lose', 'maintain', 'gain'] as const).map((g) => (
								<option key={g} value={g}>
									{GOAL_WORDS[g]}
								</option>
							))}
						</select>
					</label>
					<label className="text-sm font-semibold">
						Rate (kg a week)
						<select name="rate" defaultValue={p.rateKgPerWeek ? String(p.rateKgPerWeek) : '0.5'} className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-2">
							{['0.25', '0.5', '0.75'].map((r) => (
								<option key={r} value={r}>
									{r}
								</option>
							))}
						</select>
					</label>
				</div>
				<p className="text-xs text-slate-700">Check-ins lose at most 1 % of your weight a week and gain at most 0.5 %.</p>
				<Button type="submit" variant="secondary" className="w-full">
					Save goal
				</Button>
			</Form>
		</section>
	)
}

function IncompleteDay({ data }: { data: Data }) {
	return (
		<section aria-labelledby="incomplete-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id="incomplete-title" className="text-lg font-bold">
				A day not fully logged
			</h2>
			<p className="mb-2 text-xs text-slate-700">Mark a day you did not log everything on, so it does not pull the estimate down. Days with nothing logged are left out already.</p>
			<Form method="post" className="space-y-2">
				<label className="block text-sm font-semibold">
					Day
					<input type="date" name="date" defaultValue={data.today} max={data.today} min="1900-01-01" required className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-2" />
				</label>
				<div className="grid grid-cols-2 gap-2">
					<Button type="submit" name="intent" value="incomplete" variant="secondary">
						Mark incomplete
					</Button>
					<Button type="submit" name="intent" value="complete" variant="ghost">
						Count it again
					</Button>
				</div>
			</Form>
			{data.todayIncomplete ? <p className="mt-2 text-xs font-semibold">Today is marked incomplete.</p> : null}
		</section>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
