/** GET /api/auth/user — the caller (spec section 7). */
import { toPublicUser } from '#app/domain/users/users.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.authUser, async ({ user }) => toPublicUser(user)))
export const loader = route
export const action = route
