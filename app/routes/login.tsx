import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useSearchParams } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { redirectWithSuccess } from '#app/utils/toast.server.ts'
import { AuthShell } from '#app/components/auth-shell.tsx'
import { Button, Field, FormAlert } from '#app/components/forms.tsx'
import { useFormFields } from '#app/components/form-fields.ts'
import { LoginSchema } from '#app/domain/users/users.schema.ts'
import { authenticator, redirectTarget, requireAnonymous, startSession, welcomeMessage } from '#app/utils/auth.server.ts'
import { useIsPending } from '#app/utils/misc.ts'
import { readForm } from '#app/utils/body.server.ts'
import { useT } from '#app/utils/i18n.tsx'
import { requestLocale, resolveLocale, serverT } from '#app/utils/i18n.server.ts'
import { domainFailure, refusedForm } from '#app/utils/http.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Platewise' }]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	return { title: serverT(await requestLocale(request), 'auth')('login.title') }
}

export async function action({ request }: ActionFunctionArgs) {
	await requireAnonymous(request)
	const t = serverT(await requestLocale(request), 'auth')
	const formData = await readForm(request.clone())
	const submission = parseWithZod(formData, { schema: LoginSchema })
	if (submission.status !== 'success') return refusedForm(submission, undefined, { hideFields: ['password'], request })
	try {
		const user = await authenticator.authenticate('form', request)
		const { setCookie } = await startSession(request, user.id)
		// The toast of the next page speaks the account's language.
		const locale = resolveLocale(request, user)
		return await redirectWithSuccess(
			redirectTarget(formData.get('redirectTo')),
			{ message: welcomeMessage(user, 'login', serverT(locale, 'auth')), description: serverT(locale, 'auth')('login.signedIn') },
			{ headers: { 'Set-Cookie': setCookie } },
		)
	} catch (error) {
		// 401 wrong pair, 429 too many attempts, 503 hashing queue full (with Retry-After); spec
		// section 8: 'Login failed' with the server message.
		return domainFailure(error, { request, back: '/login', toast: (e) => ({ message: t('login.failed'), description: e.message }), submission, inPlace: true, hideFields: ['password'] })
	}
}

export default function LoginPage() {
	const actionData = useActionData<typeof action>()
	const [searchParams] = useSearchParams()
	const pending = useIsPending()
	// The server validates (LoginSchema in the action); the browser only shows its reply.
	const { formProps, formErrors, field } = useFormFields({ id: 'login', lastResult: actionData?.result, required: ['email', 'password'] })
	const email = field('email')
	const password = field('password')
	const t = useT('auth')
	return (
		<AuthShell title={t('login.heading')} subtitle={t('login.subtitle')}>
			<Form method="post" {...formProps} className="space-y-4">
				<input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
				<Field label={t('field.email')} errors={email.errors} inputProps={{ ...email.props, type: 'email', autoComplete: 'email', autoFocus: true }} />
				<Field label={t('field.password')} errors={password.errors} inputProps={{ ...password.props, type: 'password', autoComplete: 'current-password' }} />
				<Link to="/forgot-password" className="-mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
					{t('login.forgot')}
				</Link>
				<Button type="submit" className="w-full" disabled={pending}>
					{pending ? t('login.pending') : t('login.submit')}
				</Button>
				{formErrors?.length ? <FormAlert title={formErrors[0]!} message={formErrors[1]} /> : null}
			</Form>
			<p className="mt-6 text-center text-sm text-slate-700">
				{t('login.noAccount')}{' '}
				<Link to="/register" className="font-semibold text-brand-700 underline">
					{t('login.getStarted')}
				</Link>
			</p>
		</AuthShell>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
