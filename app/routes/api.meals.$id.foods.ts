/** GET /api/meals/{id}/foods — a meal's food entries (spec section 7). */
import { db } from '#app/db.server.ts'
import { toApiMealFood } from '#app/domain/diary/api-shape.ts'
import { listMealFoods } from '#app/domain/diary/diary.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.mealFoods, async ({ actor, params }) => (await listMealFoods(db, actor, params.id)).map(toApiMealFood)))
export const loader = route
export const action = route
