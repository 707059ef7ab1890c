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
