/** POST /api/users/{id}/quick-add — calories with optional protein, carbs and fat, no food (the add sheet's quick add). */
import { db } from '#app/db.server.ts'
import { toApiLogged } from '#app/domain/diary/api-shape.ts'
import { quickAdd } from '#app/domain/diary/quick-add.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.quickAdd, async ({ actor, body }) => toApiLogged(await quickAdd(db, actor, body))))
export const loader = route
export const action = route
