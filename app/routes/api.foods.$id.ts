/**
 * GET /api/foods/{id} — a food with its household portions. Another user's custom food, and any
 * id that is not a stored food id (such as a client-side 'temp-…' id), is 404.
 */
import { db } from '#app/db.server.ts'
import { NotFoundError } from '#app/domain/errors.ts'
import { toApiFoodDetail } from '#app/domain/foods/api-shape.ts'
import { getFood } from '#app/domain/foods/foods.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.getFood, async ({ actor, params }) => {
		const food = /^\d{1,15}$/.test(params.id) ? await getFood(db, actor, Number(params.id)) : null
		if (!food) throw new NotFoundError('Food')
		return toApiFoodDetail(food, food.portions)
	}),
)
export const loader = route
export const action = route
