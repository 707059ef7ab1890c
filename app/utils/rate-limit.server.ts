/**
 * Login/register throttling with rate-limiter-flexible's memory store (one machine; see
 * docs/decisions). 10 attempts per minute per client IP and per email (issue #2).
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { RateLimitError } from '#app/domain/errors.ts'
import { getEnv } from './env.server.ts'

/** Attempts allowed per window, and the window in seconds (issue #2: "10 tries a minute"). */
export const AUTH_LIMIT = { points: 10, duration: 60 } as const

const byIp = new RateLimiterMemory({ keyPrefix: 'auth-ip', ...AUTH_LIMIT })
const byEmail = new RateLimiterMemory({ keyPrefix: 'auth-email', ...AUTH_LIMIT })

/** The client address: Fly's `fly-client-ip`, else the first `x-forwarded-for` hop; null when unknown. */
export function clientIp(request: Request): string | null {
	const fly = request.headers.get('fly-client-ip')
	if (fly) return fly.trim()
	const xff = request.headers.get('x-forwarded-for')
	return xff ? (xff.split(',')[0]?.trim() ?? null) : null
}

/**
 * Counts one login or register attempt.
 * @throws RateLimitError (429) with a readable message once a key is over the limit.
 */
export async function limitAuthAttempt(request: Request, email: string | null | undefined): Promise<void> {
	if (getEnv().RATE_LIMIT === 'false' && process.env.RATE_LIMIT === 'false') return
	const keys: Array<[RateLimiterMemory, string]> = []
	const ip = clientIp(request)
	if (ip) keys.push([byIp, ip])
	if (email) keys.push([byEmail, email.trim().toLowerCase()])
	for (const [limiter, key] of keys) {
		try {
			await limiter.consume(key)
		} catch (res) {
			if (res instanceof RateLimiterRes) {
				const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000))
				throw new RateLimitError(`Too many attempts. Please wait ${seconds} seconds and try again.`, seconds)
			}
			throw res
		}
	}
}
