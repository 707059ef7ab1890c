/** GET | POST /api/users/{id}/tokens — your personal API tokens; create one (its secret shown once). */
import { db } from '#app/db.server.ts'
import { createApiToken, listApiTokens } from '#app/domain/account/tokens.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.listTokens, async ({ actor }) => listApiTokens(db, actor)),
	endpoint(API.createToken, async ({ actor, body }) => createApiToken(db, actor, body)),
)
export const loader = route
export const action = route
