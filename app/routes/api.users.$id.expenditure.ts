/** GET /api/users/{id}/expenditure — your estimated daily energy expenditure on a day, with its range. */
import { db } from '#app/db.server.ts'
import { toApiExpenditure } from '#app/domain/expenditure/api-shape.ts'
import { expenditureOn } from '#app/domain/expenditure/expenditure.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.getExpenditure, async ({ actor, query }) => toApiExpenditure(await expenditureOn(db, actor, query))))
export const loader = route
export const action = route
