/** POST /api/users — creates a user like register (spec section 7); never returns a password hash. */
import { apiRegister } from '#app/utils/api-auth.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.createUser, ({ request, body }) => apiRegister(request, body)))
export const loader = route
export const action = route
