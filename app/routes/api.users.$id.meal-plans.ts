/** GET | POST /api/users/{id}/meal-plans — your plans, a page at a time; create one and fill its days (spec section 7). */
import { db } from '#app/db.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { createPlan, pagePlans } from '#app/domain/planning/plans.server.ts'
import { pageResponse } from '#app/utils/pagination.server.ts'

const route = apiRoute(
	endpoint(API.listMealPlans, async ({ request, user, query }) => pageResponse(request, await pagePlans(db, user.id, query))),
	endpoint(API.createMealPlan, async ({ actor, body }) => {
		const { plan, report } = await createPlan(db, actor, body)
		return {
			message: 'Plan Created',
			plan,
			fill: { source: report.source, note: report.aiNote, days: report.days.map((d) => ({ date: d.date, kcal: d.kcal, withinTarget: d.withinTarget, meals: d.meals.length })) },
		}
	}),
)
export const loader = route
export const action = route
