/** POST /api/planned-meals/{id}/log — Log to Tracker (spec section 4 'Logging a planned meal'). */
import { db } from '#app/db.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { logPlannedMeal } from '#app/domain/planning/plans.server.ts'
import { toApiNutrition } from '#app/domain/recipes/api-shape.ts'

const route = apiRoute(
	endpoint(API.logPlannedMeal, async ({ actor, params }) => {
		const { plannedMeal, total, entries } = await logPlannedMeal(db, actor, params.id)
		return { message: 'Meal Logged Successfully!', plannedMeal, entries, nutrition: toApiNutrition(total) }
	}),
)
export const loader = route
export const action = route
