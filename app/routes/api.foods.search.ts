/** GET /api/foods/search?q= — the caller's custom foods, then USDA foods, then products (spec section 7). */
import { db } from '#app/db.server.ts'
import { toApiFood } from '#app/domain/foods/api-shape.ts'
import { searchFoods } from '#app/domain/foods/search/index.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.searchFoods, async ({ user, query }) =>
		(await searchFoods(db, { query: query.q, userId: user.id, limit: query.limit })).map(toApiFood),
	),
)
export const loader = route
export const action = route
