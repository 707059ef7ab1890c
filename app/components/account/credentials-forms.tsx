/**
 * The Account page's sign-in forms: change the password (the current one required; every other
 * device is signed out) and change the email (the password required). Plain forms posting to the
 * page; the server's reply shows each refused field's message under it, with or without JavaScript.
 */
import { Form } from '@remix-run/react'
import { Field } from '#app/components/forms.tsx'
import { useFormFields } from '#app/components/form-fields.ts'
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
	return (
		<AccountCard id="password" title="Change password" intro="Every other device signed in to your account is signed out; this one stays signed in.">
			<Form method="post" {...formProps} className="space-y-3" preventScrollReset>
				<input type="hidden" name="intent" value={intent} />
				<Field label="Current password" errors={current.errors} inputProps={{ ...current.props, type: 'password', autoComplete: 'current-password' }} />
				<Field label="New password" hint="At least 6 characters." errors={next.errors} inputProps={{ ...next.props, type: 'password', autoComplete: 'new-password' }} />
				<Field label="Confirm new password" errors={confirm.errors} inputProps={{ ...confirm.props, type: 'password', autoComplete: 'new-password' }} />
				<SubmitRow formErrors={formErrors} pending={pending} label="Change password" pendingLabel="Saving..." />
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
	const intro = (
		<>
			You sign in with <strong data-testid="account-email">{email}</strong>.
		</>
	)
	return (
		<AccountCard id="email" title="Change email" intro={intro}>
			<Form method="post" {...formProps} className="space-y-3" preventScrollReset>
				<input type="hidden" name="intent" value={intent} />
				<Field label="New email" errors={next.errors} inputProps={{ ...next.props, type: 'email', autoComplete: 'email' }} />
				<Field label="Password" errors={password.errors} inputProps={{ ...password.props, type: 'password', autoComplete: 'current-password' }} />
				<SubmitRow formErrors={formErrors} pending={pending} label="Change email" pendingLabel="Saving..." />
			</Form>
		</AccountCard>
	)
}
