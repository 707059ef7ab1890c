/**
 * The Account page's personal API tokens, for automations (iOS Shortcuts, Health Auto Export,
 * Home Assistant): make a named token limited to the permissions ticked, see its secret once
 * (only its hash is kept), list and revoke tokens.
 */
import { Form } from '@remix-run/react'
import { Button, ErrorList, Field } from '#app/components/forms.tsx'
import { useFormFields } from '#app/components/form-fields.ts'
import { ACCOUNT_CAPS } from '#app/domain/account/caps.ts'
import { TOKEN_SCOPE_NAMES, type TokenScope } from '#app/domain/account/scopes.ts'
import { rich, useT } from '#app/utils/i18n.tsx'
import { useIsPending } from '#app/utils/misc.ts'
import { AccountCard, SubmitRow } from './card.tsx'
import { replyFor, type AccountReply, type TokenRow } from './types.ts'

export function ApiTokens({ tokens, reply }: { tokens: TokenRow[]; reply: AccountReply }) {
	const intent = 'create-token'
	const pending = useIsPending({ intent })
	const created = reply && 'created' in reply ? reply.created : null
	const { formProps, formErrors, field, group } = useFormFields({ id: 'token', lastResult: replyFor(reply, intent), required: ['name', 'scopes'] })
	const name = field('name')
	const scopes = group('scopes', TOKEN_SCOPE_NAMES, 'checkbox')
	const tr = useT('account')
	/** A scope's label; a scope this build does not know shows its name. */
	const scopeText = (s: string) => (TOKEN_SCOPE_NAMES.includes(s as TokenScope) ? tr(`scope.${s as TokenScope}`) : s)
	return (
		<AccountCard id="tokens" title={tr('tokens.title')} intro={rich(tr, 'tokens.intro', { header: <code>Authorization: Bearer</code> })}>
			{created ? (
				<div role="status" className="mb-3 space-y-2 rounded-lg border border-brand-300 bg-brand-50 p-3" data-testid="new-token">
					<p className="font-semibold">{tr('tokens.created', { name: created.name })}</p>
					<label htmlFor="new-token-value" className="block text-sm text-slate-800">
						{tr('tokens.copy')}
					</label>
					<input
						id="new-token-value"
						readOnly
						value={created.token}
						onFocus={(e) => e.currentTarget.select()}
						className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 font-mono text-sm"
					/>
				</div>
			) : null}
			{tokens.length ? (
				<ul className="mb-3 divide-y divide-slate-100" data-testid="tokens-list">
					{tokens.map((t) => (
						<li key={t.id} className="flex items-center gap-2 py-2" data-testid="token">
							<div className="min-w-0 flex-1 text-sm">
								<p className="font-medium">{t.name}</p>
								<p className="text-xs text-slate-700">{t.scopes.map(scopeText).join(' · ')}</p>
								<p className="text-xs text-slate-700">{t.lastUsed ? tr('tokens.usedTimes', { created: t.created, lastUsed: t.lastUsed }) : tr('tokens.neverUsed', { created: t.created })}</p>
							</div>
							<Form method="post" preventScrollReset>
								<input type="hidden" name="intent" value="revoke-token" />
								<input type="hidden" name="id" value={t.id} />
								<Button type="submit" variant="secondary" aria-label={tr('tokens.revokeLabel', { name: t.name })}>
									{tr('tokens.revoke')}
								</Button>
							</Form>
						</li>
					))}
				</ul>
			) : (
				<p className="mb-3 text-sm text-slate-700">{tr('tokens.none')}</p>
			)}
			<Form method="post" {...formProps} className="space-y-3" preventScrollReset>
				<input type="hidden" name="intent" value={intent} />
				<Field label={tr('tokens.name')} hint={tr('tokens.nameHint')} errors={name.errors} inputProps={{ ...name.props, maxLength: ACCOUNT_CAPS.tokenName }} />
				<fieldset aria-describedby={scopes.errors?.length ? 'token-scopes-error' : undefined}>
					<legend className="mb-1 text-sm font-medium text-slate-800">{tr('tokens.scopes')}</legend>
					{scopes.items.map(({ key, ...item }) => (
						<label key={key} htmlFor={item.id} className="flex min-h-11 items-center gap-2 text-sm">
							<input {...item} className="size-5 accent-brand-700" />
							{scopeText(item.value)}
						</label>
					))}
					<ErrorList id="token-scopes-error" errors={scopes.errors} />
				</fieldset>
				<SubmitRow formErrors={formErrors} pending={pending} label={tr('tokens.create')} pendingLabel={tr('tokens.creating')} />
			</Form>
		</AccountCard>
	)
}
