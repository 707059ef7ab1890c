/** POST /api/meal-plans/{planId}/refill — Refill week. */
import { db } from '#app/db.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { refillPlan } from '#app/domain/planning/plans.server.ts'

const route = apiRoute(
	endpoint(API.refillMealPlan, async ({ user, params, body }) => {
		const report = await refillPlan(db, user.id, params.planId, { from: body.from, days: body.days }, { useAi: body.useAi })
		return { source: report.source, note: report.aiNote, days: report.days.map((d) => ({ date: d.date, kcal: d.kcal, withinTarget: d.withinTarget, meals: d.meals.length })) }
	}),
)
export const loader = route
export const action = route
