/** DELETE /api/users/{id}/weights/{date} — delete a day's weigh-in. */
import { db } from '#app/db.server.ts'
import { deleteWeighIn } from '#app/domain/body/weigh-ins.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.deleteWeight, async ({ actor, params }) => {
		await deleteWeighIn(db, actor, params.date)
		return { message: 'Weigh-in deleted' }
	}),
)
export const loader = route
export const action = route
