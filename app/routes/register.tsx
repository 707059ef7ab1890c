import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { redirectWithSuccess } from '#app/utils/toast.server.ts'
import { AuthShell } from '#app/components/auth-shell.tsx'
import { Button, Field, FormAlert, SelectField } from '#app/components/forms.tsx'
import { useFormFields } from '#app/components/form-fields.ts'
import { ConflictError, RateLimitError } from '#app/domain/errors.ts'
import { PASSWORD_MISMATCH, PASSWORD_TOO_SHORT } from '#app/domain/users/form-rules.ts'
import { RegisterFormSchema } from '#app/domain/users/users.schema.ts'
import { registerAccount, requireAnonymous, welcomeMessage } from '#app/utils/auth.server.ts'
import { useIsPending } from '#app/utils/misc.ts'
import { readForm } from '#app/utils/body.server.ts'

export const meta: MetaFunction = () => [{ title: 'Create your account · Platewise' }]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	// For browsers without JavaScript, which cannot report their zone: a list to pick from.
	return { timeZones: ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')] }
}

/** The spec's toast title for the first failing rule (spec sections 5 and 8). */
function alertFor(fieldErrors: Record<string, string[] | null | undefined>): { title: string; message: string } | null {
	const all = Object.values(fieldErrors).flatMap((v) => v ?? [])
	if (all.includes(PASSWORD_MISMATCH.message)) return { ...PASSWORD_MISMATCH }
	if (all.includes(PASSWORD_TOO_SHORT.message)) return { ...PASSWORD_TOO_SHORT }
	return null
}

export async function action({ request }: ActionFunctionArgs) {
	await requireAnonymous(request)
	const formData = await readForm(request)
	const submission = parseWithZod(formData, { schema: RegisterFormSchema })
	if (submission.status !== 'success') {
		const reply = submission.reply({ hideFields: ['password', 'confirmPassword'] })
		return data({ result: reply, alert: alertFor(reply.error ?? {}) }, { status: 400 })
	}
	try {
		const { user, setCookie } = await registerAccount(request, submission.value)
		return await redirectWithSuccess(
			'/',
			{ message: welcomeMessage(user, 'register'), description: 'Your account is ready. Log your first meal.' },
			{ headers: { 'Set-Cookie': setCookie } },
		)
	} catch (error) {
		if (error instanceof ConflictError || error instanceof RateLimitError) {
			return data(
				{
					result: submission.reply({ fieldErrors: 'fieldErrors' in error ? error.fieldErrors : {}, formErrors: [error.message], hideFields: ['password', 'confirmPassword'] }),
					alert: { title: 'Registration failed', message: error.message },
				},
				{ status: error.status, headers: error instanceof RateLimitError ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined },
			)
		}
		throw error
	}
}

export default function RegisterPage() {
	const actionData = useActionData<typeof action>()
	const { timeZones } = useLoaderData<typeof loader>()
	const pending = useIsPending()
	const [timezone, setTimezone] = useState('')
	useEffect(() => setTimezone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''), [])
	// The server validates (RegisterFormSchema in the action); the browser only shows its reply (issue 12).
	const { formProps, field } = useFormFields({ id: 'register', lastResult: actionData?.result, required: ['email', 'password', 'confirmPassword'] })
	const fields = {
		timezone: field('timezone'),
		firstName: field('firstName'),
		lastName: field('lastName'),
		email: field('email'),
		password: field('password'),
		confirmPassword: field('confirmPassword'),
	}
	// The spec's toast titles, whether the rule failed in the browser or on the server.
	const alert = alertFor({ password: fields.password.errors, confirmPassword: fields.confirmPassword.errors }) ?? actionData?.alert
	return (
		<AuthShell title="Create your account" subtitle="Free, no credit card, setup in 30 seconds.">
			<Form method="post" {...formProps} className="space-y-4">
				{fields.timezone.errors?.length ? (
					// The zone sent was refused (unknown here): let the user pick one, with the reason.
					<SelectField label="Time zone" errors={fields.timezone.errors} selectProps={{ name: 'timezone', defaultValue: 'UTC' }}>
						{timeZones.map((zone) => (
							<option key={zone} value={zone}>
								{zone.replaceAll('_', ' ')}
							</option>
						))}
					</SelectField>
				) : timezone ? (
					<input type="hidden" name="timezone" value={timezone} />
				) : (
					<noscript>
						<SelectField label="Time zone" selectProps={{ name: 'timezone', defaultValue: 'UTC' }}>
							{timeZones.map((zone) => (
								<option key={zone} value={zone}>
									{zone.replaceAll('_', ' ')}
								</option>
							))}
						</SelectField>
					</noscript>
				)}
				<div className="grid grid-cols-2 gap-3">
					<Field label="First name (optional)" errors={fields.firstName.errors} inputProps={{ ...fields.firstName.props, type: 'text', autoComplete: 'given-name' }} />
					<Field label="Last name (optional)" errors={fields.lastName.errors} inputProps={{ ...fields.lastName.props, type: 'text', autoComplete: 'family-name' }} />
				</div>
				<Field label="Email" errors={fields.email.errors} inputProps={{ ...fields.email.props, type: 'email', autoComplete: 'email' }} />
				<Field
					label="Password"
					hint="At least 6 characters."
					errors={fields.password.errors}
					inputProps={{ ...fields.password.props, type: 'password', autoComplete: 'new-password' }}
				/>
				<Field
					label="Confirm password"
					errors={fields.confirmPassword.errors}
					inputProps={{ ...fields.confirmPassword.props, type: 'password', autoComplete: 'new-password' }}
				/>
				<Button type="submit" className="w-full" disabled={pending}>
					{pending ? 'Creating account...' : 'Create Account'}
				</Button>
				{/* Below the button, so the alert appearing or going never moves the button under a tap. */}
				{alert ? <FormAlert title={alert.title} message={alert.message} /> : null}
			</Form>
			<p className="mt-6 text-center text-sm text-slate-700">
				Already have an account?{' '}
				<Link to="/login" className="font-semibold text-brand-700 underline">
					Sign In
				</Link>
			</p>
		</AuthShell>
	)
}
