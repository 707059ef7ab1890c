/** POST /api/users/{id}/copy-day — every meal of `fromDate` copied into `toDate` (one transaction). */
import { db } from '#app/db.server.ts'
import { toApiMealTotals } from '#app/domain/diary/api-shape.ts'
import { copyDay } from '#app/domain/diary/copy.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.copyDay, async ({ actor, body }) => {
		const r = await copyDay(db, actor, body)
		return { meals: r.meals.map(toApiMealTotals), entries: r.entries }
	}),
)
export const loader = route
export const action = route
