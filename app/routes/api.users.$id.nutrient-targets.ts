/** PUT /api/users/{id}/nutrient-targets — replace your own nutrient targets and upper limits. */
import { db } from '#app/db.server.ts'
import { setNutrientTargets } from '#app/domain/nutrients/targets.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.putNutrientTargets, async ({ actor, body }) => ({
		overrides: (await setNutrientTargets(db, actor, body)).map(({ nutrient, target, upperLimit }) => ({ nutrient, target, upperLimit })),
	})),
)
export const loader = route
export const action = route
