/** GET /api/users/{id}/grocery-lists — your grocery lists (spec section 7). */
import { db } from '#app/db.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { listGroceryLists } from '#app/domain/grocery/grocery.server.ts'

const route = apiRoute(endpoint(API.listGroceryLists, ({ user }) => listGroceryLists(db, user.id)))
export const loader = route
export const action = route
