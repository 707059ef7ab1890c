/**
 * Flash toasts (remix-toast) stored in a cookie signed with SESSION_SECRET. remix-toast 1.2.2's
 * default cookie is not actually signed (its signer returns the value unchanged), so we hand it
 * our own Remix cookie session storage instead.
 */
import { createCookieSessionStorage } from '@remix-run/node'
import { createToastUtilsWithCustomSession } from 'remix-toast'
import { cookieSecrets, cookieSecure } from './session.server.ts'

const toastStorage = createCookieSessionStorage({
	cookie: { name: 'toast-session', httpOnly: true, sameSite: 'lax', path: '/', secure: cookieSecure, secrets: cookieSecrets },
})

export const { getToast, redirectWithSuccess, redirectWithError, redirectWithInfo } = createToastUtilsWithCustomSession(toastStorage)
