/** GET /api/users/{id}/stats — the profile stats (spec section 3 "User stats"). */
import { db } from '#app/db.server.ts'
import { getUserStats } from '#app/domain/stats/stats.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.stats, ({ user }) => getUserStats(db, user)))
export const loader = route
export const action = route
