/** GET | PATCH /api/users/{id}/profile — the user; profile, goal, notification and appearance fields (spec section 7); a weight is recorded as today's weigh-in. */
import { db } from '#app/db.server.ts'
import { saveProfileWithWeighIn } from '#app/domain/body/weigh-ins.server.ts'
import { toPublicUser } from '#app/domain/users/users.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.getProfile, async ({ user }) => toPublicUser(user)),
	endpoint(API.patchProfile, async ({ user, body }) => toPublicUser(await saveProfileWithWeighIn(db, { userId: user.id, timezone: user.timezone }, body))),
)
export const loader = route
export const action = route
