/** GET /api/users/{id}/recent-foods — your recent and frequent foods with their last amount and unit, a page at a time. */
import { db } from '#app/db.server.ts'
import { toApiRecentFood } from '#app/domain/diary/logging-api-shape.ts'
import { recentFoods } from '#app/domain/diary/recent.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { pageResponse } from '#app/utils/pagination.server.ts'

const route = apiRoute(endpoint(API.listRecentFoods, async ({ request, actor, query }) => pageResponse(request, await recentFoods(db, actor, query), toApiRecentFood)))
export const loader = route
export const action = route
