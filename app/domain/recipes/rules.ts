/**
 * Diet labels, allergens and grocery categories of recipes, derived from their ingredient foods
 * (issue 10). Pure and isomorphic. Every rule reads only what the food database says about an
 * ingredient: its name and its USDA category (SR Legacy / Foundation food category, or the FNDDS
 * WWEIA category), plus the recipe's computed nutrients for the nutrient-based diets.
 *
 * ## Ingredient facts (name + category rules)
 * - **meat**: a USDA meat category (Beef, Pork, Poultry, Lamb/Veal/Game, Sausages and Luncheon
 *   Meats; FNDDS meat/poultry categories) or a meat word in the name (beef, chicken, ham, bacon,
 *   gelatin, lard …), unless the name says meatless / vegetarian / imitation.
 * - **fish**: the USDA 'Finfish and Shellfish Products' category (when not shellfish) or a fish
 *   word (fish, salmon, tuna, cod, anchovy …). **shellfish**: crustaceans and molluscs by name
 *   (shrimp, crab, lobster, clam, mussel, oyster, scallop, squid …).
 * - **dairy**: the 'Dairy and Egg Products' category except eggs, or a dairy word (milk, cheese,
 *   yogurt, butter, cream, whey, casein, ghee, kefir) — not plant milks, nut or seed butters,
 *   coconut milk or tofu yogurt.
 * - **egg**: 'egg'/'eggs' as a word (not eggplant), FNDDS egg categories, mayonnaise (not tofu).
 * - **honey**: 'honey' as a word (not honeydew). Honey, dairy, egg and gelatin count as animal
 *   products besides meat and fish.
 * - **peanut**: 'peanut' in the name. **tree nut**: almond, cashew, walnut, pecan, pistachio,
 *   hazelnut/filbert, macadamia, brazil nut, pine nut, chestnut, or a USDA 'Nuts, …' row. Coconut
 *   is not a tree nut (FDA, Food Allergen Labeling guidance, 5th edition, 2025).
 * - **gluten**: wheat, barley, rye, spelt, semolina, durum, farro, couscous, bulgur, malt, seitan,
 *   bread, bagel, pita, flour tortilla, crackers, pasta and noodles, baked goods, breakfast cereals,
 *   soy sauce (brewed with wheat) and **oats** (cross-contact: only oats labelled gluten-free are
 *   safe for coeliac disease) — unless the name says gluten-free or the grain is rice, corn or
 *   buckwheat. **wheat**: the same without barley, rye and oats.
 * - **soy**: soy, soya, soybean, tofu, tempeh, edamame, miso, natto, tamari.
 * - **sesame**: sesame, tahini, hummus (made with tahini), halva.
 * - **mustard**: 'mustard' (not the leaf vegetables mustard greens / mustard spinach).
 * - **sulfites**: wine, dried fruit (raisins, prunes, dried apricots, 'dried' fruit rows),
 *   molasses, sauerkraut.
 * - **grain / legume / added sugar** (paleo): grain categories (Cereal Grains and Pasta,
 *   Breakfast Cereals, Baked Products) or grain words incl. rice, corn, quinoa; the Legumes
 *   category or bean, lentil, chickpea, pea, peanut, soy words (snap/green beans are a vegetable);
 *   the Sweets category or sugar/syrup/candy words.
 *
 * ## Diet labels of a recipe
 * - **vegetarian**: no meat, fish or shellfish. **vegan**: vegetarian and no dairy, egg or honey
 *   (no animal products). **pescatarian**: no meat.
 * - **keto**: ≤ 20 g net carbohydrate (carbs − fibre) per serving (issue 10).
 * - **paleo**: no grain, legume, dairy or added sugar.
 * - **gluten_free** / **dairy_free**: no gluten / no dairy ingredient.
 * - **low_carb**: carbohydrate ≤ 26 % of kcal per serving (Feinman et al., Nutrition 2015: "low
 *   carbohydrate" < 26 % of energy). **low_fat**: fat ≤ 30 % of kcal (WHO healthy-diet fact sheet:
 *   total fat ≤ 30 % of energy).
 */

/** Allergens the detector knows; the plan's allergy options map onto these. */
export const ALLERGENS = ['peanut', 'tree_nut', 'shellfish', 'fish', 'gluten', 'wheat', 'dairy', 'egg', 'soy', 'sesame', 'mustard', 'sulfites'] as const
export type Allergen = (typeof ALLERGENS)[number]

/** Diet labels a recipe can carry (derived, never typed in). */
export const DIET_LABELS = ['vegetarian', 'vegan', 'pescatarian', 'keto', 'paleo', 'gluten_free', 'dairy_free', 'low_carb', 'low_fat'] as const
export type DietLabel = (typeof DIET_LABELS)[number]

/** The Recipes tab's diet filter, spec section 2 ('All, Vegetarian, Vegan, Keto, Paleo'). */
export const DIET_FILTERS = ['all', 'vegetarian', 'vegan', 'keto', 'paleo'] as const
export type DietFilter = (typeof DIET_FILTERS)[number]

/** Human names of diet labels. */
export const DIET_LABEL_NAMES: Record<DietLabel, string> = {
	vegetarian: 'Vegetarian',
	vegan: 'Vegan',
	pescatarian: 'Pescatarian',
	keto: 'Keto',
	paleo: 'Paleo',
	gluten_free: 'Gluten-free',
	dairy_free: 'Dairy-free',
	low_carb: 'Low carb',
	low_fat: 'Low fat',
}

/** Human names of allergens. */
export const ALLERGEN_NAMES: Record<Allergen, string> = {
	peanut: 'Peanut',
	tree_nut: 'Tree nuts',
	shellfish: 'Shellfish',
	fish: 'Fish',
	gluten: 'Gluten',
	wheat: 'Wheat',
	dairy: 'Dairy',
	egg: 'Egg',
	soy: 'Soy',
	sesame: 'Sesame',
	mustard: 'Mustard',
	sulfites: 'Sulfites',
}

/**
 * Allergy options of a meal plan and a user (spec section 3 'Allergies') → the allergens each
 * excludes. 'nuts' covers peanuts and tree nuts.
 */
export const ALLERGY_OPTION_ALLERGENS: Record<string, Allergen[]> = {
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

/** What the rules need to know about an ingredient food. */
export type IngredientFood = { name: string; category: string | null }

/** Facts about one ingredient food (see the module comment for the rules). */
export type FoodFacts = {
	meat: boolean
	fish: boolean
	shellfish: boolean
	dairy: boolean
	egg: boolean
	honey: boolean
	grain: boolean
	legume: boolean
	addedSugar: boolean
	allergens: Allergen[]
}

const MEAT_CATEGORIES = /^(beef products|pork products|poultry products|lamb, veal, and game products|sausages and luncheon meats)$|\b(beef|pork|lamb|poultry|chicken|turkey|meat mixed|cold cuts|frankfurters|sausages|bacon|liver)\b/i
const MEAT_WORDS = /\b(beef|pork|chicken|turkey|lamb|veal|ham|bacon|sausages?|salami|pepperoni|venison|duck|goose|bison|game meat|gelatin|lard|tallow|prosciutto|chorizo|broilers?|meatballs?|bologna|frankfurter|hot dog)\b/i
const NOT_MEAT = /\b(meatless|vegetarian|vegan|veggie|plant[- ]based|imitation|meat substitute)\b/i
const SHELLFISH_WORDS = /\b(shrimps?|prawns?|crabs?|lobsters?|crayfish|crawfish|clams?|mussels?|oysters?|scallops?|squid|calamari|octopus|crustaceans?|mollusks?|molluscs?|abalone|conch|snails?|whelks?|langoustines?)\b/i
const FISH_WORDS = /\b(fish|salmon|tuna|cod|tilapia|trout|sardines?|anchov(y|ies)|mackerel|herring|halibut|haddock|pollock|bass|catfish|snapper|swordfish|roe|caviar|perch|pike|flounder|sole|carp|eel|mahimahi|whiting|roughy|sturgeon|surimi)\b/i
const FISH_CATEGORY = /finfish and shellfish|\bfish\b|seafood/i
const DAIRY_CATEGORY = /^dairy and egg products$|\b(milk, (whole|reduced|low|non|lactose)|cheese|yogurt|cream cheese|flavored milk|milk shakes)\b/i
const DAIRY_WORDS = /\b(milk|cheese|yogurt|yoghurt|butter|cream|whey|casein|ghee|kefir|custard|ice creams?|buttermilk|curd)\b/i
const NOT_DAIRY = /\b(soy ?milk|soymilk|almond milk|oat milk|rice milk|coconut|cashew milk|peanut butter|almond butter|cashew butter|nut butter|sesame butter|seed butter|apple butter|cocoa butter|shea|tofu yogurt|soy yogurt|cream of tartar|nutmeg butter|non-?dairy|dairy-free|milk substitutes?|butterbur|butternut|butterhead|butterfish)\b/i
const EGG_WORDS = /\beggs?\b|\bmayonnaise\b|\bomelets?\b/i
const NOT_EGG = /\b(egg-?free|eggless|tofu|egg substitute)\b/i
const HONEY_WORDS = /\bhoney\b/i
const PEANUT_WORDS = /\bpeanuts?\b/i
const TREE_NUT_WORDS = /\b(almonds?|cashews?|walnuts?|pecans?|pistachios?|hazelnuts?|filberts?|macadamias?|brazil ?nuts?|pine ?nuts?|pignolias?|chestnuts?|praline|marzipan|mixed nuts)\b/i
const GLUTEN_WORDS = /\b(wheat|barley|rye|spelt|semolina|durum|farro|couscous|bulgur|triticale|kamut|malt|malted|seitan|breads?|bagels?|pitas?|croissants?|crackers?|pasta|spaghetti|macaroni|noodles?|muffins?|biscuits?|cookies?|cakes?|pastry|pastries|pies?|pancakes?|waffles?|cereals?|soy sauce|oats?|oatmeal|granola|breadcrumbs?|panko|croutons?|beer|tortillas?, .*flour|flour tortillas?|pretzels?|dumplings?)\b/i
/** SR Legacy categories and FNDDS (WWEIA) categories of wheat-based foods; not 'Cereal Grains and Pasta', which also holds rice, corn and quinoa (names decide there). */
const GLUTEN_CATEGORY = /^(baked products|breakfast cereals)$|^(yeast breads|bagels and english muffins|crackers, excludes saltines|saltine crackers|cakes and pies|cookies and brownies|doughnuts, sweet rolls, pastries|ready-to-eat cereal, .*|tortillas|biscuits, muffins, quick breads|pancakes, waffles, french toast)$/i
const NOT_GLUTEN = /\b(gluten-?free|rice noodles?|rice pasta|rice flour|corn tortillas?|corn pasta|buckwheat noodles|rice crackers?|rice cakes?)\b/i
const NOT_WHEAT_GRAIN = /\b(barley|rye|oats?|oatmeal|malt|malted)\b/i
const WHEAT_ONLY = /\b(wheat|semolina|durum|spelt|farro|couscous|bulgur|kamut|seitan|bread|bagel|pita|croissant|pasta|spaghetti|macaroni|noodle|soy sauce|flour|cracker|pretzel|panko)\b/i
const SOY_WORDS = /\b(soy|soya|soybeans?|tofu|tempeh|edamame|miso|natto|soymilk|tamari)\b/i
const SESAME_WORDS = /\b(sesame|tahini|hummus|halva|halvah)\b/i
const MUSTARD_WORDS = /\bmustard\b/i
const NOT_MUSTARD = /\bmustard (greens|spinach)\b/i
const SULFITE_WORDS = /\b(wine|raisins?|prunes?|dried apricots?|molasses|sauerkraut)\b/i
const GRAIN_CATEGORY = /^(cereal grains and pasta|breakfast cereals|baked products)$|\b(rice|pasta|noodles|cooked grains|yeast breads|bagels|tortillas|crackers|ready-to-eat cereal|oatmeal)\b/i
const GRAIN_WORDS = /\b(rice|oats?|oatmeal|wheat|breads?|pasta|noodles?|quinoa|corn|barley|rye|tortillas?|couscous|bulgur|flour|cereals?|crackers?|millet|sorghum|teff|amaranth|buckwheat|spelt|farro|granola)\b/i
const LEGUME_CATEGORY = /^legumes and legume products$|\b(beans, peas, legumes|bean, pea, legume)\b/i
const LEGUME_WORDS = /\b(beans?|lentils?|chickpeas?|garbanzo|peas|peanuts?|soy|soybeans?|tofu|tempeh|edamame|hummus|cowpeas)\b/i
const NOT_LEGUME = /\b(snap|green beans|string beans|beans, snap|coffee beans?|cocoa beans?|vanilla beans?)\b/i
const SUGAR_CATEGORY = /^sweets$|\b(candy|sugars|jams|syrups)\b/i
const SUGAR_WORDS = /\b(sugars?|syrups?|cand(y|ies)|honey|molasses|frosting|icing)\b/i
const NOT_SUGAR = /\b(sugar-?free|no sugar|unsweetened|sugar snap)\b/i

/** Facts about one ingredient food from its name and USDA category (rules in the module comment). */
export function foodFacts(food: IngredientFood): FoodFacts {
	const name = food.name
	const category = food.category ?? ''
	const shellfish = SHELLFISH_WORDS.test(name)
	const fish = !shellfish && (FISH_WORDS.test(name) || /\bbutterfish\b/i.test(name) || FISH_CATEGORY.test(category))
	const meat = !NOT_MEAT.test(name) && (MEAT_CATEGORIES.test(category) || MEAT_WORDS.test(name)) && !fish && !shellfish
	const egg = !NOT_EGG.test(name) && (EGG_WORDS.test(name) || /\beggs? and omelets\b/i.test(category))
	const nameIsEgg = /^eggs?\b/i.test(name)
	const dairy = !NOT_DAIRY.test(name) && ((DAIRY_CATEGORY.test(category) && !nameIsEgg) || DAIRY_WORDS.test(name)) && !/milk substitutes/i.test(category)
	const honey = HONEY_WORDS.test(name) && !/\bhoneydew\b/i.test(name)
	const peanut = PEANUT_WORDS.test(name)
	const treeNut = !/\bcoconut\b|\bnutmeg\b/i.test(name) && (TREE_NUT_WORDS.test(name) || /^nuts, /i.test(name))
	const gluten = !NOT_GLUTEN.test(name) && (GLUTEN_WORDS.test(name) || GLUTEN_CATEGORY.test(category))
	const wheat = gluten && (WHEAT_ONLY.test(name) || (GLUTEN_CATEGORY.test(category) && !NOT_WHEAT_GRAIN.test(name)))
	const soy = SOY_WORDS.test(name)
	const sesame = SESAME_WORDS.test(name)
	const mustard = MUSTARD_WORDS.test(name) && !NOT_MUSTARD.test(name)
	const sulfites = SULFITE_WORDS.test(name) || (/fruit/i.test(category) && /\bdried\b/i.test(name))
	const grain = (GRAIN_CATEGORY.test(category) || GRAIN_WORDS.test(name)) && !/\b(cornsalad|peppercorns?)\b/i.test(name)
	const legume = !NOT_LEGUME.test(name) && (LEGUME_CATEGORY.test(category) || LEGUME_WORDS.test(name))
	const addedSugar = !NOT_SUGAR.test(name) && (SUGAR_CATEGORY.test(category) || SUGAR_WORDS.test(name))
	const allergens: Allergen[] = []
	if (peanut) allergens.push('peanut')
	if (treeNut) allergens.push('tree_nut')
	if (shellfish) allergens.push('shellfish')
	if (fish) allergens.push('fish')
	if (gluten) allergens.push('gluten')
	if (wheat) allergens.push('wheat')
	if (dairy) allergens.push('dairy')
	if (egg) allergens.push('egg')
	if (soy) allergens.push('soy')
	if (sesame) allergens.push('sesame')
	if (mustard) allergens.push('mustard')
	if (sulfites) allergens.push('sulfites')
	return { meat, fish, shellfish, dairy, egg, honey, grain, legume, addedSugar, allergens }
}

/** Per-serving nutrients the nutrient-based diet rules read (kcal, g; null = unknown). */
export type DietNutrients = { kcal: number | null; carbsG: number | null; fiberG: number | null; fatG: number | null }

/** Net carbohydrate per serving: carbs − fibre (unknown fibre counts 0), g. */
export function netCarbs(n: DietNutrients): number | null {
	if (n.carbsG == null) return null
	return Math.max(0, n.carbsG - (n.fiberG ?? 0))
}

/** Keto limit: net carbs per serving, g (issue 10). */
export const KETO_NET_CARBS_MAX_G = 20
/** Low-carb limit: share of kcal from carbohydrate (Feinman et al. 2015: < 26 %). */
export const LOW_CARB_KCAL_SHARE = 0.26
/** Low-fat limit: share of kcal from fat (WHO healthy diet: ≤ 30 %). */
export const LOW_FAT_KCAL_SHARE = 0.3

/** A recipe's diet labels and allergens. */
export type RecipeLabels = { labels: DietLabel[]; allergens: Allergen[] }

/**
 * The diet labels and allergens of a recipe from its ingredient foods and its per-serving
 * nutrients (rules in the module comment). A recipe without ingredients gets no label.
 */
export function recipeLabels(ingredients: readonly IngredientFood[], perServing: DietNutrients): RecipeLabels {
	const facts = ingredients.map(foodFacts)
	const any = (k: keyof Omit<FoodFacts, 'allergens'>) => facts.some((f) => f[k])
	const allergens = ALLERGENS.filter((a) => facts.some((f) => f.allergens.includes(a)))
	if (facts.length === 0) return { labels: [], allergens }
	const labels: DietLabel[] = []
	const vegetarian = !any('meat') && !any('fish') && !any('shellfish')
	if (vegetarian) labels.push('vegetarian')
	if (vegetarian && !any('dairy') && !any('egg') && !any('honey')) labels.push('vegan')
	if (!any('meat')) labels.push('pescatarian')
	const net = netCarbs(perServing)
	if (net != null && net <= KETO_NET_CARBS_MAX_G) labels.push('keto')
	if (!any('grain') && !any('legume') && !any('dairy') && !any('addedSugar')) labels.push('paleo')
	if (!allergens.includes('gluten')) labels.push('gluten_free')
	if (!allergens.includes('dairy')) labels.push('dairy_free')
	const kcal = perServing.kcal ?? 0
	if (kcal > 0 && perServing.carbsG != null && (4 * perServing.carbsG) / kcal <= LOW_CARB_KCAL_SHARE) labels.push('low_carb')
	if (kcal > 0 && perServing.fatG != null && (9 * perServing.fatG) / kcal <= LOW_FAT_KCAL_SHARE) labels.push('low_fat')
	return { labels, allergens }
}

/** Grocery categories with their colours, spec section 3 'Grocery list' ('other' is the default). */
export const GROCERY_CATEGORY_STYLES = {
	produce: { label: 'Produce', className: 'bg-green-100 text-green-900 border-green-300' },
	dairy: { label: 'Dairy', className: 'bg-blue-100 text-blue-900 border-blue-300' },
	meat: { label: 'Meat', className: 'bg-red-100 text-red-900 border-red-300' },
	pantry: { label: 'Pantry', className: 'bg-amber-100 text-amber-900 border-amber-300' },
	seafood: { label: 'Seafood', className: 'bg-cyan-100 text-cyan-900 border-cyan-300' },
	frozen: { label: 'Frozen', className: 'bg-indigo-100 text-indigo-900 border-indigo-300' },
	bakery: { label: 'Bakery', className: 'bg-orange-100 text-orange-900 border-orange-300' },
	spices: { label: 'Spices', className: 'bg-purple-100 text-purple-900 border-purple-300' },
	beverages: { label: 'Beverages', className: 'bg-teal-100 text-teal-900 border-teal-300' },
	other: { label: 'Other', className: 'bg-slate-100 text-slate-900 border-slate-300' },
} as const

export type GroceryCategory = keyof typeof GROCERY_CATEGORY_STYLES

/**
 * The grocery aisle of a food from its USDA category (SR Legacy / Foundation food category or
 * FNDDS WWEIA category), with name overrides: 'frozen' in the name → frozen; juices and drinks →
 * beverages; tofu, tempeh and hummus → produce (the chilled produce aisle); eggs → dairy.
 */
export function groceryCategory(food: IngredientFood): GroceryCategory {
	const name = food.name
	const c = (food.category ?? '').toLowerCase()
	if (/\bfrozen\b/i.test(name)) return 'frozen'
	if (/\b(tofu|tempeh|hummus)\b/i.test(name)) return 'produce'
	const facts = foodFacts(food)
	if (facts.shellfish || c === 'finfish and shellfish products' || /\b(fish|seafood|shellfish)\b/.test(c)) return 'seafood'
	if (c === 'beverages' || /\b(beverages?|coffee|tea|soft drinks|water|milk substitutes|juice|smoothies)\b/.test(c)) return 'beverages'
	if (/^(beef|pork|poultry) products$|^lamb, veal, and game products$|^sausages and luncheon meats$/.test(c) || /\b(beef|pork|chicken|turkey|lamb|poultry|meat|sausages|cold cuts|frankfurters|bacon)\b/.test(c))
		return 'meat'
	if (/\b(oils|dressings)\b/.test(c)) return 'pantry'
	if (c === 'dairy and egg products' || /\b(milk|cheese|yogurt|eggs|cream|butter)\b/.test(c)) return 'dairy'
	if (c === 'fruits and fruit juices') return /\b(juice|drink|nectar)\b/i.test(name) ? 'beverages' : 'produce'
	if (c === 'vegetables and vegetable products' || /\b(vegetables?|fruits?|lettuce|tomatoes|potatoes|melons|berries|citrus|apples|bananas|grapes|peaches)\b/.test(c)) return 'produce'
	if (c === 'baked products' || /\b(yeast breads|bagels|tortillas|rolls and buns|cakes|cookies|doughnuts|muffins|biscuits)\b/.test(c)) return 'bakery'
	if (c === 'spices and herbs') return 'spices'
	if (
		/^(cereal grains and pasta|breakfast cereals|legumes and legume products|nut and seed products|fats and oils|soups, sauces, and gravies|sweets|snacks)$/.test(c) ||
		/\b(rice|pasta|noodles|grains|beans|legume|nuts|seeds|oils|dressings|condiments|sauces|sugars|candy|crackers|cereal|snack)\b/.test(c)
	)
		return 'pantry'
	return 'other'
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
