/** GET | DELETE /api/saved-meals/{id} — one of your My Meals; deleting it keeps what was logged from it. */
import { db } from '#app/db.server.ts'
import { toApiSavedMeal, toApiSavedMealSummary } from '#app/domain/diary/logging-api-shape.ts'
import { deleteSavedMeal, getSavedMeal } from '#app/domain/diary/saved-meals.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.getSavedMeal, async ({ actor, params }) => toApiSavedMeal(await getSavedMeal(db, actor, params.id))),
	endpoint(API.deleteSavedMeal, async ({ actor, params }) => toApiSavedMealSummary(await deleteSavedMeal(db, actor, params.id))),
)
export const loader = route
export const action = route
