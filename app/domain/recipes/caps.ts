/**
 * Caps and page size of users' own recipes, shared by the recipe forms (/recipes/new, the recipe
 * page's editor) and the JSON API (both call the recipe domain functions that enforce them). A
 * write past a cap is refused with InvalidError naming the field: 422 on /api, the field error or
 * the failure toast on a form. Isomorphic, no imports. Listed with every other per-account limit
 * in docs/architecture.md ('Limits per account').
 *
 * Source: our own sizing. A home cook's own collection is a few dozen recipes of 5-20
 * ingredients; the caps sit far above that and far below what slowed other users in the attack
 * run (1,119 recipes of 40 ingredients answered as one 17.9 MB list).
 */
export const RECIPE_CAPS = {
	/** Own recipes one account may hold (the built-in library does not count). */
	recipesPerAccount: 200,
	/** Ingredients one recipe may hold, by the API, the form and Add ingredient alike. */
	ingredientsPerRecipe: 40,
	/** Longest instructions text, characters. */
	instructionsLength: 5000,
} as const

/**
 * Page size of recipe lists (GET /api/users/{id}/recipes, the Recipes tab): a recipe at its caps
 * (40 ingredients with long food names, 5,000 characters of instructions) is up to ~25 KB of
 * JSON, so 30 stay under 1 MB (a page that would not is ended early: MAX_RESPONSE_BYTES).
 */
export const RECIPE_PAGE = { default: 20, max: 30 } as const

/**
 * The most diary entries one undo of a recipe log removes (the screen's Undo, DELETE
 * /api/planned-meals/{id}/log): one log writes an entry per ingredient, at most
 * RECIPE_CAPS.ingredientsPerRecipe (40); 100 leaves room for recipes written before that cap.
 */
export const UNDO_ENTRIES_MAX = 100
