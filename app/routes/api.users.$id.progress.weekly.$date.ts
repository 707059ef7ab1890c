/** GET /api/users/{id}/progress/weekly/{date} — the Sunday-to-Saturday week containing date (spec section 3). */
import { db } from '#app/db.server.ts'
import { getWeeklyProgress } from '#app/domain/diary/diary.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.weekly, ({ user, params }) => getWeeklyProgress(db, user, params.date)))
export const loader = route
export const action = route
