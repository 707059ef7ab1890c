/**
 * POST/DELETE /api/users/{id}/push-subscriptions: a browser subscribing to push reminders and
 * dropping out again, the checks on what it sends, and the per-account device cap.
 */
import { createECDH, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createTestUser } from '#tests/utils.ts'
import { call, expectError, expectOk, type RouteModule } from './api-helpers.ts'

/** What `PushSubscription.toJSON()` gives in a browser, for a push service host. */
function browserSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`) {
	const ecdh = createECDH('prime256v1')
	ecdh.generateKeys()
	return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } }
}

const route = () => import('#app/routes/api.users.$id.push-subscriptions.ts') as Promise<RouteModule>
const chromeOnAndroid = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

async function devicesOf(userId: string) {
	const { db } = await import('#app/db.server.ts')
	const { pushSubscriptions } = await import('#db/schema.ts')
	return db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
}

describe('push subscriptions', () => {
	test('a browser subscribes (shown as its device), subscribing again changes nothing, and it unsubscribes', async () => {
		const mod = await route()
		const me = await createTestUser()
		const path = `/api/users/${me.user.id}/push-subscriptions`
		const sub = browserSubscription()
		const made = expectOk(await call(mod, path, { body: sub, headers: { ...me.cookieHeaders, 'User-Agent': chromeOnAndroid }, params: { id: me.user.id } }), 201) as { device: string }
		expect(made.device).toBe('Chrome on Android')
		expectOk(await call(mod, path, { body: sub, headers: me.cookieHeaders, params: { id: me.user.id } }), 201)
		expect(await devicesOf(me.user.id)).toEqual([{ endpoint: sub.endpoint }])
		const del = `${path}?endpoint=${encodeURIComponent(sub.endpoint)}`
		expectOk(await call(mod, del, { method: 'DELETE', headers: me.cookieHeaders, params: { id: me.user.id } }), 200)
		expect(await devicesOf(me.user.id)).toEqual([])
		expectError(await call(mod, del, { method: 'DELETE', headers: me.cookieHeaders, params: { id: me.user.id } }), 404)
	})

	test('refuses an endpoint that is not an https push service address and keys of the wrong size, naming the field', async () => {
		const mod = await route()
		const me = await createTestUser()
		const path = `/api/users/${me.user.id}/push-subscriptions`
		const post = (body: unknown) => call(mod, path, { body, headers: me.cookieHeaders, params: { id: me.user.id } })
		for (const endpoint of ['http://push.example.com/x', 'https://127.0.0.1/x', 'https://localhost/x', 'https://[::1]/x', 'not a url']) expectError(await post({ ...browserSubscription(), endpoint }), 422, 'endpoint')
		expectError(await post({ ...browserSubscription(), keys: { ...browserSubscription().keys, p256dh: 'AAAA' } }), 422, 'keys.p256dh')
		expectError(await post({ ...browserSubscription(), keys: { ...browserSubscription().keys, auth: randomBytes(8).toString('base64url') } }), 422, 'keys.auth')
		expect(await devicesOf(me.user.id)).toEqual([])
	})

	test("another user's path is refused, and one account cannot remove another's device", async () => {
		const mod = await route()
		const me = await createTestUser()
		const other = await createTestUser()
		const sub = browserSubscription()
		expectError(await call(mod, `/api/users/${other.user.id}/push-subscriptions`, { body: sub, headers: me.cookieHeaders, params: { id: other.user.id } }), 403)
		expectOk(await call(mod, `/api/users/${other.user.id}/push-subscriptions`, { body: sub, headers: other.cookieHeaders, params: { id: other.user.id } }), 201)
		const del = `/api/users/${me.user.id}/push-subscriptions?endpoint=${encodeURIComponent(sub.endpoint)}`
		expectError(await call(mod, del, { method: 'DELETE', headers: me.cookieHeaders, params: { id: me.user.id } }), 404)
		expect(await devicesOf(other.user.id)).toEqual([{ endpoint: sub.endpoint }])
	})

	test('past the device cap the oldest device is dropped', async () => {
		const mod = await route()
		const { REMINDER_CAPS } = await import('#app/domain/reminders/caps.ts')
		const me = await createTestUser()
		const path = `/api/users/${me.user.id}/push-subscriptions`
		const subs = Array.from({ length: REMINDER_CAPS.devices + 1 }, () => browserSubscription())
		for (const sub of subs) expectOk(await call(mod, path, { body: sub, headers: me.cookieHeaders, params: { id: me.user.id } }), 201)
		const left = (await devicesOf(me.user.id)).map((d) => d.endpoint)
		expect(left).toHaveLength(REMINDER_CAPS.devices)
		expect(left).not.toContain(subs[0]!.endpoint)
		expect(left).toContain(subs.at(-1)!.endpoint)
	})
})
