import { Form, Link } from '@remix-run/react'
import { Button } from '#app/components/button.tsx'
import { WATER_QUICK_ML } from '#app/domain/body/caps.ts'
import { formatNumber } from '#app/utils/format.ts'
import type { WaterCardView, WeightCardView } from './types.ts'

const inputClass = 'block min-h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900'

/** The hidden fields every weight and water form carries: its intent and where to come back. */
function FormBasics({ intent, back }: { intent: string; back: string }) {
	return (
		<>
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="redirectTo" value={back} />
		</>
	)
}

/**
 * The dashboard's weight card: the latest weigh-in beside its trend, a quick weigh-in for the day
 * shown (logging a day again replaces it) and a link to the weight screen. A plain form posting
 * to /weight, so it works without JavaScript.
 */
export function WeightCard({ card }: { card: WeightCardView }) {
	const { latest, units } = card
	return (
		<section aria-labelledby="weight-card-title" className="rounded-2xl bg-white p-4 shadow-sm" data-testid="weight-card">
			<div className="mb-2 flex items-center justify-between gap-2">
				<h2 id="weight-card-title" className="text-lg font-bold">
					Weight
				</h2>
				<Link to="/weight" className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline">
					Weight log
				</Link>
			</div>
			{latest ? (
				<p className="mb-3 text-sm text-slate-800">
					<span className="text-2xl font-bold text-slate-900" data-testid="latest-weight">
						{formatNumber(latest.weight, 1)} {units.weight}
					</span>{' '}
					on {latest.date} · trend <span data-testid="latest-trend">{formatNumber(latest.trend, 1)}</span> {units.weight}
				</p>
			) : (
				<p className="mb-3 text-sm text-slate-700">No weigh-ins yet. Log one to start your trend.</p>
			)}
			<Form method="post" action="/weight" className="flex items-end gap-2">
				<FormBasics intent="weigh-in" back={card.back} />
				<input type="hidden" name="date" value={card.date} />
				<div className="min-w-0 flex-1">
					<label htmlFor="quick-weight" className="mb-1 block text-sm font-medium text-slate-800">
						Weight ({units.weight}) for {card.date}
					</label>
					<input id="quick-weight" name="weight" type="number" inputMode="decimal" step="0.1" min={units.system === 'metric' ? 20 : 44.1} max={units.system === 'metric' ? 400 : 881.8} required className={inputClass} />
				</div>
				<Button type="submit">Save weigh-in</Button>
			</Form>
		</section>
	)
}

/**
 * The dashboard's water card for the day shown: drunk against the daily water goal, quick buttons
 * ('a glass 250 ml', 'a bottle 500 ml'), a custom amount in the user's unit and taking back the
 * last drink. Plain forms posting to /weight, so they work without JavaScript.
 */
export function WaterCard({ card }: { card: WaterCardView }) {
	const { units } = card
	return (
		<section aria-labelledby="water-card-title" className="rounded-2xl bg-white p-4 shadow-sm" data-testid="water-card">
			<h2 id="water-card-title" className="mb-1 text-lg font-bold">
				Water
			</h2>
			<p className="text-sm text-slate-800">
				<span className="text-xl font-bold text-slate-900" data-testid="water-amount">
					{formatNumber(card.amount, 1)}
				</span>{' '}
				of {formatNumber(card.goal, 1)} {units.water} · {card.percent}%
			</p>
			<div
				className="mb-3 mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
				role="progressbar"
				aria-label={`Water ${card.percent}% of goal`}
				aria-valuenow={card.barPercent}
				aria-valuemin={0}
				aria-valuemax={100}
				aria-valuetext={`${formatNumber(card.amount, 1)} of ${formatNumber(card.goal, 1)} ${units.water}`}
			>
				<div className="h-full rounded-full bg-sky-600" style={{ width: `${card.barPercent}%` }} />
			</div>
			{card.canLog ? (
				<>
					<div className="mb-2 grid grid-cols-2 gap-2">
						{(
							[
								['a glass 250 ml', WATER_QUICK_ML.glass],
								['a bottle 500 ml', WATER_QUICK_ML.bottle],
							] as const
						).map(([label, ml]) => (
							<Form key={ml} method="post" action="/weight">
								<FormBasics intent="add-water" back={card.back} />
								<input type="hidden" name="date" value={card.date} />
								<input type="hidden" name="ml" value={ml} />
								<Button type="submit" variant="secondary" className="w-full">
									+ {label}
								</Button>
							</Form>
						))}
					</div>
					<Form method="post" action="/weight" className="flex items-end gap-2">
						<FormBasics intent="add-water" back={card.back} />
						<input type="hidden" name="date" value={card.date} />
						<div className="min-w-0 flex-1">
							<label htmlFor="water-amount" className="mb-1 block text-sm font-medium text-slate-800">
								Custom amount ({units.water})
							</label>
							<input id="water-amount" name="amount" type="number" inputMode="decimal" step="any" min="0" required className={inputClass} />
						</div>
						<Button type="submit" variant="secondary">
							Add
						</Button>
					</Form>
				</>
			) : null}
			{card.lastDrinkId ? (
				<Form method="post" action="/weight" className="mt-1 text-right">
					<FormBasics intent="undo-water" back={card.back} />
					<input type="hidden" name="id" value={card.lastDrinkId} />
					<Button type="submit" variant="ghost" className="text-sm">
						Remove last drink
					</Button>
				</Form>
			) : null}
		</section>
	)
}
