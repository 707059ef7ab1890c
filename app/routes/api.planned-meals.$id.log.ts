/**
 * POST /api/planned-meals/{id}/log — Log to Tracker (spec section 4 'Logging a planned meal');
 * the answer names the diary entries written (`entryIds`), so a client can undo as the screen
 * does: DELETE on the same path with those ids.
 */
import { db } from '#app/db.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { logPlannedMeal, unlogPlannedMeal } from '#app/domain/planning/plans.server.ts'
import { toApiNutrition } from '#app/domain/recipes/api-shape.ts'

const route = apiRoute(
	endpoint(API.logPlannedMeal, async ({ actor, params }) => {
		const { plannedMeal, total, entries, entryIds } = await logPlannedMeal(db, actor, params.id)
		return { message: 'Meal Logged Successfully!', plannedMeal, entries, entryIds, nutrition: toApiNutrition(total) }
	}),
	endpoint(API.unlogPlannedMeal, async ({ actor, params, body }) => ({ message: 'Logging undone', plannedMeal: await unlogPlannedMeal(db, actor, params.id, body.entryIds) })),
)
export const loader = route
export const action = route
