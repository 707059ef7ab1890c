/**
 * Authentication: remix-auth's FormStrategy checks the login form; sessions are ours
 * (a DB row per session, the token in the cookie or an `Authorization: Bearer` header).
 */
import { redirect } from '@remix-run/node'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { safeRedirect } from './safe-redirect.ts'
import { db } from '#app/db.server.ts'
import { actorOf, type Actor } from '#app/domain/actor.ts'
import { noteSessionUse, sessionIdOf } from '#app/domain/account/account.server.ts'
import { DomainError, InvalidError } from '#app/domain/errors.ts'
import { LoginSchema, type LoginInput, type RegisterInput } from '#app/domain/users/users.schema.ts'
import { createSession, createUser, deleteSession, getUserBySessionToken, verifyLogin } from '#app/domain/users/users.server.ts'
import type { User } from '#db/schema.ts'
import { withHashSlot } from './hash-queue.server.ts'
import type { Translate } from './i18n.tsx'
import { assertLoginAllowed, countFailedLogin, countRegistration } from './rate-limit.server.ts'
import { sessionStorage } from './session.server.ts'

/** The email/password pair is wrong (never says which). 401 in both adapters. */
export class InvalidCredentialsError extends DomainError {
	constructor() {
		super('Invalid email or password', 401)
	}
}

/**
 * The one sign-in rule, for the /login form and POST /api/auth/login: refuse when a login limit
 * is used up (docs/decisions/006-login-throttling.md), check the password in a hashing slot,
 * count the failure.
 * @throws RateLimitError (429), ServiceBusyError (503, hashing queue full), InvalidCredentialsError (401).
 */
export async function checkCredentials(request: Request, input: LoginInput): Promise<User> {
	await assertLoginAllowed(request, input.email)
	const user = await withHashSlot(() => verifyLogin(db, input))
	if (user) return user
	await countFailedLogin(request, input.email)
	throw new InvalidCredentialsError()
}

/**
 * The one sign-up rule, for /register and POST /api/auth/register (and POST /api/users): count
 * the registration (its own counters, never the sign-in ones), create the account in a hashing
 * slot, start its session.
 * @throws RateLimitError (429), ServiceBusyError (503), ConflictError (409).
 */
export async function registerAccount(request: Request, input: RegisterInput): Promise<{ user: User; token: string; setCookie: string }> {
	await countRegistration(request, input.email)
	const user = await withHashSlot(() => createUser(db, input))
	return { user, ...(await startSession(request, user.id)) }
}

/**
 * The welcome toast/message after sign-in or sign-up (spec section 4): 'Welcome back, Ada!',
 * 'Welcome to Platewise!'. With `t` (namespace auth, from `serverT(locale, 'auth')`) in that
 * language; the parameter keeps this module free of the server's catalogs (which need it for the
 * signed-in user's language).
 */
export function welcomeMessage(user: Pick<User, 'firstName'>, kind: 'login' | 'register', t?: Translate<'auth'>): string {
	const name = user.firstName
	if (!t) return kind === 'login' ? `Welcome back${name ? `, ${name}` : ''}!` : `Welcome to Platewise${name ? `, ${name}` : ''}!`
	if (kind === 'login') return name ? t('welcome.loginName', { name }) : t('welcome.login')
	return name ? t('welcome.registerName', { name }) : t('welcome.register')
}

export const authenticator = new Authenticator<User>()
authenticator.use(
	new FormStrategy(async ({ form, request }) => {
		const parsed = LoginSchema.safeParse({ email: form.get('email'), password: form.get('password') })
		if (!parsed.success) throw new InvalidError('Invalid login form')
		return checkCredentials(request, parsed.data)
	}),
	'form',
)

/** The session token from the `Authorization: Bearer` header, else from the cookie. */
export async function getSessionToken(request: Request): Promise<string | null> {
	const auth = request.headers.get('authorization')
	if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim() || null
	const session = await sessionStorage.getSession(request.headers.get('cookie'))
	const token = session.get('token')
	return typeof token === 'string' ? token : null
}

/**
 * One session lookup per request, however many loaders (root + route) ask. Actions that change
 * the user redirect (Post/Redirect/Get), so a memoised user is never stale within a request.
 */
const usersByRequest = new WeakMap<Request, Promise<User | null>>()

/** The signed-in user, or null. */
export function getUser(request: Request): Promise<User | null> {
	let pending = usersByRequest.get(request)
	if (!pending) {
		pending = getSessionToken(request).then(async (token) => {
			const user = token ? await getUserBySessionToken(db, token) : null
			// Last use for the session list; a failed write (a busy database) never fails the request.
			if (user && token) await noteSessionUse(db, sessionIdOf(token)).catch(() => undefined)
			return user
		})
		usersByRequest.set(request, pending)
	}
	return pending
}

/** The signed-in user; otherwise redirects to /login?redirectTo=… (HTML routes). */
export async function requireUser(request: Request): Promise<User> {
	const user = await getUser(request)
	if (user) return user
	const url = new URL(request.url)
	const redirectTo = url.pathname + url.search
	throw redirect(redirectTo === '/' ? '/login' : `/login?redirectTo=${encodeURIComponent(redirectTo)}`)
}

/**
 * The signed-in user and the domain's acting user built from it, once per request (pages); the
 * same redirect to /login as `requireUser` otherwise.
 */
export async function requireActor(request: Request): Promise<{ user: User; actor: Actor }> {
	const user = await requireUser(request)
	return { user, actor: actorOf(user) }
}

/** Redirects signed-in users away from /login and /register. */
export async function requireAnonymous(request: Request): Promise<void> {
	if (await getUser(request)) throw redirect('/')
}

/** Starts a DB session for `userId`; returns the token and the Set-Cookie header value. */
export async function startSession(request: Request, userId: string): Promise<{ token: string; setCookie: string }> {
	const { token, expiresAt } = await createSession(db, userId, request.headers.get('user-agent'))
	const session = await sessionStorage.getSession(request.headers.get('cookie'))
	session.set('token', token)
	return { token, setCookie: await sessionStorage.commitSession(session, { expires: expiresAt }) }
}

/** Deletes the DB session and clears the cookie; returns the Set-Cookie header value. */
export async function endSession(request: Request): Promise<string> {
	const token = await getSessionToken(request)
	if (token) await deleteSession(db, token)
	const session = await sessionStorage.getSession(request.headers.get('cookie'))
	return sessionStorage.destroySession(session)
}

/** Redirect target after login, restricted to same-site paths. */
export function redirectTarget(value: FormDataEntryValue | string | null | undefined): string {
	return safeRedirect(typeof value === 'string' ? value : null, '/')
}
