/** POST /api/meals — an empty meal of a meal type on a day (spec section 7: userId, name, date). */
import { db } from '#app/db.server.ts'
import { toApiMeal } from '#app/domain/diary/api-shape.ts'
import { createMeal } from '#app/domain/diary/diary.server.ts'
import { requireSelf } from '#app/utils/api.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.createMeal, async ({ user, actor, body }) => {
		if (body.userId !== undefined) requireSelf(user, body.userId)
		return toApiMeal(await createMeal(db, actor, body))
	}),
)
export const loader = route
export const action = route
