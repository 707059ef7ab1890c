/**
 * The Account page's sign-in forms: change the password (the current one required; every other
 * device is signed out) and change the email (the password required). Plain forms posting to the
 * page; the server's reply shows each refused field's message under it, with or without JavaScript.
 */
import { Form } from '@remix-run/react'
import { Field } from '#app/components/forms.tsx'
import { useFormFields } from '#app/components/form-fields.ts'
import { rich, useT } from '#app/utils/i18n.tsx'
import { useIsPending } from '#app/utils/misc.ts'
import { AccountCard, SubmitRow } from './card.tsx'
import { replyFor, type AccountReply } from './types.ts'

/** The change-password form. */
export function ChangePasswordForm({ reply }: { reply: AccountReply }) {
	const intent = 'change-password'
	const pending = useIsPending({ intent })
	const { formProps, formErrors, field } = useFormFields({ id: 'password', lastResult: replyFor(reply, intent), required: ['currentPassword', 'newPassword', 'confirmPassword'] })
	const current = field('currentPassword')
	const next = field('newPassword')
	const confirm = field('confirmPassword')
	const t = useT('account')
	const common = useT('common')
	return (
		<AccountCard id="password" title={t('password.title')} intro={t('password.intro')}>
			<Form method="post" {...formProps} className="space-y-3" preventScrollReset>
				<input type="hidden" name="intent" value={intent} />
				<Field label={t('password.current')} errors={current.errors} inputProps={{ ...current.props, type: 'password', autoComplete: 'current-password' }} />
				<Field label={t('password.new')} hint={t('password.newHint')} errors={next.errors} inputProps={{ ...next.props, type: 'password', autoComplete: 'new-password' }} />
				<Field label={t('password.confirm')} errors={confirm.errors} inputProps={{ ...confirm.props, type: 'password', autoComplete: 'new-password' }} />
				<SubmitRow formErrors={formErrors} pending={pending} label={t('password.title')} pendingLabel={common('action.saving')} />
			</Form>
		</AccountCard>
	)
}

/** The change-email form, showing the email in use. */
export function ChangeEmailForm({ reply, email }: { reply: AccountReply; email: string }) {
	const intent = 'change-email'
	const pending = useIsPending({ intent })
	const { formProps, formErrors, field } = useFormFields({ id: 'email', lastResult: replyFor(reply, intent), required: ['email', 'password'] })
	const next = field('email')
	const password = field('password')
	const t = useT('account')
	const common = useT('common')
	const intro = rich(t, 'email.intro', { email: <strong data-testid="account-email">{email}</strong> })
	return (
		<AccountCard id="email" title={t('email.title')} intro={intro}>
			<Form method="post" {...formProps} className="space-y-3" preventScrollReset>
				<input type="hidden" name="intent" value={intent} />
				<Field label={t('email.new')} errors={next.errors} inputProps={{ ...next.props, type: 'email', autoComplete: 'email' }} />
				<Field label={t('field.password')} errors={password.errors} inputProps={{ ...password.props, type: 'password', autoComplete: 'current-password' }} />
				<SubmitRow formErrors={formErrors} pending={pending} label={t('email.title')} pendingLabel={common('action.saving')} />
			</Form>
		</AccountCard>
	)
}
