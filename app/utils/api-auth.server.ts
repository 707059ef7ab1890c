/**
 * Sign-in and sign-up for the JSON API: the same domain calls as the /login and /register
 * screens, plus the rate limit, answered with `{ token, message, user }` (spec section 3).
 * The token is the session token: send it as `Authorization: Bearer <token>`. The session
 * cookie is set too, for browser clients.
 */
import { db } from '#app/db.server.ts'
import type { LoginInput, RegisterInput } from '#app/domain/users/users.schema.ts'
import { createUser, toPublicUser, verifyLogin } from '#app/domain/users/users.server.ts'
import { ApiError, apiJson } from './api.server.ts'
import { startSession } from './auth.server.ts'
import { limitAuthAttempt } from './rate-limit.server.ts'

/** Checks credentials and starts a session. @throws ApiError 401, RateLimitError 429. */
export async function apiLogin(request: Request, input: LoginInput): Promise<Response> {
	await limitAuthAttempt(request, input.email)
	const user = await verifyLogin(db, input)
	if (!user) throw new ApiError(401, 'Invalid email or password')
	const { token, setCookie } = await startSession(request, user.id)
	const name = user.firstName ? `, ${user.firstName}` : ''
	return apiJson({ token, message: `Welcome back${name}!`, user: toPublicUser(user) }, { headers: { 'Set-Cookie': setCookie } })
}

/** Creates the account and starts a session. @throws ConflictError 409, RateLimitError 429. */
export async function apiRegister(request: Request, input: RegisterInput): Promise<Response> {
	await limitAuthAttempt(request, input.email)
	const user = await createUser(db, input)
	const { token, setCookie } = await startSession(request, user.id)
	const name = user.firstName ? `, ${user.firstName}` : ''
	return apiJson(
		{ token, message: `Welcome to Platewise${name}!`, user: toPublicUser(user) },
		{ status: 201, headers: { 'Set-Cookie': setCookie } },
	)
}
