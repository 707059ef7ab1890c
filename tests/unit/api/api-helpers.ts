/**
 * Helpers for the /api tests: call a route module's loader or action directly with a real
 * Request, check the one error shape, and snapshot a user's data to prove a refused request
 * changed nothing. Import lazily (after tests/setup/setup-test-env.ts has set DATABASE_URL).
 */
import { expect } from 'vitest'
import type { z } from 'zod'
import { jsonRequest, routeArgs } from '#tests/utils.ts'

export type RouteModule = {
	loader: (args: ReturnType<typeof routeArgs>) => Promise<Response>
	action: (args: ReturnType<typeof routeArgs>) => Promise<Response>
}

export type CallInit = {
	method?: string
	params?: Record<string, string>
	/** A JSON value (serialised) or a raw string body. */
	body?: unknown
	headers?: Record<string, string>
}

export type ApiResult = { status: number; headers: Headers; body: unknown; json: Record<string, unknown> }

/** Calls `mod`'s loader (GET/HEAD) or action (anything else) as Remix would. */
export async function call(mod: RouteModule, path: string, init: CallInit = {}): Promise<ApiResult> {
	const method = init.method ?? (init.body === undefined ? 'GET' : 'POST')
	const request = jsonRequest(path, { method, body: init.body, headers: init.headers })
	const fn = method === 'GET' || method === 'HEAD' ? mod.loader : mod.action
	const response = await fn(routeArgs(request, init.params ?? {}))
	const text = await response.text()
	let body: unknown = null
	if (text) {
		expect(response.headers.get('content-type')).toMatch(/application\/json/)
		body = JSON.parse(text)
	}
	return { status: response.status, headers: response.headers, body, json: (body ?? {}) as Record<string, unknown> }
}

/** Asserts the success status and that the body matches the documented response schema. */
export function expectOk<S extends z.ZodType>(res: ApiResult, status: number, schema?: S): z.output<S> {
	if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`)
	expect(res.headers.get('cache-control')).toBe('private, no-store')
	if (!schema) return res.body as z.output<S>
	const parsed = schema.safeParse(res.body)
	if (!parsed.success) throw new Error(`response does not match its documented schema: ${parsed.error.message}`)
	return parsed.data
}

/**
 * Asserts an error answer in the one shape `{ message, fieldErrors? }`; with `field`, that
 * `fieldErrors` names it and the message mentions it.
 */
export function expectError(res: ApiResult, status: number, field?: string): { message: string; fieldErrors?: Record<string, string[]> } {
	if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`)
	const body = res.body as { message: string; fieldErrors?: Record<string, string[]> }
	expect(typeof body.message).toBe('string')
	expect(body.message.length).toBeGreaterThan(0)
	expect(Object.keys(body).filter((k) => k !== 'message' && k !== 'fieldErrors')).toEqual([])
	if (field) {
		expect(Object.keys(body.fieldErrors ?? {})).toContain(field)
		expect(body.message).toContain(field)
	}
	return body
}

/** Everything stored for a user (their row, sessions without their last-use time, meals, entries and custom foods). */
export async function snapshotUser(userId: string) {
	const { db } = await import('#app/db.server.ts')
	const { eq } = await import('drizzle-orm')
	const { foods, mealFoods, meals, sessions, users } = await import('#db/schema.ts')
	return {
		user: await db.select().from(users).where(eq(users.id, userId)),
		// A session's last use is bookkeeping every request may write (at most once a minute), not data a request changes.
		sessions: (await db.select().from(sessions).where(eq(sessions.userId, userId))).map(({ lastUsedAt: _lastUse, ...session }) => session),
		meals: await db.select().from(meals).where(eq(meals.userId, userId)).orderBy(meals.id),
		entries: await db.select().from(mealFoods).where(eq(mealFoods.userId, userId)).orderBy(mealFoods.id),
		foods: await db.select().from(foods).where(eq(foods.ownerId, userId)).orderBy(foods.id),
	}
}

/** 1 MB and a bit of valid JSON. */
export function oversizedBody(): string {
	return JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) })
}

/**
 * The transport-level bad inputs every JSON mutation refuses, before any validation:
 * bad JSON (400), wrong content type (415), a foreign Origin (403), a body over 1 MB (413).
 */
export async function expectTransportGuards(mod: RouteModule, path: string, init: { method: string; params?: Record<string, string>; headers: Record<string, string>; body: unknown }) {
	const base = { method: init.method, params: init.params }
	expectError(await call(mod, path, { ...base, headers: init.headers, body: '{"name": ' }), 400)
	expectError(await call(mod, path, { ...base, headers: { ...init.headers, 'Content-Type': 'text/plain' }, body: JSON.stringify(init.body) }), 415)
	expectError(
		await call(mod, path, { ...base, headers: { ...init.headers, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1' }),
		415,
	)
	expectError(await call(mod, path, { ...base, headers: { ...init.headers, Origin: 'https://evil.example' }, body: init.body }), 403)
	expectError(await call(mod, path, { ...base, headers: init.headers, body: oversizedBody() }), 413)
}

/** A flat-route file name as an OpenAPI path: 'api.users.$id.profile.ts' → '/api/users/{id}/profile'. */
export function openApiPath(file: string): string {
	const name = file.replace(/\.tsx?$/, '')
	const segments: string[] = []
	let current = ''
	let escaped = false
	for (const ch of name) {
		if (ch === '[') escaped = true
		else if (ch === ']') escaped = false
		else if (ch === '.' && !escaped) {
			segments.push(current)
			current = ''
		} else current += ch
	}
	segments.push(current)
	return '/' + segments.map((s) => (s === '$' ? '*' : s.startsWith('$') ? `{${s.slice(1)}}` : s)).join('/')
}
