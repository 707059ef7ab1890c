/**
 * The adapters' side of idempotency keys (the rule: app/domain/offline/idempotency.server.ts).
 *
 * - /api: any write (POST, PUT, PATCH, DELETE) may carry `Idempotency-Key: <key>`; `endpoint()`
 *   runs its handler through {@link idempotentApiCall}. A replay answers the first answer's status
 *   and JSON body with `Idempotent-Replayed: true`.
 * - HTML forms: a hidden field `idempotencyKey`; a route's action is wrapped once with
 *   {@link withFormIdempotency}. A replay redirects where the first answer redirected (the first
 *   answer's toast was shown then). A form the action refused (400 with field messages) is not
 *   stored: nothing was written, so the key is free again.
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import type { Actor } from '#app/domain/actor.ts'
import { actorOf } from '#app/domain/actor.ts'
import { runIdempotent, type StoredAnswer } from '#app/domain/offline/idempotency.server.ts'
import { db } from '#app/db.server.ts'
import { ConflictError, DomainError, InvalidError } from '#app/domain/errors.ts'
import { apiJson } from './api.server.ts'
import { getUser } from './auth.server.ts'
import { readForm } from './body.server.ts'
import { fieldSummary } from './http.server.ts'
import { redirectWithError } from './toast.server.ts'

/** The request header /api writes read the key from (the IETF httpapi draft's name, as Stripe and others use). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** The hidden form field HTML actions read the key from. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey'
/** Marks an answer given again from the store rather than by running the write. */
export const REPLAYED_HEADER = 'Idempotent-Replayed'

/**
 * Runs an /api write once per `Idempotency-Key` (no header: just runs it). The stored answer is
 * the handler's result (sent with `status`) or, when it returns a Response, that response's status
 * and JSON body. @throws what the rule throws (422 malformed or reused key, 409 key in flight) and
 * what the handler throws.
 */
export async function idempotentApiCall(request: Request, actor: Actor, status: number, call: () => Promise<unknown>): Promise<unknown> {
	const key = request.headers.get(IDEMPOTENCY_HEADER)
	if (key === null) return call()
	const scope = `${request.method.toUpperCase()} ${new URL(request.url).pathname}`
	const outcome = await runIdempotent(db, actor, { key: key.trim(), scope, field: IDEMPOTENCY_HEADER }, call, async (result) => {
		if (!(result instanceof Response)) return { status, body: result }
		if (result.status >= 400) return null
		const type = result.headers.get('Content-Type') ?? ''
		return { status: result.status, body: type.includes('json') ? ((await result.clone().json()) as unknown) : null }
	})
	if (outcome.replay) return apiJson(outcome.replay.body, { status: outcome.replay.status, headers: { [REPLAYED_HEADER]: 'true' } })
	return outcome.fresh
}

/** The stored form of a redirect: where it went. */
const redirectAnswer = (response: Response): StoredAnswer | null => {
	const location = response.headers.get('Location')
	return response.status >= 300 && response.status < 400 && location ? { status: response.status, body: { location } } : null
}

/**
 * Wraps an HTML route's action so a form carrying `idempotencyKey` runs once per key and user;
 * `scope` names the action (the key's scope is `scope` + the form's `intent`). Forms without the
 * field, and visitors who are not signed in, run the action as before. The form is read from a
 * copy of the request (the same size cap as the action's own read).
 */
export function withFormIdempotency<R>(scope: string, action: (args: ActionFunctionArgs) => Promise<R>) {
	return async (args: ActionFunctionArgs): Promise<R | Response> => {
		const type = args.request.headers.get('Content-Type') ?? ''
		if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) return action(args)
		const form = await readForm(args.request.clone()).catch(() => null)
		const key = form?.get(IDEMPOTENCY_FIELD)
		const user = typeof key === 'string' ? await getUser(args.request) : null
		if (!user || typeof key !== 'string') return action(args)
		const outcome = await runIdempotent(
			db,
			actorOf(user),
			{ key, scope: `${scope} ${String(form?.get('intent') ?? '')}`, field: IDEMPOTENCY_FIELD },
			() => action(args),
			(result) => (result instanceof Response ? redirectAnswer(result) : null),
		).catch((error: unknown) => {
			// A malformed key, or one reused for another form or still in flight: back to the page with the reason.
			if (!(error instanceof DomainError)) throw error
			const fields = error instanceof InvalidError || error instanceof ConflictError ? fieldSummary(error.fieldErrors) : undefined
			return { failed: redirectWithError(new URL(args.request.url).pathname, { message: 'Error', description: fields ?? error.message }) }
		})
		if ('failed' in outcome) return outcome.failed
		if (outcome.replay) return redirect(String((outcome.replay.body as { location?: string } | null)?.location ?? '/'))
		return outcome.fresh
	}
}
