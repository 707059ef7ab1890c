/** POST /api/ingredient-substitutions — substitutes for an ingredient (spec section 7). */
import { db } from '#app/db.server.ts'
import { findSubstitutions } from '#app/domain/substitution/find.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.ingredientSubstitutions, async ({ body }) => findSubstitutions(db, body)))
export const loader = route
export const action = route
