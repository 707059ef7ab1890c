/** GET | POST /api/users/{id}/check-ins — this week's proposed goals; accept them or keep yours. */
import { db } from '#app/db.server.ts'
import { toApiCheckIn } from '#app/domain/expenditure/api-shape.ts'
import { answerCheckIn, checkInProposal } from '#app/domain/expenditure/check-ins.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.getCheckIn, async ({ actor }) => toApiCheckIn(await checkInProposal(db, actor))),
	endpoint(API.answerCheckIn, async ({ actor, body }) => toApiCheckIn(await answerCheckIn(db, actor, body))),
)
export const loader = route
export const action = route
