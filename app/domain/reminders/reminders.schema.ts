/**
 * Input schemas of the reminders domain, parsed by both adapters (the notifications page's form
 * and `/api`).
 */
import { z } from 'zod'
import { REMINDER_CAPS } from './caps.ts'
import { isClock } from './times.ts'

/** Bytes of a base64url string (padding optional); null when it is not base64url. */
function base64urlBytes(value: string): number | null {
	if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null
	return Buffer.from(value, 'base64url').length
}

/**
 * True for an endpoint a push service could own: https, a host name (no IP literal, no localhost),
 * so the server never posts to an address on its own network (push services are public hosts).
 */
export function isPublicHttpsUrl(value: string): boolean {
	let url: URL
	try {
		url = new URL(value)
	} catch {
		return false
	}
	const host = url.hostname.toLowerCase()
	if (url.protocol !== 'https:' || url.username || url.password) return false
	if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return false
	if (/^\d+(\.\d+){3}$/.test(host) || host.startsWith('[')) return false
	return host.includes('.')
}

/** A browser's `PushSubscription.toJSON()`: endpoint and its keys (RFC 8291: a P-256 public key and a 16-byte secret, base64url). */
export const PushSubscriptionSchema = z.object({
	endpoint: z
		.string({ error: 'endpoint is required' })
		.max(REMINDER_CAPS.endpointChars, `endpoint must be at most ${REMINDER_CAPS.endpointChars} characters`)
		.refine(isPublicHttpsUrl, 'endpoint must be an https address of a push service'),
	keys: z.object(
		{
			p256dh: z.string({ error: 'keys.p256dh is required' }).refine((v) => base64urlBytes(v) === 65 && Buffer.from(v, 'base64url')[0] === 4, 'keys.p256dh must be an uncompressed P-256 public key (65 bytes, base64url)'),
			auth: z.string({ error: 'keys.auth is required' }).refine((v) => base64urlBytes(v) === 16, 'keys.auth must be 16 bytes, base64url'),
		},
		{ error: 'keys is required' },
	),
	expirationTime: z.number().nullable().optional(),
})
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>

const clockOrEmpty = (label: string) =>
	z
		.string()
		.trim()
		.refine((v) => v === '' || isClock(v), `${label} must be a time HH:MM (00:00-23:59) or empty`)
		.transform((v) => (v === '' ? null : v))

/** The reminder times: a meal's time empty = no reminder for that meal; the goal reminder always has one. */
export const ReminderTimesSchema = z.object({
	breakfastAt: clockOrEmpty('Breakfast reminder'),
	lunchAt: clockOrEmpty('Lunch reminder'),
	dinnerAt: clockOrEmpty('Dinner reminder'),
	snackAt: clockOrEmpty('Snack reminder'),
	goalAt: z.string({ error: 'Goal reminder is required' }).trim().refine(isClock, 'Goal reminder must be a time HH:MM (00:00-23:59)'),
})
export type ReminderTimesInput = z.infer<typeof ReminderTimesSchema>
