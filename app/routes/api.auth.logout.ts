/** POST /api/auth/logout — deletes the session of the bearer token or cookie sent. */
import { apiJson } from '#app/utils/api.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { endSession } from '#app/utils/auth.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.logout, async ({ request }) =>
		apiJson({ message: 'Signed out' }, { headers: { 'Set-Cookie': await endSession(request) } }),
	),
)
export const loader = route
export const action = route
