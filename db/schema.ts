/**
 * Platewise database schema (drizzle-orm, libSQL/SQLite dialect).
 *
 * Designed once for every entity of product spec section 3. Conventions:
 * - User-scoped ids are text (cuid2) generated in app code; foods use an integer rowid so the
 *   FTS5 index can use it as its content rowid.
 * - Nutrients on foods are stored exactly as the source publishes them (USDA / Open Food Facts),
 *   as REAL, per 100 g (or 100 ml for drinks). NULL means "the source has no value", never zero.
 * - Every meal-food entry stores a snapshot of the nutrients it contributed at logging time,
 *   so history never changes when a food is edited (see docs/decisions/003-units-and-snapshots.md).
 * - Diary dates are TEXT 'YYYY-MM-DD' in the user's time zone; timestamps are epoch milliseconds.
 */
import { desc, sql } from 'drizzle-orm'
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { DEFAULT_GOALS, MEAL_PLAN_DEFAULT_TARGETS } from '../app/domain/nutrition/goals.ts'
import { WEIGHT_GOALS } from '../app/domain/nutrition/energy.ts'

/** Activity levels, spec section 3 (User). */
export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'very_active'] as const
/** Genders, spec section 3 (User). */
export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const
/** UI languages, spec section 3 (User); default 'en'. */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const
/** Colour themes: 'system' follows the device's prefers-color-scheme, 'light' and 'dark' force one; default 'system'. */
export const THEMES = ['system', 'light', 'dark'] as const
/** Unit systems, spec section 3 (User); default 'metric'. */
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const
/** Meal types, spec section 3 (Meal) and section 9. */
export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const
/** Food sources: USDA FDC releases, Open Food Facts ('off') and users' own foods ('custom'). */
export const FOOD_SOURCES = ['sr_legacy', 'foundation', 'survey_fndds', 'branded', 'off', 'custom'] as const
/** Recipe difficulty, spec section 3 (Recipe). */
/** The optional life stage that changes a woman's reference intakes (reference-intakes.csv groups). */
export const LIFE_STAGES = ['pregnant', 'breastfeeding'] as const

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const
/** Grocery categories, spec section 3 (Grocery list). */
export const GROCERY_CATEGORIES = [
	'produce',
	'dairy',
	'meat',
	'pantry',
	'seafood',
	'frozen',
	'bakery',
	'spices',
	'beverages',
	'other',
] as const

export type MealType = (typeof MEAL_TYPES)[number]
export type FoodSource = (typeof FOOD_SOURCES)[number]

const createdAt = () =>
	integer('created_at', { mode: 'timestamp_ms' })
		.notNull()
		.default(sql`(unixepoch('subsec') * 1000)`)
const updatedAt = () =>
	integer('updated_at', { mode: 'timestamp_ms' })
		.notNull()
		.default(sql`(unixepoch('subsec') * 1000)`)
const jsonList = (name: string) =>
	text(name, { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`)

/**
 * The micronutrient columns (app/domain/nutrition/micronutrients.ts MICRONUTRIENT_KEYS; named as the
 * bundled CSV's columns): per the food's basis on `foods`, the amount eaten on an entry. NULL =
 * unknown, never 0. Migration 0012 (ADR 015: columns, not a narrow table, measured).
 */
const micronutrientColumns = () => ({
	water_g: real('water_g'),
	saturated_fat_g: real('saturated_fat_g'),
	monounsaturated_fat_g: real('monounsaturated_fat_g'),
	polyunsaturated_fat_g: real('polyunsaturated_fat_g'),
	cholesterol_mg: real('cholesterol_mg'),
	calcium_mg: real('calcium_mg'),
	iron_mg: real('iron_mg'),
	magnesium_mg: real('magnesium_mg'),
	phosphorus_mg: real('phosphorus_mg'),
	potassium_mg: real('potassium_mg'),
	zinc_mg: real('zinc_mg'),
	copper_mg: real('copper_mg'),
	manganese_mg: real('manganese_mg'),
	selenium_ug: real('selenium_ug'),
	vitamin_c_mg: real('vitamin_c_mg'),
	thiamin_mg: real('thiamin_mg'),
	riboflavin_mg: real('riboflavin_mg'),
	niacin_mg: real('niacin_mg'),
	pantothenic_acid_mg: real('pantothenic_acid_mg'),
	vitamin_b6_mg: real('vitamin_b6_mg'),
	folate_dfe_ug: real('folate_dfe_ug'),
	choline_mg: real('choline_mg'),
	vitamin_b12_ug: real('vitamin_b12_ug'),
	vitamin_a_rae_ug: real('vitamin_a_rae_ug'),
	vitamin_e_mg: real('vitamin_e_mg'),
	vitamin_d_ug: real('vitamin_d_ug'),
	vitamin_k_ug: real('vitamin_k_ug'),
	caffeine_mg: real('caffeine_mg'),
	alcohol_g: real('alcohol_g'),
})

export const users = sqliteTable('users', {
	id: text('id').primaryKey(),
	/** Lower-cased, unique. */
	email: text('email').notNull().unique(),
	username: text('username').unique(),
	/** argon2id PHC string. Never leaves the server. */
	passwordHash: text('password_hash').notNull(),
	firstName: text('first_name'),
	lastName: text('last_name'),
	bio: text('bio'),
	/** ISO date 'YYYY-MM-DD'. */
	dateOfBirth: text('date_of_birth'),
	/** cm */
	heightCm: real('height_cm'),
	/** kg */
	weightKg: real('weight_kg'),
	activityLevel: text('activity_level', { enum: ACTIVITY_LEVELS }),
	gender: text('gender', { enum: GENDERS }),
	/** What the person wants their weight to do (the goal set-up after sign-up); null until asked. */
	weightGoal: text('weight_goal', { enum: WEIGHT_GOALS }),
	/** kg per week the person chose to lose or gain (0.25, 0.5, 0.75); null when keeping weight or not asked. */
	weeklyWeightChangeKg: real('weekly_weight_change_kg'),
	/** 'pregnant' or 'breastfeeding' picks the pregnancy or lactation reference intakes; null otherwise. */
	lifeStage: text('life_stage', { enum: LIFE_STAGES }),
	/** IANA time zone, e.g. 'Europe/Berlin'. Default 'UTC' (spec section 3). */
	timezone: text('timezone').notNull().default('UTC'),
	language: text('language', { enum: LANGUAGES }).notNull().default('en'),
	units: text('units', { enum: UNIT_SYSTEMS }).notNull().default('metric'),
	/** The colour theme (THEMES); the root puts it on <html data-theme> so it paints without JavaScript. */
	theme: text('theme', { enum: THEMES }).notNull().default('system'),
	dietaryPreferences: jsonList('dietary_preferences'),
	healthGoals: jsonList('health_goals'),
	allergies: jsonList('allergies'),
	medicalConditions: jsonList('medical_conditions'),
	/** kcal; default 2000 (spec section 9). */
	dailyCalorieGoal: integer('daily_calorie_goal').notNull().default(DEFAULT_GOALS.calories),
	/** g; default 150. */
	dailyProteinGoal: integer('daily_protein_goal').notNull().default(DEFAULT_GOALS.protein),
	/** g; default 200. */
	dailyCarbGoal: integer('daily_carb_goal').notNull().default(DEFAULT_GOALS.carbs),
	/** g; default 65. */
	dailyFatGoal: integer('daily_fat_goal').notNull().default(DEFAULT_GOALS.fat),
	/** g; optional. */
	dailyFiberGoal: integer('daily_fiber_goal'),
	/** g; optional. */
	dailySugarGoal: integer('daily_sugar_goal'),
	/** ml; optional. */
	dailyWaterGoal: integer('daily_water_goal'),
	emailNotifications: integer('email_notifications', { mode: 'boolean' }).notNull().default(true),
	pushNotifications: integer('push_notifications', { mode: 'boolean' }).notNull().default(false),
	mealReminders: integer('meal_reminders', { mode: 'boolean' }).notNull().default(false),
	goalReminders: integer('goal_reminders', { mode: 'boolean' }).notNull().default(false),
	weeklyReports: integer('weekly_reports', { mode: 'boolean' }).notNull().default(true),
	/** Show carbs as net carbs (carbs − fiber) wherever carbs appear; the carb goal is then a net-carb goal. */
	showNetCarbs: integer('show_net_carbs', { mode: 'boolean' }).notNull().default(false),
	createdAt: createdAt(),
	updatedAt: updatedAt(),
})

/**
 * Sessions back both the cookie and bearer tokens. The id is the SHA-256 (hex) of the secret
 * token the client holds, so a leaked database does not leak usable tokens.
 */
export const sessions = sqliteTable(
	'sessions',
	{
		id: text('id').primaryKey(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
		createdAt: createdAt(),
		/** The User-Agent that signed in (shown as a device in the session list). Migration 0017. */
		userAgent: text('user_agent'),
		/** Last request seen on this session, written at most once a minute. Migration 0017. */
		lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
	},
	(t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * Personal API tokens for automations (migration 0017): named, only the SHA-256 (hex) of the
 * secret is kept, `scopes` limits the endpoints they may call (app/domain/account/scopes.ts).
 */
export const apiTokens = sqliteTable(
	'api_tokens',
	{
		id: text('id').primaryKey(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		tokenHash: text('token_hash').notNull(),
		scopes: jsonList('scopes'),
		createdAt: createdAt(),
		lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
	},
	(t) => [uniqueIndex('api_tokens_hash_idx').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId, t.createdAt)],
)

/** One-time password reset links (migration 0017): the SHA-256 (hex) of the secret, expiry, use. */
export const passwordResets = sqliteTable(
	'password_resets',
	{
		tokenHash: text('token_hash').primaryKey(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
		usedAt: integer('used_at', { mode: 'timestamp_ms' }),
		createdAt: createdAt(),
	},
	(t) => [index('password_resets_user_idx').on(t.userId)],
)

/**
 * Foods: USDA generic foods (fdcId), Open Food Facts products (gtin14) and users' custom foods
 * (ownerId). Nutrient columns are per `basis`: 'per100g' for USDA and custom weighed foods,
 * 'per100ml' for drinks, 'perServing' for custom foods logged by serving/piece/cup.
 */
export const foods = sqliteTable(
	'foods',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		source: text('source', { enum: FOOD_SOURCES }).notNull(),
		/** USDA FoodData Central id. */
		fdcId: integer('fdc_id'),
		/** Barcode as published (8, 12, 13 or 14 digits). */
		gtinUpc: text('gtin_upc'),
		/** Barcode left-padded with zeros to GTIN-14: the lookup key. */
		gtin14: text('gtin14'),
		name: text('name').notNull(),
		brand: text('brand'),
		category: text('category'),
		/** Default serving amount, in `servingUnit`. */
		servingSize: real('serving_size'),
		/** 'g', 'ml', or for custom foods the chosen unit ('serving', 'piece', 'cup', 'gram', 'ounce'). */
		servingUnit: text('serving_unit'),
		/** Default serving as text, e.g. '1 cup, mashed'. */
		householdServing: text('household_serving'),
		/** Grams in one default serving, when known. */
		servingGrams: real('serving_grams'),
		basis: text('basis', { enum: ['per100g', 'per100ml', 'perServing'] })
			.notNull()
			.default('per100g'),
		/** kcal per basis. */
		kcal: real('kcal'),
		/** True when kcal was computed from macros (Atwater 4/4/9), not published. */
		kcalEstimated: integer('kcal_estimated', { mode: 'boolean' }).notNull().default(false),
		proteinG: real('protein_g'),
		carbsG: real('carbs_g'),
		fatG: real('fat_g'),
		fiberG: real('fiber_g'),
		sugarG: real('sugar_g'),
		sodiumMg: real('sodium_mg'),
		...micronutrientColumns(),
		/** Owner of a custom food; NULL for shared reference foods. */
		ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
		/** Search tie-breaker: lower ranks first (generic staples before dishes and products). */
		searchRank: integer('search_rank').notNull().default(0),
		/**
		 * NULL: shown. 'impossible': a product whose values cannot be true (kcal above 900 per 100 g,
		 * macros above 100 g per 100 g), hidden from search and barcode lookup. 'duplicate': a
		 * brandless product folded into another of the same name, left out of search only
		 * (db/import/trust.ts).
		 */
		hidden: text('hidden', { enum: ['impossible', 'duplicate'] }),
		createdAt: createdAt(),
	},
	(t) => [
		uniqueIndex('foods_fdc_id_idx').on(t.fdcId),
		uniqueIndex('foods_gtin14_idx').on(t.gtin14),
		index('foods_owner_idx').on(t.ownerId),
	],
)

/** USDA household portions: `amount` × `unit` weighs `gramWeight` g. */
export const foodPortions = sqliteTable(
	'food_portions',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		foodId: integer('food_id')
			.notNull()
			.references(() => foods.id, { onDelete: 'cascade' }),
		seq: integer('seq').notNull(),
		amount: real('amount').notNull(),
		unit: text('unit').notNull(),
		gramWeight: real('gram_weight').notNull(),
		label: text('label').notNull(),
	},
	(t) => [index('food_portions_food_idx').on(t.foodId, t.seq)],
)

/** A meal: one meal type on one diary day. */
export const meals = sqliteTable(
	'meals',
	{
		id: text('id').primaryKey(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** breakfast, lunch, dinner or snack; the API calls it `name` (spec section 3 "Meal"). */
		mealType: text('meal_type', { enum: MEAL_TYPES }).notNull(),
		/** Diary day 'YYYY-MM-DD' in the user's time zone. */
		date: text('date').notNull(),
		/** Local time 'HH:mm' the meal was created. */
		time: text('time').notNull(),
		/**
		 * kcal added to the sum of the meal's entries (negative lowers it): what the user typed in Edit
		 * Meal minus the entries' sum then (diary.server.ts mealCalories). 0 means "sum of the entries".
		 */
		calorieAdjustment: real('calorie_adjustment').notNull().default(0),
		/** The import that wrote this meal (migration 0016); undoing the import deletes it. */
		importId: text('import_id').references(() => imports.id, { onDelete: 'set null' }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [
		index('meals_user_date_idx').on(t.userId, t.date, t.mealType),
		index('meals_import_idx').on(t.importId).where(sql`import_id IS NOT NULL`),
	],
)

/**
 * Nutrient columns that hold amounts eaten (kcal, g, mg): a meal-food entry's snapshot and a diary
 * day's sums. kcal and the macros are 0 when none; fiber, sugar and sodium NULL when unknown.
 */
const summedNutrients = () => ({
	kcal: real('kcal').notNull().default(0),
	proteinG: real('protein_g').notNull().default(0),
	carbsG: real('carbs_g').notNull().default(0),
	fatG: real('fat_g').notNull().default(0),
	fiberG: real('fiber_g'),
	sugarG: real('sugar_g'),
	sodiumMg: real('sodium_mg'),
})

/**
 * A meal-food entry. Nutrient columns are the totals this entry contributed, snapshotted at
 * logging time (kcal, g, mg); `grams` is its weight when known.
 */
export const mealFoods = sqliteTable(
	'meal_foods',
	{
		id: text('id').primaryKey(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		mealId: text('meal_id')
			.notNull()
			.references(() => meals.id, { onDelete: 'cascade' }),
		foodId: integer('food_id').references(() => foods.id, { onDelete: 'set null' }),
		/** Food name at logging time. */
		foodName: text('food_name').notNull(),
		foodBrand: text('food_brand'),
		quantity: real('quantity').notNull(),
		unit: text('unit').notNull(),
		mealType: text('meal_type', { enum: MEAL_TYPES }).notNull(),
		grams: real('grams'),
		...summedNutrients(),
		...micronutrientColumns(),
		kcalEstimated: integer('kcal_estimated', { mode: 'boolean' }).notNull().default(false),
		loggedAt: integer('logged_at', { mode: 'timestamp_ms' }).notNull(),
		/** The import that wrote this row (migration 0016); undoing the import deletes it. */
		importId: text('import_id').references(() => imports.id, { onDelete: 'set null' }),
	},
	(t) => [
		index('meal_foods_import_idx').on(t.importId).where(sql`import_id IS NOT NULL`),
		index('meal_foods_meal_idx').on(t.mealId),
		index('meal_foods_user_idx').on(t.userId, t.foodId),
		index('meal_foods_food_idx').on(t.foodId),
		/** The latest entry of a food name without reading the whole history (diary_food_counts' trigger). */
		index('meal_foods_user_name_idx').on(t.userId, t.foodName, t.loggedAt),
	],
)

/**
 * A 'My Meal': a named set of foods the user saved from a logged meal, logged again in one tap
 * (caps: app/domain/diary/caps.ts SAVED_MEAL_CAPS). Its foods are copies of the entries' snapshots.
 */
export const savedMeals = sqliteTable(
	'saved_meals',
	{
		id: text('id').primaryKey(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		createdAt: createdAt(),
	},
	/** The user's My Meals by name, a keyset page at a time (name, id). */
	(t) => [index('saved_meals_user_name_idx').on(t.userId, t.name, t.id)],
)

/**
 * One food of a My Meal: the snapshot of the entry it was saved from (amount, weight and nutrient
 * totals, kcal, g, mg), so logging it again writes the same entry (ADR 003). `seq` keeps the order.
 */
export const savedMealFoods = sqliteTable(
	'saved_meal_foods',
	{
		id: text('id').primaryKey(),
		savedMealId: text('saved_meal_id')
			.notNull()
			.references(() => savedMeals.id, { onDelete: 'cascade' }),
		seq: integer('seq').notNull(),
		foodId: integer('food_id').references(() => foods.id, { onDelete: 'set null' }),
		foodName: text('food_name').notNull(),
		foodBrand: text('food_brand'),
		quantity: real('quantity').notNull(),
		unit: text('unit').notNull(),
		grams: real('grams'),
		...summedNutrients(),
		...micronutrientColumns(),
		kcalEstimated: integer('kcal_estimated', { mode: 'boolean' }).notNull().default(false),
	},
	(t) => [index('saved_meal_foods_meal_idx').on(t.savedMealId, t.seq), index('saved_meal_foods_food_idx').on(t.foodId)],
)

/**
 * A counter per user that moves on every change to their meals or meal-food entries, kept by
 * SQLite triggers (migration 0004), so no write path can forget it. A per-process cache of a
 * day's answer is valid while the counter it was built at is unchanged.
 * No row means nothing was ever written (version 0).
 */
export const diaryVersions = sqliteTable('diary_versions', {
	userId: text('user_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	version: integer('version').notNull().default(0),
})

/**
 * One row per user per active diary day (a day with a logged meal): the day's sums, kept exact by
 * SQLite triggers on meals and meal_foods (migration 0008, like diaryVersions), so no write path can
 * forget them and the history readers (profile, analytics, weekly progress, stats) read one row a
 * day instead of every entry. A meal's kcal is its entries' kcal plus its calorie adjustment; the
 * macros are the entries' sums; a meal is logged when it has an entry or a non-zero adjustment.
 */
/** The user column of the diary aggregates below: deleting the user deletes their rows. */
const aggregateOwner = () =>
	text('user_id')
		.notNull()
		.references(() => users.id, { onDelete: 'cascade' })

export const diaryDayTotals = sqliteTable(
	'diary_day_totals',
	{
		userId: aggregateOwner(),
		/** Diary day 'YYYY-MM-DD' in the user's time zone (as on meals). */
		date: text('date').notNull(),
		/** The day's entries' sums; kcal also holds the meals' calorie adjustments (unrounded). */
		...summedNutrients(),
		/** Meal-food entries of the day. */
		entries: integer('entries').notNull().default(0),
		/** Logged meals of the day (at least 1). */
		mealsLogged: integer('meals_logged').notNull().default(0),
		/**
		 * isOnTrack(kcal rounded to 0.01, goalKcal): the day is judged by the target it had (migration 0018),
		 * never by today's goal.
		 */
		onTrack: integer('on_track', { mode: 'boolean' }).notNull().default(false),
		/** Carbs (g) of the day's entries whose fiber is known: known net carbs = this − fiberG (migration 0013). */
		fiberKnownCarbsG: real('fiber_known_carbs_g').notNull().default(0),
		/**
		 * The day's calorie target (kcal) from the goal history in force on the day: its weekday's target
		 * when set, else its daily calorie goal (else the users row's goal for a user without history).
		 * Migration 0018; re-judged only for the days a goal change governs.
		 */
		goalKcal: integer('goal_kcal').notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.userId, t.date] })],
)

/**
 * A user's all-time diary figures, one row per user that ever had an active day: the sums of
 * their diaryDayTotals rows, kept by triggers on that table (migration 0008). No row means none.
 */
export const diaryUserTotals = sqliteTable('diary_user_totals', {
	userId: text('user_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	daysActive: integer('days_active').notNull().default(0),
	daysOnTrack: integer('days_on_track').notNull().default(0),
	mealsLogged: integer('meals_logged').notNull().default(0),
	entries: integer('entries').notNull().default(0),
	/** Sum of the days' kcal, each rounded to 0.01, in hundredths of a kcal (whole numbers add exactly). */
	kcalCenti: integer('kcal_centi').notNull().default(0),
})

/**
 * Entries per food name and user, all time (the favourite food), with the latest `loggedAt` of that
 * name; kept by triggers on meal_foods (migration 0008). A name with no entry left has no row.
 */
export const diaryFoodCounts = sqliteTable(
	'diary_food_counts',
	{
		userId: aggregateOwner(),
		/** The name stored on the entries (meal_foods.food_name). */
		foodName: text('food_name').notNull(),
		entries: integer('entries').notNull().default(0),
		lastLoggedAt: integer('last_logged_at', { mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [
		primaryKey({ columns: [t.userId, t.foodName] }),
		/** The favourite food is the first row of this order. */
		index('diary_food_counts_rank_idx').on(t.userId, desc(t.entries), desc(t.lastLoggedAt), t.foodName),
	],
)

/**
 * A weigh-in: one per user per diary day (the primary key; logging the day again replaces it), in
 * kg, with optional body measurements (cm; body fat in %). Migration 0014. The trend weight is
 * computed from these rows (app/domain/nutrition/trend-weight.ts), never stored.
 */
export const weighIns = sqliteTable(
	'weigh_ins',
	{
		userId: aggregateOwner(),
		/** Diary day 'YYYY-MM-DD' in the user's time zone. */
		date: text('date').notNull(),
		weightKg: real('weight_kg').notNull(),
		waistCm: real('waist_cm'),
		hipsCm: real('hips_cm'),
		chestCm: real('chest_cm'),
		bodyFatPct: real('body_fat_pct'),
		updatedAt: updatedAt(),
		/** The import that wrote this row (migration 0016); undoing the import deletes it. */
		importId: text('import_id').references(() => imports.id, { onDelete: 'set null' }),
	},
	(t) => [primaryKey({ columns: [t.userId, t.date] }), index('weigh_ins_import_idx').on(t.importId).where(sql`import_id IS NOT NULL`)],
)

/**
 * One drink of water logged (ml) on a diary day; a day's water is the sum of its rows (caps per day:
 * app/domain/body/caps.ts). Migration 0014.
 */
export const waterEntries = sqliteTable(
	'water_entries',
	{
		id: text('id').primaryKey(),
		userId: aggregateOwner(),
		/** Diary day 'YYYY-MM-DD' in the user's time zone. */
		date: text('date').notNull(),
		ml: real('ml').notNull(),
		createdAt: createdAt(),
		/** The import that wrote this row (migration 0016); undoing the import deletes it. */
		importId: text('import_id').references(() => imports.id, { onDelete: 'set null' }),
	},
	(t) => [
		index('water_entries_user_date_idx').on(t.userId, t.date, t.ml),
		index('water_entries_import_idx').on(t.importId).where(sql`import_id IS NOT NULL`),
	],
)

/** Who set a goal in goal_history (migration 0015). */
export const GOAL_SOURCES = ['manual', 'check-in', 'sign-up'] as const
/** A user's answer to a weekly check-in's proposal (migration 0015). */
export const CHECK_IN_DECISIONS = ['accepted', 'kept'] as const

/**
 * Every calorie and macro goal a user had, from the diary day it took effect (user's zone), so a
 * past day is judged against the goal it had. The users row still holds the goal in force now.
 * Migration 0015.
 */
export const goalHistory = sqliteTable(
	'goal_history',
	{
		userId: aggregateOwner(),
		/** Diary day 'YYYY-MM-DD' from which this goal applies (until the next row's). */
		effectiveFrom: text('effective_from').notNull(),
		/** kcal */
		dailyCalorieGoal: integer('daily_calorie_goal').notNull(),
		/** g */
		dailyProteinGoal: integer('daily_protein_goal').notNull(),
		/** g */
		dailyCarbGoal: integer('daily_carb_goal').notNull(),
		/** g */
		dailyFatGoal: integer('daily_fat_goal').notNull(),
		source: text('source', { enum: GOAL_SOURCES }).notNull(),
		createdAt: createdAt(),
		/**
		 * Optional calorie target per weekday (kcal; Sunday..Saturday): all seven or none, adding up to
		 * 7 × dailyCalorieGoal (app/domain/users/goal-history.server.ts). Migration 0018.
		 */
		sunKcal: integer('sun_kcal'),
		monKcal: integer('mon_kcal'),
		tueKcal: integer('tue_kcal'),
		wedKcal: integer('wed_kcal'),
		thuKcal: integer('thu_kcal'),
		friKcal: integer('fri_kcal'),
		satKcal: integer('sat_kcal'),
	},
	(t) => [primaryKey({ columns: [t.userId, t.effectiveFrom] })],
)

/** A user's answer to one week's check-in (week = its Monday), so it is offered once a week. Migration 0015. */
export const checkIns = sqliteTable(
	'check_ins',
	{
		userId: aggregateOwner(),
		/** Monday 'YYYY-MM-DD' of the week answered. */
		weekStart: text('week_start').notNull(),
		decision: text('decision', { enum: CHECK_IN_DECISIONS }).notNull(),
		/** kcal/day expenditure estimate the proposal was made from. */
		estimateKcal: integer('estimate_kcal').notNull(),
		/** kcal/day target proposed. */
		proposedKcal: integer('proposed_kcal').notNull(),
		createdAt: createdAt(),
	},
	(t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
)

/** Diary days the user marked as not fully logged: left out of the expenditure estimate. Migration 0015. */
export const incompleteDays = sqliteTable(
	'incomplete_days',
	{
		userId: aggregateOwner(),
		date: text('date').notNull(),
		createdAt: createdAt(),
	},
	(t) => [primaryKey({ columns: [t.userId, t.date] })],
)

export const mealPlans = sqliteTable(
	'meal_plans',
	{
		id: text('id').primaryKey(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		description: text('description'),
		startDate: text('start_date').notNull(),
		endDate: text('end_date').notNull(),
		isActive: integer('is_active', { mode: 'boolean' }).notNull().default(false),
		targetCalories: integer('target_calories').notNull().default(MEAL_PLAN_DEFAULT_TARGETS.calories),
		targetProtein: integer('target_protein').notNull().default(MEAL_PLAN_DEFAULT_TARGETS.protein),
		targetCarbs: integer('target_carbs').notNull().default(MEAL_PLAN_DEFAULT_TARGETS.carbs),
		targetFat: integer('target_fat').notNull().default(MEAL_PLAN_DEFAULT_TARGETS.fat),
		healthConditions: jsonList('health_conditions'),
		allergies: jsonList('allergies'),
		dietaryRestrictions: jsonList('dietary_restrictions'),
		foodPreferences: jsonList('food_preferences'),
		createdAt: createdAt(),
	},
	(t) => [index('meal_plans_user_idx').on(t.userId), index('meal_plans_user_created_idx').on(t.userId, t.createdAt, t.id)],
)

export const plannedMeals = sqliteTable(
	'planned_meals',
	{
		id: text('id').primaryKey(),
		planId: text('plan_id')
			.notNull()
			.references(() => mealPlans.id, { onDelete: 'cascade' }),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** Day 'YYYY-MM-DD' this meal is planned for. */
		date: text('date').notNull(),
		name: text('name').notNull(),
		mealType: text('meal_type', { enum: MEAL_TYPES }).notNull(),
		description: text('description'),
		recipeId: text('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
		/** Servings of the recipe planned for this meal (the planner scales 0.5–2). */
		servings: real('servings').notNull().default(1),
		/** Snapshot of the recipe's nutrition for `servings` at planning time (kcal, g). */
		estimatedCalories: real('estimated_calories').notNull().default(0),
		estimatedProtein: real('estimated_protein').notNull().default(0),
		estimatedCarbs: real('estimated_carbs').notNull().default(0),
		estimatedFat: real('estimated_fat').notNull().default(0),
		/** When 'Log to Tracker' last logged this planned meal; NULL = not logged. */
		loggedAt: integer('logged_at', { mode: 'timestamp_ms' }),
		position: integer('position').notNull().default(0),
	},
	(t) => [index('planned_meals_plan_date_idx').on(t.planId, t.date), index('planned_meals_user_idx').on(t.userId, t.date)],
)

/**
 * Recipes: the built-in library (`userId` NULL, seeded by app/domain/recipes/seed.server.ts) and
 * users' own. Nutrition is computed from the ingredients (app/domain/recipes); the estimated*
 * columns hold the per-serving values computed at save time, never typed in.
 */
export const recipes = sqliteTable(
	'recipes',
	{
		id: text('id').primaryKey(),
		/** Owner; NULL for a built-in library recipe (visible to everyone, read-only). */
		userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		description: text('description'),
		instructions: text('instructions'),
		servings: integer('servings').notNull().default(1),
		/** minutes */
		prepTime: integer('prep_time'),
		/** minutes */
		cookTime: integer('cook_time'),
		difficulty: text('difficulty', { enum: DIFFICULTIES }),
		cuisine: text('cuisine'),
		tags: jsonList('tags'),
		/** Meal types the recipe suits (breakfast, lunch, dinner, snack); the planner reads it. */
		mealTypes: jsonList('meal_types'),
		estimatedCalories: real('estimated_calories'),
		estimatedProtein: real('estimated_protein'),
		estimatedCarbs: real('estimated_carbs'),
		estimatedFat: real('estimated_fat'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [index('recipes_user_idx').on(t.userId), index('recipes_user_name_idx').on(t.userId, t.name, t.id)],
)

export const recipeIngredients = sqliteTable(
	'recipe_ingredients',
	{
		id: text('id').primaryKey(),
		recipeId: text('recipe_id')
			.notNull()
			.references(() => recipes.id, { onDelete: 'cascade' }),
		foodId: integer('food_id').references(() => foods.id, { onDelete: 'set null' }),
		name: text('name').notNull(),
		quantity: real('quantity'),
		unit: text('unit'),
		grams: real('grams'),
		category: text('category', { enum: GROCERY_CATEGORIES }).notNull().default('other'),
		position: integer('position').notNull().default(0),
	},
	(t) => [index('recipe_ingredients_recipe_idx').on(t.recipeId), index('recipe_ingredients_food_idx').on(t.foodId)],
)

export const groceryLists = sqliteTable(
	'grocery_lists',
	{
		id: text('id').primaryKey(),
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		mealPlanId: text('meal_plan_id').references(() => mealPlans.id, { onDelete: 'set null' }),
		name: text('name').notNull(),
		/** First day 'YYYY-MM-DD' of the window the list covers. */
		startDate: text('start_date'),
		/** Days in the window (daysToGenerate). */
		days: integer('days'),
		/** People shopped for: each planned meal's ingredients × this (servings parameter). */
		servings: real('servings'),
		createdAt: createdAt(),
	},
	(t) => [index('grocery_lists_user_idx').on(t.userId), index('grocery_lists_user_created_idx').on(t.userId, t.createdAt, t.id)],
)

export const groceryItems = sqliteTable(
	'grocery_items',
	{
		id: text('id').primaryKey(),
		listId: text('list_id')
			.notNull()
			.references(() => groceryLists.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		/** The database food this item buys; NULL for a free-text item. */
		foodId: integer('food_id').references(() => foods.id, { onDelete: 'set null' }),
		category: text('category', { enum: GROCERY_CATEGORIES }).notNull().default('other'),
		/** Shopping amount in `unit` (g, kg, ml, l or piece). */
		quantity: real('quantity'),
		unit: text('unit'),
		/** Total weight in g (ml for drinks) the amount stands for. */
		grams: real('grams'),
		notes: text('notes'),
		/** Ticked off while shopping; stored so it survives reloads. */
		checked: integer('checked', { mode: 'boolean' }).notNull().default(false),
		position: integer('position').notNull().default(0),
	},
	(t) => [index('grocery_items_list_idx').on(t.listId)],
)

/**
 * A user's own micronutrient target and/or upper limit for one nutrient (key as in
 * app/domain/nutrition/micronutrients.ts), winning over the reference intakes. At least one of the
 * two is set (a row with both NULL is deleted instead). Caps: app/domain/nutrients/caps.ts.
 */
export const nutrientTargetOverrides = sqliteTable(
	'nutrient_target_overrides',
	{
		userId: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		nutrient: text('nutrient').notNull(),
		/** Daily target in the nutrient's unit; NULL keeps the reference intake. */
		target: real('target'),
		/** Daily upper limit in the nutrient's unit; NULL keeps the reference UL (or none). */
		upperLimit: real('upper_limit'),
		updatedAt: updatedAt(),
	},
	(t) => [primaryKey({ columns: [t.userId, t.nutrient] })],
)

/** Where an import's file came from (app/domain/imports/formats.ts names them). */
export const IMPORT_SOURCES = ['cronometer', 'loseit', 'myfitnesspal', 'macrofactor', 'apple_health', 'platewise'] as const
/** preview: parsed, nothing written yet; done: written; undone: its rows deleted again. */
export const IMPORT_STATUSES = ['preview', 'done', 'undone'] as const

/**
 * An import of another tracker's export (or a Platewise backup) into a user's diary and weight log
 * (migration 0016; app/domain/imports/). `fileHash` (SHA-256 of the uploaded bytes, hex) makes the
 * same file imported twice a no-op; `summary` is the preview shown to the user (ImportSummary).
 */
export const imports = sqliteTable(
	'imports',
	{
		id: text('id').primaryKey(),
		userId: aggregateOwner(),
		source: text('source', { enum: IMPORT_SOURCES }).notNull(),
		fileHash: text('file_hash').notNull(),
		fileName: text('file_name').notNull().default(''),
		status: text('status', { enum: IMPORT_STATUSES }).notNull(),
		summary: text('summary', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
		createdAt: createdAt(),
		/** A preview's parsed records are dropped after this (epoch ms); null once confirmed. */
		expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
	},
	(t) => [index('imports_user_created_idx').on(t.userId, t.createdAt, t.id), index('imports_user_hash_idx').on(t.userId, t.fileHash)],
)

/** A previewed import's parsed records (JSON arrays of ImportRecord, in order), kept until confirmed or expired. */
export const importRecords = sqliteTable(
	'import_records',
	{
		importId: text('import_id')
			.notNull()
			.references(() => imports.id, { onDelete: 'cascade' }),
		seq: integer('seq').notNull(),
		records: text('records').notNull(),
	},
	(t) => [primaryKey({ columns: [t.importId, t.seq] })],
)

/** Bookkeeping for the idempotent bundled-food import (one row per imported file). */
export const foodImports = sqliteTable('food_imports', {
	file: text('file').primaryKey(),
	rows: integer('rows').notNull(),
	sha256: text('sha256').notNull(),
	finishedAt: integer('finished_at', { mode: 'timestamp_ms' }).notNull(),
})

/**
 * A Web Push subscription: one device and browser that agreed to show this user's reminders
 * (PushSubscription.toJSON(): endpoint and the keys p256dh, auth). The endpoint is unique, so a
 * device signed into another account moves to it. Removed when the push service answers 404/410.
 * Cap per account: app/domain/reminders/caps.ts. Migration 0020.
 */
export const pushSubscriptions = sqliteTable(
	'push_subscriptions',
	{
		id: text('id').primaryKey(),
		userId: aggregateOwner(),
		endpoint: text('endpoint').notNull(),
		/** The browser's P-256 public key, base64url (RFC 8291). */
		p256dh: text('p256dh').notNull(),
		/** The 16-byte authentication secret, base64url (RFC 8291). */
		auth: text('auth').notNull(),
		/** The User-Agent that subscribed (shown as the device). */
		userAgent: text('user_agent'),
		createdAt: createdAt(),
	},
	(t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId, t.createdAt)],
)

/**
 * A user's reminder times, local 'HH:mm' in their time zone; a null meal time means no reminder for
 * that meal. No row means the defaults (app/domain/reminders/times.ts). Migration 0020.
 */
export const reminderSettings = sqliteTable('reminder_settings', {
	userId: text('user_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	breakfastAt: text('breakfast_at').default('08:00'),
	lunchAt: text('lunch_at').default('12:30'),
	dinnerAt: text('dinner_at').default('19:00'),
	snackAt: text('snack_at'),
	/** The evening goal reminder's time. */
	goalAt: text('goal_at').notNull().default('20:00'),
	updatedAt: updatedAt(),
})

/**
 * The next occurrence of each reminder that can fire (switch on, time set, a device or mail to send
 * to): the scheduler reads only rows with `due_at <= now` (indexed). Rebuilt per user from
 * `reminder_resync`. Migration 0020.
 */
export const reminderSchedule = sqliteTable(
	'reminder_schedule',
	{
		userId: aggregateOwner(),
		/** breakfast, lunch, dinner, snack, goal or weekly (app/domain/reminders/times.ts REMINDER_KINDS). */
		kind: text('kind').notNull(),
		/** The due instant, epoch ms (UTC). */
		dueAt: integer('due_at').notNull(),
		/** The local diary day 'YYYY-MM-DD' the due occurrence belongs to (the claim's key). */
		slot: text('slot').notNull(),
	},
	(t) => [primaryKey({ columns: [t.userId, t.kind] }), index('reminder_schedule_due_idx').on(t.dueAt)],
)

/**
 * One row per reminder occurrence claimed (user, kind, local day): inserted before sending, so it
 * is sent at most once across workers and restarts. Kept 60 days. Migration 0020.
 */
export const reminderRuns = sqliteTable(
	'reminder_runs',
	{
		userId: aggregateOwner(),
		kind: text('kind').notNull(),
		slot: text('slot').notNull(),
		/** epoch ms */
		claimedAt: integer('claimed_at').notNull(),
		/** claimed, sent, skipped or failed. */
		outcome: text('outcome').notNull().default('claimed'),
		/** Why skipped or failed (e.g. 'meal logged', 'near goal', 'no device'). */
		detail: text('detail'),
	},
	(t) => [primaryKey({ columns: [t.userId, t.kind, t.slot] }), index('reminder_runs_claimed_idx').on(t.claimedAt)],
)

/** Users whose schedule rows must be recomputed; filled by triggers (migration 0020), emptied by the scheduler. */
export const reminderResync = sqliteTable('reminder_resync', {
	userId: text('user_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
})

/**
 * One write's idempotency key per user (the `Idempotency-Key` header on /api, the `idempotencyKey`
 * form field on HTML actions): the same key again is answered from `status` and `response` (JSON)
 * instead of being written twice. `scope` names the operation the key was used for. Pruned after
 * 24 hours, at most 1,000 kept per account (app/domain/offline/caps.ts). Migration 0019.
 */
export const idempotencyKeys = sqliteTable(
	'idempotency_keys',
	{
		userId: aggregateOwner(),
		key: text('key').notNull(),
		scope: text('scope').notNull(),
		status: integer('status').notNull(),
		response: text('response'),
		createdAt: createdAt(),
	},
	(t) => [
		primaryKey({ columns: [t.userId, t.key] }),
		index('idempotency_keys_user_created_idx').on(t.userId, t.createdAt),
		index('idempotency_keys_created_idx').on(t.createdAt),
	],
)

export type User = typeof users.$inferSelect
export type Food = typeof foods.$inferSelect
/** A food's nutrient fields, per its `basis` (kcal, g, mg; null = the source has no value). */
export type FoodNutrients = Pick<Food, 'basis' | 'kcal' | 'kcalEstimated' | 'proteinG' | 'carbsG' | 'fatG' | 'fiberG' | 'sugarG' | 'sodiumMg'>
/** A food's identity and default serving, as lists and the API show it. */
export type FoodSummary = Pick<
	Food,
	'id' | 'name' | 'brand' | 'source' | 'fdcId' | 'gtinUpc' | 'category' | 'servingSize' | 'servingUnit' | 'householdServing' | 'servingGrams'
> &
	FoodNutrients
export type FoodPortion = typeof foodPortions.$inferSelect
export type Meal = typeof meals.$inferSelect
export type MealFood = typeof mealFoods.$inferSelect
export type SavedMeal = typeof savedMeals.$inferSelect
export type SavedMealFood = typeof savedMealFoods.$inferSelect
export type MealPlan = typeof mealPlans.$inferSelect
export type PlannedMeal = typeof plannedMeals.$inferSelect
export type Recipe = typeof recipes.$inferSelect
export type RecipeIngredient = typeof recipeIngredients.$inferSelect
export type GroceryList = typeof groceryLists.$inferSelect
export type GroceryItem = typeof groceryItems.$inferSelect
export type WeighIn = typeof weighIns.$inferSelect
export type WaterEntry = typeof waterEntries.$inferSelect
export type GoalHistoryRow = typeof goalHistory.$inferSelect
export type CheckIn = typeof checkIns.$inferSelect
export type NutrientTargetOverride = typeof nutrientTargetOverrides.$inferSelect
