/** GET /api/users/{id}/grocery-lists — your grocery lists, a page at a time (spec section 7). */
import { db } from '#app/db.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { pageGroceryLists } from '#app/domain/grocery/grocery.server.ts'
import { pageResponse } from '#app/utils/pagination.server.ts'

const route = apiRoute(endpoint(API.listGroceryLists, async ({ request, user, query }) => pageResponse(request, await pageGroceryLists(db, user.id, query))))
export const loader = route
export const action = route
