/** GET | POST /api/meal-plans/{planId}/planned-meals — a plan's planned meals; Add to Plan (spec section 7). */
import { db } from '#app/db.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { addPlannedMeal, listPlannedMeals } from '#app/domain/planning/plans.server.ts'

const route = apiRoute(
	endpoint(API.listPlannedMeals, ({ user, params, query }) => listPlannedMeals(db, user.id, params.planId, query.date)),
	endpoint(API.addPlannedMeal, ({ user, params, body }) => addPlannedMeal(db, user.id, params.planId, body)),
)
export const loader = route
export const action = route
