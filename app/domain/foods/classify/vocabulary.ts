/**
 * The one tag vocabulary of the food classifier: what a food *is*, spelled once. Every consumer
 * (recipe labels, the planner, substitution, the AI checks) reads these tags; none keeps its own.
 *
 * Spelling: snake_case, the spelling the stored data and the API already use for allergens
 * (`Recipe.allergens`: `tree_nut`) and diets (`Recipe.labels`, `User.dietaryPreferences`,
 * `MealPlan.dietaryRestrictions`: `gluten_free`, `low_carb`). The one place another spelling
 * arrives is the substitution API, whose restriction values the product spec fixes in kebab case
 * (`gluten-free`, `nut-free`, `high-cholesterol`); {@link dietKey} reads those (and any stored
 * variant such as `tree-nut` or `Gluten Free`) on the way in, so nothing stored is migrated.
 */

/**
 * Allergens the classifier detects, in the order they are listed. The first nine are the major
 * food allergens of US law: the eight of the Food Allergen Labeling and Consumer Protection Act
 * of 2004 (FALCPA: milk, egg, fish, crustacean shellfish, tree nuts, peanuts, wheat, soybeans)
 * and sesame, added by the FASTER Act of 2021 (effective 1 January 2023). `gluten` (wheat, barley,
 * rye and oats: the grains of the FDA's gluten-free labelling rule, 21 CFR 101.91), `mustard`
 * and `sulfites` (EU Regulation 1169/2011 Annex II) are offered because users ask for them.
 */
export const ALLERGENS = ['peanut', 'tree_nut', 'shellfish', 'fish', 'gluten', 'wheat', 'dairy', 'egg', 'soy', 'sesame', 'mustard', 'sulfites'] as const
export type Allergen = (typeof ALLERGENS)[number]

/**
 * Every tag a food can carry: the allergens, then what the diets need to know.
 * - animal origin: `meat` (incl. poultry and gelatin), `gelatin`, `honey` (and `fish`,
 *   `shellfish`, `dairy`, `egg` from the allergens);
 * - `coconut` (not a tree nut: FDA, Food Allergen Labeling guidance, 5th edition, 2025; shown so
 *   users can judge);
 * - diet classes: `grain`, `legume`, `sugar` (added sugars and syrups), `high_gi` (refined flours,
 *   starches and sugars that raise blood glucose fast), `starch` (isolated starches), `seed_oil`
 *   (refined seed oils), `processed` (industrial spreads, shortening, cured meats), `sat_fat`
 *   (mostly saturated fat: butter, cream, full-fat cheese, coconut and palm fats, fatty and
 *   processed meats), `cholesterol` (egg yolk, shrimp, liver), `high_residue` (whole grains, bran,
 *   seeds, nuts, legumes, skins: avoided on a low-residue diet), `sweet_fruit`.
 */
export const FOOD_TAGS = [
	...ALLERGENS,
	'meat',
	'gelatin',
	'honey',
	'coconut',
	'grain',
	'legume',
	'sugar',
	'high_gi',
	'starch',
	'seed_oil',
	'processed',
	'sat_fat',
	'cholesterol',
	'high_residue',
	'sweet_fruit',
] as const
export type FoodTag = (typeof FOOD_TAGS)[number]

/** Human names of allergens (recipe pages, plan summaries). */
export const ALLERGEN_NAMES: Record<Allergen, string> = { peanut: 'Peanut', tree_nut: 'Tree nuts', shellfish: 'Shellfish', fish: 'Fish', gluten: 'Gluten', wheat: 'Wheat', dairy: 'Dairy', egg: 'Egg', soy: 'Soy', sesame: 'Sesame', mustard: 'Mustard', sulfites: 'Sulfites' }

/**
 * Reads a diet, restriction or allergy value in any spelling users, the API or stored rows use
 * ('gluten-free', 'Gluten Free', 'gluten_free', 'tree-nut') as the vocabulary's snake_case key
 * ('gluten_free', 'tree_nut'). The one normalisation on read; stored values are never rewritten.
 */
export function dietKey(raw: string): string {
	return raw
		.trim()
		.toLowerCase()
		.replace(/[\s-]+/g, '_')
}
