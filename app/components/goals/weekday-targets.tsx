import { useState } from 'react'
import { Form } from '@remix-run/react'
import { Button } from '#app/components/button.tsx'
import { Field } from '#app/components/forms.tsx'
import type { FormReply } from '#app/components/form-fields.ts'
import { WEEKDAY_KCAL_BOUNDS, WEEKDAY_TARGETS, WEEKLY_TOTAL_FIELD, weeklyTotal } from '#app/domain/users/weekday-targets.ts'
import { rich, useFormat, useT } from '#app/utils/i18n.tsx'

/** The form's intents (the Goals page action branches on them). */
export const WEEKDAY_INTENTS = { save: 'weekday-targets', clear: 'clear-weekday-targets' } as const

/**
 * The Goals page's optional "Calories by weekday" section: seven targets (Sunday..Saturday) whose
 * weekly total must equal 7 × the daily calorie goal, shown beside them. A plain form posting to
 * /goals, so it works without JavaScript (the total is then shown as saved, and a refused set
 * comes back with the message naming the weekly total); with JavaScript the total follows typing.
 * @param reply the action's reply when it was this form's (values sent and field errors).
 */
export function WeekdayTargets({
	view,
	reply,
}: {
	view: { dailyCalorieGoal: number; weekdayKcal: readonly number[] | null; requiredTotal: number }
	reply: FormReply | null | undefined
}) {
	const initial = WEEKDAY_TARGETS.map(({ key }, i) => {
		const sent = reply?.initialValue?.[key]
		return typeof sent === 'string' ? sent : String(view.weekdayKcal?.[i] ?? view.dailyCalorieGoal)
	})
	const [values, setValues] = useState(initial)
	const t = useT('goals')
	const common = useT('common')
	const fmt = useFormat().number
	const total = weeklyTotal(values.map((v) => Number(v.replace(/,/g, '')) || 0))
	const errors = reply?.error ?? {}
	const totalError = errors[WEEKLY_TOTAL_FIELD]?.[0]
	const diff = total - view.requiredTotal
	return (
		<section aria-labelledby="weekday-title" className="rounded-2xl bg-white p-4 shadow-sm" data-testid="weekday-targets">
			<h2 id="weekday-title" className="font-bold">
				{t('weekday.title')}
			</h2>
			<p className="text-sm text-slate-700">
				{t('weekday.intro', { daily: fmt(view.dailyCalorieGoal), total: fmt(view.requiredTotal) })}
			</p>
			<p className="mt-1 text-sm font-semibold" data-testid="weekday-status">
				{t(view.weekdayKcal ? 'weekday.on' : 'weekday.off')}
			</p>
			<Form method="post" action="/goals" preventScrollReset noValidate className="mt-3 space-y-2">
				<fieldset aria-describedby="weekday-total">
					<legend className="sr-only">{t('weekday.legend')}</legend>
					<div className="grid grid-cols-2 gap-2">
						{WEEKDAY_TARGETS.map(({ key }, i) => (
							<Field
								key={key}
								label={t('weekday.field', { day: common(`weekday.${i as 0 | 1 | 2 | 3 | 4 | 5 | 6}`) })}
								errors={errors[key] ?? undefined}
								inputProps={{
									id: `weekday-${key}`,
									name: key,
									type: 'number',
									inputMode: 'numeric',
									min: WEEKDAY_KCAL_BOUNDS.min,
									max: WEEKDAY_KCAL_BOUNDS.max,
									step: 1,
									value: values[i],
									onChange: (e) => setValues((vs) => vs.map((v, j) => (j === i ? e.target.value : v))),
								}}
							/>
						))}
					</div>
				</fieldset>
				<p id="weekday-total" className="text-sm" data-testid="weekday-total" aria-live="polite">
					{rich(t, 'weekday.total', { total: <span className="font-semibold">{common('unit.kcal', { value: fmt(total) })}</span> }, { required: fmt(view.requiredTotal) })}
					{diff !== 0 ? t(diff > 0 ? 'weekday.over' : 'weekday.under', { amount: fmt(Math.abs(diff)) }) : ''}
				</p>
				{totalError ? (
					// Said once, by the total it is about (announced as an alert).
					<p role="alert" className="text-sm font-semibold text-red-800" id={`weekday-${WEEKLY_TOTAL_FIELD}-error`} data-testid="weekday-total-error">
						{totalError}
					</p>
				) : null}
				<div className="flex flex-wrap gap-2">
					<Button type="submit" name="intent" value={WEEKDAY_INTENTS.save} className="flex-1">
						{t('weekday.save')}
					</Button>
					{view.weekdayKcal ? (
						<Button type="submit" name="intent" value={WEEKDAY_INTENTS.clear} className="flex-1" variant="secondary">
							{t('weekday.clear')}
						</Button>
					) : null}
				</div>
			</Form>
		</section>
	)
}
