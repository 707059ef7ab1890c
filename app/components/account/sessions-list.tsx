/**
 * The Account page's signed-in devices: each session with its device (from its browser's user
 * agent) and last use, this device marked; sign out any other one, or every other one at once.
 */
import { Form } from '@remix-run/react'
import { Button } from '#app/components/forms.tsx'
import { useT } from '#app/utils/i18n.tsx'
import { AccountCard } from './card.tsx'
import type { SessionRow } from './types.ts'

export function SessionsList({ sessions }: { sessions: SessionRow[] }) {
	const others = sessions.filter((s) => !s.current)
	const t = useT('account')
	return (
		<AccountCard id="sessions" title={t('sessions.title')}>
			<ul className="divide-y divide-slate-100" data-testid="sessions-list">
				{sessions.map((s) => (
					<li key={s.id} className="flex items-center gap-2 py-2" data-testid="session">
						<div className="min-w-0 flex-1 text-sm">
							<p className="font-medium">
								{s.device}
								{s.current ? <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('sessions.thisDevice')}</span> : null}
							</p>
							<p className="text-xs text-slate-700">
								{t('sessions.times', { lastUsed: s.lastUsed, signedIn: s.signedIn })}
							</p>
						</div>
						{s.current ? null : (
							<Form method="post" preventScrollReset>
								<input type="hidden" name="intent" value="end-session" />
								<input type="hidden" name="id" value={s.id} />
								<Button type="submit" variant="secondary" aria-label={t('sessions.signOutLabel', { device: s.device, lastUsed: s.lastUsed })}>
									{t('sessions.signOut')}
								</Button>
							</Form>
						)}
					</li>
				))}
			</ul>
			{others.length ? (
				<Form method="post" preventScrollReset className="mt-2">
					<input type="hidden" name="intent" value="end-other-sessions" />
					<Button type="submit" variant="secondary" className="w-full">
						{t('sessions.signOutOthers')}
					</Button>
				</Form>
			) : (
				<p className="mt-1 text-sm text-slate-700">{t('sessions.noOthers')}</p>
			)}
		</AccountCard>
	)
}
