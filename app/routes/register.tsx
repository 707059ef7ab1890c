import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { redirectWithSuccess } from '#app/utils/toast.server.ts'
import { AuthShell } from '#app/components/auth-shell.tsx'
import { Button, Field, FormAlert, SelectField } from '#app/components/forms.tsx'
import { useFormFields } from '#app/components/form-fields.ts'
import { PASSWORD_MISMATCH, PASSWORD_TOO_SHORT } from '#app/domain/users/form-rules.ts'
import { RegisterFormSchema } from '#app/domain/users/users.schema.ts'
import { registerAccount, requireAnonymous, welcomeMessage } from '#app/utils/auth.server.ts'
import { useIsPending } from '#app/utils/misc.ts'
import { readForm } from '#app/utils/body.server.ts'
import { useT } from '#app/utils/i18n.tsx'
import { requestLocale, resolveLocale, serverT } from '#app/utils/i18n.server.ts'
import { domainFailure, refusedForm, type SpecToast } from '#app/utils/http.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Platewise' }]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	// For browsers without JavaScript, which cannot report their zone: a list to pick from.
	return { timeZones: ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')], title: serverT(await requestLocale(request), 'auth')('register.title') }
}

/** The spec's toast for the first failing password rule (spec sections 5 and 8), or undefined. */
function passwordToast(fieldErrors: Record<string, readonly string[] | null | undefined>): SpecToast | undefined {
	const all = Object.values(fieldErrors).flatMap((v) => v ?? [])
	for (const rule of [PASSWORD_MISMATCH, PASSWORD_TOO_SHORT]) if (all.includes(rule.message)) return { message: rule.title, description: rule.message }
	return undefined
}

const SECRET_FIELDS = ['password', 'confirmPassword']

export async function action({ request }: ActionFunctionArgs) {
	await requireAnonymous(request)
	const t = serverT(await requestLocale(request), 'auth')
	const formData = await readForm(request)
	const submission = parseWithZod(formData, { schema: RegisterFormSchema })
	if (submission.status !== 'success') return refusedForm(submission, passwordToast(submission.error ?? {}), { hideFields: SECRET_FIELDS, request })
	try {
		const { user, setCookie } = await registerAccount(request, submission.value)
		const locale = resolveLocale(request, user)
		// On to the goal set-up (skippable): goals from the person's body instead of everyone's 2,000 kcal.
		return await redirectWithSuccess(
			'/welcome',
			{ message: welcomeMessage(user, 'register', serverT(locale, 'auth')), description: serverT(locale, 'auth')('register.ready') },
			{ headers: { 'Set-Cookie': setCookie } },
		)
	} catch (error) {
		// 409 email taken (inline on the field), 429 too many sign-ups, 503 hashing queue full (with
		// Retry-After); spec section 8: 'Registration failed' with the server message.
		return domainFailure(error, { request, back: '/register', toast: (e) => ({ message: t('register.failed'), description: e.message }), submission, inPlace: true, hideFields: SECRET_FIELDS })
	}
}

export default function RegisterPage() {
	const actionData = useActionData<typeof action>()
	const { timeZones } = useLoaderData<typeof loader>()
	const pending = useIsPending()
	const [timezone, setTimezone] = useState('')
	useEffect(() => setTimezone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''), [])
	// The server validates (RegisterFormSchema in the action); the browser only shows its reply.
	const { formProps, formErrors, field } = useFormFields({ id: 'register', lastResult: actionData?.result, required: ['email', 'password', 'confirmPassword'] })
	const fields = {
		timezone: field('timezone'),
		firstName: field('firstName'),
		lastName: field('lastName'),
		email: field('email'),
		password: field('password'),
		confirmPassword: field('confirmPassword'),
	}
	// The spec's toast text (title, message) as the form's message, from the server's reply.
	const alert = formErrors?.length ? { title: formErrors[0]!, message: formErrors[1] } : null
	const t = useT('auth')
	return (
		<AuthShell title={t('register.heading')} subtitle={t('register.subtitle')}>
			<Form method="post" {...formProps} className="space-y-4">
				{fields.timezone.errors?.length ? (
					// The zone sent was refused (unknown here): let the user pick one, with the reason.
					<SelectField label={t('register.timeZone')} errors={fields.timezone.errors} selectProps={{ name: 'timezone', defaultValue: 'UTC' }}>
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
						<SelectField label={t('register.timeZone')} selectProps={{ name: 'timezone', defaultValue: 'UTC' }}>
							{timeZones.map((zone) => (
								<option key={zone} value={zone}>
									{zone.replaceAll('_', ' ')}
								</option>
							))}
						</SelectField>
					</noscript>
				)}
				<div className="grid grid-cols-2 gap-3">
					<Field label={t('register.firstName')} errors={fields.firstName.errors} inputProps={{ ...fields.firstName.props, type: 'text', autoComplete: 'given-name' }} />
					<Field label={t('register.lastName')} errors={fields.lastName.errors} inputProps={{ ...fields.lastName.props, type: 'text', autoComplete: 'family-name' }} />
				</div>
				<Field label={t('field.email')} errors={fields.email.errors} inputProps={{ ...fields.email.props, type: 'email', autoComplete: 'email' }} />
				<Field
					label={t('field.password')}
					hint={t('register.passwordHint')}
					errors={fields.password.errors}
					inputProps={{ ...fields.password.props, type: 'password', autoComplete: 'new-password' }}
				/>
				<Field
					label={t('register.confirm')}
					errors={fields.confirmPassword.errors}
					inputProps={{ ...fields.confirmPassword.props, type: 'password', autoComplete: 'new-password' }}
				/>
				<Button type="submit" className="w-full" disabled={pending}>
					{pending ? t('register.pending') : t('register.submit')}
				</Button>
				{/* Below the button, so the alert appearing or going never moves the button under a tap. */}
				{alert ? <FormAlert title={alert.title} message={alert.message} /> : null}
			</Form>
			<p className="mt-6 text-center text-sm text-slate-700">
				{t('register.haveAccount')}{' '}
				<Link to="/login" className="font-semibold text-brand-700 underline">
					{t('login.submit')}
				</Link>
			</p>
		</AuthShell>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
