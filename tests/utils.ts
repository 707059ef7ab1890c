/**
 * Test helpers shared by Vitest files: real users and sessions in the file's own libSQL DB.
 * Import lazily inside tests/hooks so DATABASE_URL is set first (tests/setup/setup-test-env.ts).
 */
import { randomUUID } from 'node:crypto'

let counter = 0

/** A unique, valid registration payload. */
export function newUserInput(overrides: Partial<{ email: string; password: string; firstName: string; lastName: string; timezone: string }> = {}) {
	counter += 1
	return {
		email: `user-${counter}-${randomUUID().slice(0, 8)}@example.test`,
		password: 'correct horse battery',
		firstName: 'Ada',
		lastName: 'Lovelace',
		timezone: 'UTC',
		...overrides,
	}
}

/**
 * Creates a user and a session. Returns the user, the bearer token, a `Cookie` header value
 * carrying the signed session cookie, and ready-made headers for each kind of auth.
 */
export async function createTestUser(overrides: Parameters<typeof newUserInput>[0] = {}) {
	const { db } = await import('#app/db.server.ts')
	const { createUser, createSession } = await import('#app/domain/users/users.server.ts')
	const { sessionStorage } = await import('#app/utils/session.server.ts')
	const input = newUserInput(overrides)
	const user = await createUser(db, input)
	const { token } = await createSession(db, user.id)
	const session = await sessionStorage.getSession()
	session.set('token', token)
	const setCookie = await sessionStorage.commitSession(session)
	const cookie = setCookie.split(';')[0]!
	return {
		user,
		password: input.password,
		token,
		cookie,
		bearer: { Authorization: `Bearer ${token}` },
		cookieHeaders: { Cookie: cookie },
	}
}

/** A JSON request to the app (for calling /api loaders and actions directly). */
export function jsonRequest(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
	const headers: Record<string, string> = { ...(init.headers ?? {}) }
	if (init.body !== undefined && !('Content-Type' in headers)) headers['Content-Type'] = 'application/json'
	return new Request(`http://localhost:3000${path}`, {
		method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
		headers,
		body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
	})
}

/** A form POST to the app (for calling HTML route actions directly), as a browser without JS sends it. */
export function formRequest(path: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}) {
	const body = new URLSearchParams()
	for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) body.append(k, item)
	return new Request(`http://localhost:3000${path}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
		body,
	})
}

/** Loader/action args for calling a route module directly. */
export function routeArgs(request: Request, params: Record<string, string> = {}) {
	return { request, params, context: {} }
}

/** A custom food owned by `user` with exact nutrients per serving (kcal, g protein). */
export async function customFood(user: { id: string }, name: string, kcal: number, proteinG = 0) {
	const { db } = await import('#app/db.server.ts')
	const { createCustomFood } = await import('#app/domain/foods/foods.server.ts')
	return createCustomFood(db, { userId: user.id }, { name, servingSize: 1, servingUnit: 'serving', kcal, proteinG, carbsG: 0, fatG: 0 })
}

/** Logs `servings` of a food on a diary day through the diary's own logFood. */
export async function logServings(
	user: { id: string; timezone: string },
	foodId: number,
	date: string,
	mealType: 'breakfast' | 'lunch' | 'dinner' | 'snack' = 'lunch',
	servings = 1,
) {
	const { db } = await import('#app/db.server.ts')
	const { logFood } = await import('#app/domain/diary/diary.server.ts')
	return logFood(db, { userId: user.id, timezone: user.timezone }, { foodId, quantity: servings, unit: 'serving', mealType, date })
}

/** The Platewise food id of a bundled USDA food, by its FDC id. @throws when the sample data lacks it. */
export async function foodIdByFdc(fdcId: number): Promise<number> {
	const { db } = await import('#app/db.server.ts')
	const { eq } = await import('drizzle-orm')
	const { foods } = await import('#db/schema.ts')
	const [row] = await db.select({ id: foods.id }).from(foods).where(eq(foods.fdcId, fdcId))
	if (!row) throw new Error(`fdc ${fdcId} missing from the sample data`)
	return row.id
}
