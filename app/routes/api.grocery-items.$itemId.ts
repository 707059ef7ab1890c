/** PATCH /api/grocery-items/{itemId} — { checked } stored on the server. */
import { db } from '#app/db.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { setGroceryItemChecked } from '#app/domain/grocery/grocery.server.ts'

const route = apiRoute(endpoint(API.checkGroceryItem, ({ user, params, body }) => setGroceryItemChecked(db, user.id, params.itemId, body.checked)))
export const loader = route
export const action = route
