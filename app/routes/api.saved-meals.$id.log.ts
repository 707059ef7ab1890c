/** POST /api/saved-meals/{id}/log — one of your My Meals logged into a meal (one transaction). */
import { db } from '#app/db.server.ts'
import { toApiWritten } from '#app/domain/diary/logging-api-shape.ts'
import { logSavedMeal } from '#app/domain/diary/saved-meals.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.logSavedMeal, async ({ actor, params, body }) => toApiWritten(await logSavedMeal(db, actor, params.id, body))))
export const loader = route
export const action = route
