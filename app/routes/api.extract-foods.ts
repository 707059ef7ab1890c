/** POST /api/extract-foods — foods and amounts from a spoken or typed meal (spec section 7). */
import { db } from '#app/db.server.ts'
import { extractFoods, toExtractApi } from '#app/domain/capture/extract.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.extractFoods, async ({ user, body }) => toExtractApi(await extractFoods(db, user.id, body.transcript))))
export const loader = route
export const action = route
