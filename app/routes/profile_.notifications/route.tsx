/**
 * /profile/notifications: what Platewise may send (the five switches of the profile, the same
 * columns the Settings tab writes), the reminder times in the user's time zone, the weekly report,
 * and push on this device (a client island loaded on demand). Server forms posting here work
 * without JavaScript; the rules are the reminders domain's (./notifications.server.ts).
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { onDemand } from '#app/components/on-demand.tsx'
import { ProfileSubpage } from '#app/components/profile-subpage.tsx'
import { SwitchesForm, TimesForm, WeeklyReportNote } from '#app/components/reminders/settings-forms.tsx'
import type { NotificationsReply } from '#app/components/reminders/types.ts'
import { requireActor } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { requestLocale } from '#app/utils/i18n.server.ts'
import { useT } from '#app/utils/i18n.tsx'
import { loadNotifications, notificationsAction } from './notifications.server.ts'

/** The push switch for this device: its own chunk, downloaded after the page has hydrated. */
const pushDevice = onDemand(() => import('#app/components/reminders/push-device.tsx').then((m) => m.PushDevice))

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Platewise' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const { user, actor } = await requireActor(request)
	const [d] = await Promise.all([loadNotifications(user, actor, await requestLocale(request)), pushDevice.preload()])
	return d
}

export async function action({ request }: ActionFunctionArgs) {
	const { user, actor } = await requireActor(request)
	return notificationsAction(user, actor, await requestLocale(request), await readForm(request))
}

export default function NotificationsPage() {
	const d = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>() as NotificationsReply
	const t = useT('reminders')
	return (
		<ProfileSubpage title={t('heading')}>
			<SwitchesForm switches={d.switches} />
			<TimesForm times={d.times} timezone={d.timezone} reply={reply} />
			<WeeklyReportNote mail={d.mail} />
			<section aria-labelledby="push-title" className="space-y-2 rounded-2xl bg-white p-4 shadow-sm">
				<h2 id="push-title" className="text-lg font-bold">
					{t('push.title')}
				</h2>
				<p className="text-sm text-slate-700">{t('push.rules')}</p>
				<p className="text-sm text-slate-700" data-testid="push-devices">
					{t('push.devices', { count: d.devices })}
				</p>
				<pushDevice.Component userId={d.userId} publicKey={d.push?.publicKey ?? null} />
			</section>
		</ProfileSubpage>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
