/** POST /api/users/{id}/water — log a drink of water; answers the day's water. */
import { db } from '#app/db.server.ts'
import { toApiDayWater } from '#app/domain/body/api-shape.ts'
import { addWater } from '#app/domain/body/water.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.addWater, async ({ actor, body }) => {
		const day = await addWater(db, actor, body)
		return { date: day.date, ...toApiDayWater(day) }
	}),
)
export const loader = route
export const action = route
