/**
 * The Platewise backup (JSON): its version, its sections and the zod schemas that both describe it
 * (docs/backup-format.md) and check a backup being restored, so a malformed file is refused naming
 * the JSON path (e.g. `days[3].meals[0].entries[2].kcal`). Pure: no database.
 *
 * Nutrient amounts use the shared keys (`protein_g`, `potassium_mg`, …; app/domain/nutrition/
 * micronutrients.ts) in the key's unit; an unknown amount is left out (never written as 0).
 */
import { z } from 'zod'
import { WEIGHT_GOALS } from '#app/domain/nutrition/energy.ts'
import { MICRONUTRIENT_KEYS, type MicronutrientKey } from '#app/domain/nutrition/micronutrients.ts'
import { ACTIVITY_LEVELS, CHECK_IN_DECISIONS, DIFFICULTIES, GENDERS, GOAL_SOURCES, GROCERY_CATEGORIES, LANGUAGES, LIFE_STAGES, MEAL_TYPES, UNIT_SYSTEMS } from '#db/schema.ts'
import { FOOD_CAPS } from '#app/domain/foods/caps.ts'
import { RECIPE_CAPS } from '#app/domain/recipes/caps.ts'
import { PLANNING_CAPS } from '#app/domain/planning/caps.ts'
import { GROCERY_CAPS } from '#app/domain/grocery/caps.ts'
import { DIARY_CAPS, SAVED_MEAL_CAPS } from '#app/domain/diary/caps.ts'
import { NUTRIENT_CAPS } from '#app/domain/nutrients/caps.ts'
import { BODY_CAPS } from '#app/domain/body/caps.ts'

/** The `format` field every backup starts with (detection reads it from the file's first lines). */
export const BACKUP_FORMAT = 'platewise-backup'

/**
 * The backup's schema version. Raise it when a field changes meaning or a section is added that an
 * older reader would silently drop; a reader refuses versions above its own.
 * 1: profile, goals, goal history, nutrient target overrides, check-ins, incomplete days, custom
 * foods, recipes, meal plans (+ planned meals), grocery lists, My Meals, weigh-ins, water, diary days.
 */
export const BACKUP_VERSION = 1

/** The macro keys of an entry, beside kcal (same names as the micronutrient keys' style). */
export const ENTRY_MACRO_KEYS = ['protein_g', 'carbs_g', 'fat_g', 'fiber_g', 'sugar_g', 'sodium_mg'] as const
/** Every nutrient an entry, a My Meal food or a custom food carries in the backup, in column order. */
export const BACKUP_NUTRIENT_KEYS = ['kcal', ...ENTRY_MACRO_KEYS, ...MICRONUTRIENT_KEYS] as const
export type BackupNutrientKey = (typeof BACKUP_NUTRIENT_KEYS)[number]

/** Largest amount of any nutrient we accept on one entry or food (kcal, g, mg or µg). */
const MAX_AMOUNT = 1_000_000

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
const text = (max: number) => z.string().max(max)
const optText = (max: number) => z.string().max(max).nullable().optional()
const amount = z.number().min(0).max(MAX_AMOUNT)
const optNumber = z.number().min(0).max(MAX_AMOUNT).nullable().optional()
const list = z.array(z.string().max(200)).max(100).default([])
const timestamp = z.string().max(40).nullable().optional()

/** kcal, macros and micronutrients: kcal/protein/carbs/fat known (0 when none), the rest optional. */
const nutrientFields = {
	kcal: amount,
	protein_g: amount,
	carbs_g: amount,
	fat_g: amount,
	...Object.fromEntries([...ENTRY_MACRO_KEYS.slice(3), ...MICRONUTRIENT_KEYS].map((k) => [k, optNumber])),
} as Record<'kcal' | 'protein_g' | 'carbs_g' | 'fat_g', typeof amount> & Record<'fiber_g' | 'sugar_g' | 'sodium_mg' | MicronutrientKey, typeof optNumber>

/**
 * What a recipe ingredient, a grocery item, a My Meal food or an entry was made from: one of the
 * account's custom foods (by its id in this backup), a USDA food (by FoodData Central id) or a
 * product (by GTIN-14); restoring links it again when the food exists there, else leaves it unlinked.
 */
export const FoodRefSchema = z.strictObject({ customFoodId: z.number().int().optional(), fdcId: z.number().int().optional(), gtin14: z.string().max(14).optional() }).nullable().optional()

export const ProfileSchema = z.strictObject({
	email: z.string().max(320).optional(),
	username: optText(100),
	firstName: optText(100),
	lastName: optText(100),
	bio: optText(2000),
	dateOfBirth: date.nullable().optional(),
	heightCm: z.number().min(0).max(300).nullable().optional(),
	weightKg: z.number().min(0).max(700).nullable().optional(),
	activityLevel: z.enum(ACTIVITY_LEVELS).nullable().optional(),
	gender: z.enum(GENDERS).nullable().optional(),
	weightGoal: z.enum(WEIGHT_GOALS).nullable().optional(),
	weeklyWeightChangeKg: z.number().min(0).max(5).nullable().optional(),
	lifeStage: z.enum(LIFE_STAGES).nullable().optional(),
	timezone: text(64).optional(),
	language: z.enum(LANGUAGES).optional(),
	units: z.enum(UNIT_SYSTEMS).optional(),
	dietaryPreferences: list,
	healthGoals: list,
	allergies: list,
	medicalConditions: list,
	emailNotifications: z.boolean().optional(),
	pushNotifications: z.boolean().optional(),
	mealReminders: z.boolean().optional(),
	goalReminders: z.boolean().optional(),
	weeklyReports: z.boolean().optional(),
	showNetCarbs: z.boolean().optional(),
	createdAt: timestamp,
})

const goal = z.number().int().min(0).max(100_000)
/** The goals in force now (kcal, g, ml). */
export const GoalsSchema = z.strictObject({
	dailyCalorieGoal: goal,
	dailyProteinGoal: goal,
	dailyCarbGoal: goal,
	dailyFatGoal: goal,
	dailyFiberGoal: goal.nullable().optional(),
	dailySugarGoal: goal.nullable().optional(),
	dailyWaterGoal: goal.nullable().optional(),
})

/** A goal history row's weekday calorie targets (migration 0018). */
export const WEEKDAY_KCAL = ['sunKcal', 'monKcal', 'tueKcal', 'wedKcal', 'thuKcal', 'friKcal', 'satKcal'] as const

export const GoalHistorySchema = z.strictObject({
	effectiveFrom: date,
	dailyCalorieGoal: goal,
	dailyProteinGoal: goal,
	dailyCarbGoal: goal,
	dailyFatGoal: goal,
	source: z.enum(GOAL_SOURCES),
	/** Calorie target per weekday (kcal, Sunday..Saturday): all seven or none. */
	sunKcal: goal.nullable().optional(),
	monKcal: goal.nullable().optional(),
	tueKcal: goal.nullable().optional(),
	wedKcal: goal.nullable().optional(),
	thuKcal: goal.nullable().optional(),
	friKcal: goal.nullable().optional(),
	satKcal: goal.nullable().optional(),
})

export const OverrideSchema = z.strictObject({ nutrient: text(40), target: optNumber, upperLimit: optNumber })
export const CheckInSchema = z.strictObject({ weekStart: date, decision: z.enum(CHECK_IN_DECISIONS), estimateKcal: goal, proposedKcal: goal })

export const CustomFoodSchema = z.strictObject({
	id: z.number().int(),
	name: text(200),
	brand: optText(200),
	category: optText(200),
	servingSize: optNumber,
	servingUnit: optText(40),
	householdServing: optText(200),
	servingGrams: optNumber,
	basis: z.enum(['per100g', 'per100ml', 'perServing']),
	kcalEstimated: z.boolean().optional(),
	createdAt: timestamp,
	...nutrientFields,
	kcal: optNumber,
	protein_g: optNumber,
	carbs_g: optNumber,
	fat_g: optNumber,
})

export const IngredientSchema = z.strictObject({
	food: FoodRefSchema,
	name: text(200),
	quantity: optNumber,
	unit: optText(40),
	grams: optNumber,
	category: z.enum(GROCERY_CATEGORIES).default('other'),
	position: z.number().int().min(0).max(10_000).default(0),
})

const estimate = z.number().min(-MAX_AMOUNT).max(MAX_AMOUNT)
export const RecipeSchema = z.strictObject({
	id: text(64),
	name: text(200),
	description: optText(5000),
	instructions: optText(RECIPE_CAPS.instructionsLength),
	servings: z.number().int().min(1).max(1000),
	prepTime: z.number().int().min(0).max(100_000).nullable().optional(),
	cookTime: z.number().int().min(0).max(100_000).nullable().optional(),
	difficulty: z.enum(DIFFICULTIES).nullable().optional(),
	cuisine: optText(100),
	tags: list,
	mealTypes: list,
	estimatedCalories: estimate.nullable().optional(),
	estimatedProtein: estimate.nullable().optional(),
	estimatedCarbs: estimate.nullable().optional(),
	estimatedFat: estimate.nullable().optional(),
	createdAt: timestamp,
	ingredients: z.array(IngredientSchema).max(RECIPE_CAPS.ingredientsPerRecipe),
})

export const PlannedMealSchema = z.strictObject({
	date,
	name: text(200),
	mealType: z.enum(MEAL_TYPES),
	description: optText(5000),
	/** A recipe of this backup (its `id`) or a built-in library recipe's id. */
	recipeId: optText(64),
	servings: z.number().min(0).max(100),
	estimatedCalories: estimate,
	estimatedProtein: estimate,
	estimatedCarbs: estimate,
	estimatedFat: estimate,
	loggedAt: timestamp,
	position: z.number().int().min(0).max(10_000),
})

export const MealPlanSchema = z.strictObject({
	id: text(64),
	name: text(200),
	description: optText(5000),
	startDate: date,
	endDate: date,
	isActive: z.boolean(),
	targetCalories: goal,
	targetProtein: goal,
	targetCarbs: goal,
	targetFat: goal,
	healthConditions: list,
	allergies: list,
	dietaryRestrictions: list,
	foodPreferences: list,
	createdAt: timestamp,
	plannedMeals: z.array(PlannedMealSchema).max(31 * PLANNING_CAPS.plannedMealsPerDay),
})

export const GroceryItemSchema = z.strictObject({
	name: text(200),
	food: FoodRefSchema,
	category: z.enum(GROCERY_CATEGORIES).default('other'),
	quantity: optNumber,
	unit: optText(40),
	grams: optNumber,
	notes: optText(1000),
	checked: z.boolean().default(false),
	position: z.number().int().min(0).max(10_000).default(0),
})

export const GroceryListSchema = z.strictObject({
	name: text(200),
	/** The meal plan of this backup (its `id`) the list was made from. */
	mealPlanId: optText(64),
	startDate: date.nullable().optional(),
	days: z.number().int().min(0).max(366).nullable().optional(),
	servings: optNumber,
	createdAt: timestamp,
	items: z.array(GroceryItemSchema).max(GROCERY_CAPS.itemsPerList),
})

/** An amount eaten (a diary entry, a My Meal food): its snapshot (ADR 003) with every nutrient. */
const eatenFields = {
	food: FoodRefSchema,
	foodName: text(300),
	foodBrand: optText(300),
	quantity: z.number().min(0).max(MAX_AMOUNT),
	unit: text(40),
	grams: optNumber,
	kcalEstimated: z.boolean().optional(),
	...nutrientFields,
}

export const SavedMealFoodSchema = z.strictObject(eatenFields)
export const SavedMealSchema = z.strictObject({ name: text(SAVED_MEAL_CAPS.nameLength), createdAt: timestamp, foods: z.array(SavedMealFoodSchema).max(SAVED_MEAL_CAPS.foodsPerMeal) })

export const WeighInSchema = z.strictObject({
	date,
	weightKg: z.number().min(0).max(1000),
	waistCm: optNumber,
	hipsCm: optNumber,
	chestCm: optNumber,
	bodyFatPct: z.number().min(0).max(100).nullable().optional(),
})
export const WaterSchema = z.strictObject({ date, ml: z.number().min(0).max(100_000) })

export const EntrySchema = z.strictObject({ ...eatenFields, loggedAt: timestamp })
export const MealSchema = z.strictObject({
	mealType: z.enum(MEAL_TYPES),
	/** Local time 'HH:mm' the meal was created. */
	time: z.string().regex(/^\d{2}:\d{2}$/, 'must be a time HH:mm'),
	/** kcal added to the entries' sum (Edit Meal's typed calories minus the sum then); may be negative. */
	calorieAdjustment: z.number().min(-MAX_AMOUNT).max(MAX_AMOUNT).default(0),
	entries: z.array(EntrySchema).max(DIARY_CAPS.entriesPerMeal),
})
export const DaySchema = z.strictObject({ date, meals: z.array(MealSchema).max(DIARY_CAPS.mealsPerDay) })

/** The small sections (everything but the streamed lists: weigh-ins, water and days). */
export const BACKUP_SECTIONS = {
	profile: ProfileSchema,
	goals: GoalsSchema,
	goalHistory: z.array(GoalHistorySchema).max(100_000),
	nutrientTargetOverrides: z.array(OverrideSchema).max(NUTRIENT_CAPS.overrides),
	checkIns: z.array(CheckInSchema).max(100_000),
	incompleteDays: z.array(date).max(100_000),
	customFoods: z.array(CustomFoodSchema).max(FOOD_CAPS.customFoodsPerAccount),
	recipes: z.array(RecipeSchema).max(RECIPE_CAPS.recipesPerAccount),
	mealPlans: z.array(MealPlanSchema).max(PLANNING_CAPS.plansPerAccount),
	groceryLists: z.array(GroceryListSchema).max(GROCERY_CAPS.listsPerAccount),
	savedMeals: z.array(SavedMealSchema).max(SAVED_MEAL_CAPS.perAccount),
} as const

/** The lists written one element a line (they grow with the history), and each element's schema. */
export const BACKUP_STREAMED = { weighIns: WeighInSchema, water: WaterSchema, days: DaySchema } as const

/** Water drinks a day we read back (the day's cap). */
export const WATER_PER_DAY = BODY_CAPS.waterEntriesPerDay

export type BackupSections = { [K in keyof typeof BACKUP_SECTIONS]: z.output<(typeof BACKUP_SECTIONS)[K]> }
export type BackupProfile = z.output<typeof ProfileSchema>
export type BackupGoals = z.output<typeof GoalsSchema>
export type BackupCustomFood = z.output<typeof CustomFoodSchema>
export type BackupRecipe = z.output<typeof RecipeSchema>
export type BackupMealPlan = z.output<typeof MealPlanSchema>
export type BackupGroceryList = z.output<typeof GroceryListSchema>
export type BackupSavedMeal = z.output<typeof SavedMealSchema>
export type BackupFoodRef = z.output<typeof FoodRefSchema>
export type BackupWeighIn = z.output<typeof WeighInSchema>
export type BackupWater = z.output<typeof WaterSchema>
export type BackupEntry = z.output<typeof EntrySchema>
export type BackupMeal = z.output<typeof MealSchema>
export type BackupDay = z.output<typeof DaySchema>

/** A zod issue path as a JSON path: `days[3].meals[0].kcal`. */
export function jsonPath(root: string, path: readonly PropertyKey[]): string {
	return path.reduce<string>((out, p) => (typeof p === 'number' ? `${out}[${p}]` : `${out}.${String(p)}`), root)
}
