/**
 * The dashboard's one-tap forms (a hidden-field form with one button) and 'Copy yesterday', the
 * one of them on the dashboard's first paint. Kept apart from ./logging.tsx, whose larger forms
 * load on demand, so the dashboard's first-load JavaScript carries only this.
 */
import { Form } from '@remix-run/react'
import { Button } from '#app/components/button.tsx'
import { useFormat, useT } from '#app/utils/i18n.tsx'
import { useIsPending } from '#app/utils/misc.ts'
import { dayText } from './day-url.ts'
import type { DashboardData } from './route.tsx'

/** The day shown and the meal the add buttons use. */
export type Day = Pick<DashboardData, 'date' | 'today' | 'selectedMeal'>

/** The hidden fields every dashboard form sends: the day shown and the meal the add buttons use. */
export function DayFields({ day }: { day: Day }) {
	return (
		<>
			<input type="hidden" name="date" value={day.date} />
			<input type="hidden" name="meal" value={day.selectedMeal} />
		</>
	)
}

/**
 * A one-tap form: the day fields, `intent`, the hidden `fields` and one submit button (44 px,
 * `label` its accessible name when the visible text is short).
 */
export function OneTapForm({ day, intent, fields, label, variant = 'secondary', className, children }: { day: Day; intent: string; fields: Record<string, string | number>; label?: string; variant?: 'primary' | 'secondary' | 'ghost'; className?: string; children: React.ReactNode }) {
	const pending = useIsPending({ intent })
	return (
		<Form method="post" preventScrollReset className={className}>
			<DayFields day={day} />
			<input type="hidden" name="intent" value={intent} />
			{Object.entries(fields).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<Button type="submit" variant={variant} className={className ? 'w-full' : undefined} aria-label={label} disabled={pending}>
				{children}
			</Button>
		</Form>
	)
}

/** 'Copy yesterday' (or 'Copy previous day'): every meal of the day before into the day shown, one tap. */
export function CopyDayButton({ data }: { data: DashboardData }) {
	const t = useT('dashboard')
	const f = useFormat()
	if (!data.shortcuts.prevDayHasMeals) return null
	const label = t(data.date === data.today ? 'copyDay.yesterday' : 'copyDay.previous')
	return (
		<OneTapForm day={data} intent="copy-day" fields={{ fromDate: data.prevDay, toDate: data.date }} className="w-full" label={t('copyDay.label', { label, day: dayText(f, data.prevDay, data.today) })}>
			{label}
		</OneTapForm>
	)
}
