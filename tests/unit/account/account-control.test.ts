/**
 * Account control on a real temporary libSQL database, through the /api routes a client calls:
 * password change ends the other sessions, sessions list and end, email change, personal tokens
 * limited to their scopes, and account deletion that leaves no row of the user anywhere in the
 * schema (walked from sqlite_master, so a table added later cannot be forgotten).
 */
import { describe, expect, test } from 'vitest'
import { createTestUser, jsonRequest, routeArgs } from '#tests/utils.ts'

const today = new Date().toISOString().slice(0, 10)

type RouteFn = (args: ReturnType<typeof routeArgs>) => Promise<Response>

async function call(module: { loader: RouteFn; action: RouteFn }, path: string, init: Parameters<typeof jsonRequest>[1], params: Record<string, string>) {
	const request = jsonRequest(path, init)
	const fn = (init?.method ?? 'GET') === 'GET' ? module.loader : module.action
	const res = await fn(routeArgs(request, params))
	return { status: res.status, body: await res.json().catch(() => null), headers: res.headers }
}

async function secondSession(userId: string, userAgent?: string) {
	const { db } = await import('#app/db.server.ts')
	const { createSession } = await import('#app/domain/users/users.server.ts')
	return (await createSession(db, userId, userAgent)).token
}

describe('changing the password', () => {
	test('needs the current password, follows the sign-up rules, and ends every other session', async () => {
		const passwordRoute = await import('#app/routes/api.users.$id.password.ts')
		const userRoute = await import('#app/routes/api.users.$id.ts')
		const me = await createTestUser()
		const other = await secondSession(me.user.id, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1')
		const path = `/api/users/${me.user.id}/password`
		const wrong = await call(passwordRoute, path, { method: 'PUT', headers: me.bearer, body: { currentPassword: 'not it', newPassword: 'new secret 1' } }, { id: me.user.id })
		expect(wrong.status).toBe(422)
		expect(wrong.body.fieldErrors.currentPassword).toEqual(['Password is incorrect'])
		const short = await call(passwordRoute, path, { method: 'PUT', headers: me.bearer, body: { currentPassword: me.password, newPassword: 'abc' } }, { id: me.user.id })
		expect(short.status).toBe(422)
		expect(short.body.fieldErrors.newPassword).toEqual(['Password must be at least 6 characters long.'])
		const missing = await call(passwordRoute, path, { method: 'PUT', headers: me.bearer, body: { newPassword: 'new secret 1' } }, { id: me.user.id })
		expect(missing.body.fieldErrors.currentPassword).toBeDefined()

		const ok = await call(passwordRoute, path, { method: 'PUT', headers: me.bearer, body: { currentPassword: me.password, newPassword: 'new secret 1' } }, { id: me.user.id })
		expect(ok.status).toBe(200)
		expect(ok.body.endedSessions).toBe(1)
		// The other device is signed out on its next request; this one stays signed in.
		expect((await call(userRoute, `/api/users/${me.user.id}`, { headers: { Authorization: `Bearer ${other}` } }, { id: me.user.id })).status).toBe(401)
		expect((await call(userRoute, `/api/users/${me.user.id}`, { headers: me.bearer }, { id: me.user.id })).status).toBe(200)
		// The new password signs in, the old one does not.
		const { db } = await import('#app/db.server.ts')
		const { verifyLogin } = await import('#app/domain/users/users.server.ts')
		expect(await verifyLogin(db, { email: me.user.email, password: 'new secret 1' })).not.toBeNull()
		expect(await verifyLogin(db, { email: me.user.email, password: me.password })).toBeNull()
	})
})

describe('sessions', () => {
	test('lists each device with its last use, ends one, and signs out everywhere else', async () => {
		const sessionsRoute = await import('#app/routes/api.users.$id.sessions.ts')
		const oneRoute = await import('#app/routes/api.users.$id.sessions.$sessionId.ts')
		const me = await createTestUser()
		await secondSession(me.user.id, 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')
		await secondSession(me.user.id, 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')
		const path = `/api/users/${me.user.id}/sessions`
		const list = await call(sessionsRoute, path, { headers: me.bearer }, { id: me.user.id })
		expect(list.status).toBe(200)
		expect(list.body).toHaveLength(3)
		expect(list.body.map((s: { device: string }) => s.device).sort()).toEqual(['Chrome on Android', 'Firefox on Linux', 'Unknown device'])
		const current = list.body.filter((s: { current: boolean }) => s.current)
		expect(current).toHaveLength(1)
		// This request was the current session's use: its last use is now.
		expect(Date.now() - Date.parse(current[0].lastUsedAt)).toBeLessThan(60_000)

		const firefox = list.body.find((s: { device: string }) => s.device === 'Firefox on Linux')
		expect((await call(oneRoute, `${path}/${firefox.id}`, { method: 'DELETE', headers: me.bearer }, { id: me.user.id, sessionId: firefox.id })).status).toBe(200)
		expect((await call(oneRoute, `${path}/${firefox.id}`, { method: 'DELETE', headers: me.bearer }, { id: me.user.id, sessionId: firefox.id })).status).toBe(404)
		const others = await call(sessionsRoute, path, { method: 'DELETE', headers: me.bearer }, { id: me.user.id })
		expect(others.body.endedSessions).toBe(1)
		const after = await call(sessionsRoute, path, { headers: me.bearer }, { id: me.user.id })
		expect(after.body).toHaveLength(1)
		expect(after.body[0].current).toBe(true)
	})

	test("another user's session cannot be ended", async () => {
		const oneRoute = await import('#app/routes/api.users.$id.sessions.$sessionId.ts')
		const { sessionIdOf } = await import('#app/domain/account/account.server.ts')
		const me = await createTestUser()
		const them = await createTestUser()
		const theirs = sessionIdOf(them.token)
		const res = await call(oneRoute, `/api/users/${me.user.id}/sessions/${theirs}`, { method: 'DELETE', headers: me.bearer }, { id: me.user.id, sessionId: theirs })
		expect(res.status).toBe(404)
	})

	test('last use is written at most once a minute per session', async () => {
		const { db } = await import('#app/db.server.ts')
		const { noteSessionUse, sessionIdOf } = await import('#app/domain/account/account.server.ts')
		const me = await createTestUser()
		const id = sessionIdOf(me.token)
		const t0 = Date.now() + 120_000
		await noteSessionUse(db, id, t0)
		await noteSessionUse(db, id, t0 + 30_000)
		const read = async () => (await db.$client.execute({ sql: 'SELECT last_used_at FROM sessions WHERE id = ?', args: [id] })).rows[0]![0]
		expect(Number(await read())).toBe(t0)
		await noteSessionUse(db, id, t0 + 61_000)
		expect(Number(await read())).toBe(t0 + 61_000)
	})
})

describe('changing the email', () => {
	test('needs the password and an email no other account has', async () => {
		const emailRoute = await import('#app/routes/api.users.$id.email.ts')
		const me = await createTestUser()
		const them = await createTestUser()
		const path = `/api/users/${me.user.id}/email`
		const wrong = await call(emailRoute, path, { method: 'PUT', headers: me.bearer, body: { email: 'new@example.test', password: 'nope' } }, { id: me.user.id })
		expect(wrong.body.fieldErrors.password).toEqual(['Password is incorrect'])
		const invalid = await call(emailRoute, path, { method: 'PUT', headers: me.bearer, body: { email: 'not an email', password: me.password } }, { id: me.user.id })
		expect(invalid.status).toBe(422)
		expect(invalid.body.fieldErrors.email).toBeDefined()
		const taken = await call(emailRoute, path, { method: 'PUT', headers: me.bearer, body: { email: them.user.email.toUpperCase(), password: me.password } }, { id: me.user.id })
		expect(taken.status).toBe(409)
		expect(taken.body.fieldErrors.email).toEqual(['An account with this email already exists'])
		const fresh = `Fresh-${Date.now()}@Example.test`
		const ok = await call(emailRoute, path, { method: 'PUT', headers: me.bearer, body: { email: fresh, password: me.password } }, { id: me.user.id })
		expect(ok.status).toBe(200)
		expect(ok.body.email).toBe(fresh.toLowerCase())
		const userRoute = await import('#app/routes/api.users.$id.ts')
		expect((await call(userRoute, `/api/users/${me.user.id}`, { headers: me.bearer }, { id: me.user.id })).body.email).toBe(fresh.toLowerCase())
	})
})

describe('personal API tokens', () => {
	test('a token made to record weights records one, and cannot read the diary or change the account', async () => {
		const tokensRoute = await import('#app/routes/api.users.$id.tokens.ts')
		const weightsRoute = await import('#app/routes/api.users.$id.weights.ts')
		const progressRoute = await import('#app/routes/api.users.$id.progress.daily.$date.ts')
		const sessionsRoute = await import('#app/routes/api.users.$id.sessions.ts')
		const me = await createTestUser()
		const made = await call(tokensRoute, `/api/users/${me.user.id}/tokens`, { method: 'POST', headers: me.bearer, body: { name: 'Health Auto Export', scopes: ['weights:write'] } }, { id: me.user.id })
		expect(made.status).toBe(201)
		expect(made.body.token).toMatch(/^pwt_/)
		const bearer = { Authorization: `Bearer ${made.body.token}` }

		const recorded = await call(weightsRoute, `/api/users/${me.user.id}/weights`, { method: 'POST', headers: bearer, body: { date: today, weightKg: 72.4 } }, { id: me.user.id })
		expect(recorded.status).toBe(200)
		expect(recorded.body.weightKg).toBe(72.4)
		const diary = await call(progressRoute, `/api/users/${me.user.id}/progress/daily/${today}`, { headers: bearer }, { id: me.user.id, date: today })
		expect(diary.status).toBe(403)
		expect((await call(weightsRoute, `/api/users/${me.user.id}/weights`, { headers: bearer }, { id: me.user.id })).status).toBe(403)
		expect((await call(sessionsRoute, `/api/users/${me.user.id}/sessions`, { headers: bearer }, { id: me.user.id })).status).toBe(403)
		// Only its hash is stored; the list never shows the secret.
		const list = await call(tokensRoute, `/api/users/${me.user.id}/tokens`, { headers: me.bearer }, { id: me.user.id })
		expect(list.body).toEqual([expect.objectContaining({ name: 'Health Auto Export', scopes: ['weights:write'] })])
		expect(JSON.stringify(list.body)).not.toContain(made.body.token)
		const { db } = await import('#app/db.server.ts')
		const stored = await db.$client.execute({ sql: 'SELECT token_hash FROM api_tokens WHERE user_id = ?', args: [me.user.id] })
		expect(String(stored.rows[0]![0])).not.toContain(made.body.token.slice(4))
	})

	test("a 'read' token reads the diary but writes nothing; a revoked token is refused", async () => {
		const tokensRoute = await import('#app/routes/api.users.$id.tokens.ts')
		const oneRoute = await import('#app/routes/api.users.$id.tokens.$tokenId.ts')
		const weightsRoute = await import('#app/routes/api.users.$id.weights.ts')
		const progressRoute = await import('#app/routes/api.users.$id.progress.daily.$date.ts')
		const me = await createTestUser()
		const made = await call(tokensRoute, `/api/users/${me.user.id}/tokens`, { method: 'POST', headers: me.bearer, body: { name: 'Home Assistant', scopes: ['read'] } }, { id: me.user.id })
		const bearer = { Authorization: `Bearer ${made.body.token}` }
		expect((await call(progressRoute, `/api/users/${me.user.id}/progress/daily/${today}`, { headers: bearer }, { id: me.user.id, date: today })).status).toBe(200)
		expect((await call(weightsRoute, `/api/users/${me.user.id}/weights`, { method: 'POST', headers: bearer, body: { date: today, weightKg: 70 } }, { id: me.user.id })).status).toBe(403)
		// Another user's path is still 403 for a token.
		const them = await createTestUser()
		expect((await call(progressRoute, `/api/users/${them.user.id}/progress/daily/${today}`, { headers: bearer }, { id: them.user.id, date: today })).status).toBe(403)
		expect((await call(oneRoute, `/api/users/${me.user.id}/tokens/${made.body.id}`, { method: 'DELETE', headers: me.bearer }, { id: me.user.id, tokenId: made.body.id })).status).toBe(200)
		expect((await call(progressRoute, `/api/users/${me.user.id}/progress/daily/${today}`, { headers: bearer }, { id: me.user.id, date: today })).status).toBe(401)
	})

	test('names and scopes are validated and an account holds a bounded number of tokens', async () => {
		const tokensRoute = await import('#app/routes/api.users.$id.tokens.ts')
		const { ACCOUNT_CAPS } = await import('#app/domain/account/caps.ts')
		const me = await createTestUser()
		const path = `/api/users/${me.user.id}/tokens`
		const bad = await call(tokensRoute, path, { method: 'POST', headers: me.bearer, body: { name: ' ', scopes: ['root'] } }, { id: me.user.id })
		expect(bad.status).toBe(422)
		expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['name', 'scopes'])
		for (let i = 0; i < ACCOUNT_CAPS.apiTokens; i++)
			expect((await call(tokensRoute, path, { method: 'POST', headers: me.bearer, body: { name: `t${i}`, scopes: ['read'] } }, { id: me.user.id })).status).toBe(201)
		const over = await call(tokensRoute, path, { method: 'POST', headers: me.bearer, body: { name: 'one more', scopes: ['read'] } }, { id: me.user.id })
		expect(over.status).toBe(422)
		expect(over.body.fieldErrors.name[0]).toContain(`at most ${ACCOUNT_CAPS.apiTokens}`)
	})
})

/** Every (table, column) that may hold a user id: columns referencing users, and owner-like names. */
async function userColumns(): Promise<Array<{ table: string; column: string }>> {
	const { db } = await import('#app/db.server.ts')
	const tables = (await db.$client.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")).rows
	const found: Array<{ table: string; column: string }> = []
	for (const { name, sql } of tables.map((r) => ({ name: String(r[0]), sql: String(r[1] ?? '') }))) {
		if (/^CREATE VIRTUAL/i.test(sql)) continue
		const fks = (await db.$client.execute(`PRAGMA foreign_key_list("${name}")`)).rows
		const refs = new Set(fks.filter((fk) => String(fk[2]) === 'users').map((fk) => String(fk[3])))
		const cols = (await db.$client.execute(`PRAGMA table_info("${name}")`)).rows.map((c) => String(c[1]))
		for (const column of cols) {
			if (refs.has(column) || /(^|_)(user_id|owner_id|owner|created_by|author_id|account_id)$/.test(column) || (name === 'users' && column === 'id')) found.push({ table: name, column })
		}
	}
	return found
}

/** Every non-virtual table's text columns that hold `value` anywhere, as `table.column`. */
async function columnsHolding(value: string): Promise<string[]> {
	const { db } = await import('#app/db.server.ts')
	const tables = (await db.$client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL%'")).rows.map((r) => String(r[0]))
	const hits: string[] = []
	for (const table of tables) {
		if (/_fts(_|$)/.test(table)) continue
		const cols = (await db.$client.execute(`PRAGMA table_info("${table}")`)).rows.filter((c) => /TEXT|^$/i.test(String(c[2]))).map((c) => String(c[1]))
		for (const column of cols) {
			const [row] = (await db.$client.execute({ sql: `SELECT count(*) FROM "${table}" WHERE "${column}" = ?`, args: [value] })).rows
			if (Number(row![0]) > 0) hits.push(`${table}.${column}`)
		}
	}
	return hits
}

describe('deleting the account', () => {
	test('needs the password, then leaves no row with the user id in any table of the schema', async () => {
		const { db } = await import('#app/db.server.ts')
		const { logManualEntry } = await import('#app/domain/diary/diary.server.ts')
		const { saveMealAs } = await import('#app/domain/diary/saved-meals.server.ts')
		const { createPlan } = await import('#app/domain/planning/plans.server.ts')
		const { generateGroceryList } = await import('#app/domain/grocery/grocery.server.ts')
		const { createRecipe } = await import('#app/domain/recipes/edit.server.ts')
		const { recordWeighIn } = await import('#app/domain/body/weigh-ins.server.ts')
		const { addWater } = await import('#app/domain/body/water.server.ts')
		const { createApiToken } = await import('#app/domain/account/tokens.server.ts')
		const { createResetToken } = await import('#app/domain/account/resets.server.ts')
		const userRoute = await import('#app/routes/api.users.$id.ts')
		const me = await createTestUser()
		const bystander = await createTestUser()
		const actor = { userId: me.user.id, timezone: 'UTC' }
		await secondSession(me.user.id, 'curl/8.0')
		const { entry, meal } = await logManualEntry(db, actor, { name: 'Soup', quantity: 1, unit: 'serving', calories: 300, protein: 10, carbs: 20, fat: 5, mealType: 'lunch' })
		await saveMealAs(db, actor, { mealId: meal.id, name: 'Soup lunch' })
		const foodId = entry.foodId!
		// Another account's diary must survive the deletion.
		await logManualEntry(db, { userId: bystander.user.id, timezone: 'UTC' }, { name: 'Toast', quantity: 1, unit: 'serving', calories: 100, protein: 1, carbs: 1, fat: 1, mealType: 'breakfast' })
		await createRecipe(db, { userId: me.user.id }, { name: 'Soup pot', servings: 2, tags: [], mealTypes: ['lunch'], ingredients: [{ foodId, quantity: 1, unit: 'serving' as const }] })
		const { plan } = await createPlan(db, actor, { name: 'Week', targetCalories: 2000, targetProtein: 150, targetCarbs: 200, targetFat: 70, isActive: true, healthConditions: [], allergies: [], dietaryRestrictions: [], foodPreferences: [] })
		await generateGroceryList(db, actor, { mealPlanId: plan.id, servings: 2, daysToGenerate: 3, startDate: plan.startDate })
		await recordWeighIn(db, actor, { date: today, weightKg: 80 })
		await addWater(db, actor, { date: today, ml: 250 })
		await createApiToken(db, actor, { name: 'Shortcut', scopes: ['weights:write'] })
		await createResetToken(db, me.user.email)

		const columns = await userColumns()
		const owned = async () => {
			const counts: Record<string, number> = {}
			for (const { table, column } of columns) {
				const [row] = (await db.$client.execute({ sql: `SELECT count(*) FROM "${table}" WHERE "${column}" = ?`, args: [me.user.id] })).rows
				if (Number(row![0]) > 0) counts[`${table}.${column}`] = Number(row![0])
			}
			return counts
		}
		const before = await owned()
		// The walk found the user's rows in every kind of table the account fills.
		for (const table of ['users', 'sessions', 'foods', 'meals', 'meal_foods', 'saved_meals', 'recipes', 'meal_plans', 'grocery_lists', 'weigh_ins', 'water_entries', 'api_tokens', 'password_resets', 'diary_day_totals', 'diary_user_totals'])
			expect(Object.keys(before).some((k) => k.startsWith(`${table}.`)), table).toBe(true)

		const wrong = await call(userRoute, `/api/users/${me.user.id}`, { method: 'DELETE', headers: me.bearer, body: { password: 'wrong' } }, { id: me.user.id })
		expect(wrong.status).toBe(422)
		expect(wrong.body.fieldErrors.password).toEqual(['Password is incorrect'])
		expect(await owned()).toEqual(before)

		const gone = await call(userRoute, `/api/users/${me.user.id}`, { method: 'DELETE', headers: me.bearer, body: { password: me.password } }, { id: me.user.id })
		expect(gone.status).toBe(200)
		expect(gone.headers.get('set-cookie')).toMatch(/__session=;/)
		expect(await owned()).toEqual({})
		expect(await columnsHolding(me.user.id)).toEqual([])
		expect((await db.$client.execute('PRAGMA foreign_key_check')).rows).toEqual([])
		// The session is dead, and the bystander's diary is untouched.
		expect((await call(userRoute, `/api/users/${me.user.id}`, { headers: me.bearer }, { id: me.user.id })).status).toBe(401)
		expect((await call(userRoute, `/api/users/${bystander.user.id}`, { headers: bystander.bearer }, { id: bystander.user.id })).status).toBe(200)
		const [theirs] = (await db.$client.execute({ sql: 'SELECT count(*) FROM meal_foods WHERE user_id = ?', args: [bystander.user.id] })).rows
		expect(Number(theirs![0])).toBe(1)
	})
})
