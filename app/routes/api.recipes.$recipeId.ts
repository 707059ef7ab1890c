/** GET | PUT | DELETE /api/recipes/{recipeId} — a recipe; yours can be replaced or deleted (built-ins: 403). */
import { db } from '#app/db.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { toApiRecipe } from '#app/domain/recipes/api-shape.ts'
import { deleteRecipe, updateRecipe } from '#app/domain/recipes/edit.server.ts'
import { getRecipe } from '#app/domain/recipes/recipes.server.ts'

const route = apiRoute(
	endpoint(API.getRecipe, async ({ actor, params }) => toApiRecipe(await getRecipe(db, actor, params.recipeId))),
	endpoint(API.updateRecipe, async ({ actor, params, body }) => toApiRecipe(await updateRecipe(db, actor, params.recipeId, body))),
	endpoint(API.deleteRecipe, async ({ actor, params }) => toApiRecipe(await deleteRecipe(db, actor, params.recipeId))),
)
export const loader = route
export const action = route
