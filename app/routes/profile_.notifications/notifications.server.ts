/**
 * The notifications page's loader and action pieces: the five switches (the users row, as the
 * Settings tab writes them), the reminder times, and what this server can send. The rules are the
 * reminders domain's; this module only reads the form, calls it and answers.
 */
import { data } from '@remix-run/node'
import { db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { countPushDevices, getReminderTimes, saveReminderTimes } from '#app/domain/reminders/devices.server.ts'
import { ReminderTimesSchema } from '#app/domain/reminders/reminders.schema.ts'
import { updateProfile } from '#app/domain/users/users.server.ts'
import type { User } from '#db/schema.ts'
import { serverT } from '#app/utils/i18n.server.ts'
import type { Locale } from '#app/utils/i18n.tsx'
import { mailConfigured } from '#app/utils/mail.server.ts'
import { pushConfigured, vapidPublicKey } from '#app/utils/push.server.ts'
import { redirectWithSuccess } from '#app/utils/toast.server.ts'
import { NOTIFICATION_SWITCHES, type NotificationsReply } from '#app/components/reminders/types.ts'

/** What the page shows: the switches, the times (HH:MM or '' for none), the zone, and what this server can send. */
export async function loadNotifications(user: User, actor: Actor, locale: Locale) {
	const [times, devices] = await Promise.all([getReminderTimes(db, actor), countPushDevices(db, actor)])
	return {
		title: serverT(locale, 'reminders')('title'),
		userId: user.id,
		timezone: actor.timezone,
		switches: Object.fromEntries(NOTIFICATION_SWITCHES.map((name) => [name, user[name]])) as Record<(typeof NOTIFICATION_SWITCHES)[number], boolean>,
		times: { breakfastAt: times.breakfastAt ?? '', lunchAt: times.lunchAt ?? '', dinnerAt: times.dinnerAt ?? '', snackAt: times.snackAt ?? '', goalAt: times.goalAt },
		devices,
		push: pushConfigured() ? { publicKey: vapidPublicKey()! } : null,
		mail: mailConfigured(),
	}
}

/**
 * The page's two forms: `intent=save-switches` (a checkbox per switch; unchecked = off, as a form
 * without JavaScript sends it) and `intent=save-times`. Success redirects with a toast; refused
 * times answer 400 with a message on each wrong field.
 */
export async function notificationsAction(user: User, actor: Actor, locale: Locale, form: FormData) {
	const t = serverT(locale, 'reminders')
	const intent = String(form.get('intent') ?? '')
	if (intent === 'save-switches') {
		await updateProfile(db, user.id, Object.fromEntries(NOTIFICATION_SWITCHES.map((name) => [name, form.get(name) === 'on'])))
		return redirectWithSuccess('/profile/notifications', { message: t('saved') })
	}
	if (intent === 'save-times') {
		const fields = ['breakfastAt', 'lunchAt', 'dinnerAt', 'snackAt', 'goalAt'] as const
		const parsed = ReminderTimesSchema.safeParse(Object.fromEntries(fields.map((f) => [f, String(form.get(f) ?? '')])))
		if (!parsed.success) {
			const fieldErrors: Record<string, string[]> = {}
			for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] = [t('times.invalid')]
			const values = Object.fromEntries(fields.map((f) => [f, String(form.get(f) ?? '')]))
			return data<NotificationsReply>({ fieldErrors, values, formError: t('failed') }, 400)
		}
		await saveReminderTimes(db, actor, parsed.data)
		return redirectWithSuccess('/profile/notifications', { message: t('saved') })
	}
	return data<NotificationsReply>({ fieldErrors: {}, values: {}, formError: t('failed') }, 400)
}
