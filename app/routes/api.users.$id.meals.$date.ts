/** GET /api/users/{id}/meals/{date} — the meals of a diary day (spec section 7). */
import { db } from '#app/db.server.ts'
import { toApiMeal } from '#app/domain/diary/api-shape.ts'
import { listMeals } from '#app/domain/diary/diary.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.mealsOfDay, async ({ actor, params }) => (await listMeals(db, actor, params.date)).map(toApiMeal)),
)
export const loader = route
export const action = route
