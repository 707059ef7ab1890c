/** GET /api/users/{id}/progress/daily — today's progress in the user's time zone (spec section 7). */
import { db } from '#app/db.server.ts'
import { todayIn } from '#app/domain/dates.ts'
import { toApiDayWater } from '#app/domain/body/api-shape.ts'
import { dayWater } from '#app/domain/body/water.server.ts'
import { toApiDailyProgress } from '#app/domain/diary/api-shape.ts'
import { getDailyProgress } from '#app/domain/diary/diary.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.dailyToday, async ({ user, actor }) => {
		const today = todayIn(user.timezone)
		return { ...toApiDailyProgress(await getDailyProgress(db, user, today)), water: toApiDayWater(await dayWater(db, actor, today)) }
	}),
)
export const loader = route
export const action = route
