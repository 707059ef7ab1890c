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
import { RESET_LINK_INVALID, resetPassword, resetTokenIsLive } from '#app/domain/account/resets.server.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { readForm } from '#app/utils/body.server.ts'
import { withHashSlot } from '#app/utils/hash-queue.server.ts'
import { domainFailure, refusedForm } from '#app/utils/http.server.ts'
import { useIsPending } from '#app/utils/misc.ts'
import { redirectWithSuccess } from '#app/utils/toast.server.ts'

export const meta: MetaFunction = () => [{ title: 'Choose a new password · Platewise' }]

/** The link's secret is in the URL: no cache may keep the page. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

const FAILURE = { message: 'Could not change the password' }
const SECRET_FIELDS = ['newPassword', 'confirmPassword']

export async function loader({ params }: LoaderFunctionArgs) {
	const live = await resetTokenIsLive(db, params.token ?? '')
	// 410 Gone: the link existed or never did; either way it will not work again.
	return data({ live, invalid: live ? null : RESET_LINK_INVALID }, { status: live ? 200 : 410 })
}

export async function action({ request, params }: ActionFunctionArgs) {
	const formData = await readForm(request)
	const submission = parseWithZod(formData, { schema: ResetPasswordFormSchema })
	if (submission.status !== 'success') return refusedForm(submission, FAILURE, { hideFields: SECRET_FIELDS, request })
	try {
		await withHashSlot(() => resetPassword(db, params.token ?? '', submission.value.newPassword))
	} catch (error) {
		// A link used or expired since the page loaded: the page shows the used-link message.
		if (error instanceof InvalidError && error.fieldErrors.token) return data({ live: false as const, invalid: RESET_LINK_INVALID }, { status: 410 })
		return domainFailure(error, { request, back: '/forgot-password', toast: (e) => ({ ...FAILURE, description: e.message }), submission, inPlace: true, hideFields: SECRET_FIELDS })
	}
	return redirectWithSuccess('/login', { message: 'Password changed', description: 'Sign in with your new password. Every device was signed out.' })
}

export default function ResetPasswordPage() {
	const loaded = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>()
	const pending = useIsPending()
	const lastResult = reply && 'result' in reply ? reply.result : undefined
	const { formProps, formErrors, field } = useFormFields({ id: 'reset', lastResult, required: ['newPassword', 'confirmPassword'] })
	const invalid = reply && 'invalid' in reply ? reply.invalid : loaded.invalid
	if (invalid) {
		return (
			<AuthShell title="This link no longer works" subtitle="Reset links work once, within one hour.">
				<p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid="reset-link-invalid">
					{invalid}
				</p>
				<Link to="/forgot-password" className="mt-4 flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white">
					Ask for a new link
				</Link>
				<p className="mt-4 text-center text-sm text-slate-700">
					<Link to="/login" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
						Back to Sign In
					</Link>
				</p>
			</AuthShell>
		)
	}
	const newPassword = field('newPassword')
	const confirmPassword = field('confirmPassword')
	return (
		<AuthShell title="Choose a new password" subtitle="Every device signed in to your account will be signed out.">
			<Form method="post" {...formProps} className="space-y-4">
				<Field label="New password" hint="At least 6 characters." errors={newPassword.errors} inputProps={{ ...newPassword.props, type: 'password', autoComplete: 'new-password', autoFocus: true }} />
				<Field label="Confirm new password" errors={confirmPassword.errors} inputProps={{ ...confirmPassword.props, type: 'password', autoComplete: 'new-password' }} />
				<Button type="submit" className="w-full" disabled={pending}>
					{pending ? 'Saving...' : 'Set new password'}
				</Button>
				{formErrors?.length ? <FormAlert title={formErrors[0]!} message={formErrors[1]} /> : null}
			</Form>
		</AuthShell>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
