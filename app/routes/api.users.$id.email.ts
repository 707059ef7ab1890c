/** PUT /api/users/{id}/email — change the sign-in email (password required; unique). */
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { changeEmailFor } from '#app/utils/account.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.changeEmail, async ({ actor, body }) => changeEmailFor(actor, body)))
export const loader = route
export const action = route
