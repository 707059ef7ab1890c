/** POST /api/users/{id}/grocery-lists/generate — { mealPlanId, servings, daysToGenerate } (spec section 7). */
import { db } from '#app/db.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { generateGroceryList } from '#app/domain/grocery/grocery.server.ts'

const route = apiRoute(
	endpoint(API.generateGroceryList, async ({ actor, body }) => ({
		message: 'Grocery List Generated!',
		list: await generateGroceryList(db, actor, body),
	})),
)
export const loader = route
export const action = route
