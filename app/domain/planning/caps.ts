/**
 * Caps and page sizes of meal plans and planned meals, shared by the /meal-planning forms and the
 * JSON API (both call the planning domain functions that enforce them). A write past a cap is
 * refused with InvalidError naming the limit: 422 on /api, the spec's failure toast on a form.
 * Isomorphic, no imports. Listed with every other per-account limit in docs/architecture.md
 * ('Limits per account').
 *
 * Source: our own sizing. A keen planner keeps a plan a week for a couple of years (about 100
 * plans) and eats four meals a day (one per meal type, a few extra snacks added by hand). The caps
 * sit far above that and far below what slowed other users in the attack run (788 plans, 11,505
 * planned meals on one day).
 */
export const PLANNING_CAPS = {
	/** Meal plans one account may hold (delete old plans to make room). */
	plansPerAccount: 100,
	/** Planned meals one day of one plan may hold (the planner fills four; Add to Plan adds more). */
	plannedMealsPerDay: 12,
} as const

/** Page sizes of the planning lists (GET /api/users/{id}/meal-plans, …/planned-meals, the plan picker). */
export const PLANNING_PAGES = {
	/** Plans, oldest first: ~0.7 KB each. */
	plans: { default: 20, max: 100 },
	/** Planned meals, in day and meal order: ~0.5 KB each; a 31-day plan holds at most 372. */
	plannedMeals: { default: 50, max: 200 },
} as const
