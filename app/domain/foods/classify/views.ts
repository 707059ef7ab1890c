/**
 * Views on the classifier's tags: a food's allergens, what each diet or restriction forbids, a
 * recipe's diet labels, and what a plan's allergy options exclude. Every consumer asks these
 * functions, so the planner, recipes, substitution and the AI checks give one answer per food.
 *
 * ## What each diet forbids (one list per diet, {@link DIET_FORBIDS})
 * - vegetarian: meat (incl. poultry and gelatin), fish, shellfish. vegan: also dairy, egg, honey.
 *   pescatarian: meat.
 * - gluten_free, dairy_free, egg_free, soy_free: that allergen. nut_free: tree nuts and peanuts
 *   (coconut is not a tree nut, FDA 2025).
 * - paleo: grains, legumes (incl. soy and peanuts), dairy, added sugars, refined seed oils and
 *   industrially processed foods.
 * - keto: sugars, grains, isolated starches, sweet fruit and honey (for one ingredient; a whole
 *   recipe is judged by its net carbohydrate, below).
 * - diabetes: added sugars, honey and high-glycaemic refined flours and starches. ibd (read as a
 *   low-residue diet): high-residue foods. high_cholesterol: foods whose fat is mostly saturated,
 *   and foods rich in dietary cholesterol. low_fat: mostly-saturated fats.
 *
 * ## Nutrient rules of a recipe's labels (per serving)
 * - keto: ≤ 20 g net carbohydrate (carbs − fibre) per serving.
 * - low_carb: carbohydrate ≤ 26 % of kcal (Feinman et al., Nutrition 2015: "low carbohydrate"
 *   < 26 % of energy). low_fat: fat ≤ 30 % of kcal (WHO healthy-diet fact sheet: total fat
 *   ≤ 30 % of energy).
 * A recipe's keto, low_carb and low_fat labels are these nutrient rules alone: a dish's total
 * already counts the carbohydrate or fat its ingredients bring. The substitution engine adds its
 * own per-100 g numeric rules for one ingredient (substitution/rules.ts).
 */
import { classifyFood, type ClassifiableFood } from './classify.ts'
import { ALLERGENS, dietKey, type Allergen, type FoodTag } from './vocabulary.ts'

/** The allergens among a food's tags, in {@link ALLERGENS} order. */
export function allergensOf(tags: ReadonlySet<FoodTag>): Allergen[] {
	return ALLERGENS.filter((a) => tags.has(a))
}

/** The allergens of a food from its name and category. */
export function foodAllergens(food: ClassifiableFood): Allergen[] {
	return allergensOf(classifyFood(food))
}

/** Tags each diet or restriction forbids, by vocabulary key (module comment). */
export const DIET_FORBIDS = {
	vegetarian: ['meat', 'gelatin', 'fish', 'shellfish'],
	vegan: ['meat', 'gelatin', 'fish', 'shellfish', 'dairy', 'egg', 'honey'],
	pescatarian: ['meat', 'gelatin'],
	gluten_free: ['gluten'],
	dairy_free: ['dairy'],
	nut_free: ['tree_nut', 'peanut'],
	egg_free: ['egg'],
	soy_free: ['soy'],
	keto: ['sugar', 'grain', 'starch', 'sweet_fruit', 'honey'],
	paleo: ['grain', 'legume', 'soy', 'peanut', 'dairy', 'sugar', 'seed_oil', 'processed'],
	diabetes: ['sugar', 'high_gi', 'honey'],
	ibd: ['high_residue'],
	high_cholesterol: ['sat_fat', 'cholesterol'],
	low_sodium: [],
	low_fat: ['sat_fat'],
	low_carb: [],
} as const satisfies Record<string, readonly FoodTag[]>
export type DietKey = keyof typeof DIET_FORBIDS

/**
 * The tags a diet or restriction forbids, in any spelling ('gluten-free', 'gluten_free');
 * an unknown diet forbids nothing.
 */
export function forbiddenTags(diet: string): readonly FoodTag[] {
	const key = dietKey(diet)
	return key in DIET_FORBIDS ? DIET_FORBIDS[key as DietKey] : []
}

/** The first tag of `tags` that `diet` forbids, or null when the food suits the diet's food rule. */
export function forbiddenTag(diet: string, tags: ReadonlySet<FoodTag>): FoodTag | null {
	return forbiddenTags(diet).find((t) => tags.has(t)) ?? null
}

/** Diet labels a recipe can carry (derived, never typed in; the API's `Recipe.labels`). */
export const DIET_LABELS = ['vegetarian', 'vegan', 'pescatarian', 'keto', 'paleo', 'gluten_free', 'dairy_free', 'low_carb', 'low_fat'] as const
export type DietLabel = (typeof DIET_LABELS)[number]

/** Human names of diet labels. */
export const DIET_LABEL_NAMES: Record<DietLabel, string> = { vegetarian: 'Vegetarian', vegan: 'Vegan', pescatarian: 'Pescatarian', keto: 'Keto', paleo: 'Paleo', gluten_free: 'Gluten-free', dairy_free: 'Dairy-free', low_carb: 'Low carb', low_fat: 'Low fat' }

/** The diet label a stored or typed value names ('Gluten-free' → 'gluten_free'), or null. */
export function dietLabelOf(raw: string): DietLabel | null {
	const key = dietKey(raw)
	return (DIET_LABELS as readonly string[]).includes(key) ? (key as DietLabel) : null
}

/** Per-serving nutrients the nutrient rules read (kcal, g; null = unknown). */
export type DietNutrients = { kcal: number | null; carbsG: number | null; fiberG: number | null; fatG: number | null }

/** Net carbohydrate: carbs − fibre (unknown fibre counts 0), g; null when carbs are unknown. */
export function netCarbs(n: Pick<DietNutrients, 'carbsG' | 'fiberG'>): number | null {
	if (n.carbsG == null) return null
	return Math.max(0, n.carbsG - (n.fiberG ?? 0))
}

/** Keto limit of a recipe: net carbs per serving, g. */
export const KETO_NET_CARBS_MAX_G = 20
/** Low-carb limit: share of kcal from carbohydrate (Feinman et al. 2015: < 26 %). */
export const LOW_CARB_KCAL_SHARE = 0.26
/** Low-fat limit: share of kcal from fat (WHO healthy diet: ≤ 30 %). */
export const LOW_FAT_KCAL_SHARE = 0.3

/** Labels judged by the recipe's nutrients alone (module comment). */
const NUTRIENT_LABELS: Record<'keto' | 'low_carb' | 'low_fat', (n: DietNutrients) => boolean> = {
	keto: (n) => {
		const net = netCarbs(n)
		return net != null && net <= KETO_NET_CARBS_MAX_G
	},
	low_carb: (n) => (n.kcal ?? 0) > 0 && n.carbsG != null && (4 * n.carbsG) / n.kcal! <= LOW_CARB_KCAL_SHARE,
	low_fat: (n) => (n.kcal ?? 0) > 0 && n.fatG != null && (9 * n.fatG) / n.kcal! <= LOW_FAT_KCAL_SHARE,
}

/** A recipe's diet labels and allergens. */
export type RecipeLabels = { labels: DietLabel[]; allergens: Allergen[] }

/**
 * The diet labels and allergens of a recipe from its ingredient foods and its per-serving
 * nutrients: a food-kind label holds when no ingredient carries a tag the diet forbids
 * ({@link DIET_FORBIDS}); keto, low_carb and low_fat are nutrient rules. A recipe without
 * ingredients gets no label.
 */
export function recipeLabels(ingredients: readonly ClassifiableFood[], perServing: DietNutrients): RecipeLabels {
	const tags = new Set<FoodTag>(ingredients.flatMap((i) => [...classifyFood(i)]))
	const allergens = allergensOf(tags)
	if (ingredients.length === 0) return { labels: [], allergens }
	const labels = DIET_LABELS.filter((label) => (label in NUTRIENT_LABELS ? NUTRIENT_LABELS[label as keyof typeof NUTRIENT_LABELS](perServing) : forbiddenTag(label, tags) === null))
	return { labels, allergens }
}

/**
 * Allergy options of a meal plan and a user (spec section 3 'Allergies') → the allergens each
 * excludes. 'nuts' covers peanuts and tree nuts.
 */
export const ALLERGY_OPTION_ALLERGENS: Record<string, readonly Allergen[]> = {
	nuts: ['peanut', 'tree_nut'],
	peanuts: ['peanut'],
	tree_nuts: ['tree_nut'],
	dairy: ['dairy'],
	eggs: ['egg'],
	soy: ['soy'],
	wheat: ['wheat'],
	gluten: ['gluten'],
	shellfish: ['shellfish'],
	fish: ['fish'],
	sesame: ['sesame'],
	mustard: ['mustard'],
	sulfites: ['sulfites'],
}

/**
 * The allergens an allergy value excludes, in any stored spelling ('tree_nuts', 'Tree nuts',
 * 'tree-nut', 'egg'), or null when it is free text (see {@link freeTextTerms}).
 */
export function allergyAllergens(raw: string): readonly Allergen[] | null {
	const key = dietKey(raw)
	return ALLERGY_OPTION_ALLERGENS[key] ?? ALLERGY_OPTION_ALLERGENS[`${key}s`] ?? null
}

/**
 * Matches a free-text 'other' restriction or allergy ('no mushrooms', 'mushroom-free',
 * 'cilantro') to ingredient names: the words left after dropping 'no', 'free', 'allergy' and the
 * like. Returns lower-case stems (a trailing 's' dropped) to look for in ingredient names, or []
 * when nothing meaningful is left.
 */
export function freeTextTerms(text: string): string[] {
	return text
		.toLowerCase()
		.replace(/[-_]/g, ' ')
		.split(/[^a-z]+/)
		.filter((w) => w.length >= 3 && !['free', 'allergy', 'allergic', 'intolerance', 'intolerant', 'avoid', 'without', 'and', 'the', 'any', 'diet', 'foods', 'food'].includes(w))
		.map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w))
}
