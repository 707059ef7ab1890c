/** PATCH /api/users/{id}/profile — profile, goal and notification fields (spec section 7). */
import { db } from '#app/db.server.ts'
import { toPublicUser, updateProfile } from '#app/domain/users/users.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.patchProfile, async ({ user, body }) => toPublicUser(await updateProfile(db, user.id, body))))
export const loader = route
export const action = route
