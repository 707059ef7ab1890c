/**
 * The Account page's signed-in devices: each session with its device (from its browser's user
 * agent) and last use, this device marked; sign out any other one, or every other one at once.
 */
import { Form } from '@remix-run/react'
import { Button } from '#app/components/forms.tsx'
import { AccountCard } from './card.tsx'
import type { SessionRow } from './types.ts'

export function SessionsList({ sessions }: { sessions: SessionRow[] }) {
	const others = sessions.filter((s) => !s.current)
	return (
		<AccountCard id="sessions" title="Signed-in devices">
			<ul className="divide-y divide-slate-100" data-testid="sessions-list">
				{sessions.map((s) => (
					<li key={s.id} className="flex items-center gap-2 py-2" data-testid="session">
						<div className="min-w-0 flex-1 text-sm">
							<p className="font-medium">
								{s.device}
								{s.current ? <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">This device</span> : null}
							</p>
							<p className="text-xs text-slate-700">
								Last used {s.lastUsed} · signed in {s.signedIn}
							</p>
						</div>
						{s.current ? null : (
							<Form method="post" preventScrollReset>
								<input type="hidden" name="intent" value="end-session" />
								<input type="hidden" name="id" value={s.id} />
								<Button type="submit" variant="secondary" aria-label={`Sign out ${s.device}, last used ${s.lastUsed}`}>
									Sign out
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
						Sign out everywhere else
					</Button>
				</Form>
			) : (
				<p className="mt-1 text-sm text-slate-700">No other device is signed in.</p>
			)}
		</AccountCard>
	)
}
