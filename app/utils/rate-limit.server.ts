/**
 * Login/register throttling with rate-limiter-flexible's memory store (one machine; see
 * docs/decisions/005). Limits: 10 attempts per minute per client address and per email
 * (issue #2). Logins count only failures, so a user signing in normally is never locked out;
 * registrations count every attempt.
 *
 * The client address comes from proxy headers only when TRUST_PROXY=true (set in fly.toml):
 * Fly's `fly-client-ip`, else the last `x-forwarded-for` hop (the one the proxy added). Without
 * a trusted proxy, headers are client-controlled, so only the per-email limit applies.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { RateLimitError } from '#app/domain/errors.ts'

/** Attempts allowed per window, and the window in seconds (issue #2: "10 tries a minute"). */
export const AUTH_LIMIT = { points: 10, duration: 60 } as const

const byIp = new RateLimiterMemory({ keyPrefix: 'auth-ip', ...AUTH_LIMIT })
const byEmail = new RateLimiterMemory({ keyPrefix: 'auth-email', ...AUTH_LIMIT })

const enabled = () => process.env.RATE_LIMIT !== 'false'

/** The client address from a trusted proxy's headers, or null (see the module comment). */
export function clientIp(request: Request): string | null {
	if (process.env.TRUST_PROXY !== 'true') return null
	const fly = request.headers.get('fly-client-ip')
	if (fly) return fly.trim()
	const hops = request.headers.get('x-forwarded-for')?.split(',') ?? []
	return hops.at(-1)?.trim() || null
}

function keysFor(request: Request, email: string | null | undefined): Array<[RateLimiterMemory, string]> {
	const keys: Array<[RateLimiterMemory, string]> = []
	const ip = clientIp(request)
	if (ip) keys.push([byIp, ip])
	if (email) keys.push([byEmail, email.trim().toLowerCase()])
	return keys
}

function limited(res: RateLimiterRes): RateLimitError {
	const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000))
	return new RateLimitError(`Too many attempts. Please wait ${seconds} seconds and try again.`, seconds)
}

/**
 * Counts one attempt (registration, or a failed login).
 * @throws RateLimitError (429) with a readable message once a key is over the limit.
 */
export async function limitAuthAttempt(request: Request, email: string | null | undefined): Promise<void> {
	if (!enabled()) return
	for (const [limiter, key] of keysFor(request, email)) {
		try {
			await limiter.consume(key)
		} catch (res) {
			if (res instanceof RateLimiterRes) throw limited(res)
			throw res
		}
	}
}

/**
 * Refuses a login before checking the password when its address or email has used up its
 * failed attempts. Consumes nothing.
 * @throws RateLimitError (429).
 */
export async function assertLoginAllowed(request: Request, email: string | null | undefined): Promise<void> {
	if (!enabled()) return
	for (const [limiter, key] of keysFor(request, email)) {
		const res = await limiter.get(key)
		if (res && res.remainingPoints <= 0) throw limited(res)
	}
}
