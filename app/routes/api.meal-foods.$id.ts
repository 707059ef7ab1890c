/** DELETE /api/meal-foods/{id} — removes one of the caller's entries; others' are 404 (spec section 7). */
import { db } from '#app/db.server.ts'
import { toApiMealFood } from '#app/domain/diary/api-shape.ts'
import { deleteMealFood } from '#app/domain/diary/diary.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.deleteMealFood, async ({ actor, params }) => ({
		message: 'Food removed',
		entry: toApiMealFood(await deleteMealFood(db, actor, params.id)),
	})),
)
export const loader = route
export const action = route
