/**
 * Runs /api endpoints from their OpenAPI operation (app/utils/openapi.server.ts): the same
 * operation object that documents a call also authenticates and validates it, so the document
 * at /api/openapi.json cannot drift from what the routes accept.
 *
 * Order of checks for every call: method (405) → auth (401) → path user is the caller (403) →
 * path params and query (422) → body (415/403 origin/413/400/422) → handler.
 */
import type { z } from 'zod'
import { actorOf, type Actor } from '#app/domain/actor.ts'
import type { User } from '#db/schema.ts'
import type { TokenScope } from '#app/domain/account/scopes.ts'
import { apiHandler, apiJson, methodNotAllowed, parseJsonBody, requireSameOrigin, requireSelf, validate } from './api.server.ts'
import { requireApiCaller } from './api-token.server.ts'
import { idempotentApiCall } from './idempotency.server.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** One documented call. `path` is the OpenAPI template, e.g. '/api/users/{id}'. */
export type ApiOperation = {
	method: HttpMethod
	path: string
	summary: string
	description?: string
	tag: string
	/** 'none': public; 'user': any signed-in caller; 'self': the path's `{id}` must be the caller (else 403). */
	auth: 'none' | 'user' | 'self'
	params?: z.ZodObject
	query?: z.ZodObject
	body?: z.ZodType
	/** `headers`: response headers the answer may carry, name → description (e.g. a page's next cursor). */
	success: { status: number; description: string; schema?: z.ZodType; headers?: Readonly<Record<string, string>> }
	/** Error statuses this call can answer with (documented with the error shape). */
	errors: number[]
	/**
	 * Uploads: the handler reads the body itself, with its own size limit and media
	 * types; `body` then documents the JSON form only and `upload.multipart` the multipart form.
	 * The same-origin check still runs first.
	 */
	upload?: { multipart: z.ZodType }
	/**
	 * Personal API token scopes that may call this operation (app/domain/account/scopes.ts); `[]`
	 * admits no token. Left out: the default of its tag (app/utils/api-token.server.ts).
	 */
	scopes?: readonly TokenScope[]
}

/** Keeps the literal types of an operation (for typed handler contexts). */
export function defineOperation<const O extends ApiOperation>(op: O): O {
	return op
}

type Out<O, K extends string> = O extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined

/** What a handler receives: the caller and the already-validated params, query and body. */
export type EndpointContext<O extends ApiOperation> = {
	request: Request
	user: O['auth'] extends 'none' ? null : User
	/** The acting user passed to domain functions, built once from `user`. */
	actor: O['auth'] extends 'none' ? null : Actor
	params: Out<O, 'params'>
	query: Out<O, 'query'>
	body: Out<O, 'body'>
}

/** A handler returns the success body (sent with the operation's status) or a full Response. */
export type Endpoint = { op: ApiOperation; run: (args: RouteArgs) => Promise<Response> }
type RouteArgs = { request: Request; params: Record<string, string | undefined> }

/** Binds a handler to its operation. */
export function endpoint<const O extends ApiOperation>(op: O, handler: (ctx: EndpointContext<O>) => Promise<unknown>): Endpoint {
	return {
		op,
		async run({ request, params: rawParams }) {
			const user = op.auth === 'none' ? null : await requireApiCaller(request, op)
			if (op.auth === 'self') requireSelf(user!, rawParams.id)
			const params = op.params ? validate(op.params, rawParams) : undefined
			const query = op.query ? validate(op.query, Object.fromEntries(new URL(request.url).searchParams)) : undefined
			let body: unknown
			if (op.body && !op.upload) body = await parseJsonBody(request, op.body)
			else if (op.method !== 'GET') requireSameOrigin(request)
			const actor = user ? actorOf(user) : null
			const call = () => handler({ request, user, actor, params, query, body } as EndpointContext<O>)
			// A write with an `Idempotency-Key` header runs once per key (app/utils/idempotency.server.ts).
			const result = actor && op.method !== 'GET' ? await idempotentApiCall(request, actor, op.success.status, call) : await call()
			return result instanceof Response ? result : apiJson(result, { status: op.success.status })
		},
	}
}

/**
 * One route module's loader and action: dispatches on the request method (HEAD runs GET) and
 * answers any other method with 405 and an `Allow` header, in the API error shape.
 */
export function apiRoute(...endpoints: Endpoint[]) {
	const byMethod = new Map<string, Endpoint>(endpoints.map((e) => [e.op.method, e]))
	const allowed = [...byMethod.keys()]
	if (byMethod.has('GET')) allowed.push('HEAD')
	const route = (args: RouteArgs) =>
		apiHandler(async () => {
			const method = args.request.method.toUpperCase()
			const ep = byMethod.get(method === 'HEAD' ? 'GET' : method)
			if (!ep) throw methodNotAllowed(allowed)
			return ep.run(args)
		}, args.request)
	return Object.assign(route, { operations: endpoints.map((e) => e.op) })
}
