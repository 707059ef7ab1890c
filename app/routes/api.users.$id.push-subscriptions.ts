/** POST | DELETE /api/users/{id}/push-subscriptions — subscribe or unsubscribe this browser to push reminders. */
import { db } from '#app/db.server.ts'
import { removePushSubscription, savePushSubscription } from '#app/domain/reminders/devices.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.subscribePush, async ({ actor, body, request }) => savePushSubscription(db, actor, body, request.headers.get('user-agent'))),
	endpoint(API.unsubscribePush, async ({ actor, query }) => {
		await removePushSubscription(db, actor, query.endpoint)
		return { message: 'Unsubscribed' }
	}),
)
export const loader = route
export const action = route
