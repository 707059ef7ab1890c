/** POST /api/auth/login — spec section 7. */
import { apiLogin } from '#app/utils/api-auth.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.login, ({ request, body }) => apiLogin(request, body)))
export const loader = route
export const action = route
