/**
 * The Account page's 'Delete account': a first step that explains what goes and offers the
 * export, then a confirmation step (its own URL, so it works without JavaScript) asking for the
 * password. Deleting removes every row the account owns and signs it out.
 */
import { Form, Link } from '@remix-run/react'
import { Button, Field, FormAlert } from '#app/components/forms.tsx'
import { useFormFields } from '#app/components/form-fields.ts'
import { useT } from '#app/utils/i18n.tsx'
import { useIsPending } from '#app/utils/misc.ts'
import { replyFor, type AccountReply } from './types.ts'

/** The page's URL with the confirmation step open. */
export const CONFIRM_DELETE = '?delete=confirm#delete-account'

export function DeleteAccount({ userId, confirming, reply }: { userId: string; confirming: boolean; reply: AccountReply }) {
	const intent = 'delete-account'
	const pending = useIsPending({ intent })
	const lastResult = replyFor(reply, intent)
	const { formProps, formErrors, field } = useFormFields({ id: 'delete', lastResult, required: ['password'] })
	const password = field('password')
	const open = confirming || !!lastResult
	const exportHref = `/api/users/${encodeURIComponent(userId)}/export?format=json`
	const t = useT('account')
	const common = useT('common')
	return (
		<section id="delete-account" aria-labelledby="delete-title" className="rounded-2xl border border-red-200 bg-white p-4 shadow-sm">
			<h2 id="delete-title" className="text-lg font-bold text-red-800">
				{t('delete.title')}
			</h2>
			<p className="text-sm text-slate-800">{t('delete.text')}</p>
			<a href={exportHref} download className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline" data-testid="delete-export-link">
				{t('delete.export')}
			</a>
			{open ? (
				<Form method="post" action="/profile/account" {...formProps} className="mt-2 space-y-3 rounded-lg bg-red-50 p-3" data-testid="delete-confirm">
					<input type="hidden" name="intent" value={intent} />
					<p className="font-semibold text-red-900">{t('delete.confirm')}</p>
					<Field label={t('field.password')} hint={t('delete.passwordHint')} errors={password.errors} inputProps={{ ...password.props, type: 'password', autoComplete: 'current-password' }} />
					{formErrors?.length ? <FormAlert title={formErrors[0]!} message={formErrors[1]} /> : null}
					<div className="flex flex-wrap gap-2">
						<Button type="submit" variant="danger" disabled={pending}>
							{pending ? t('delete.deleting') : t('delete.submit')}
						</Button>
						<Link to="/profile/account" preventScrollReset className="inline-flex min-h-11 items-center rounded-lg border border-slate-400 bg-white px-4 font-semibold">
							{common('action.cancel')}
						</Link>
					</div>
				</Form>
			) : (
				<Link to={CONFIRM_DELETE} preventScrollReset className="mt-2 flex min-h-11 w-full items-center justify-center rounded-lg border border-red-700 px-4 font-semibold text-red-800">
					{t('delete.open')}
				</Link>
			)}
		</section>
	)
}
