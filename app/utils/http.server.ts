/**
 * The HTML adapter's one error path (the /api's is app/utils/api.server.ts). Every HTML action
 * answers a failure through these two functions, so a refused form and a failed domain call look
 * the same everywhere:
 *
 * - a field at fault (a refused Conform submission, or an InvalidError / ConflictError with
 *   `fieldErrors`): 400 (409 for a ConflictError such as a taken username), the field messages inline, and the spec's toast text as the form's own
 *   message (`formErrors: [title, description]`), re-rendered with or without JavaScript;
 * - anything else a domain function throws (NotFoundError, ForbiddenError, a DomainError without
 *   fields): Post/Redirect/Get back to the page with the spec's error toast (remix-toast).
 *
 * Errors that are not DomainErrors are bugs: they propagate to the route's ErrorBoundary.
 */
import type { SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import { ConflictError, DomainError, InvalidError } from '#app/domain/errors.ts'
import { redirectWithError } from './toast.server.ts'

/** A toast as the spec words it (section "Toasts"): title and optional description. */
export type SpecToast = { message: string; description?: string }

/** What a refused form answers: Conform's reply (field errors, form errors = the toast text). */
export type FormFailure = { result: SubmissionResult<string[]> }

type Replyable = { reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]> }

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

/** A refused submission: 400 with its field messages and, as the form's message, the spec's toast text. */
export function refusedForm(submission: Replyable, toast?: SpecToast) {
	return data<FormFailure>({ result: submission.reply({ formErrors: toastLines(toast) }) }, { status: 400 })
}

/**
 * Maps an error thrown by a domain call in an HTML action (see the module doc).
 *
 * @param back where to redirect with the toast when no field is at fault.
 * @param toast the spec's failure toast for this action (or a function of the error, when its
 *   message is the toast's description).
 * @param submission the parsed submission, so field messages can be shown inline.
 * @throws `error` itself when it is not a DomainError.
 */
export async function domainFailure(error: unknown, opts: { back: string; toast: SpecToast | ((error: DomainError) => SpecToast); submission?: Replyable }) {
	if (!(error instanceof DomainError)) throw error
	const toast = typeof opts.toast === 'function' ? opts.toast(error) : opts.toast
	const fieldErrors = error instanceof InvalidError || error instanceof ConflictError ? error.fieldErrors : {}
	if (opts.submission && Object.keys(fieldErrors).length > 0) {
		const status = error instanceof ConflictError ? 409 : 400
		return data<FormFailure>({ result: opts.submission.reply({ fieldErrors, formErrors: toastLines(toast) }) }, { status })
	}
	return redirectWithError(opts.back, toast)
}
