/** POST /api/meals/{id}/copy — one of your meals copied to another day or meal type (one transaction). */
import { db } from '#app/db.server.ts'
import { copyMeal } from '#app/domain/diary/copy.server.ts'
import { toApiWritten } from '#app/domain/diary/logging-api-shape.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.copyMeal, async ({ actor, params, body }) => toApiWritten(await copyMeal(db, actor, params.id, body))))
export const loader = route
export const action = route
