/** GET | DELETE /api/meal-plans/{planId} — one of your plans; another user's is 404. */
import { db } from '#app/db.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { deletePlan, getPlan } from '#app/domain/planning/plans.server.ts'

const route = apiRoute(
	endpoint(API.getMealPlan, ({ user, params }) => getPlan(db, user.id, params.planId)),
	endpoint(API.deleteMealPlan, ({ user, params }) => deletePlan(db, user.id, params.planId)),
)
export const loader = route
export const action = route
