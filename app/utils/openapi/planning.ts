/**
 * /api operations of the planning feature (spec section 7 'Planning'), merged into the
 * registry in app/utils/openapi.server.ts. The route modules run them through
 * `endpoint(API.name, …)`. Another user's plan, planned meal, recipe, list or item: 404; another
 * user's id in the path: 403.
 */
import { z } from 'zod'
import { isIsoDay } from '#app/domain/dates.ts'
import { AddPlannedMealSchema, CreatePlanSchema, GenerateGrocerySchema, PlannedMealSchema } from '#app/domain/planning/plans.schema.ts'
import { RecipeInputSchema, RecipeQuerySchema } from '#app/domain/recipes/recipes.schema.ts'
import { ALLERGENS, DIET_LABELS } from '#app/domain/foods/classify/index.ts'
import { GROCERY_CATEGORY_STYLES } from '#app/domain/recipes/rules.ts'
import { MEAL_TYPES } from '#db/schema.ts'
import { GROCERY_CAPS, GROCERY_PAGE } from '#app/domain/grocery/caps.ts'
import { MAX_RESPONSE_BYTES, pageParams, type PageSize } from '#app/domain/pagination.ts'
import { PLANNING_CAPS, PLANNING_PAGES } from '#app/domain/planning/caps.ts'
import { RECIPE_CAPS, RECIPE_PAGE, UNDO_ENTRIES_MAX } from '#app/domain/recipes/caps.ts'
import { defineOperation, type ApiOperation } from '../api-route.server.ts'
import { NetCarbsResponse } from '../api-schemas.ts'
import { PAGE_HEADERS } from '../pagination.server.ts'

const key = (label: string) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(64, `${label} must be at most 64 characters`)
const UserParams = z.object({ id: key('id') })
const PlanParams = z.object({ planId: key('planId') })
const IdParams = z.object({ id: key('id') })
const RecipeParams = z.object({ recipeId: key('recipeId') })
const ItemParams = z.object({ itemId: key('itemId') })
const ListParams = z.object({ listId: key('listId') })
const day = (label: string) => z.string().refine(isIsoDay, `${label} must be a real date (YYYY-MM-DD)`)

const Nutrition = z.strictObject({
	calories: z.number().nullable().meta({ description: 'kcal' }),
	protein: z.number().nullable().meta({ description: 'g' }),
	carbs: z.number().nullable().meta({ description: 'g' }),
	fat: z.number().nullable().meta({ description: 'g' }),
	fiber: z.number().nullable().meta({ description: 'g' }),
	sugar: z.number().nullable().meta({ description: 'g' }),
	sodium: z.number().nullable().meta({ description: 'mg' }),
})

export const MealPlanResponse = z.strictObject({
	id: z.string(),
	userId: z.string(),
	name: z.string(),
	description: z.string().nullable(),
	startDate: z.string(),
	endDate: z.string(),
	isActive: z.boolean(),
	targetCalories: z.number().meta({ description: 'kcal per day' }),
	targetProtein: z.number().meta({ description: 'g per day' }),
	targetCarbs: z.number().meta({ description: 'g per day' }),
	targetFat: z.number().meta({ description: 'g per day' }),
	healthConditions: z.array(z.string()),
	allergies: z.array(z.string()),
	dietaryRestrictions: z.array(z.string()),
	foodPreferences: z.array(z.string()),
	createdAt: z.string(),
	plannedMealCount: z.number().int(),
})

export const PlannedMealResponse = z.strictObject({
	id: z.string(),
	planId: z.string(),
	date: z.string(),
	name: z.string(),
	mealType: z.enum(MEAL_TYPES),
	description: z.string().nullable(),
	recipeId: z.string().nullable(),
	servings: z.number().meta({ description: 'Servings of the recipe (0.5–2 when planned)' }),
	estimatedCalories: z.number().meta({ description: 'kcal for these servings, computed from the recipe’s USDA ingredients' }),
	estimatedProtein: z.number(),
	estimatedCarbs: z.number(),
	estimatedFat: z.number(),
	loggedAt: z.string().nullable(),
})

const FillReport = z.strictObject({
	source: z.enum(['local', 'ai']),
	note: z.string().nullable(),
	days: z.array(z.strictObject({ date: z.string(), kcal: z.number(), withinTarget: z.boolean().meta({ description: 'Within ±10 % of targetCalories' }), meals: z.number().int() })),
})

export const RecipeResponse = z.strictObject({
	id: z.string(),
	userId: z.string().nullable().meta({ description: 'null for a built-in recipe' }),
	builtIn: z.boolean(),
	name: z.string(),
	description: z.string().nullable(),
	instructions: z.string().nullable(),
	servings: z.number().int(),
	prepTime: z.number().nullable(),
	cookTime: z.number().nullable(),
	totalTime: z.number(),
	difficulty: z.enum(['easy', 'medium', 'hard']).nullable(),
	cuisine: z.string().nullable(),
	tags: z.array(z.string()),
	mealTypes: z.array(z.enum(MEAL_TYPES)),
	labels: z.array(z.enum(DIET_LABELS)).meta({ description: 'Derived from the ingredients (docs in app/domain/foods/classify/views.ts)' }),
	allergens: z.array(z.enum(ALLERGENS)),
	estimatedCalories: z.number().nullable().meta({ description: 'kcal per serving, computed' }),
	estimatedProtein: z.number().nullable(),
	estimatedCarbs: z.number().nullable(),
	estimatedFat: z.number().nullable(),
	nutritionPerServing: Nutrition,
	netCarbsPerServing: NetCarbsResponse,
	ingredients: z.array(
		z.strictObject({
			id: z.string(),
			foodId: z.number().int().nullable(),
			name: z.string(),
			quantity: z.number(),
			unit: z.string(),
			grams: z.number().nullable(),
			category: z.enum(Object.keys(GROCERY_CATEGORY_STYLES) as [string, ...string[]]),
			nutrition: Nutrition,
		}),
	),
	createdAt: z.string(),
})

const GroceryItemResponse = z.strictObject({
	id: z.string(),
	name: z.string(),
	foodName: z.string(),
	foodId: z.number().int().nullable(),
	category: z.enum(Object.keys(GROCERY_CATEGORY_STYLES) as [string, ...string[]]),
	quantity: z.number().nullable(),
	unit: z.string().nullable().meta({ description: 'g, kg, ml, l or piece' }),
	grams: z.number().nullable().meta({ description: 'Total g (ml for drinks) the amount stands for' }),
	notes: z.string().nullable().meta({ description: 'The USDA food description' }),
	checked: z.boolean(),
})

export const GroceryListResponse = z.strictObject({
	id: z.string(),
	name: z.string(),
	mealPlanId: z.string().nullable(),
	startDate: z.string().nullable(),
	days: z.number().nullable(),
	servings: z.number().nullable(),
	createdAt: z.string(),
	itemCount: z.number().int(),
	checkedCount: z.number().int(),
	items: z.array(GroceryItemResponse),
})

const mutation = [400, 403, 413, 415, 422]

/** How a paginated list says so in its description. */
const paged = (size: PageSize, order: string) =>
	`Paginated, ${order}: \`limit\` rows (default ${size.default}, at most ${size.max}) after \`cursor\`; the body is the array of this page, the next page's cursor is in the \`X-Next-Cursor\` header (and \`Link: <…>; rel="next"\`), absent on the last page. An answer never passes ${MAX_RESPONSE_BYTES / 1_000_000} MB: a page that would ends early and its cursor continues from there.`

export const PLANNING_API = {
	listMealPlans: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/meal-plans',
		tag: 'Planning',
		summary: 'Your meal plans',
		description: `${paged(PLANNING_PAGES.plans, 'oldest first')} An account holds at most ${PLANNING_CAPS.plansPerAccount} plans.`,
		auth: 'self',
		params: UserParams,
		query: z.object(pageParams(PLANNING_PAGES.plans)),
		success: { status: 200, description: 'Plans, oldest first', schema: z.array(MealPlanResponse), headers: PAGE_HEADERS },
		errors: [401, 403, 422],
	}),
	createMealPlan: defineOperation({
		method: 'POST',
		path: '/api/users/{id}/meal-plans',
		tag: 'Planning',
		summary: 'Create a meal plan and fill its days from the recipe library',
		description:
			'Defaults (spec sections 5 and 9): targets 2000 kcal / 150 g protein / 200 g carbs / 70 g fat, startDate today, endDate today + 7, isActive false. The local planner fills every day (restrictions and allergies absolute, each day within ±10 % of targetCalories when the library allows); useAi asks the configured AI provider first, checked by the same rules. ' +
			`The plan and its planned meals are written in one transaction (all or nothing). An account holds at most ${PLANNING_CAPS.plansPerAccount} plans: past that, 422 naming \`name\`.`,
		auth: 'self',
		params: UserParams,
		body: CreatePlanSchema.strict(),
		success: { status: 201, description: 'The plan and how its days were filled', schema: z.strictObject({ message: z.string(), plan: MealPlanResponse, fill: FillReport }) },
		errors: [401, ...mutation],
	}),
	getMealPlan: defineOperation({
		method: 'GET',
		path: '/api/meal-plans/{planId}',
		tag: 'Planning',
		summary: 'One of your meal plans',
		auth: 'user',
		params: PlanParams,
		success: { status: 200, description: 'The plan', schema: MealPlanResponse },
		errors: [401, 404],
	}),
	deleteMealPlan: defineOperation({
		method: 'DELETE',
		path: '/api/meal-plans/{planId}',
		tag: 'Planning',
		summary: 'Delete one of your meal plans and its planned meals',
		auth: 'user',
		params: PlanParams,
		success: { status: 200, description: 'The deleted plan', schema: MealPlanResponse },
		errors: [401, 403, 404],
	}),
	activateMealPlan: defineOperation({
		method: 'POST',
		path: '/api/meal-plans/{planId}/activate',
		tag: 'Planning',
		summary: 'Switch: make this your only active plan',
		auth: 'user',
		params: PlanParams,
		body: z.strictObject({}),
		success: { status: 200, description: 'The plan, now active', schema: z.strictObject({ message: z.string(), plan: MealPlanResponse }) },
		errors: [401, 404, ...mutation],
	}),
	refillMealPlan: defineOperation({
		method: 'POST',
		path: '/api/meal-plans/{planId}/refill',
		tag: 'Planning',
		summary: "Refill week: plan the days again (meals already logged are kept)",
		auth: 'user',
		params: PlanParams,
		body: z.strictObject({
			from: day('from').optional().meta({ description: 'First day; default the plan’s start' }),
			days: z.number().int().min(1, 'days must be at least 1').max(31, 'days must be at most 31').optional(),
			useAi: z.boolean().optional(),
		}),
		success: { status: 200, description: 'How the days were filled', schema: FillReport },
		errors: [401, 404, ...mutation],
	}),
	listPlannedMeals: defineOperation({
		method: 'GET',
		path: '/api/meal-plans/{planId}/planned-meals',
		tag: 'Planning',
		summary: "A plan's planned meals (one day with ?date=YYYY-MM-DD)",
		description: paged(PLANNING_PAGES.plannedMeals, 'in day and meal order'),
		auth: 'user',
		params: PlanParams,
		query: z.object({ date: day('date').optional().meta({ description: 'Only this day' }), ...pageParams(PLANNING_PAGES.plannedMeals) }),
		success: { status: 200, description: 'Planned meals in day and meal order', schema: z.array(PlannedMealResponse), headers: PAGE_HEADERS },
		errors: [401, 404, 422],
	}),
	addPlannedMeal: defineOperation({
		method: 'POST',
		path: '/api/meal-plans/{planId}/planned-meals',
		tag: 'Planning',
		summary: 'Add a recipe to a day of the plan (Add to Plan)',
		description: `A day of a plan holds at most ${PLANNING_CAPS.plannedMealsPerDay} planned meals: past that, 422 naming \`date\`.`,
		auth: 'user',
		params: PlanParams,
		body: AddPlannedMealSchema.strict(),
		success: { status: 201, description: 'The planned meal', schema: PlannedMealResponse },
		errors: [401, 404, ...mutation],
	}),
	replacePlannedMeal: defineOperation({
		method: 'PUT',
		path: '/api/planned-meals/{id}',
		tag: 'Planning',
		summary: "Replace a planned meal's recipe (and servings)",
		auth: 'user',
		params: IdParams,
		body: PlannedMealSchema.strict(),
		success: { status: 200, description: 'The planned meal', schema: PlannedMealResponse },
		errors: [401, 404, ...mutation],
	}),
	removePlannedMeal: defineOperation({
		method: 'DELETE',
		path: '/api/planned-meals/{id}',
		tag: 'Planning',
		summary: 'Remove a planned meal',
		auth: 'user',
		params: IdParams,
		success: { status: 200, description: 'The removed planned meal', schema: PlannedMealResponse },
		errors: [401, 403, 404],
	}),
	logPlannedMeal: defineOperation({
		method: 'POST',
		path: '/api/planned-meals/{id}/log',
		tag: 'Planning',
		summary: "Log to Tracker: add the planned servings to that day's diary meal",
		description:
			'One diary entry per ingredient food, each with its nutrition snapshot; the day rises by exactly the planned meal’s estimates. The entries and the planned meal’s logged mark are one transaction; a planned meal already logged answers 409 and adds nothing (a retry never logs a second copy).',
		auth: 'user',
		params: IdParams,
		body: z.strictObject({}),
		success: {
			status: 200,
			description: 'Logged',
			schema: z.strictObject({
				message: z.string(),
				plannedMeal: PlannedMealResponse,
				entries: z.number().int().meta({ description: 'How many diary entries were written' }),
				entryIds: z.array(z.string()).meta({ description: 'The ids of the diary entries written (meal-food ids), to undo with DELETE on this path' }),
				nutrition: Nutrition,
			}),
		},
		errors: [401, 404, 409, ...mutation],
	}),
	unlogPlannedMeal: defineOperation({
		method: 'DELETE',
		path: '/api/planned-meals/{id}/log',
		tag: 'Planning',
		summary: 'Undo Log to Tracker: remove the diary entries logging wrote',
		description: `Send the \`entryIds\` the log answered (at most ${UNDO_ENTRIES_MAX}). Only your entries in the planned meal's day and meal type are removed (an id already deleted or outside them is skipped), and the planned meal is marked not logged, in one transaction; a planned meal that is not logged answers 409.`,
		auth: 'user',
		params: IdParams,
		body: z.strictObject({ entryIds: z.array(key('entryIds[]')).max(UNDO_ENTRIES_MAX, `entryIds: at most ${UNDO_ENTRIES_MAX}`) }),
		success: { status: 200, description: 'Logging undone', schema: z.strictObject({ message: z.string(), plannedMeal: PlannedMealResponse }) },
		errors: [401, 404, 409, ...mutation],
	}),
	listRecipes: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/recipes',
		tag: 'Planning',
		summary: 'Built-in recipes plus your own (optional search q and diet filter)',
		description: paged(RECIPE_PAGE, 'yours by name, then the library by name'),
		auth: 'self',
		params: UserParams,
		query: RecipeQuerySchema,
		success: { status: 200, description: 'Recipes: yours first, then the library', schema: z.array(RecipeResponse), headers: PAGE_HEADERS },
		errors: [401, 403, 422],
	}),
	createRecipe: defineOperation({
		method: 'POST',
		path: '/api/users/{id}/recipes',
		tag: 'Planning',
		summary: 'Create your own recipe from database foods',
		description: `Ingredients are foods by id (USDA, products or your own) with a quantity in gram, ounce, cup, piece or serving; nutrition is computed from them. At most ${RECIPE_CAPS.ingredientsPerRecipe} ingredients (422 naming \`ingredients\`) and ${RECIPE_CAPS.instructionsLength} characters of instructions; an account holds at most ${RECIPE_CAPS.recipesPerAccount} recipes of its own (422 naming \`name\`).`,
		auth: 'self',
		params: UserParams,
		body: RecipeInputSchema.strict(),
		success: { status: 201, description: 'The recipe', schema: RecipeResponse },
		errors: [401, ...mutation],
	}),
	getRecipe: defineOperation({
		method: 'GET',
		path: '/api/recipes/{recipeId}',
		tag: 'Planning',
		summary: 'A built-in recipe or one of yours',
		auth: 'user',
		params: RecipeParams,
		success: { status: 200, description: 'The recipe', schema: RecipeResponse },
		errors: [401, 404],
	}),
	updateRecipe: defineOperation({
		method: 'PUT',
		path: '/api/recipes/{recipeId}',
		tag: 'Planning',
		summary: 'Replace one of your recipes (built-ins: 403)',
		description: `At most ${RECIPE_CAPS.ingredientsPerRecipe} ingredients (422 naming \`ingredients\`) and ${RECIPE_CAPS.instructionsLength} characters of instructions.`,
		auth: 'user',
		params: RecipeParams,
		body: RecipeInputSchema.strict(),
		success: { status: 200, description: 'The recipe', schema: RecipeResponse },
		errors: [401, 404, ...mutation],
	}),
	deleteRecipe: defineOperation({
		method: 'DELETE',
		path: '/api/recipes/{recipeId}',
		tag: 'Planning',
		summary: 'Delete one of your recipes (built-ins: 403)',
		auth: 'user',
		params: RecipeParams,
		success: { status: 200, description: 'The deleted recipe', schema: RecipeResponse },
		errors: [401, 403, 404],
	}),
	listGroceryLists: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/grocery-lists',
		tag: 'Planning',
		summary: 'Your grocery lists, newest first',
		description: paged(GROCERY_PAGE, 'newest first'),
		auth: 'self',
		params: UserParams,
		query: z.object(pageParams(GROCERY_PAGE)),
		success: { status: 200, description: 'Lists with their items', schema: z.array(GroceryListResponse), headers: PAGE_HEADERS },
		errors: [401, 403, 422],
	}),
	generateGroceryList: defineOperation({
		method: 'POST',
		path: '/api/users/{id}/grocery-lists/generate',
		tag: 'Planning',
		summary: 'Generate a grocery list from a plan (spec: servings 2, daysToGenerate 7)',
		description:
			"Sums the planned recipes' ingredients over the window, × the planned servings × `servings` (people), merges each food and converts to shopping units. " +
			`The list and its items are written in one transaction. A list holds at most ${GROCERY_CAPS.itemsPerList} items (422 naming \`daysToGenerate\`); an account at most ${GROCERY_CAPS.listsPerAccount} lists (422 naming \`mealPlanId\`).`,
		auth: 'self',
		params: UserParams,
		body: GenerateGrocerySchema.strict(),
		success: { status: 201, description: 'The list', schema: z.strictObject({ message: z.string(), list: GroceryListResponse }) },
		errors: [401, 404, ...mutation],
	}),
	deleteGroceryList: defineOperation({
		method: 'DELETE',
		path: '/api/grocery-lists/{listId}',
		tag: 'Planning',
		summary: 'Delete one of your grocery lists and its items',
		description: `Makes room under the cap of ${GROCERY_CAPS.listsPerAccount} lists.`,
		auth: 'user',
		params: ListParams,
		success: { status: 200, description: 'The deleted list', schema: GroceryListResponse },
		errors: [401, 403, 404],
	}),
	checkGroceryItem: defineOperation({
		method: 'PATCH',
		path: '/api/grocery-items/{itemId}',
		tag: 'Planning',
		summary: 'Tick or untick a grocery item (stored on the server)',
		auth: 'user',
		params: ItemParams,
		body: z.strictObject({ checked: z.boolean({ error: 'checked must be true or false' }) }),
		success: { status: 200, description: 'The item', schema: GroceryItemResponse },
		errors: [401, 404, ...mutation],
	}),
} satisfies Record<string, ApiOperation>
