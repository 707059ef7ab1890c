/** PUT | DELETE /api/planned-meals/{id} — replace or remove a planned meal. */
import { db } from '#app/db.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { removePlannedMeal, replacePlannedMeal } from '#app/domain/planning/plans.server.ts'

const route = apiRoute(
	endpoint(API.replacePlannedMeal, ({ user, params, body }) => replacePlannedMeal(db, user.id, params.id, body)),
	endpoint(API.removePlannedMeal, ({ user, params }) => removePlannedMeal(db, user.id, params.id)),
)
export const loader = route
export const action = route
