/**
 * /api operations of push reminders (this device's Web Push subscription), merged into the registry
 * in app/utils/openapi.server.ts. A session only (`scopes: []`): subscribing is done by the browser
 * the person holds, never by an automation.
 */
import { z } from 'zod'
import { REMINDER_CAPS } from '#app/domain/reminders/caps.ts'
import { PushSubscriptionSchema } from '#app/domain/reminders/reminders.schema.ts'
import { defineOperation } from '../api-route.server.ts'
import { IdParams, MessageResponse } from '../api-schemas.ts'

export const PushDeviceResponse = z.strictObject({
	id: z.string(),
	device: z.string().meta({ description: "From the subscribing request's User-Agent, e.g. 'Chrome on Android'" }),
	createdAt: z.string().meta({ description: 'Subscribed (ISO time)' }),
})

/** Listed under Account (the account's devices), a session only. */
const own = { tag: 'Account', auth: 'self', scopes: [] as const } as const

export const REMINDERS_API = {
	subscribePush: defineOperation({
		method: 'POST',
		path: '/api/users/{id}/push-subscriptions',
		summary: "Subscribe this browser to push reminders (the body is the browser's PushSubscription.toJSON())",
		description: `\`endpoint\` (an https address of a push service, at most ${REMINDER_CAPS.endpointChars} characters) and \`keys.p256dh\`, \`keys.auth\` (base64url, RFC 8291). Subscribing the same endpoint again updates its keys; an endpoint another account held moves to you. At most ${REMINDER_CAPS.devices} devices per account: one more drops the oldest. Meal and goal reminders go to every subscribed device when \`pushNotifications\` and \`mealReminders\` / \`goalReminders\` are on (PATCH /api/users/{id}/profile).`,
		...own,
		params: IdParams,
		body: PushSubscriptionSchema,
		success: { status: 201, description: 'Subscribed', schema: PushDeviceResponse },
		errors: [401, 400, 403, 413, 415, 422],
	}),
	unsubscribePush: defineOperation({
		method: 'DELETE',
		path: '/api/users/{id}/push-subscriptions',
		summary: 'Unsubscribe a browser from push reminders',
		description: '`endpoint` in the query: the subscription the browser is dropping. 404 when it is not one of yours.',
		...own,
		params: IdParams,
		query: z.object({ endpoint: z.string({ error: 'endpoint is required' }).min(1, 'endpoint is required').max(REMINDER_CAPS.endpointChars) }),
		success: { status: 200, description: 'Unsubscribed', schema: MessageResponse },
		errors: [401, 403, 404, 422],
	}),
}
