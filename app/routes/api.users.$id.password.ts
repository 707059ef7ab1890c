/** PUT /api/users/{id}/password — change the password (current one required); every other session ends. */
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { changePasswordFor } from '#app/utils/account.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.changePassword, async ({ request, actor, body }) => {
		const { endedSessions } = await changePasswordFor(request, actor, body)
		return { message: 'Password changed', endedSessions }
	}),
)
export const loader = route
export const action = route
