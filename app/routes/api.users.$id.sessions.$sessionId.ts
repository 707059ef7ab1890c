/** DELETE /api/users/{id}/sessions/{sessionId} — end one of your sessions. */
import { db } from '#app/db.server.ts'
import { endSessionById } from '#app/domain/account/account.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.endSession, async ({ actor, params }) => {
		await endSessionById(db, actor, params.sessionId)
		return { message: 'Session ended' }
	}),
)
export const loader = route
export const action = route
