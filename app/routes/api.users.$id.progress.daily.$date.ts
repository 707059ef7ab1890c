/** GET /api/users/{id}/progress/daily/{date} — consumed, goals and meals of a day (spec section 3). */
import { db } from '#app/db.server.ts'
import { toApiDailyProgress } from '#app/domain/diary/api-shape.ts'
import { getDailyProgress } from '#app/domain/diary/diary.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.daily, async ({ user, params }) => toApiDailyProgress(await getDailyProgress(db, user, params.date))))
export const loader = route
export const action = route
