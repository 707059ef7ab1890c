/**
 * Account control's adapter pieces shared by the Account page and the /api routes: which session
 * is calling, and the account calls that check a password (run in a hashing slot, like sign-in).
 */
import { db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import type { ChangePasswordInput } from '#app/domain/account/account.schema.ts'
import { changeEmail, changePassword, deleteAccount, sessionIdOf } from '#app/domain/account/account.server.ts'
import { getSessionToken } from './auth.server.ts'
import { withHashSlot } from './hash-queue.server.ts'
import { sessionStorage } from './session.server.ts'

/** The calling session's id (the SHA-256 of its token), or null without one. */
export async function currentSessionId(request: Request): Promise<string | null> {
	const token = await getSessionToken(request)
	return token ? sessionIdOf(token) : null
}

/** Changes the password in a hashing slot, keeping the calling session. @throws as changePassword, ServiceBusyError 503. */
export async function changePasswordFor(request: Request, actor: Actor, input: ChangePasswordInput) {
	const keepSessionId = await currentSessionId(request)
	return withHashSlot(() => changePassword(db, actor, { ...input, keepSessionId }))
}

/** Changes the email in a hashing slot. @throws as changeEmail, ServiceBusyError 503. */
export function changeEmailFor(actor: Actor, input: { email: string; password: string }) {
	return withHashSlot(() => changeEmail(db, actor, input))
}

/** Deletes the account in a hashing slot; returns the Set-Cookie header that clears the cookie. */
export async function deleteAccountFor(request: Request, actor: Actor, password: string): Promise<string> {
	await withHashSlot(() => deleteAccount(db, actor, { password }))
	return sessionStorage.destroySession(await sessionStorage.getSession(request.headers.get('cookie')))
}
