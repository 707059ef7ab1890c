/**
 * Web Push: the one module that talks to browsers' push services (RFC 8030). web-push builds each
 * request — the VAPID JWT (RFC 8292) and the payload encrypted with aes128gcm (RFC 8291) — and it
 * is sent with fetch, so a slow push service is cut off by an AbortSignal and the tests' push
 * service can be a plain local HTTP server. web-push is imported on first send.
 *
 * Keys: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (scripts/start.js generates them once into
 * ./data/.vapid-keys.json beside the session secret when unset); in development and tests a fixed
 * development pair stands in, as the session secret has one. In production without keys
 * `pushConfigured()` is false and the notifications page says push is not set up on this server.
 */
import type * as WebPushModule from 'web-push'
import type { PushPayload } from '#app/domain/reminders/messages.ts'
import type { PushDelivery, PushTarget } from '#app/domain/reminders/scheduler.server.ts'
import { getEnv } from './env.server.ts'

/** Development and test only (never used when NODE_ENV is production): a throwaway pair, like the development session secret. */
const DEVELOPMENT_VAPID = {
	publicKey: 'BJPP9sLtqp7r_j5Ml3h7aR4GjjDckjB7OWqRgwObIzHsNQBxzZhP_fYjnz-qy3912-w3e11-feGNm6AVpmVUBYE',
	privateKey: 'vf4y0C_tN6R8B-5oXa-Dj9beAC7v3F_htM8z67ArTnM',
}

/** How long a push service may take to answer (ms) before the delivery counts as failed. */
const PUSH_TIMEOUT_MS = 10_000
/**
 * How long the push service keeps a message for an offline device (s): a reminder is worth
 * showing within half an hour of its time, not the next morning.
 */
export const PUSH_TTL_SECONDS = 30 * 60

/** The VAPID keys and subject in use, or null when push is not configured. */
export function vapidDetails(): { publicKey: string; privateKey: string; subject: string } | null {
	const env = getEnv()
	const keys = env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : env.NODE_ENV === 'production' ? null : DEVELOPMENT_VAPID
	return keys && { ...keys, subject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}` }
}

/** True when this server can send push messages (VAPID keys configured, or development). */
export function pushConfigured(): boolean {
	return vapidDetails() !== null
}

/** The public key browsers subscribe with (`applicationServerKey`), base64url; null without push. */
export function vapidPublicKey(): string | null {
	return vapidDetails()?.publicKey ?? null
}

type WebPush = typeof WebPushModule
let webPush: Promise<WebPush> | undefined
const loadWebPush = () => (webPush ??= import('web-push').then((m) => ((m as { default?: WebPush }).default ?? m) as WebPush))

/**
 * Sends one encrypted push message to one subscription.
 * @returns 'sent' (2xx), 'gone' (404/410: the browser dropped the subscription; delete it) or
 *   'failed' (any other answer, a timeout or a network error; logged in one line).
 * @throws Error when push is not configured (check {@link pushConfigured} first).
 */
export async function sendPush(target: PushTarget, payload: PushPayload): Promise<PushDelivery> {
	const vapid = vapidDetails()
	if (!vapid) throw new Error('Web Push is not configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY)')
	const wp = await loadWebPush()
	const request = wp.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
		vapidDetails: vapid,
		TTL: PUSH_TTL_SECONDS,
		contentEncoding: 'aes128gcm',
		urgency: 'normal',
		topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
	})
	try {
		const res = await fetch(request.endpoint, {
			method: request.method,
			headers: request.headers as Record<string, string>,
			body: request.body ? new Uint8Array(request.body) : null,
			signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
			redirect: 'error',
		})
		await res.body?.cancel()
		if (res.ok) return 'sent'
		if (res.status === 404 || res.status === 410) return 'gone'
		console.error(`push: ${new URL(target.endpoint).host} answered ${res.status}`)
		return 'failed'
	} catch (error) {
		console.error(`push: ${new URL(target.endpoint).host}: ${error instanceof Error ? error.message : String(error)}`)
		return 'failed'
	}
}
