/** DELETE /api/grocery-lists/{listId} — delete one of your grocery lists (room under the cap); another user's is 404. */
import { db } from '#app/db.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { deleteGroceryList } from '#app/domain/grocery/grocery.server.ts'

const route = apiRoute(endpoint(API.deleteGroceryList, ({ user, params }) => deleteGroceryList(db, user.id, params.listId)))
export const loader = route
export const action = route
