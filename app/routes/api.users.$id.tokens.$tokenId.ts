/** DELETE /api/users/{id}/tokens/{tokenId} — revoke a personal API token. */
import { db } from '#app/db.server.ts'
import { revokeApiToken } from '#app/domain/account/tokens.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.revokeToken, async ({ actor, params }) => {
		await revokeApiToken(db, actor, params.tokenId)
		return { message: 'Token revoked' }
	}),
)
export const loader = route
export const action = route
