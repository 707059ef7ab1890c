/**
 * /reset-password/:token: choose a new password with a reset link (mailed from /forgot-password,
 * or printed for an operator by `npm run reset-link`). A link works once, within an hour
 * (app/domain/account/resets.server.ts); using it ends every session of the account, so the
 * person signs in again with the new password. A used, expired or unknown link shows one message
 * (never which) with a way to ask for a new one.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthShell } from '#app/components/auth-shell.tsx'
import { Button, Field, FormAlert } from '#app/components/forms.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { useFormFields } from '#app/components/form-fields.ts'
import { db } from '#app/db.server.ts'
import { ResetPasswordFormSchema } from '#app/domain/account/account.schema.ts'
import { resetPassword, resetTokenIsLive } from '#app/domain/account/resets.server.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { readForm } from '#app/utils/body.server.ts'
import { withHashSlot } from '#app/utils/hash-queue.server.ts'
import { domainFailure, refusedForm } from '#app/utils/http.server.ts'
import { useIsPending } from '#app/utils/misc.ts'
import { redirectWithSuccess } from '#app/utils/toast.server.ts'
import { useT } from '#app/utils/i18n.tsx'
import { requestLocale, serverT } from '#app/utils/i18n.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Platewise' }]

/** The link's secret is in the URL: no cache may keep the page. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

const SECRET_FIELDS = ['newPassword', 'confirmPassword']

export async function loader({ request, params }: LoaderFunctionArgs) {
	const live = await resetTokenIsLive(db, params.token ?? '')
	const t = serverT(await requestLocale(request), 'auth')
	// 410 Gone: the link existed or never did; either way it will not work again.
	return data({ live, invalid: live ? null : t('reset.invalid'), title: t('reset.title') }, { status: live ? 200 : 410 })
}

export async function action({ request, params }: ActionFunctionArgs) {
	const t = serverT(await requestLocale(request), 'auth')
	const failure = { message: t('reset.failed') }
	const formData = await readForm(request)
	const submission = parseWithZod(formData, { schema: ResetPasswordFormSchema })
	if (submission.status !== 'success') return refusedForm(submission, failure, { hideFields: SECRET_FIELDS, request })
	try {
		await withHashSlot(() => resetPassword(db, params.token ?? '', submission.value.newPassword))
	} catch (error) {
		// A link used or expired since the page loaded: the page shows the used-link message.
		if (error instanceof InvalidError && error.fieldErrors.token) return data({ live: false as const, invalid: t('reset.invalid') }, { status: 410 })
		return domainFailure(error, { request, back: '/forgot-password', toast: (e) => ({ ...failure, description: e.message }), submission, inPlace: true, hideFields: SECRET_FIELDS })
	}
	return redirectWithSuccess('/login', { message: t('reset.changed'), description: t('reset.changedText') })
}

export default function ResetPasswordPage() {
	const loaded = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>()
	const pending = useIsPending()
	const lastResult = reply && 'result' in reply ? reply.result : undefined
	const { formProps, formErrors, field } = useFormFields({ id: 'reset', lastResult, required: ['newPassword', 'confirmPassword'] })
	const invalid = reply && 'invalid' in reply ? reply.invalid : loaded.invalid
	const t = useT('auth')
	const tc = useT('common')
	if (invalid) {
		return (
			<AuthShell title={t('reset.invalidHeading')} subtitle={t('reset.invalidSubtitle')}>
				<p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid="reset-link-invalid">
					{invalid}
				</p>
				<Link to="/forgot-password" className="mt-4 flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white">
					{t('reset.askNew')}
				</Link>
				<p className="mt-4 text-center text-sm text-slate-700">
					<Link to="/login" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
						{t('forgot.backToSignIn')}
					</Link>
				</p>
			</AuthShell>
		)
	}
	const newPassword = field('newPassword')
	const confirmPassword = field('confirmPassword')
	return (
		<AuthShell title={t('reset.heading')} subtitle={t('reset.subtitle')}>
			<Form method="post" {...formProps} className="space-y-4">
				<Field label={t('reset.newPassword')} hint={t('register.passwordHint')} errors={newPassword.errors} inputProps={{ ...newPassword.props, type: 'password', autoComplete: 'new-password', autoFocus: true }} />
				<Field label={t('reset.confirm')} errors={confirmPassword.errors} inputProps={{ ...confirmPassword.props, type: 'password', autoComplete: 'new-password' }} />
				<Button type="submit" className="w-full" disabled={pending}>
					{pending ? tc('action.saving') : t('reset.submit')}
				</Button>
				{formErrors?.length ? <FormAlert title={formErrors[0]!} message={formErrors[1]} /> : null}
			</Form>
		</AuthShell>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
