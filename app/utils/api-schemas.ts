/**
 * The /api's own schemas: request schemas the JSON adapter needs on top of the shared domain
 * schemas (path params, query strings, strict bodies that reject unknown fields), and the
 * response schemas that document each answer in /api/openapi.json. Isomorphic.
 *
 * Response schemas are strict objects and are checked against real responses by the API tests,
 * and against the domain's TypeScript types below, so the document cannot drift from the code.
 */
import { z } from 'zod'
import { AddFoodSchema, CreateMealSchema, EditMealSchema, isoDayField, UpdateMealFoodSchema } from '#app/domain/diary/diary.schema.ts'
import { isIsoDay, isoDayMessage } from '#app/domain/dates.ts'
import { GoalsDialogSchema } from '#app/domain/users/users.schema.ts'
import type { toApiDailyProgress, toApiLogged, toApiMeal, toApiMealFood } from '#app/domain/diary/api-shape.ts'
import type { toApiDayWater } from '#app/domain/body/api-shape.ts'
import type { PublicUser } from '#app/domain/users/users.server.ts'
import { WEIGHT_GOALS } from '#app/domain/nutrition/index.ts'
import { ACTIVITY_LEVELS, GENDERS, LANGUAGES, MEAL_TYPES, THEMES, UNIT_SYSTEMS } from '#db/schema.ts'

// ---------------------------------------------------------------- path params and queries

const id = (label: string) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(64, `${label} must be at most 64 characters`)

/** `{id}` of a user, meal, entry or food. */
export const IdParams = z.object({ id: id('id') })
/** `{id}` of a user plus a diary day `{date}` (YYYY-MM-DD, a real calendar date). */
export const UserDateParams = z.object({
	id: id('id'),
	date: isoDayField('date is required').meta({ description: 'Diary day YYYY-MM-DD (a real calendar date)', examples: ['2026-03-01'] }),
})

// ---------------------------------------------------------------- request bodies

/** PUT /api/users/{id}: the goals dialog's four goals, with its bounds (spec section 5). */
export const GoalsPutSchema = GoalsDialogSchema.strict()

/** POST /api/meals (spec section 7: userId, name, date); `userId`, when sent, must be the caller. */
export const CreateMealApiSchema = CreateMealSchema.strict()

/**
 * PUT /api/meals/{id}: the Edit Meal form. `totalCalories` is accepted as an alias of `calories`
 * (the dashboard's updateMeal sends name, date, totalCalories; spec section 7).
 */
export const EditMealApiSchema = EditMealSchema.extend({ totalCalories: EditMealSchema.shape.calories }).strict()

/** PATCH /api/meal-foods/{id}: any of quantity, unit, mealType, date (at least one). */
export const UpdateMealFoodApiSchema = UpdateMealFoodSchema.strict().refine((b) => Object.values(b).some((v) => v !== undefined), {
	error: 'Send at least one of quantity, unit, mealType, date',
})

/**
 * POST /api/users/{id}/meal-foods (spec section 3 "Meal-food entry"). `userId`, when sent, must be
 * the caller. The diary day is `date`, else the day of `loggedAt` in the user's time zone, else
 * the user's today.
 */
export const LogMealFoodApiSchema = AddFoodSchema.extend({
	userId: z.string().max(64, 'userId must be at most 64 characters').optional(),
	loggedAt: z.iso
		.datetime({ offset: true, error: 'loggedAt must be an ISO date-time such as 2026-03-01T12:30:00Z' })
		// The same 1900-2199 rule as every other date, on its UTC day; the route
		// checks the day in the user's time zone again (isIsoDay) and names loggedAt.
		.refine((v) => isIsoDay(v.slice(0, 10)), isoDayMessage('loggedAt'))
		.optional(),
}).strict()

/** POST /api/auth/logout takes no fields (but, like every mutation, a JSON content type). */
export const EmptyBodySchema = z.object({}).strict()

// ---------------------------------------------------------------- responses

/** The error body of every non-2xx answer. */
export const ErrorResponse = z.strictObject({
	message: z.string(),
	fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
})

/** Spec section 3 "User" (height cm, weight kg), plus derived age and BMI. Never a password hash. */
export const UserResponse = z.strictObject({
	id: z.string(),
	email: z.string(),
	username: z.string().nullable(),
	firstName: z.string().nullable(),
	lastName: z.string().nullable(),
	bio: z.string().nullable(),
	dateOfBirth: z.string().nullable(),
	height: z.number().nullable(),
	weight: z.number().nullable(),
	activityLevel: z.enum(ACTIVITY_LEVELS).nullable(),
	gender: z.enum(GENDERS).nullable(),
	/** What the person wants their weight to do (the goal set-up), and how fast in kg per week. */
	weightGoal: z.enum(WEIGHT_GOALS).nullable(),
	weeklyWeightChangeKg: z.number().nullable(),
	timezone: z.string(),
	language: z.enum(LANGUAGES),
	units: z.enum(UNIT_SYSTEMS),
	/** The colour theme: 'system' follows the device's prefers-color-scheme; 'light' and 'dark' force one. */
	theme: z.enum(THEMES).meta({ description: "Colour theme: 'system' (follow the device), 'light' or 'dark'" }),
	dietaryPreferences: z.array(z.string()),
	healthGoals: z.array(z.string()),
	allergies: z.array(z.string()),
	medicalConditions: z.array(z.string()),
	dailyCalorieGoal: z.number(),
	dailyProteinGoal: z.number(),
	dailyCarbGoal: z.number(),
	dailyFatGoal: z.number(),
	dailyFiberGoal: z.number().nullable(),
	dailySugarGoal: z.number().nullable(),
	dailyWaterGoal: z.number().nullable(),
	emailNotifications: z.boolean(),
	pushNotifications: z.boolean(),
	mealReminders: z.boolean(),
	goalReminders: z.boolean(),
	weeklyReports: z.boolean(),
	age: z.number().nullable(),
	bmi: z.strictObject({ value: z.number(), category: z.enum(['Underweight', 'Normal', 'Overweight', 'Obese']) }).nullable(),
	createdAt: z.string(),
})

/** Login and register (spec section 3: "Login and register responses carry a token"). */
export const AuthResponse = z.strictObject({
	token: z.string().meta({ description: 'Session token; send it as `Authorization: Bearer <token>`' }),
	message: z.string(),
	user: UserResponse,
})

export const MessageResponse = z.strictObject({ message: z.string() })

/** Spec section 3 "User stats". */
export const StatsResponse = z.strictObject({
	daysActive: z.number(),
	goalSuccessRate: z.number(),
	totalMeals: z.number(),
	avgCalories: z.number(),
	favoriteFood: z.string().nullable(),
})

/** Spec section 3 "Meal-food entry", with the nutrients it contributed (kcal, g, mg). */
export const MealFoodResponse = z.strictObject({
	id: z.string(),
	mealId: z.string(),
	foodId: z.number().nullable(),
	name: z.string(),
	brand: z.string().nullable(),
	quantity: z.number(),
	unit: z.string(),
	mealType: z.enum(MEAL_TYPES),
	userId: z.string(),
	loggedAt: z.string().meta({ description: 'ISO date-time' }),
	grams: z.number().nullable(),
	calories: z.number(),
	caloriesEstimated: z.boolean().meta({ description: 'True when the food has no published energy value and kcal was computed from macros (Atwater 4/4/9)' }),
	protein: z.number(),
	carbs: z.number(),
	fat: z.number(),
	fiber: z.number().nullable(),
	sugar: z.number().nullable(),
	sodium: z.number().nullable(),
	netCarbs: z.number().nullable().meta({ description: 'Carbs − fiber (g); null when the food publishes no fiber (unknown, never the total carbs). `carbs` stays the total' }),
})

/** Net carbs of a sum of entries, whatever the user's display setting (`carbs` stays the total). */
export const NetCarbsResponse = z
	.strictObject({ amount: z.number().nullable(), knownShare: z.number().min(0).max(1), complete: z.boolean() })
	.meta({ description: "Net carbs (carbs − fiber, g) of the entries whose fiber is known (null when none is); knownShare: the share of the carbs those entries hold; complete: every entry's fiber is known" })

/** Spec section 3 "Meal": `name` is the meal type; `calories` = `totalCalories` (kcal). */
export const MealResponse = z.strictObject({
	id: z.string(),
	userId: z.string(),
	name: z.enum(MEAL_TYPES),
	date: z.string(),
	time: z.string(),
	calories: z.number(),
	totalCalories: z.number(),
	caloriesAdjusted: z.boolean().meta({ description: 'True when calories typed in Edit Meal adjust the sum of the foods (the meal\'s calories are the foods\' sum plus that adjustment, so adding or removing a food still moves them)' }),
	protein: z.number(),
	carbs: z.number(),
	fat: z.number(),
	itemCount: z.number(),
	netCarbs: NetCarbsResponse,
	foods: z.array(MealFoodResponse),
})

export const MealListResponse = z.array(MealResponse)
export const MealFoodListResponse = z.array(MealFoodResponse)
/** A meal's totals without its entries: what a write answers with. */
export const MealTotalsResponse = MealResponse.omit({ foods: true, netCarbs: true })
export const LogMealFoodResponse = z.strictObject({ entry: MealFoodResponse, meal: MealTotalsResponse })
export const DeletedMealResponse = z.strictObject({ message: z.string(), meal: MealResponse })
export const DeletedMealFoodResponse = z.strictObject({ message: z.string(), entry: MealFoodResponse })

const totals = z.strictObject({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number(), fiber: z.number(), sugar: z.number() })

const goalProgress = z.strictObject({ percent: z.number(), barPercent: z.number(), remaining: z.number(), excess: z.number() })

/** A day's water: ml drunk, the daily goal (ml; 2,000 when unset) and how many drinks. */
export const DayWaterResponse = z.strictObject({ ml: z.number(), goalMl: z.number(), drinks: z.number().int() })

/** Spec section 3 "Daily progress": consumed and goals (kcal, g) and the day's meals. */
export const DailyProgressResponse = z.strictObject({
	date: z.string(),
	consumed: totals,
	goals: totals,
	meals: z.array(MealResponse),
	onTrack: z.boolean().meta({ description: 'Calories within 90-110 % of the goal (docs/decisions/004-on-track.md)' }),
	netCarbs: NetCarbsResponse,
	progress: z
		.strictObject({ calories: goalProgress, protein: goalProgress, carbs: goalProgress, fat: goalProgress })
		.meta({ description: 'Each nutrient against its goal: percent uncapped, barPercent capped at 100, remaining under the goal, excess over it (whole kcal or g)' }),
	water: DayWaterResponse.meta({ description: "The day's water (POST /api/users/{id}/water)" }),
})

/** Spec section 3 "Weekly progress": Sunday..Saturday with date, calories and onTrack. */
export const WeeklyProgressResponse = z.strictObject({
	weekStart: z.string(),
	weekEnd: z.string(),
	goal: z.number(),
	days: z.array(z.strictObject({ date: z.string(), calories: z.number(), onTrack: z.boolean() })).length(7),
})

// ---------------------------------------------------------------- compile-time drift checks

type Assignable<T, U extends T> = U
export type _ResponseTypeChecks = [
	Assignable<z.infer<typeof UserResponse>, PublicUser>,
	Assignable<z.infer<typeof MealFoodResponse>, ReturnType<typeof toApiMealFood>>,
	Assignable<z.infer<typeof MealResponse>, ReturnType<typeof toApiMeal>>,
	Assignable<z.infer<typeof LogMealFoodResponse>, ReturnType<typeof toApiLogged>>,
	Assignable<z.infer<typeof DailyProgressResponse>, ReturnType<typeof toApiDailyProgress> & { water: ReturnType<typeof toApiDayWater> }>,
]
