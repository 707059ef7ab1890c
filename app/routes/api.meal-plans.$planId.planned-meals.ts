/** GET | POST /api/meal-plans/{planId}/planned-meals — a plan's planned meals, a page at a time; Add to Plan (spec section 7). */
import { db } from '#app/db.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { addPlannedMeal, pagePlannedMeals } from '#app/domain/planning/plans.server.ts'
import { pageResponse } from '#app/utils/pagination.server.ts'

const route = apiRoute(
	endpoint(API.listPlannedMeals, async ({ request, user, params, query }) => pageResponse(request, await pagePlannedMeals(db, user.id, params.planId, { date: query.date }, query))),
	endpoint(API.addPlannedMeal, ({ user, params, body }) => addPlannedMeal(db, user.id, params.planId, body)),
)
export const loader = route
export const action = route
