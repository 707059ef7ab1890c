/**
 * Idempotency keys on a real temporary libSQL database: a write sent twice with one key (a phone's
 * offline queue sending again after a lost answer) is written once, through the domain rule, the
 * /api header and the dashboard's hidden form field; keys are per account; a key reused for
 * another request or still in flight is refused naming it; old keys are pruned.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import { actorOf } from '#app/domain/actor.ts'
import { ConflictError, InvalidError, NotFoundError } from '#app/domain/errors.ts'
import { idempotencyKeys, mealFoods } from '#db/schema.ts'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'
import { IDEMPOTENCY_CAPS } from './caps.ts'

let db: Db
beforeAll(async () => void (db = (await import('#app/db.server.ts')).db))

/** A new signed-in user and their actor. */
const withActor = <U extends { user: { id: string; timezone: string } }>(u: U) => ({ ...u, actor: actorOf(u.user) })
const person = async () => withActor(await createTestUser())

/** The diary entries a user has. */
async function entriesOf(userId: string) {
	return db.select({ id: mealFoods.id }).from(mealFoods).where(eq(mealFoods.userId, userId))
}

/** A quick add of `calories` through the rule with `key`, as both adapters call it. */
async function quickAddOnce(actor: { userId: string; timezone: string }, key: string | null, calories = 250, scope = 'quick-add') {
	const { runIdempotent } = await import('./idempotency.server.ts')
	const { quickAdd } = await import('#app/domain/diary/quick-add.server.ts')
	return runIdempotent(
		db,
		actor,
		{ key, scope },
		() => quickAdd(db, actor, { mealType: 'lunch', date: '2026-03-02', calories, protein: 0, carbs: 0, fat: 0 }),
		(r) => ({ status: 201, body: { entryId: r.entry.id } }),
	)
}

describe('the idempotency rule', () => {
	test('the same key twice writes one entry, and the second answer is the first one', async () => {
		const { actor, user } = await person()
		const first = await quickAddOnce(actor, 'key-1')
		const second = await quickAddOnce(actor, 'key-1')
		expect(first.fresh?.entry.id).toBeTruthy()
		expect(second.fresh).toBeUndefined()
		expect(second.replay).toEqual({ status: 201, body: { entryId: first.fresh!.entry.id } })
		expect(await entriesOf(user.id)).toHaveLength(1)
	})

	test('without a key every call writes (nothing changes for clients that send none)', async () => {
		const { actor, user } = await person()
		await quickAddOnce(actor, null)
		await quickAddOnce(actor, null)
		expect(await entriesOf(user.id)).toHaveLength(2)
	})

	test("another user's identical key is independent: both users get their entry", async () => {
		const a = await person()
		const b = await person()
		await quickAddOnce(a.actor, 'shared-key')
		const forB = await quickAddOnce(b.actor, 'shared-key')
		expect(forB.fresh).toBeDefined()
		expect(await entriesOf(a.user.id)).toHaveLength(1)
		expect(await entriesOf(b.user.id)).toHaveLength(1)
	})

	test('a key reused for another request is refused naming the key, and writes nothing', async () => {
		const { actor, user } = await person()
		await quickAddOnce(actor, 'reused', 250, 'quick-add')
		const reuse = quickAddOnce(actor, 'reused', 300, 'another-form')
		await expect(reuse).rejects.toThrow(InvalidError)
		await expect(reuse).rejects.toMatchObject({ fieldErrors: { 'Idempotency-Key': [expect.stringContaining('another request')] } })
		expect(await entriesOf(user.id)).toHaveLength(1)
	})

	test('a malformed key is refused naming the key', async () => {
		const { actor } = await person()
		await expect(quickAddOnce(actor, 'has spaces')).rejects.toMatchObject({ status: 422, fieldErrors: { 'Idempotency-Key': [expect.any(String)] } })
		await expect(quickAddOnce(actor, 'x'.repeat(IDEMPOTENCY_CAPS.keyMaxLength + 1))).rejects.toThrow(InvalidError)
	})

	test('while the first request with a key runs, a second one with it is refused (409), and runs nothing', async () => {
		const { runIdempotent } = await import('./idempotency.server.ts')
		const { actor } = await person()
		let release!: () => void
		let runs = 0
		const slow = runIdempotent(db, actor, { key: 'in-flight', scope: 's' }, () => new Promise<number>((r) => (release = () => r(++runs))), (n) => ({ status: 200, body: n }))
		await expect.poll(() => typeof release).toBe('function')
		await expect(runIdempotent(db, actor, { key: 'in-flight', scope: 's' }, async () => ++runs, (n) => ({ status: 200, body: n }))).rejects.toThrow(ConflictError)
		release()
		expect((await slow).fresh).toBe(1)
		expect((await runIdempotent(db, actor, { key: 'in-flight', scope: 's' }, async () => ++runs, (n) => ({ status: 200, body: n }))).replay?.body).toBe(1)
		expect(runs).toBe(1)
	})

	test('a write that failed frees its key: the retry runs (an entry removed elsewhere stays a 404 each time)', async () => {
		const { runIdempotent } = await import('./idempotency.server.ts')
		const { deleteMealFood } = await import('#app/domain/diary/diary.server.ts')
		const { actor } = await person()
		const remove = () => runIdempotent(db, actor, { key: 'gone', scope: 'delete' }, () => deleteMealFood(db, actor, 'no-such-entry'), () => ({ status: 200, body: null }))
		await expect(remove()).rejects.toThrow(NotFoundError)
		await expect(remove()).rejects.toThrow(NotFoundError)
		expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, actor.userId))).toEqual([])
	})

	test('keys older than a day are pruned, and the key can write again after that', async () => {
		const { actor, user } = await person()
		await quickAddOnce(actor, 'old-key')
		const dayAgo = new Date(Date.now() - IDEMPOTENCY_CAPS.keepMs - 1000)
		await db.update(idempotencyKeys).set({ createdAt: dayAgo }).where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, 'old-key')))
		await quickAddOnce(actor, 'old-key')
		expect(await entriesOf(user.id)).toHaveLength(2)
	})
})

describe('through the adapters', () => {
	test('POST /api/users/{id}/quick-add with one Idempotency-Key twice: one entry, the same answer, marked replayed', async () => {
		const { call } = await import('#tests/unit/api/api-helpers.ts')
		const mod = await import('#app/routes/api.users.$id.quick-add.ts')
		const { user, bearer } = await person()
		const send = () =>
			call(mod, `/api/users/${user.id}/quick-add`, {
				params: { id: user.id },
				headers: { ...bearer, 'Idempotency-Key': 'api-key-1' },
				body: { mealType: 'dinner', date: '2026-03-03', calories: 420 },
			})
		const first = await send()
		const second = await send()
		expect(first.status).toBe(201)
		expect(second.status).toBe(201)
		expect(second.body).toEqual(first.body)
		expect(second.headers.get('Idempotent-Replayed')).toBe('true')
		expect(first.headers.get('Idempotent-Replayed')).toBeNull()
		expect(await entriesOf(user.id)).toHaveLength(1)
	})

	test('the same key on another URL is 422 naming Idempotency-Key', async () => {
		const { call, expectError } = await import('#tests/unit/api/api-helpers.ts')
		const mod = await import('#app/routes/api.users.$id.water.ts')
		const { user, bearer } = await person()
		const send = (date: string) => call(mod, `/api/users/${user.id}/water`, { params: { id: user.id }, headers: { ...bearer, 'Idempotency-Key': 'water-1' }, body: { ml: 250, date } })
		expect((await send('2026-03-04')).status).toBe(201)
		// Same URL and key, another body: the stored answer (the key names the write, not its body).
		expect((await send('2026-03-05')).json).toMatchObject({ date: '2026-03-04' })
		const other = await call(await import('#app/routes/api.users.$id.quick-add.ts'), `/api/users/${user.id}/quick-add`, {
			params: { id: user.id },
			headers: { ...bearer, 'Idempotency-Key': 'water-1' },
			body: { mealType: 'dinner', calories: 100 },
		})
		expectError(other, 422, 'Idempotency-Key')
	})

	test('the dashboard form with one idempotencyKey posted twice logs once and redirects to the same day both times', async () => {
		const { action } = await import('#app/routes/_index/route.tsx')
		const { user, cookieHeaders } = await person()
		const post = () =>
			action(routeArgs(formRequest('/?index', { intent: 'quick-add', date: '2026-03-06', mealType: 'snack', calories: '150', idempotencyKey: 'form-key-1' }, cookieHeaders)))
		const first = (await post()) as Response
		const second = (await post()) as Response
		expect(first.status).toBe(302)
		expect(second.status).toBe(302)
		expect(second.headers.get('Location')).toBe(first.headers.get('Location'))
		expect(await entriesOf(user.id)).toHaveLength(1)
	})
})
