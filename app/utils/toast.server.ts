/**
 * Flash toasts (remix-toast) stored in a cookie signed with SESSION_SECRET. remix-toast 1.2.2's
 * default cookie is not actually signed (its signer returns the value unchanged), so we hand it
 * our own Remix cookie session storage instead.
 */
import { createCookieSessionStorage } from '@remix-run/node'
import { createToastUtilsWithCustomSession } from 'remix-toast'
import { cookieSecrets, cookieSecure } from './session.server.ts'

const TOAST_COOKIE = 'toast-session'

const toastStorage = createCookieSessionStorage({
	cookie: { name: TOAST_COOKIE, httpOnly: true, sameSite: 'lax', path: '/', secure: cookieSecure, secrets: cookieSecrets },
})

const toastUtils = createToastUtilsWithCustomSession(toastStorage)
export const { redirectWithSuccess, redirectWithError, redirectWithInfo } = toastUtils
const readToastCookie = toastUtils.getToast

/**
 * The flash toast of this request, and the headers that clear it (remix-toast's `getToast`).
 * Without a toast cookie in the request there is nothing to read or clear: no cookie is parsed,
 * verified or signed, and no Set-Cookie is sent (remix-toast's own `getToast` signs and sends an
 * empty toast cookie on every page).
 * @returns `{ toast, headers }`; `toast` undefined when none was flashed
 */
export function getToast(request: Request): ReturnType<typeof readToastCookie> {
	const cookie = request.headers.get('cookie')
	if (!cookie || !cookie.includes(`${TOAST_COOKIE}=`)) return Promise.resolve({ toast: undefined, headers: new Headers() })
	return readToastCookie(request)
}
