/**
 * /forgot-password: ask for a password reset link. With SMTP configured the link is mailed, and
 * the page answers the same neutral message whether or not an account has the email (nothing
 * here reveals who has an account); requests are rate limited per email, client address and
 * service-wide. Without SMTP the page says so and how an operator issues a link
 * (`npm run reset-link`), and never claims a mail was sent.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthShell } from '#app/components/auth-shell.tsx'
import { Button, Field, FormAlert } from '#app/components/forms.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { useFormFields } from '#app/components/form-fields.ts'
import { db } from '#app/db.server.ts'
import { ForgotPasswordSchema } from '#app/domain/account/account.schema.ts'
import { ACCOUNT_CAPS } from '#app/domain/account/caps.ts'
import { createResetToken } from '#app/domain/account/resets.server.ts'
import { requireAnonymous } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { domainFailure, refusedForm } from '#app/utils/http.server.ts'
import { passwordResetMail } from '#app/utils/emails.server.ts'
import { appUrl, mailConfigured, sendMail } from '#app/utils/mail.server.ts'
import { useIsPending } from '#app/utils/misc.ts'
import { rich, useT } from '#app/utils/i18n.tsx'
import { requestLocale, serverT } from '#app/utils/i18n.server.ts'
import { countResetRequest } from '#app/utils/rate-limit.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Platewise' }]

const LINK_HOURS = ACCOUNT_CAPS.resetLinkTtlMs / 3_600_000

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	return { mail: mailConfigured(), title: serverT(await requestLocale(request), 'auth')('forgot.title') }
}

export async function action({ request }: ActionFunctionArgs) {
	await requireAnonymous(request)
	const failure = { message: serverT(await requestLocale(request), 'auth')('forgot.failed') }
	const formData = await readForm(request)
	const submission = parseWithZod(formData, { schema: ForgotPasswordSchema })
	if (submission.status !== 'success') return refusedForm(submission, failure, { request })
	// Without SMTP nothing is made or sent: the page already says how to get a link.
	if (!mailConfigured()) return data({ sent: false as const, email: submission.value.email }, { status: 503 })
	try {
		await countResetRequest(request, submission.value.email)
	} catch (error) {
		return domainFailure(error, { request, back: '/forgot-password', toast: (e) => ({ ...failure, description: e.message }), submission, inPlace: true })
	}
	const made = await createResetToken(db, submission.value.email)
	if (made) {
		// Sent in the background: the answer takes as long whether or not an account has the email.
		const link = `${appUrl()}/reset-password/${made.token}`
		void sendMail(passwordResetMail(made.email, made.language, link, LINK_HOURS)).catch((error: unknown) => {
			console.error('Password reset mail was not sent:', error instanceof Error ? error.message : error)
		})
	}
	return { sent: true as const, email: submission.value.email }
}

export default function ForgotPasswordPage() {
	const { mail } = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>()
	const pending = useIsPending()
	const lastResult = reply && 'result' in reply ? reply.result : undefined
	const { formProps, formErrors, field } = useFormFields({ id: 'forgot', lastResult, required: ['email'] })
	const email = field('email')
	const t = useT('auth')
	const backToSignIn = (
		<p className="mt-6 text-center text-sm text-slate-700">
			<Link to="/login" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
				{t('forgot.backToSignIn')}
			</Link>
		</p>
	)
	if (reply && 'sent' in reply && reply.sent) {
		return (
			<AuthShell title={t('forgot.sentHeading')} subtitle={t('forgot.sentSubtitle')}>
				<p role="status" className="rounded-lg bg-brand-50 p-3 text-slate-900" data-testid="reset-requested">
					{rich(t, 'forgot.sent', { email: <strong>{reply.email}</strong> })}
				</p>
				{backToSignIn}
			</AuthShell>
		)
	}
	if (!mail) {
		return (
			<AuthShell title={t('forgot.heading')} subtitle={t('forgot.noMailSubtitle')}>
				<div role="status" className="space-y-2 rounded-lg bg-slate-100 p-3 text-slate-900" data-testid="reset-by-operator">
					<p>{t('forgot.noMail')}</p>
					<p>{rich(t, 'forgot.operator', { command: <code className="rounded bg-white px-1">npm run reset-link -- your@email</code> })}</p>
				</div>
				{backToSignIn}
			</AuthShell>
		)
	}
	return (
		<AuthShell title={t('forgot.heading')} subtitle={t('forgot.subtitle')}>
			<Form method="post" {...formProps} className="space-y-4">
				<Field label={t('field.email')} errors={email.errors} inputProps={{ ...email.props, type: 'email', autoComplete: 'email', autoFocus: true }} />
				<Button type="submit" className="w-full" disabled={pending}>
					{pending ? t('forgot.pending') : t('forgot.submit')}
				</Button>
				{formErrors?.length ? <FormAlert title={formErrors[0]!} message={formErrors[1]} /> : null}
			</Form>
			{backToSignIn}
		</AuthShell>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
