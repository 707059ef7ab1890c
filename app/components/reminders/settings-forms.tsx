/**
 * The notifications page's two server forms, working without JavaScript: the five switches
 * (checkboxes posted as 'on'; an unchecked one is off) and the reminder times (time inputs; an
 * empty meal time means no reminder for that meal).
 */
import { Form, Link, useNavigation } from '@remix-run/react'
import { Button } from '#app/components/button.tsx'
import { Field, FormAlert } from '#app/components/forms.tsx'
import { useT } from '#app/utils/i18n.tsx'
import { NOTIFICATION_SWITCHES, type NotificationSwitch, type NotificationsReply, type TimesValues } from './types.ts'

const card = 'rounded-2xl bg-white p-4 shadow-sm'

/** The five switches; the same columns as the Settings tab of Edit Profile. */
export function SwitchesForm({ switches }: { switches: Record<NotificationSwitch, boolean> }) {
	const t = useT('reminders')
	const busy = useNavigation().formData?.get('intent') === 'save-switches'
	return (
		<section aria-labelledby="switches-title" className={card}>
			<h2 id="switches-title" className="mb-2 text-lg font-bold">
				{t('switches.title')}
			</h2>
			<Form method="post" preventScrollReset>
				<input type="hidden" name="intent" value="save-switches" />
				<ul className="divide-y divide-slate-200">
					{NOTIFICATION_SWITCHES.map((name) => (
						<li key={name}>
							<label className="flex min-h-11 items-center justify-between gap-3 text-sm">
								{t(`switch.${name}`)}
								<input type="checkbox" name={name} defaultChecked={switches[name]} role="switch" className="size-5 accent-brand-700" />
							</label>
						</li>
					))}
				</ul>
				<Button type="submit" className="mt-3 w-full" disabled={busy}>
					{t('switches.save')}
				</Button>
			</Form>
		</section>
	)
}

const MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const

/** The reminder times in the user's time zone, with what each reminder does. */
export function TimesForm({ times, timezone, reply }: { times: TimesValues; timezone: string; reply: NotificationsReply }) {
	const t = useT('reminders')
	const busy = useNavigation().formData?.get('intent') === 'save-times'
	const value = (name: keyof TimesValues) => reply?.values[name] ?? times[name]
	return (
		<section aria-labelledby="times-title" className={card}>
			<h2 id="times-title" className="text-lg font-bold">
				{t('times.title')}
			</h2>
			<p className="mb-3 text-sm text-slate-700">
				{t('times.zone', { zone: timezone })}{' '}
				<Link to="/profile?edit=settings" className="font-semibold text-brand-700 underline">
					{t('times.changeZone')}
				</Link>
			</p>
			<Form method="post" preventScrollReset className="space-y-3">
				<input type="hidden" name="intent" value="save-times" />
				<div className="grid grid-cols-2 gap-3">
					{MEALS.map((meal) => (
						<Field key={meal} label={t(`times.meal.${meal}`)} errors={reply?.fieldErrors[`${meal}At`]} inputProps={{ type: 'time', name: `${meal}At`, defaultValue: value(`${meal}At`), key: `${meal}-${value(`${meal}At`)}` }} />
					))}
				</div>
				<p className="text-xs text-slate-600">{t('times.mealHelp')}</p>
				<Field label={t('times.goal')} errors={reply?.fieldErrors.goalAt} hint={t('times.goalHelp')} inputProps={{ type: 'time', name: 'goalAt', required: true, defaultValue: value('goalAt'), key: `goal-${value('goalAt')}` }} />
				{reply?.formError ? <FormAlert title={reply.formError} /> : null}
				<Button type="submit" className="w-full" disabled={busy}>
					{t('times.save')}
				</Button>
			</Form>
		</section>
	)
}

/** When the weekly report email goes out, or that this server sends no email. */
export function WeeklyReportNote({ mail }: { mail: boolean }) {
	const t = useT('reminders')
	return (
		<section aria-labelledby="weekly-title" className={card}>
			<h2 id="weekly-title" className="text-lg font-bold">
				{t('weekly.title')}
			</h2>
			<p className="text-sm text-slate-700">{t('weekly.intro')}</p>
			{mail ? null : <p className="mt-1 text-sm text-slate-700">{t('weekly.noMail')}</p>}
		</section>
	)
}
