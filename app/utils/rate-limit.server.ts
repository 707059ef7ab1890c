/**
 * Login/register throttling with rate-limiter-flexible's memory store (one machine; see
 * docs/decisions/006-login-throttling.md for the policy and its reasons). Sign-ins count only
 * failures, so a user signing in normally is never throttled; registrations have their own
 * counters and never use up sign-in attempts.
 *
 * The client address is known only behind a trusted proxy (TRUST_PROXY=true, set in fly.toml):
 * then it is Fly's `Fly-Client-IP` header and nothing else (`X-Forwarded-For` can be extended by
 * the client, so rotating it must not give fresh attempts). Without a trusted proxy the address is
 * unknown and only the per-email and global limits apply.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { RateLimitError } from '#app/domain/errors.ts'
import { getEnv } from './env.server.ts'

/**
 * Limits as `{ points, duration }` (attempts per window of `duration` seconds).
 * - `loginPair`: failed sign-ins per (email, client address): the tight limit.
 * - `loginEmail`: failed sign-ins per email from anywhere: loose, so strangers cannot lock a
 *   known user out cheaply, yet a distributed guesser gets few tries per hour.
 * - `loginAddress`: failed sign-ins per client address across emails (credential stuffing).
 * - `loginGlobal`: failed sign-ins across the service (a flood of made-up emails, item 3).
 * - `register`: registrations per client address (when known), and per email.
 * - `registerGlobal`: registrations across the service, as sign-ins have `loginGlobal`: without a
 *   trusted proxy the address is unknown, and one client could otherwise create an account per
 *   request (40 in under a second were measured), multiplying every per-account limit.
 */
export const AUTH_LIMITS = {
	loginPair: { points: 10, duration: 60 },
	loginEmail: { points: 100, duration: 60 * 60 },
	loginAddress: { points: 30, duration: 60 },
	loginGlobal: { points: 300, duration: 60 },
	register: { points: 10, duration: 60 },
	registerGlobal: { points: 30, duration: 60 },
	/**
	 * Password reset requests (/forgot-password): each may send a mail, so per email few an hour
	 * (nobody's inbox can be flooded through us), per client address (when known) and service-wide.
	 */
	resetEmail: { points: 5, duration: 60 * 60 },
	resetAddress: { points: 10, duration: 60 },
	resetGlobal: { points: 60, duration: 60 },
} as const

/** The tight per-(email, address) limit; kept under its old name for callers. */
export const AUTH_LIMIT = AUTH_LIMITS.loginPair

const limiters = {
	loginPair: new RateLimiterMemory({ keyPrefix: 'login-pair', ...AUTH_LIMITS.loginPair }),
	loginEmail: new RateLimiterMemory({ keyPrefix: 'login-email', ...AUTH_LIMITS.loginEmail }),
	loginAddress: new RateLimiterMemory({ keyPrefix: 'login-addr', ...AUTH_LIMITS.loginAddress }),
	loginGlobal: new RateLimiterMemory({ keyPrefix: 'login-all', ...AUTH_LIMITS.loginGlobal }),
	registerAddress: new RateLimiterMemory({ keyPrefix: 'register-addr', ...AUTH_LIMITS.register }),
	registerEmail: new RateLimiterMemory({ keyPrefix: 'register-email', ...AUTH_LIMITS.register }),
	registerGlobal: new RateLimiterMemory({ keyPrefix: 'register-all', ...AUTH_LIMITS.registerGlobal }),
	resetEmail: new RateLimiterMemory({ keyPrefix: 'reset-email', ...AUTH_LIMITS.resetEmail }),
	resetAddress: new RateLimiterMemory({ keyPrefix: 'reset-addr', ...AUTH_LIMITS.resetAddress }),
	resetGlobal: new RateLimiterMemory({ keyPrefix: 'reset-all', ...AUTH_LIMITS.resetGlobal }),
}

const enabled = () => getEnv().RATE_LIMIT

/** The client address written by the trusted proxy (`Fly-Client-IP`), or null (see the module comment). */
export function clientIp(request: Request): string | null {
	if (!getEnv().TRUST_PROXY) return null
	return request.headers.get('fly-client-ip')?.trim() || null
}

type Key = [RateLimiterMemory, string]

function loginKeys(request: Request, email: string): Key[] {
	const ip = clientIp(request)
	const normalised = email.trim().toLowerCase()
	const keys: Key[] = [
		[limiters.loginGlobal, 'all'],
		[limiters.loginEmail, normalised],
	]
	if (ip) keys.push([limiters.loginAddress, ip], [limiters.loginPair, `${normalised} ${ip}`])
	return keys
}

function limited(res: RateLimiterRes): RateLimitError {
	const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000))
	return new RateLimitError(`Too many attempts. Please wait ${seconds} seconds and try again.`, seconds)
}

async function consumeAll(keys: Key[]): Promise<void> {
	let error: RateLimitError | undefined
	for (const [limiter, key] of keys) {
		try {
			await limiter.consume(key)
		} catch (res) {
			if (!(res instanceof RateLimiterRes)) throw res
			error ??= limited(res)
		}
	}
	if (error) throw error
}

/**
 * Counts one failed sign-in against every login limit.
 * @throws RateLimitError (429) once one of them is used up.
 */
export async function countFailedLogin(request: Request, email: string): Promise<void> {
	if (!enabled()) return
	await consumeAll(loginKeys(request, email))
}

/**
 * Refuses a sign-in before the password is checked when any login limit is used up.
 * Consumes nothing.
 * @throws RateLimitError (429).
 */
export async function assertLoginAllowed(request: Request, email: string): Promise<void> {
	if (!enabled()) return
	for (const [limiter, key] of loginKeys(request, email)) {
		const res = await limiter.get(key)
		if (res && res.remainingPoints <= 0) throw limited(res)
	}
}

/** The answer to a registration past a limit: the sign-up form shows it above the fields. */
function registrationLimited(res: RateLimiterRes): RateLimitError {
	const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000))
	return new RateLimitError(`Too many sign-ups right now. Please wait ${seconds} seconds and try again.`, seconds)
}

/**
 * Counts one registration (service-wide, per email, and per client address when known), after
 * checking that none of those counters is used up, so a refused attempt uses no point. Never
 * touches the login counters.
 * @throws RateLimitError (429) 'Too many sign-ups right now. Please wait N seconds and try again.'
 */
export async function countRegistration(request: Request, email: string): Promise<void> {
	await consumeIfAllLeft(request, email, [limiters.registerGlobal, limiters.registerEmail, limiters.registerAddress], registrationLimited)
}

/**
 * Consumes a point of the service-wide, per-email and (when known) per-address counters after
 * checking none is used up, so a refused attempt uses no point. Nothing when limits are off.
 */
async function consumeIfAllLeft(
	request: Request,
	email: string,
	[global, perEmail, perAddress]: [RateLimiterMemory, RateLimiterMemory, RateLimiterMemory],
	refuse: (res: RateLimiterRes) => RateLimitError,
): Promise<void> {
	if (!enabled()) return
	const ip = clientIp(request)
	const keys: Key[] = [
		[global, 'all'],
		[perEmail, email.trim().toLowerCase()],
	]
	if (ip) keys.push([perAddress, ip])
	for (const [limiter, key] of keys) {
		const res = await limiter.get(key)
		if (res && res.remainingPoints <= 0) throw refuse(res)
	}
	for (const [limiter, key] of keys) {
		try {
			await limiter.consume(key)
		} catch (res) {
			if (!(res instanceof RateLimiterRes)) throw res
			throw refuse(res)
		}
	}
}

/**
 * Counts one password reset request (service-wide, per email, per client address when known),
 * whether or not an account has the email, so the limit itself reveals nothing.
 * @throws RateLimitError (429) 'Too many attempts. Please wait N seconds and try again.'
 */
export async function countResetRequest(request: Request, email: string): Promise<void> {
	await consumeIfAllLeft(request, email, [limiters.resetGlobal, limiters.resetEmail, limiters.resetAddress], limited)
}
