/** GET | POST /api/users/{id}/recipes — built-in recipes plus yours, a page at a time; create one (spec section 7). */
import { db } from '#app/db.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { toApiRecipe } from '#app/domain/recipes/api-shape.ts'
import { createRecipe } from '#app/domain/recipes/edit.server.ts'
import { pageRecipes } from '#app/domain/recipes/recipes.server.ts'
import { pageResponse } from '#app/utils/pagination.server.ts'

const route = apiRoute(
	endpoint(API.listRecipes, async ({ request, actor, query }) => pageResponse(request, await pageRecipes(db, actor, query, query), toApiRecipe)),
	endpoint(API.createRecipe, async ({ actor, body }) => toApiRecipe(await createRecipe(db, actor, body))),
)
export const loader = route
export const action = route
