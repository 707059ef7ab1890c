/**
 * PATCH /api/meal-foods/{id} — changes one of the caller's entries (amount, meal type, day);
 * DELETE removes one (spec section 7). Another user's entry is 404.
 */
import { db } from '#app/db.server.ts'
import { toApiLogged, toApiMealFood } from '#app/domain/diary/api-shape.ts'
import { deleteMealFood } from '#app/domain/diary/diary.server.ts'
import { updateMealFood } from '#app/domain/diary/entries.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.updateMealFood, async ({ actor, params, body }) => toApiLogged(await updateMealFood(db, actor, params.id, body))),
	endpoint(API.deleteMealFood, async ({ actor, params }) => ({
		message: 'Food removed',
		entry: toApiMealFood(await deleteMealFood(db, actor, params.id)),
	})),
)
export const loader = route
export const action = route
