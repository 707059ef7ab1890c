/** GET | POST /api/users/{id}/saved-meals — your My Meals a page at a time; save a logged meal as one. */
import { db } from '#app/db.server.ts'
import { toApiSavedMeal, toApiSavedMealSummary } from '#app/domain/diary/logging-api-shape.ts'
import { listSavedMeals, saveMealAs } from '#app/domain/diary/saved-meals.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { pageResponse } from '#app/utils/pagination.server.ts'

const route = apiRoute(
	endpoint(API.listSavedMeals, async ({ request, actor, query }) => pageResponse(request, await listSavedMeals(db, actor, query), toApiSavedMealSummary)),
	endpoint(API.createSavedMeal, async ({ actor, body }) => toApiSavedMeal(await saveMealAs(db, actor, body))),
)
export const loader = route
export const action = route
