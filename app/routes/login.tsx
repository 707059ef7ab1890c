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
import { domainFailure, refusedForm } from '#app/utils/http.server.ts'

export const meta: MetaFunction = () => [{ title: 'Sign in · Platewise' }]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	return null
}

export async function action({ request }: ActionFunctionArgs) {
	await requireAnonymous(request)
	const formData = await readForm(request.clone())
	const submission = parseWithZod(formData, { schema: LoginSchema })
	if (submission.status !== 'success') return refusedForm(submission, undefined, { hideFields: ['password'], request })
	try {
		const user = await authenticator.authenticate('form', request)
		const { setCookie } = await startSession(request, user.id)
		return await redirectWithSuccess(
			redirectTarget(formData.get('redirectTo')),
			{ message: welcomeMessage(user, 'login'), description: "You're signed in." },
			{ headers: { 'Set-Cookie': setCookie } },
		)
	} catch (error) {
		// 401 wrong pair, 429 too many attempts, 503 hashing queue full (with Retry-After); spec
		// section 8: 'Login failed' with the server message.
		return domainFailure(error, { request, back: '/login', toast: (e) => ({ message: 'Login failed', description: e.message }), submission, inPlace: true, hideFields: ['password'] })
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
	return (
		<AuthShell title="Welcome back" subtitle="Sign in to keep logging your meals.">
			<Form method="post" {...formProps} className="space-y-4">
				<input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
				<Field label="Email" errors={email.errors} inputProps={{ ...email.props, type: 'email', autoComplete: 'email', autoFocus: true }} />
				<Field label="Password" errors={password.errors} inputProps={{ ...password.props, type: 'password', autoComplete: 'current-password' }} />
				<Link to="/forgot-password" className="-mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
					Forgot password?
				</Link>
				<Button type="submit" className="w-full" disabled={pending}>
					{pending ? 'Signing in...' : 'Sign In'}
				</Button>
				{formErrors?.length ? <FormAlert title={formErrors[0]!} message={formErrors[1]} /> : null}
			</Form>
			<p className="mt-6 text-center text-sm text-slate-700">
				No account yet?{' '}
				<Link to="/register" className="font-semibold text-brand-700 underline">
					Get Started Free
				</Link>
			</p>
		</AuthShell>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
