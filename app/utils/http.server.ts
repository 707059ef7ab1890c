/**
 * The HTML adapter's one error path (the /api's is app/utils/api.server.ts). Every HTML action
 * answers a failure through these two functions, so a refused form and a failed domain call look
 * the same everywhere:
 *
 * - a field at fault (a refused Conform submission, or an InvalidError / ConflictError with
 *   `fieldErrors`): 400 (409 for a ConflictError such as a taken username), the field messages
 *   inline, and the spec's toast text as the form's own message (`formErrors: [title,
 *   description]`), re-rendered with or without JavaScript;
 * - a failure the form must answer in place (`inPlace`: sign-in and sign-up, whose status tells
 *   clients and proxies what happened): the error's own status (401 wrong password, 429 too many
 *   attempts, 503 hashing queue full) with `Retry-After` for a RateLimitError, the toast text as
 *   the form's message;
 * - a failure shown inside the screen's own result view (`inPageFailure`: the photo upload's
 *   'Upload Error' notice): the error's own status and the spec's toast;
 * - anything else a domain function throws (NotFoundError, ForbiddenError, a DomainError without
 *   fields): Post/Redirect/Get back to the page with the spec's error toast (remix-toast).
 *
 * Secrets the user typed (`hideFields`, e.g. passwords) are never sent back into the form.
 *
 * Given the `request`, the messages the domain wrote in English (field messages, an error's text in
 * a toast) are answered in the user's language (app/utils/i18n-messages.server.ts); text that is
 * not a known domain message (a toast the route already translated) passes unchanged.
 *
 * Errors that are not DomainErrors are bugs: they propagate to the route's ErrorBoundary.
 */
import type { SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import { ConflictError, DomainError, InvalidError, RateLimitError } from '#app/domain/errors.ts'
import { DEFAULT_LOCALE, type Locale } from './i18n.tsx'
import { requestLocale } from './i18n.server.ts'
import { translateFieldErrors, translateMessage } from './i18n-messages.server.ts'
import { redirectWithError } from './toast.server.ts'

/** A toast as the spec words it (section "Toasts"): title and optional description. */
export type SpecToast = { message: string; description?: string }

/** What a refused form answers: Conform's reply (field errors, form errors = the toast text). */
export type FormFailure = { result: SubmissionResult<string[]> }

type Replyable = {
	reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }) => SubmissionResult<string[]>
}

function toastLines(toast: SpecToast | undefined): string[] | undefined {
	return toast ? [toast.message, ...(toast.description ? [toast.description] : [])] : undefined
}

/**
 * The field messages of a refused submission or a domain error, de-duplicated, as one line: the
 * description of a failure toast that names what to fix ('Daily fat must be between 10 and 300').
 */
export function fieldSummary(errors: Record<string, readonly string[] | null | undefined> | null | undefined): string | undefined {
	const line = [...new Set(Object.values(errors ?? {}).flatMap((e) => e ?? []))].join(' ')
	return line || undefined
}

/** A form reply with every message in `locale` (field names unchanged). */
function translated(result: SubmissionResult<string[]>, locale: Locale): SubmissionResult<string[]> {
	return locale === DEFAULT_LOCALE || !result.error ? result : { ...result, error: translateFieldErrors(locale, result.error) }
}

/** A toast with the domain's English messages in `locale`. */
function translatedToast(toast: SpecToast, locale: Locale): SpecToast {
	if (locale === DEFAULT_LOCALE) return toast
	return { message: translateMessage(locale, toast.message), ...(toast.description ? { description: translateMessage(locale, toast.description) } : {}) }
}

/** The language of the answer: `locale` when the caller knows it, else the request's (profile, cookie, Accept-Language), else English. */
async function answerLocale(opts: { request?: Request; locale?: Locale }): Promise<Locale> {
	return opts.locale ?? (opts.request ? requestLocale(opts.request) : DEFAULT_LOCALE)
}

/**
 * A refused submission: 400 with its field messages and, as the form's message, the spec's toast text.
 * @param opts.hideFields fields whose values are not sent back (passwords).
 * @param opts.request the request: field messages in the user's language (else English);
 *   or `opts.locale`, the language when the caller has it already.
 */
export async function refusedForm(submission: Replyable, toast?: SpecToast, opts: { hideFields?: string[]; request?: Request; locale?: Locale } = {}) {
	const locale = await answerLocale(opts)
	const result = submission.reply({ formErrors: toastLines(toast), hideFields: opts.hideFields })
	return data<FormFailure>({ result: translated(result, locale) }, { status: 400 })
}

/**
 * Maps an error thrown by a domain call in an HTML action (see the module doc).
 *
 * @param back where to redirect with the toast when no field is at fault.
 * @param toast the spec's failure toast for this action (or a function of the error, when its
 *   message is the toast's description).
 * @param submission the parsed submission, so field messages can be shown inline.
 * @param inPlace answer every DomainError in the form with its own status (see the module doc),
 *   never by redirect; needs `submission`.
 * @param hideFields fields whose values are not sent back (passwords).
 * @param request the request: the domain's messages in the user's language (else English); or
 *   `locale`, the language when the caller has it already.
 * @throws `error` itself when it is not a DomainError.
 */
export async function domainFailure(
	error: unknown,
	opts: { back: string; toast: SpecToast | ((error: DomainError) => SpecToast); submission?: Replyable; inPlace?: boolean; hideFields?: string[]; request?: Request; locale?: Locale },
) {
	if (!(error instanceof DomainError)) throw error
	const locale = await answerLocale(opts)
	const toast = translatedToast(typeof opts.toast === 'function' ? opts.toast(error) : opts.toast, locale)
	const fieldErrors = error instanceof InvalidError || error instanceof ConflictError ? error.fieldErrors : {}
	if (opts.submission && (opts.inPlace || Object.keys(fieldErrors).length > 0)) {
		// Forms answer an InvalidError with 400 (the /api's 422 is for JSON clients).
		const status = error instanceof InvalidError ? 400 : error.status
		const headers = error instanceof RateLimitError ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined
		const reply = opts.submission.reply({ fieldErrors: translateFieldErrors(locale, fieldErrors), formErrors: toastLines(toast), hideFields: opts.hideFields })
		return data<FormFailure>({ result: reply }, { status, headers })
	}
	return redirectWithError(opts.back, toast)
}

/**
 * For a screen that shows a failure inside its own result view instead of on a form or after a
 * redirect (the photo upload's 'Upload Error' notice, spec section 8): the status to answer with
 * (the error's own: 413, 422, 502, 503, 504) and the spec's toast, whose description is the field
 * messages when the error names fields, else the error's message.
 *
 * @param title the spec's toast title, e.g. 'Upload Error'.
 * @param locale the user's language: the domain's messages in it (default English).
 * @throws `error` itself when it is not a DomainError.
 */
export function inPageFailure(error: unknown, title: string, locale: Locale = DEFAULT_LOCALE): { status: number; toast: SpecToast } {
	if (!(error instanceof DomainError)) throw error
	const fields = error instanceof InvalidError || error instanceof ConflictError ? fieldSummary(error.fieldErrors) : undefined
	return { status: error.status, toast: { message: title, description: translateMessage(locale, fields ?? error.message) } }
}
