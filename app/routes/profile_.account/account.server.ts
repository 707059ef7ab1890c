/**
 * The Account page's loader and action (./route.tsx). Every rule is the account domain's, the
 * same functions the /api routes call (app/domain/account/, through app/utils/account.server.ts
 * where a password is checked in a hashing slot): change password (other sessions end), change
 * email, end a session or every other one, create and revoke personal API tokens, delete the
 * account. This module parses each form with the domain's zod schema (Conform), answers a refused
 * one with its field messages (app/utils/http.server.ts) and a done one with a toast
 * (Post/Redirect/Get), except a new token, whose secret is answered once in the page itself.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'
import { db } from '#app/db.server.ts'
import { ChangeEmailSchema, ChangePasswordFormSchema, CreateTokenSchema, DeleteAccountSchema } from '#app/domain/account/account.schema.ts'
import { endOtherSessions, endSessionById, listSessions } from '#app/domain/account/account.server.ts'
import { createApiToken, listApiTokens, revokeApiToken } from '#app/domain/account/tokens.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { ConflictError, InvalidError, type DomainError } from '#app/domain/errors.ts'
import type { User } from '#db/schema.ts'
import { changeEmailFor, changePasswordFor, currentSessionId, deleteAccountFor } from '#app/utils/account.server.ts'
import { domainFailure, fieldSummary, refusedForm, type SpecToast } from '#app/utils/http.server.ts'
import { requestLocale, serverT } from '#app/utils/i18n.server.ts'
import { LOCALE_TAGS, type Locale } from '#app/utils/i18n.tsx'
import type { MessageKey } from '#app/locales/catalogs.ts'
import { redirectWithError, redirectWithSuccess } from '#app/utils/toast.server.ts'

const HERE = '/profile/account'

/** Secret fields never sent back into a form. */
const SECRETS = ['currentPassword', 'newPassword', 'confirmPassword', 'password']

/**
 * '27 Nov 2026, 03:50' in the user's time zone and language (formatted here, so server and browser
 * render the same text; English keeps the day-month order it always had).
 */
function whenIn(iso: string, timeZone: string, locale: Locale): string {
	const tag = locale === 'en' ? 'en-GB' : LOCALE_TAGS[locale]
	return new Intl.DateTimeFormat(tag, { timeZone, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso))
}

/**
 * The device as people read it in `locale`: the domain describes it in English ('Chrome on
 * Android', 'Unknown device', app/domain/account/device.ts, which the API answers as is); browser
 * and system names are product names and stay.
 */
function deviceIn(device: string, locale: Locale): string {
	const t = serverT(locale, 'account')
	if (device === 'Unknown device') return t('sessions.unknownDevice')
	const on = / on (?=[^ ]+$)/.exec(device)
	return on ? t('sessions.deviceOn', { browser: device.slice(0, on.index), system: device.slice(on.index + on[0].length) }) : device
}

/** What the page shows: the email, the live sessions (this one marked) and the personal tokens. */
export async function loadAccount(request: Request, user: User, actor: Actor) {
	const [sessions, tokens, locale] = await Promise.all([listSessions(db, actor, await currentSessionId(request)), listApiTokens(db, actor), requestLocale(request)])
	const tz = user.timezone
	const when = (iso: string) => whenIn(iso, tz, locale)
	return {
		title: serverT(locale, 'account')('title'),
		userId: user.id,
		email: user.email,
		sessions: sessions.map((s) => ({ id: s.id, device: deviceIn(s.device, locale), current: s.current, lastUsed: when(s.lastUsedAt), signedIn: when(s.createdAt) })),
		tokens: tokens.map((t) => ({ id: t.id, name: t.name, scopes: t.scopes, created: when(t.createdAt), lastUsed: t.lastUsedAt ? when(t.lastUsedAt) : null })),
	}
}

/** The forms of the page, by their `intent` field. */
export const ACCOUNT_INTENTS = ['change-password', 'change-email', 'end-session', 'end-other-sessions', 'create-token', 'revoke-token', 'delete-account'] as const

const IdSchema = z.object({ id: z.string({ error: 'Required' }).min(1, 'Required').max(200) })

/** The failure toast's title of each form (shown above the form, with what to fix): its message key (namespace account). */
const FAILURES: Record<(typeof ACCOUNT_INTENTS)[number], MessageKey<'account'>> = {
	'change-password': 'fail.changePassword',
	'change-email': 'fail.changeEmail',
	'end-session': 'fail.endSession',
	'end-other-sessions': 'fail.endOtherSessions',
	'create-token': 'fail.createToken',
	'revoke-token': 'fail.revokeToken',
	'delete-account': 'fail.deleteAccount',
}

/** A failure's description: the field messages when fields are at fault, else the error's own message. */
function failureDescription(error: DomainError): string {
	return (error instanceof InvalidError || error instanceof ConflictError ? fieldSummary(error.fieldErrors) : undefined) ?? error.message
}

const isIntent = (v: unknown): v is (typeof ACCOUNT_INTENTS)[number] => (ACCOUNT_INTENTS as readonly unknown[]).includes(v)

/** Parses the form with `schema`, runs `done` with its value; a refusal or domain error answers in the form. */
async function handle<S extends z.ZodType, R>(request: Request, formData: FormData, schema: S, intent: (typeof ACCOUNT_INTENTS)[number], done: (value: z.output<S>) => Promise<R>) {
	const submission = parseWithZod(formData, { schema })
	const toast: SpecToast = { message: serverT(await requestLocale(request), 'account')(FAILURES[intent]) }
	if (submission.status !== 'success') return refusedForm(submission, toast, { hideFields: SECRETS, request })
	try {
		return await done(submission.value as z.output<S>)
	} catch (error) {
		return domainFailure(error, { request, back: HERE, toast: (e) => ({ ...toast, description: failureDescription(e) }), submission, hideFields: SECRETS, inPlace: intent === 'delete-account' || intent === 'change-password' || intent === 'change-email' })
	}
}

/**
 * Runs the form named by `intent`.
 * @returns a redirect with the toast; `{ result }` for a refused form (400, field messages);
 *   `{ created }` with a new token's secret, shown this once.
 */
export async function accountAction(request: Request, actor: Actor, formData: FormData) {
	const intent = formData.get('intent')
	const t = serverT(await requestLocale(request), 'account')
	if (!isIntent(intent)) return redirectWithError(HERE, { message: t('toast.unknown') })
	switch (intent) {
		case 'change-password':
			return handle(request, formData, ChangePasswordFormSchema, intent, async (v) => {
				const { endedSessions } = await changePasswordFor(request, actor, { currentPassword: v.currentPassword, newPassword: v.newPassword })
				return redirectWithSuccess(HERE, { message: t('toast.passwordChanged'), description: endedSessions ? t('toast.othersSignedOut', { count: endedSessions }) : t('toast.stayedSignedIn') })
			})
		case 'change-email':
			return handle(request, formData, ChangeEmailSchema, intent, async (v) => {
				const { email } = await changeEmailFor(actor, v)
				return redirectWithSuccess(HERE, { message: t('toast.emailChanged'), description: t('toast.emailChangedText', { email }) })
			})
		case 'end-session':
			return handle(request, formData, IdSchema, intent, async ({ id }) => {
				await endSessionById(db, actor, id)
				return redirectWithSuccess(HERE, { message: t('toast.signedOut'), description: t('toast.signedOutText') })
			})
		case 'end-other-sessions':
			return handle(request, formData, z.object({}), intent, async () => {
				const n = await endOtherSessions(db, actor, await currentSessionId(request))
				return redirectWithSuccess(HERE, { message: t('toast.signedOutElsewhere'), description: t('toast.othersSignedOut', { count: n }) })
			})
		case 'create-token':
			return handle(request, formData, CreateTokenSchema, intent, async (v) => {
				const made = await createApiToken(db, actor, v)
				return { created: { id: made.id, name: made.name, token: made.token } }
			})
		case 'revoke-token':
			return handle(request, formData, IdSchema, intent, async ({ id }) => {
				await revokeApiToken(db, actor, id)
				return redirectWithSuccess(HERE, { message: t('toast.tokenRevoked'), description: t('toast.tokenRevokedText') })
			})
		case 'delete-account':
			return handle(request, formData, DeleteAccountSchema, intent, async ({ password }) => {
				const clearCookie = await deleteAccountFor(request, actor, password)
				return redirectWithSuccess('/login', { message: t('toast.accountDeleted'), description: t('toast.accountDeletedText') }, { headers: { 'Set-Cookie': clearCookie } })
			})
	}
}
