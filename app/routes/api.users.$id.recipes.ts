/** GET | POST /api/users/{id}/recipes — built-in recipes plus yours; create one (spec section 7). */
import { db } from '#app/db.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { toApiRecipe } from '#app/domain/recipes/api-shape.ts'
import { createRecipe } from '#app/domain/recipes/edit.server.ts'
import { listRecipes } from '#app/domain/recipes/recipes.server.ts'

const route = apiRoute(
	endpoint(API.listRecipes, async ({ actor, query }) => (await listRecipes(db, actor, query)).map(toApiRecipe)),
	endpoint(API.createRecipe, async ({ actor, body }) => toApiRecipe(await createRecipe(db, actor, body))),
)
export const loader = route
export const action = route
