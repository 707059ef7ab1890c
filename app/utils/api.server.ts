/**
 * The /api adapter: authentication, body parsing and the one error shape
 * `{ message, fieldErrors? }` used by every endpoint (docs/api.md).
 */
import type { z } from 'zod'
import { DomainError, ForbiddenError, InvalidError, RateLimitError } from '#app/domain/errors.ts'
import type { User } from '#db/schema.ts'
import { getUser } from './auth.server.ts'
import { BodyTooLargeError, findNul, readBodyText, TooDeepError } from './body.server.ts'
import { foreignOrigin } from './csrf.server.ts'
import { DEFAULT_LOCALE, type Locale } from './i18n.tsx'
import { requestLocale } from './i18n.server.ts'
import { translateFieldErrors, translateMessage } from './i18n-messages.server.ts'
import { securityHeaders } from './security-headers.ts'

/** Largest accepted request body, in bytes (over 1 MB gets 413). */
export const MAX_BODY_BYTES = 1024 * 1024

/** The JSON error body. */
export type ApiErrorBody = { message: string; fieldErrors?: Record<string, string[]> }

/** An error that is already an HTTP answer. Thrown inside handlers, rendered by `apiHandler`. */
export class ApiError extends Error {
	constructor(
		readonly status: number,
		message: string,
		readonly fieldErrors?: Record<string, string[]>,
		readonly headers?: HeadersInit,
	) {
		super(message)
	}
}

function baseHeaders(extra?: HeadersInit): Headers {
	const headers = new Headers(extra)
	headers.set('Cache-Control', 'private, no-store')
	for (const [k, v] of Object.entries(securityHeaders({ api: true }))) headers.set(k, v)
	return headers
}

/** A JSON success response with the API's headers. */
export function apiJson(data: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
	return Response.json(data, { status: init.status ?? 200, headers: baseHeaders(init.headers) })
}

/** {@link apiJson} for a body already serialized as JSON (a cached answer): the same headers. */
export function apiJsonText(json: string, init: { status?: number } = {}): Response {
	const headers = baseHeaders()
	headers.set('Content-Type', 'application/json')
	return new Response(json, { status: init.status ?? 200, headers })
}

/** A JSON error response `{ message, fieldErrors? }`. */
export function apiErrorResponse(status: number, message: string, fieldErrors?: Record<string, string[]>, headers?: HeadersInit): Response {
	const body: ApiErrorBody = fieldErrors && Object.keys(fieldErrors).length ? { message, fieldErrors } : { message }
	return Response.json(body, { status, headers: baseHeaders(headers) })
}

/**
 * True when `error` only says the client went away (closed the connection mid-body, or the
 * request's signal aborted): nothing is wrong on our side, so nothing is logged.
 */
export function isClientAbort(error: unknown, request?: Request): boolean {
	if (request?.signal.aborted) return true
	if (!(error instanceof Error)) return false
	const code = (error as { code?: unknown }).code
	return error.name === 'AbortError' || error.message === 'aborted' || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE'
}

/**
 * Maps anything thrown in a handler to the API error shape; unknown errors become a logged 500.
 * A client abort answers 400 without a log line (the client is gone; nobody reads the answer).
 */
export function toApiError(error: unknown, request?: Request, locale: Locale = DEFAULT_LOCALE): Response {
	// Messages for people in the caller's language; codes (status) and field names stay English.
	const answer = (status: number, message: string, fieldErrors?: Record<string, string[]>, headers?: HeadersInit) =>
		apiErrorResponse(status, translateMessage(locale, message), fieldErrors && translateFieldErrors(locale, fieldErrors), headers)
	if (error instanceof Response) return error
	if (isClientAbort(error, request)) return answer(400, 'Request aborted by the client')
	if (error instanceof ApiError) return answer(error.status, error.message, error.fieldErrors, error.headers)
	// 429, or 503 when the password-hashing queue is full (ServiceBusyError); both say when to retry.
	if (error instanceof RateLimitError)
		return answer(error.status, error.message, undefined, { 'Retry-After': String(error.retryAfterSeconds) })
	if (error instanceof DomainError) {
		const fieldErrors = 'fieldErrors' in error ? (error.fieldErrors as Record<string, string[]>) : undefined
		return answer(error.status, error.message, fieldErrors)
	}
	console.error('api: unexpected error', error)
	return answer(500, 'Something went wrong on our side. Please try again.')
}

/**
 * Wraps a loader/action body so every failure leaves as the API error shape, its `message` and
 * field messages in the caller's language (profile, else cookie, else Accept-Language).
 */
export async function apiHandler(fn: () => Promise<Response>, request?: Request): Promise<Response> {
	try {
		return await fn()
	} catch (error) {
		return toApiError(error, request, request ? await errorLocale(request) : DEFAULT_LOCALE)
	}
}

/** The language of an error answer; English when even that cannot be read (the database is what failed). */
async function errorLocale(request: Request): Promise<Locale> {
	try {
		return await requestLocale(request)
	} catch {
		return DEFAULT_LOCALE
	}
}

/** The caller from the bearer token or session cookie. @throws ApiError 401 `Unauthorized`. */
export async function requireApiUser(request: Request): Promise<User> {
	const user = await getUser(request)
	if (!user) throw new ApiError(401, 'Unauthorized')
	return user
}

/** @throws ForbiddenError (403) when the path's user id is not the caller's. */
export function requireSelf(user: User, pathUserId: string | undefined): void {
	if (!pathUserId || pathUserId !== user.id) throw new ForbiddenError('You can only access your own data')
}

/**
 * Guards a mutation: a JSON content type (415), a same-origin `Origin` when present (403),
 * a body of at most 1 MB (413), valid JSON (400), then the schema (422 with fieldErrors whose
 * keys name the fields). Returns the parsed, typed body.
 */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
	requireSameOrigin(request)
	const type = request.headers.get('content-type') ?? ''
	if (!/^application\/([a-z.+-]*\+)?json\b/i.test(type.trim()))
		throw new ApiError(415, 'Content-Type must be application/json')
	let text: string
	try {
		text = await readBodyText(request, MAX_BODY_BYTES)
	} catch (error) {
		// Connection: close, so the client stops sending and gets the answer instead of a reset.
		if (error instanceof BodyTooLargeError) throw new ApiError(413, 'Request body must be at most 1 MB', undefined, { Connection: 'close' })
		throw error
	}
	let raw: unknown
	try {
		raw = text.trim() === '' ? {} : JSON.parse(text)
	} catch {
		throw new ApiError(400, 'Request body is not valid JSON')
	}
	let nul: string[] | null
	try {
		nul = findNul(raw)
	} catch (error) {
		if (error instanceof TooDeepError) throw new ApiError(400, error.message)
		throw error
	}
	if (nul) {
		const field = nul.join('.') || 'body'
		throw new InvalidError(`${field}: text must not contain NUL characters`, { [field]: ['Text must not contain NUL characters'] })
	}
	return validate(schema, raw)
}

/** Validates `raw` against `schema`. @throws InvalidError (422) naming each bad field. */
export function validate<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
	const result = schema.safeParse(raw)
	if (result.success) return result.data
	// No prototype: a field named 'constructor' or '__proto__' must be a plain key.
	const fieldErrors: Record<string, string[]> = Object.create(null)
	for (const issue of result.error.issues) {
		const key = issue.path.length ? issue.path.join('.') : issue.code === 'unrecognized_keys' ? (issue as { keys?: string[] }).keys?.join(', ') ?? 'body' : 'body'
		const message = issue.code === 'unrecognized_keys' ? `Unknown field` : issue.message
		;(fieldErrors[key] ??= []).push(message)
	}
	const plain = { ...fieldErrors }
	const summary = Object.entries(plain)
		.map(([k, v]) => `${k}: ${v[0]}`)
		.join('; ')
	throw new InvalidError(summary || 'Invalid input', plain)
}

/**
 * Refuses a mutation sent from another origin (CSRF policy, docs/decisions/005-csrf-and-api.md):
 * 403 when `Origin` names another host, is unparsable, or is `null`. `X-Forwarded-Host` counts
 * only with TRUST_PROXY=true. A request without `Origin` passes: bearer-token clients send none,
 * and browsers always send one on a cross-site request.
 * @throws ApiError 403.
 */
export function requireSameOrigin(request: Request): void {
	if (foreignOrigin(request) !== null) throw new ApiError(403, 'Cross-origin requests are not allowed')
}


/** 405 with an Allow header. */
export function methodNotAllowed(allowed: string[]): ApiError {
	return new ApiError(405, `Method not allowed. Use ${allowed.join(', ')}`, undefined, { Allow: allowed.join(', ') })
}

export { InvalidError }
