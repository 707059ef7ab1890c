/** GET /api/foods/rich-in/{key}?per=100kcal|serving&limit=N — the generic foods richest in a nutrient. */
import { db } from '#app/db.server.ts'
import { foodsRichIn } from '#app/domain/nutrients/rich-in.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.foodsRichIn, async ({ params, query }) => foodsRichIn(db, { key: params.key, per: query.per, limit: query.limit })))
export const loader = route
export const action = route
