/**
 * POST /api/users/{id}/meal-foods — logs a food into a meal (spec section 3 "Meal-food entry":
 * foodId, quantity, unit, mealType, userId, loggedAt). The diary day is `date`, else the day of
 * `loggedAt` in the user's time zone, else the user's today.
 */
import { db } from '#app/db.server.ts'
import { isIsoDay, isoDayMessage, todayIn } from '#app/domain/dates.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { toApiLogged } from '#app/domain/diary/api-shape.ts'
import { logFood } from '#app/domain/diary/diary.server.ts'
import { requireSelf } from '#app/utils/api.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.logMealFood, async ({ user, actor, body }) => {
		const { userId, loggedAt, ...input } = body
		if (userId !== undefined) requireSelf(user, userId)
		const date = input.date ?? (loggedAt ? todayIn(user.timezone, new Date(loggedAt)) : undefined)
		// loggedAt's day in the user's zone may cross 1900/2199: the same date rule, naming loggedAt.
		if (!input.date && date && !isIsoDay(date)) throw new InvalidError(`loggedAt: ${isoDayMessage('loggedAt')}`, { loggedAt: [isoDayMessage('loggedAt')] })
		return toApiLogged(await logFood(db, actor, { ...input, date }))
	}),
)
export const loader = route
export const action = route
