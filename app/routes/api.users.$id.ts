/** GET | PUT | PATCH /api/users/{id} — the caller's user and daily goals (spec section 7). */
import { db } from '#app/db.server.ts'
import { toPublicUser, updateGoals } from '#app/domain/users/users.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.getUser, async ({ user }) => toPublicUser(user)),
	endpoint(API.putGoals, async ({ user, body }) => toPublicUser(await updateGoals(db, user.id, body))),
	endpoint(API.patchGoals, async ({ user, body }) => toPublicUser(await updateGoals(db, user.id, body))),
)
export const loader = route
export const action = route
