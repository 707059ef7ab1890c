import { Form, Link } from '@remix-run/react'
import { Button } from '#app/components/button.tsx'
import { WATER_QUICK_FL_OZ, WATER_QUICK_ML } from '#app/domain/body/caps.ts'
import { waterMlFrom } from '#app/domain/nutrition/body-units.ts'
import { rich, useFormat, useT } from '#app/utils/i18n.tsx'
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
	const t = useT('body')
	const f = useFormat()
	return (
		<section aria-labelledby="weight-card-title" className="rounded-2xl bg-white p-4 shadow-sm" data-testid="weight-card">
			<div className="mb-2 flex items-center justify-between gap-2">
				<h2 id="weight-card-title" className="text-lg font-bold">
					{t('heading')}
				</h2>
				<Link to="/weight" className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline">
					{t('card.log')}
				</Link>
			</div>
			{latest ? (
				<p className="mb-3 text-sm text-slate-800">
					{rich(
						t,
						'card.latest',
						{
							weight: (
								<span className="text-2xl font-bold text-slate-900" data-testid="latest-weight">
									{t('amount', { value: f.number(latest.weight, 1), unit: units.weight })}
								</span>
							),
							trend: <span data-testid="latest-trend">{f.number(latest.trend, 1)}</span>,
						},
						{ date: latest.date, unit: units.weight },
					)}
				</p>
			) : (
				<p className="mb-3 text-sm text-slate-700">{t('card.empty')}</p>
			)}
			<Form method="post" action="/weight" className="flex items-end gap-2">
				<FormBasics intent="weigh-in" back={card.back} />
				<input type="hidden" name="date" value={card.date} />
				<div className="min-w-0 flex-1">
					<label htmlFor="quick-weight" className="mb-1 block text-sm font-medium text-slate-800">
						{t('card.quickWeight', { unit: units.weight, date: card.date })}
					</label>
					<input id="quick-weight" name="weight" type="number" inputMode="decimal" step="0.1" min={units.system === 'metric' ? 20 : 44.1} max={units.system === 'metric' ? 400 : 881.8} required className={inputClass} />
				</div>
				<Button type="submit">{t('form.save')}</Button>
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
	const t = useT('body')
	const tc = useT('common')
	const f = useFormat()
	const amount = f.number(card.amount, 1)
	const goal = f.number(card.goal, 1)
	// The quick drinks in the user's unit (a 250 ml glass, or an 8 fl oz cup); what is posted is ml.
	const imperial = units.system === 'imperial'
	const quick = (['glass', 'bottle'] as const).map((size) => ({
		label: `water.${size}` as const,
		shown: imperial ? WATER_QUICK_FL_OZ[size] : WATER_QUICK_ML[size],
		ml: imperial ? waterMlFrom(WATER_QUICK_FL_OZ[size], 'imperial') : WATER_QUICK_ML[size],
	}))
	return (
		<section aria-labelledby="water-card-title" className="rounded-2xl bg-white p-4 shadow-sm" data-testid="water-card">
			<h2 id="water-card-title" className="mb-1 text-lg font-bold">
				{t('water.title')}
			</h2>
			<p className="text-sm text-slate-800">
				{rich(
					t,
					'water.amount',
					{
						amount: (
							<span className="text-xl font-bold text-slate-900" data-testid="water-amount">
								{amount}
							</span>
						),
					},
					{ goal, unit: units.water, percent: f.percent(card.percent) },
				)}
			</p>
			<div
				className="mb-3 mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
				role="progressbar"
				aria-label={t('water.bar', { percent: f.percent(card.percent) })}
				aria-valuenow={card.barPercent}
				aria-valuemin={0}
				aria-valuemax={100}
				aria-valuetext={t('water.barValue', { amount, goal, unit: units.water })}
			>
				<div className="h-full rounded-full bg-sky-600" style={{ width: `${card.barPercent}%` }} />
			</div>
			{card.canLog ? (
				<>
					<div className="mb-2 grid grid-cols-2 gap-2">
						{quick.map(({ label, shown, ml }) => (
							<Form key={ml} method="post" action="/weight">
								<FormBasics intent="add-water" back={card.back} />
								<input type="hidden" name="date" value={card.date} />
								<input type="hidden" name="ml" value={ml} />
								<Button type="submit" variant="secondary" className="w-full">
									{t(label, { amount: f.number(shown, 1), unit: units.water })}
								</Button>
							</Form>
						))}
					</div>
					<Form method="post" action="/weight" className="flex items-end gap-2">
						<FormBasics intent="add-water" back={card.back} />
						<input type="hidden" name="date" value={card.date} />
						<div className="min-w-0 flex-1">
							<label htmlFor="water-amount" className="mb-1 block text-sm font-medium text-slate-800">
								{t('water.custom', { unit: units.water })}
							</label>
							<input id="water-amount" name="amount" type="number" inputMode="decimal" step="any" min="0" required className={inputClass} />
						</div>
						<Button type="submit" variant="secondary">
							{tc('action.add')}
						</Button>
					</Form>
				</>
			) : null}
			{card.lastDrinkId ? (
				<Form method="post" action="/weight" className="mt-1 text-right">
					<FormBasics intent="undo-water" back={card.back} />
					<input type="hidden" name="id" value={card.lastDrinkId} />
					<Button type="submit" variant="ghost" className="text-sm">
						{t('water.removeLast')}
					</Button>
				</Form>
			) : null}
		</section>
	)
}
