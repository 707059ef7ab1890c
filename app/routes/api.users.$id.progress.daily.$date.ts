/** GET /api/users/{id}/progress/daily/{date} — consumed, goals and meals of a day (spec section 3). */
import { db } from '#app/db.server.ts'
import { toApiDayWater } from '#app/domain/body/api-shape.ts'
import { dayWater } from '#app/domain/body/water.server.ts'
import { toApiDailyProgress } from '#app/domain/diary/api-shape.ts'
import { cachedDayAnswer } from '#app/domain/diary/day-cache.server.ts'
import { getDailyProgress } from '#app/domain/diary/diary.server.ts'
import { apiJsonText } from '#app/utils/api.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { API } from '#app/utils/openapi.server.ts'

// The answer is kept per process while the user's diary and goals are unchanged (day-cache.server.ts; DAY_CACHE=false turns it off).
const route = apiRoute(
	endpoint(API.daily, async ({ user, actor, params }) =>
		apiJsonText(await cachedDayAnswer(db, user, `daily:${params.date}`, async () => JSON.stringify({ ...toApiDailyProgress(await getDailyProgress(db, user, params.date)), water: toApiDayWater(await dayWater(db, actor, params.date)) }), getEnv().DAY_CACHE)),
	),
)
export const loader = route
export const action = route
