/** GET | POST /api/users/{id}/weights — your weigh-ins of a range of days with their trend; record a day's weigh-in. */
import { db } from '#app/db.server.ts'
import { toApiWeighIn } from '#app/domain/body/api-shape.ts'
import { listWeighIns, recordWeighIn } from '#app/domain/body/weigh-ins.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.listWeights, async ({ actor, query }) => ({ weights: (await listWeighIns(db, actor, query)).map(toApiWeighIn) })),
	endpoint(API.recordWeight, async ({ actor, body }) => toApiWeighIn(await recordWeighIn(db, actor, body))),
)
export const loader = route
export const action = route
