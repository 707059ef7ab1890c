/** POST /api/auth/register — spec section 7. */
import { apiRegister } from '#app/utils/api-auth.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.register, ({ request, body }) => apiRegister(request, body)))
export const loader = route
export const action = route
