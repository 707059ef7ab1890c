/** POST /api/foods — a custom food owned by the caller (spec section 7). */
import { db } from '#app/db.server.ts'
import { toApiFood, toCustomFoodInput } from '#app/domain/foods/api-shape.ts'
import { createCustomFood } from '#app/domain/foods/foods.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.createFood, async ({ actor, body }) => toApiFood(await createCustomFood(db, actor, toCustomFoodInput(body)))),
)
export const loader = route
export const action = route
