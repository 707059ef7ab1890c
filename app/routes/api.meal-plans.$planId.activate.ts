/** POST /api/meal-plans/{planId}/activate — Switch: the only active plan (spec section 4). */
import { db } from '#app/db.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { activatePlan } from '#app/domain/planning/plans.server.ts'

const route = apiRoute(
	endpoint(API.activateMealPlan, async ({ user, params }) => {
		const plan = await activatePlan(db, user.id, params.planId)
		return { message: `Switched to ${plan.name}`, plan }
	}),
)
export const loader = route
export const action = route
