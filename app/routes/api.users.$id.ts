/** GET | PUT | PATCH | DELETE /api/users/{id} — the caller's user and daily goals (spec section 7); deleting the account. */
import { db } from '#app/db.server.ts'
import { toPublicUser, updateGoals } from '#app/domain/users/users.server.ts'
import { deleteAccountFor } from '#app/utils/account.server.ts'
import { apiJson } from '#app/utils/api.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.getUser, async ({ user }) => toPublicUser(user)),
	endpoint(API.putGoals, async ({ user, body }) => toPublicUser(await updateGoals(db, user.id, body))),
	endpoint(API.patchGoals, async ({ user, body }) => toPublicUser(await updateGoals(db, user.id, body))),
	endpoint(API.deleteAccount, async ({ request, actor, body }) =>
		apiJson({ message: 'Account deleted' }, { headers: { 'Set-Cookie': await deleteAccountFor(request, actor, body.password) } }),
	),
)
export const loader = route
export const action = route
