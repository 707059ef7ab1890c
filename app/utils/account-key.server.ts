/**
 * The account behind a request's credential, for the server's per-account fair share
 * (scripts/fair-share.js, ADR 008): the user id of the session the bearer token or session cookie
 * names (or the owner of a personal API token), so one user's requests share one line however many
 * sessions and tokens they hold. Read before
 * Remix runs, with one indexed read per credential not seen before.
 */
import { db } from '#app/db.server.ts'
import { PERSONAL_TOKEN_PREFIX, userByApiToken } from '#app/domain/account/tokens.server.ts'
import { sessionUserId } from '#app/domain/users/users.server.ts'
import { sessionStorage } from './session.server.ts'

/** Credentials whose account is remembered per process (least recently used beyond that are dropped). */
const CACHE_SIZE = 5000
/** Credential → user id (null: no live session). A session belongs to one user for life. */
const accounts = new Map<string, string | null>()

/**
 * The user id of a credential as scripts/fair-share.js reads it from the headers, or null when it
 * names no live session (forged, expired, signed out).
 * @param credential `b:<bearer token>` or `c:<__session cookie value>`.
 */
export async function accountOfCredential(credential: string): Promise<string | null> {
	const known = accounts.get(credential)
	if (known !== undefined) {
		accounts.delete(credential)
		accounts.set(credential, known)
		return known
	}
	let token: string | null = null
	if (credential.startsWith('b:')) token = credential.slice(2)
	else if (credential.startsWith('c:')) {
		const value = (await sessionStorage.getSession(`__session=${credential.slice(2)}`)).get('token')
		token = typeof value === 'string' ? value : null
	}
	// A personal API token (an automation) shares its owner's line, as their sessions do.
	const user = !token ? null : token.startsWith(PERSONAL_TOKEN_PREFIX) ? ((await userByApiToken(db, token))?.user.id ?? null) : await sessionUserId(db, token)
	// Only a live session is remembered: a null may be a session created a moment later in another worker.
	if (user) {
		accounts.set(credential, user)
		if (accounts.size > CACHE_SIZE) accounts.delete(accounts.keys().next().value!)
	}
	return user
}
