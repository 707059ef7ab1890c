/** GET /api/users/{id}/nutrients/weekly/{date} — the week's averages per logged day against your reference intakes. */
import { db } from '#app/db.server.ts'
import { weeklyNutrients } from '#app/domain/nutrients/nutrients.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.weeklyNutrients, async ({ actor, params }) => weeklyNutrients(db, actor, params.date)))
export const loader = route
export const action = route
