/** GET /api/users/{id}/nutrients/daily/{date} — the day's nutrients against your reference intakes. */
import { db } from '#app/db.server.ts'
import { dailyNutrients } from '#app/domain/nutrients/nutrients.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.dailyNutrients, async ({ actor, params }) => dailyNutrients(db, actor, params.date)))
export const loader = route
export const action = route
