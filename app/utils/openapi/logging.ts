/**
 * /api operations of the logging shortcuts (quick add, recent foods, copying a meal or a day, My
 * Meals), merged into the registry in app/utils/openapi.server.ts. The route modules run them
 * through `endpoint(API.name, …)` and call the same domain functions as the dashboard's forms.
 * Another user's meal or My Meal: 404; another user's id in the path: 403.
 */
import { z } from 'zod'
import { DIARY_CAPS, LOGGING_PAGES, SAVED_MEAL_CAPS } from '#app/domain/diary/caps.ts'
import { CopyDaySchema, CopyMealSchema, LogSavedMealSchema, QuickAddSchema, SaveMealSchema } from '#app/domain/diary/logging.schema.ts'
import { MAX_RESPONSE_BYTES, pageParams, type PageSize } from '#app/domain/pagination.ts'
import { defineOperation } from '../api-route.server.ts'
import { IdParams, LogMealFoodResponse, MealFoodResponse, MealTotalsResponse } from '../api-schemas.ts'
import { PAGE_HEADERS } from '../pagination.server.ts'

const mutation = [400, 403, 413, 415, 422]
const paged = (size: PageSize, order: string) =>
	`Paginated, ${order}: \`limit\` rows (default ${size.default}, at most ${size.max}) after \`cursor\`; the body is the array of this page, the next page's cursor is in the \`X-Next-Cursor\` header (and \`Link: <…>; rel="next"\`), absent on the last page. An answer never passes ${MAX_RESPONSE_BYTES / 1_000_000} MB.`

export const RecentFoodResponse = z.strictObject({
	foodId: z.number().int(),
	name: z.string(),
	brand: z.string().nullable(),
	quantity: z.number().meta({ description: "The latest entry's quantity" }),
	unit: z.string().meta({ description: "The latest entry's unit (serving, gram, ounce, cup, piece)" }),
	calories: z.number().meta({ description: 'kcal of the latest entry' }),
	lastLoggedAt: z.string(),
	timesLogged: z.number().int().nullable().meta({ description: 'Entries of this food of all time when it is among the most logged, else null' }),
})

const CopiedResponse = z.strictObject({ meal: MealTotalsResponse, entries: z.array(MealFoodResponse) })
const CopiedDayResponse = z.strictObject({ meals: z.array(MealTotalsResponse), entries: z.number().int() })

const SavedMealFood = z.strictObject({
	foodId: z.number().int().nullable(),
	name: z.string(),
	brand: z.string().nullable(),
	quantity: z.number(),
	unit: z.string(),
	calories: z.number(),
	protein: z.number(),
	carbs: z.number(),
	fat: z.number(),
})
export const SavedMealSummaryResponse = z.strictObject({
	id: z.string(),
	name: z.string(),
	itemCount: z.number().int(),
	calories: z.number(),
	protein: z.number(),
	carbs: z.number(),
	fat: z.number(),
	createdAt: z.string(),
})
export const SavedMealResponse = SavedMealSummaryResponse.extend({ foods: z.array(SavedMealFood) })
const LoggedSavedMealResponse = z.strictObject({ meal: MealTotalsResponse, entries: z.array(MealFoodResponse), savedMeal: z.strictObject({ id: z.string(), name: z.string() }) })

export const LOGGING_API = {
	quickAdd: defineOperation({
		method: 'POST',
		path: '/api/users/{id}/quick-add',
		tag: 'Meals',
		summary: 'Quick add: calories with optional protein, carbs and fat, no food',
		description: `Logs one entry named 'Quick add' with no food (\`foodId\` null) into the day's meal of \`mealType\` (created when missing); \`date\` defaults to today. \`calories\` (kcal) is required, above 0 and at most 50,000; \`protein\`, \`carbs\`, \`fat\` (g) default to 0. A meal holds at most ${DIARY_CAPS.entriesPerMeal} foods (422 naming \`mealType\`).`,
		auth: 'self',
		params: IdParams,
		body: QuickAddSchema.strict(),
		success: { status: 201, description: "The new entry and its meal's totals", schema: LogMealFoodResponse },
		errors: [401, ...mutation],
	}),
	listRecentFoods: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/recent-foods',
		tag: 'Meals',
		summary: 'Your recent and frequent foods, each with its last amount and unit',
		description: `${paged(LOGGING_PAGES.recentFoods, 'foods of the last 14 days by latest use, then your most logged foods by count')} Only your own diary; quick adds and deleted foods are left out. Log one again with POST /api/users/{id}/meal-foods and its \`quantity\` and \`unit\`.`,
		auth: 'self',
		params: IdParams,
		query: z.object(pageParams(LOGGING_PAGES.recentFoods)),
		success: { status: 200, description: 'Recent foods, best first', schema: z.array(RecentFoodResponse), headers: PAGE_HEADERS },
		errors: [401, 403, 422],
	}),
	copyMeal: defineOperation({
		method: 'POST',
		path: '/api/meals/{id}/copy',
		tag: 'Meals',
		summary: 'Copy a meal to another day or meal type',
		description: `Copies the meal's foods (each entry's amount and nutrients as logged) and its typed-calories adjustment into the meal of \`toMealType\` on \`toDate\` (created when missing), in one transaction, so the copy's calories equal the source's. The target holds at most ${DIARY_CAPS.entriesPerMeal} foods (422 naming \`toMealType\`); copying a meal onto itself is 422. 404 for a meal that is not yours.`,
		auth: 'user',
		params: IdParams,
		body: CopyMealSchema.strict(),
		success: { status: 201, description: "The target meal's totals and the new entries", schema: CopiedResponse },
		errors: [401, 404, ...mutation],
	}),
	copyDay: defineOperation({
		method: 'POST',
		path: '/api/users/{id}/copy-day',
		tag: 'Meals',
		summary: 'Copy every meal of a day to another day',
		description: `Copies each meal of \`fromDate\` into the meal of the same type on \`toDate\` (created when missing), in one transaction: all or nothing. Each target meal holds at most ${DIARY_CAPS.entriesPerMeal} foods (422 naming \`toDate\`); a day with no meals is 422 naming \`fromDate\`.`,
		auth: 'self',
		params: IdParams,
		body: CopyDaySchema.strict(),
		success: { status: 201, description: 'The target meals after the copy and how many entries were written', schema: CopiedDayResponse },
		errors: [401, ...mutation],
	}),
	listSavedMeals: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/saved-meals',
		tag: 'Meals',
		summary: 'Your My Meals',
		description: `${paged(LOGGING_PAGES.savedMeals, 'by name')} An account keeps at most ${SAVED_MEAL_CAPS.perAccount} My Meals.`,
		auth: 'self',
		params: IdParams,
		query: z.object(pageParams(LOGGING_PAGES.savedMeals)),
		success: { status: 200, description: 'My Meals by name', schema: z.array(SavedMealSummaryResponse), headers: PAGE_HEADERS },
		errors: [401, 403, 422],
	}),
	createSavedMeal: defineOperation({
		method: 'POST',
		path: '/api/users/{id}/saved-meals',
		tag: 'Meals',
		summary: 'Save a logged meal as a My Meal',
		description: `Saves the foods of your meal \`mealId\` (amounts and nutrients as logged) under \`name\` (at most ${SAVED_MEAL_CAPS.nameLength} characters). A My Meal holds 1 to ${SAVED_MEAL_CAPS.foodsPerMeal} foods (422 naming \`mealId\`); an account keeps at most ${SAVED_MEAL_CAPS.perAccount} (422 naming \`name\`). 404 for a meal that is not yours.`,
		auth: 'self',
		params: IdParams,
		body: SaveMealSchema.strict(),
		success: { status: 201, description: 'The new My Meal', schema: SavedMealResponse },
		errors: [401, 404, ...mutation],
	}),
	getSavedMeal: defineOperation({
		method: 'GET',
		path: '/api/saved-meals/{id}',
		tag: 'Meals',
		summary: 'One My Meal with its foods',
		auth: 'user',
		params: IdParams,
		success: { status: 200, description: 'The My Meal', schema: SavedMealResponse },
		errors: [401, 404, 422],
	}),
	deleteSavedMeal: defineOperation({
		method: 'DELETE',
		path: '/api/saved-meals/{id}',
		tag: 'Meals',
		summary: 'Delete a My Meal (the diary keeps what was logged from it)',
		auth: 'user',
		params: IdParams,
		success: { status: 200, description: 'The deleted My Meal', schema: SavedMealSummaryResponse },
		errors: [401, 403, 404],
	}),
	logSavedMeal: defineOperation({
		method: 'POST',
		path: '/api/saved-meals/{id}/log',
		tag: 'Meals',
		summary: 'Log a My Meal',
		description: `Logs the My Meal's foods into the day's meal of \`mealType\` (created when missing); \`date\` defaults to today. One transaction; the meal holds at most ${DIARY_CAPS.entriesPerMeal} foods (422 naming \`mealType\`).`,
		auth: 'user',
		params: IdParams,
		body: LogSavedMealSchema.strict(),
		success: { status: 201, description: "The meal's totals and the new entries", schema: LoggedSavedMealResponse },
		errors: [401, 404, ...mutation],
	}),
} as const
