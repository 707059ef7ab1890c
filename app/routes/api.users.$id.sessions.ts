/** GET | DELETE /api/users/{id}/sessions — your signed-in sessions; sign out everywhere else. */
import { db } from '#app/db.server.ts'
import { endOtherSessions, listSessions } from '#app/domain/account/account.server.ts'
import { currentSessionId } from '#app/utils/account.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.listSessions, async ({ request, actor }) => listSessions(db, actor, await currentSessionId(request))),
	endpoint(API.endOtherSessions, async ({ request, actor }) => ({
		message: 'Signed out everywhere else',
		endedSessions: await endOtherSessions(db, actor, await currentSessionId(request)),
	})),
)
export const loader = route
export const action = route
