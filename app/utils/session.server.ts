/**
 * The session cookie. It holds only the session token; the `sessions` table makes sessions
 * revocable (logout deletes the row). httpOnly, SameSite=Lax, Secure in production.
 */
import { createCookieSessionStorage } from '@remix-run/node'
import { SESSION_TTL_MS } from '#app/domain/users/users.server.ts'
import { getEnv } from './env.server.ts'

/** Development fallback secret; production refuses to start without SESSION_SECRET (scripts/start.js generates one). */
const DEV_SECRET = 'platewise-dev-only-secret'

function secrets(): string[] {
	const s = getEnv().SESSION_SECRET
	if (s) return s.split(',')
	if (getEnv().NODE_ENV === 'production') throw new Error('SESSION_SECRET must be set in production')
	return [DEV_SECRET]
}

/** Cookie signing secrets (SESSION_SECRET, comma-separated for rotation). */
export const cookieSecrets = secrets()
/** Secure cookies in production, unless INSECURE_COOKIES=true (plain-HTTP testing). */
export const cookieSecure = getEnv().NODE_ENV === 'production' && !getEnv().INSECURE_COOKIES
const secure = cookieSecure

export const sessionStorage = createCookieSessionStorage<{ token: string }>({
	cookie: {
		name: '__session',
		httpOnly: true,
		sameSite: 'lax',
		path: '/',
		secure,
		secrets: cookieSecrets,
		// The one session lifetime: the cookie lives exactly as long as its DB session row.
		maxAge: SESSION_TTL_MS / 1000,
	},
})
