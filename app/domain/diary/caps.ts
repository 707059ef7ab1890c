/**
 * Caps that keep one account from slowing the service for everyone, shared by
 * the HTML forms and the JSON API (both call the diary and foods domain functions that enforce
 * them; a write past a cap is refused with InvalidError → 422 on /api, the field message plus the
 * spec's failure toast on a form). Isomorphic, no imports.
 *
 * Source: our own sizing. A heavy real user logs perhaps 15 foods in one meal and a handful of own
 * foods a day; the caps sit far above that and far below what slowed other users in the attack
 * run (5,000 entries in one meal).
 */
export const DIARY_CAPS = {
	/** Entries one meal may hold. Also the bound of every list of one meal's entries. */
	entriesPerMeal: 100,
	/**
	 * Meals one diary day holds: one per meal type (findOrCreateMeal never makes a second). The
	 * day's meal and entry lists are bounded by this × entriesPerMeal.
	 */
	mealsPerDay: 4,
	/** Custom foods (manual entries, label foods, POST /api/foods) one user may create in 24 hours. */
	customFoodsPerDay: 50,
	/** Foods one `logFoods` call logs at once (the capture screen's Selected Foods list). */
	foodsPerLog: 20,
} as const

/**
 * My Meals (named sets of foods saved from a logged meal, logged again in one tap). Past a cap a
 * save is refused with InvalidError (422 on /api, the field message on the form) naming the limit.
 * Source: our own sizing, like DIARY_CAPS: a person keeps a dozen or two regular meals; a My Meal
 * is one sitting, so it holds fewer foods than a diary meal may.
 */
export const SAVED_MEAL_CAPS = {
	/** My Meals one account may keep. */
	perAccount: 100,
	/** Foods one My Meal may hold (a meal with more cannot be saved as one). */
	foodsPerMeal: 20,
	/** Characters of a My Meal's name. */
	nameLength: 80,
} as const

/** Page sizes of the logging-speed lists (`limit` default and maximum; app/domain/pagination.ts). */
export const LOGGING_PAGES = {
	/** GET /api/users/{id}/saved-meals and the add sheet's My Meals. */
	savedMeals: { default: 20, max: 100 },
	/** GET /api/users/{id}/recent-foods and the add sheet's recent list. */
	recentFoods: { default: 12, max: 40 },
} as const

/**
 * What the recent-foods list reads, so its cost is bounded whatever the history: the entries of
 * the last `recentDays` diary days (at most recentDays × DIARY_CAPS.mealsPerDay meals, read
 * through the (user_id, date) index), plus the `frequent` most-logged food names of all time (the
 * diary_food_counts rank index) with each one's latest entry (the (user_id, food_name, logged_at)
 * index).
 */
export const RECENT_FOODS_READ = { recentDays: 14, frequent: 40 } as const
