/**
 * Sign-in and sign-up for the JSON API: the same domain calls as the /login and /register
 * screens, plus the rate limit, answered with `{ token, message, user }` (spec section 3).
 * The token is the session token: send it as `Authorization: Bearer <token>`. The session
 * cookie is set too, for browser clients.
 */
import type { LoginInput, RegisterInput } from '#app/domain/users/users.schema.ts'
import { toPublicUser } from '#app/domain/users/users.server.ts'
import { apiJson } from './api.server.ts'
import { checkCredentials, registerAccount, startSession, welcomeMessage } from './auth.server.ts'

/** Checks credentials and starts a session. @throws InvalidCredentialsError 401, RateLimitError 429, ServiceBusyError 503. */
export async function apiLogin(request: Request, input: LoginInput): Promise<Response> {
	const user = await checkCredentials(request, input)
	const { token, setCookie } = await startSession(request, user.id)
	return apiJson({ token, message: welcomeMessage(user, 'login'), user: toPublicUser(user) }, { headers: { 'Set-Cookie': setCookie } })
}

/** Creates the account and starts a session. @throws ConflictError 409, RateLimitError 429. */
export async function apiRegister(request: Request, input: RegisterInput): Promise<Response> {
	const { user, token, setCookie } = await registerAccount(request, input)
	return apiJson(
		{ token, message: welcomeMessage(user, 'register'), user: toPublicUser(user) },
		{ status: 201, headers: { 'Set-Cookie': setCookie } },
	)
}
