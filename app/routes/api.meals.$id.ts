/** GET | PUT | DELETE /api/meals/{id} — one of the caller's meals; others' are 404 (spec section 7). */
import { db } from '#app/db.server.ts'
import { toApiMeal } from '#app/domain/diary/api-shape.ts'
import { deleteMeal, getMeal, updateMeal } from '#app/domain/diary/diary.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.getMeal, async ({ actor, params }) => toApiMeal(await getMeal(db, actor, params.id))),
	endpoint(API.updateMeal, async ({ actor, params, body }) => {
		const { totalCalories, ...input } = body
		return toApiMeal(await updateMeal(db, actor, params.id, { ...input, calories: input.calories ?? totalCalories }))
	}),
	endpoint(API.deleteMeal, async ({ actor, params }) => ({
		message: 'Meal deleted',
		meal: toApiMeal(await deleteMeal(db, actor, params.id)),
	})),
)
export const loader = route
export const action = route
