/**
 * The food classifier: the tags of a food (vocabulary.ts) from what the food database says about
 * it — its name and its USDA category (SR Legacy / Foundation food category, or the FNDDS WWEIA
 * category) — or from free words (an AI suggestion). Pure and isomorphic. Numbers never decide a
 * tag; the nutrient rules of diets live with their views (views.ts).
 *
 * It is conservative: a name that mentions a kind of food carries its tag unless the name says
 * it is a known look-alike, which is removed before the words are read ('coconut milk', 'peanut
 * butter', 'oyster mushroom', 'egg-free mayonnaise', 'rice noodles', 'snap beans').
 *
 * ## Allergens (sources)
 * - The major food allergens of US law: FALCPA 2004 (21 U.S.C. 343(qq): milk, egg, fish,
 *   crustacean shellfish, tree nuts, peanuts, wheat, soybeans) and sesame (FASTER Act 2021).
 *   Which nuts are tree nuts, and that coconut is not one: FDA, 'Questions and Answers Regarding
 *   Food Allergens, Including the Food Allergen Labeling Requirements' (Guidance for Industry,
 *   5th edition, January 2025). Molluscs (clam, oyster, squid…) are not 'crustacean shellfish'
 *   in FALCPA but are counted as shellfish here, as allergists and the EU list (Regulation
 *   1169/2011 Annex II, item 14) do.
 * - **fish**: fish words and the USDA fish categories, and Worcestershire sauce (made with
 *   anchovies); crustaceans and molluscs are shellfish, not fish.
 * - **gluten**: wheat, barley, rye and their products (FDA gluten-free rule, 21 CFR 101.91), beer
 *   (barley malt), and **oats**, granola and oat milk: oats are usually grown and milled with
 *   wheat, so they count unless the name says gluten-free (21 CFR 101.91 lets only such oats be
 *   labelled gluten-free). Plain 'flour' is wheat flour. **wheat**: gluten without the barley,
 *   rye and oat-only foods.
 * - **sesame**: sesame, tahini, halva, hummus (made with tahini). **soy**: soy, tofu, tempeh,
 *   edamame, miso, natto, tamari, shoyu, soy sauce. **mustard**: mustard, not mustard greens.
 *   **sulfites**: wine, dried fruit, molasses, sauerkraut (EU Annex II item 12).
 *
 * ## Diet classes
 * Meat, gelatin, honey; grain (incl. rice, corn, quinoa; not nut, root or legume flours),
 * legume (not snap/green beans, a vegetable), added sugar (not 'unsweetened', 'sugar-free' or a
 * sugar substitute), and the substitution rules' classes (vocabulary.ts {@link FOOD_TAGS}).
 */
import type { FoodTag } from './vocabulary.ts'

/** What the classifier reads about a food: its name and its USDA category (null when unknown). */
export type ClassifiableFood = { name: string; category: string | null }

const TREE_NUT_NAMES = 'almonds?|cashews?|walnuts?|pecans?|pistachios?|hazelnuts?|filberts?|macadamias?|brazil ?nuts?|pine ?nuts?|pignolias?|chestnuts?'
const PLANT_MILK_PREFIX = 'coconut|almond|soy|rice|oat|cashew|hemp|pea|plant|nut|seed|tofu|vegan|non-?dairy|dairy[- ]free'
const NOT_SUGAR = /\bsugar substitutes?\b|\bno sugar( added)?\b|\bwithout sugar\b|\bsugar[- ]free\b|\b(un|not )sweetened\b|\bsugar snap\b/g
const NUT_AND_SEED_BUTTERS = /\b(peanut|almond|cashew|nut|seed|sunflower seed|sesame|apple|cocoa|shea|nutmeg) butter\b|\bcream of tartar\b/g

/** Gluten-free look-alikes of gluten words: rice noodles, corn tortillas, rice cakes, pie pumpkin, pancake syrup. */
const GLUTEN_LOOKALIKES = /\b(rice|corn|gluten[- ]free|zucchini|courgette|bean|lentil|chickpea|konjac|shirataki|kelp|cellophane|mung bean|buckwheat) (noodles?|pasta|spaghetti|bread|crackers?|crumbs|tortillas?|cakes?|flour)\b|\bpie pumpkin\b|\bleavening agents\b.*$|\b(pasta|spaghetti)(\/marinara)? sauce\b|\bsauce, pasta\b.*$|\bpancake syrup\b|\bsyrups?, table blends, pancake\b/g

/**
 * [tag, words, look-alikes removed before the words are read]. Each line is the union of what the
 * planner's and the substitution engine's rules knew, with the look-alikes both had found.
 */
const WORD_RULES: ReadonlyArray<readonly [FoodTag, RegExp, RegExp?]> = [
	[
		'meat',
		/\b(beef|pork|chicken|turkey|lamb|veal|mutton|ham|hams|bacon|sausages?|salami|pepperoni|pancetta|venison|duck|goose|bison|meat|meats|gelatine?|lard|tallow|prosciutto|chorizo|broilers?|meatballs?|bologna|frankfurters?|hot dogs?|liver)\b/,
		/\b(coconut|grated) meat\b|\b(without|no) meat\b|\bmeat[- ](free|substitutes?)\b|\b(hamburger|hot dog) (rolls?|buns?)\b|\brolls?, hamburger or hot dog\b/g,
	],
	['gelatin', /\bgelatine?\b/],
	[
		'fish',
		/\b(fish|salmon|tuna|cod|tilapia|trout|sardines?|anchov(y|ies)|mackerel|herring|halibut|haddock|pollock|bass|catfish|snapper|swordfish|roe|caviar|perch|pike|flounder|sole|carp|eel|mahimahi|whiting|roughy|sturgeon|surimi|butterfish|worcestershire)\b/,
	],
	[
		'shellfish',
		/\b(shrimps?|prawns?|crabs?|lobsters?|crayfish|crawfish|clams?|mussels?|oysters?|scallops?|squid|calamari|octopus|crustaceans?|mollusks?|molluscs?|abalone|conch|snails?|whelks?|langoustines?)\b/,
		/\bmushrooms?,? (king )?oyster\b|\b(king )?oyster mushrooms?\b|\boyster blade\b|\bimitation crab\b/g,
	],
	[
		'dairy',
		/\b(milk|milks|cheese|cheeses|yogh?urt|butter|buttermilk|cream|creams|whey|casein|ghee|kefir|custard|ice creams?|curds?|parmesan|mozzarella|ricotta|cheddar|pesto|margarine)\b/,
		new RegExp(
			`\\b(${PLANT_MILK_PREFIX})[ -]?(milk|beverage|cream|creamer|yogh?urt|cheese|butter)s?\\b|\\bsoymilk\\b|${NUT_AND_SEED_BUTTERS.source}|\\bcoconut (meat|water|flour)\\b|\\bmilk substitutes?\\b|\\b(butterbur|butternut|butterhead|butterfish)\\b`,
			'g',
		),
	],
	['egg', /\b(eggs?|mayonnaise|mayo|meringue|omelets?|huevos)\b/, /\bmade with tofu\b|\b(egg[- ]free|eggless|vegan|tofu) (mayonnaise|mayo)\b|\begg[- ](free|substitutes?|replacer)\b|\beggless\b|\b(flax|chia) eggs?\b|\bflor de mayo\b|\b(mayonnaise|mayo),? made with tofu\b/g],
	['honey', /\bhoney\b/],
	['peanut', /\b(peanuts?|groundnuts?)\b/],
	[
		'tree_nut',
		new RegExp(`\\b(${TREE_NUT_NAMES}|nuts|pralines?|marzipan|pesto)\\b`),
		new RegExp(`\\bwater chestnuts?\\b|^(?=.*\\bcoconut\\b)(?!.*\\b(${TREE_NUT_NAMES})\\b).*$`, 'g'),
	],
	[
		'gluten',
		/\b(wheat|barley|rye|spelt|semolina|durum|farro|couscous|bulgur|triticale|kamut|malt|malted|seitan|breads?|bagels?|pitas?|croissants?|crackers?|pasta|spaghetti|macaroni|noodles?|muffins?|biscuits?|cookies?|cakes?|pastry|pastries|pies?|pancakes?|waffles?|cereals?|soy sauce|oats?|oatmeal|granola|crumbs|breadcrumbs?|panko|croutons?|beer|flour tortillas?|pretzels?|dumplings?)\b|\btortillas?, (ready-to-bake or -fry, )?flour\b/,
		GLUTEN_LOOKALIKES,
	],
	['soy', /\b(soy|soya|soybeans?|tofu|tempeh|edamame|miso|natto|tamari|shoyu|soymilk)\b/, /\bsoy[- ]free\b/g],
	['sesame', /\b(sesame|tahini|hummus|halva|halvah)\b/],
	['mustard', /\bmustard\b/, /\bmustard (greens|spinach)\b/g],
	['sulfites', /\b(wine|raisins?|prunes?|dried apricots?|molasses|sauerkraut)\b/],
	['coconut', /\bcoconut\b/],
	[
		'grain',
		/\b(wheat|flour|rice|oats?|oatmeal|corn|cornmeal|cornstarch|maize|barley|rye|millet|sorghum|quinoa|buckwheat|amaranth|teff|spelt|farro|bulgur|couscous|semolina|masa|breads?|pasta|noodles?|cereals?|crackers?|tortillas?|granola)\b/,
		/\bcauliflower rice\b|\briced cauliflower\b|\b(almond|coconut|cassava|tapioca|chickpea|potato|chestnut|tigernut|banana|flaxseed|soy|peanut|acorn) flour\b|\bflour, (almond|coconut|cassava|potato|chestnut|soy)\b|\b(zucchini|courgette|konjac|shirataki|kelp) (noodles?|pasta|spaghetti)\b|\bcornsalad\b|\bpeppercorns?\b|\b(pasta|spaghetti)(\/marinara)? sauce\b|\bsauce, pasta\b.*$/g,
	],
	[
		'legume',
		/\b(beans?|lentils?|chickpeas?|garbanzo|peas|cowpeas|peanuts?|soy|soybeans?|tofu|tempeh|edamame|hummus|miso|soymilk|falafel)\b/,
		/\b(coffee|cocoa|vanilla|green|string|snap) beans?\b|\bbeans, snap\b|\bsugar snap peas\b/g,
	],
	['sugar', /\b(sugars?|syrups?|honey|molasses|agave|dextrose|glucose|fructose|cand(y|ies)|caramel|sweetened|jam|jelly|marmalade|frosting|icing|catsup|ketchup|barbecue|bbq|soy yogurt)\b/, NOT_SUGAR],
	['high_gi', /\b(sugar|sugars|syrup|honey|molasses|dextrose|glucose|maltodextrin|white rice|white bread|all-purpose|cornstarch|tapioca|potato starch|instant)\b/, NOT_SUGAR],
	['starch', /\b(starch|cornstarch|tapioca|arrowroot)\b/],
	['seed_oil', /\b(canola|soybean oil|corn oil|cottonseed|safflower|sunflower oil|vegetable oil|margarine|shortening|oil, (industrial|soybean|corn|canola|sunflower|safflower)|grapeseed|cooking spray|mayonnaise|mayo)\b/, /\b(mayonnaise|mayo)\b(?=.*\b(olive|avocado) oil\b)|\b(mayonnaise|mayo),? made with tofu\b/g],
	['processed', /\b(margarine|shortening|industrial|hydrogenated|imitation|processed|bacon|sausages?|hot dogs?|ham|salami|pepperoni|mayonnaise|mayo|cooking spray|sucralose|splenda|aspartame|saccharin)\b/],
	['sat_fat', /\b(butter|cream|lard|tallow|ghee|coconut|palm|bacon|sausages?|suet)\b/, new RegExp(`${NUT_AND_SEED_BUTTERS.source}|\\bcoconut (water|aminos)\\b`, 'g')],
	['cholesterol', /\b(egg yolks?|yolks?|liver|shrimps?|prawns?)\b/],
	[
		'high_residue',
		/\b(whole grain|whole-grain|whole wheat|wholemeal|bran|seeds?|nuts?|beans?|lentils?|chickpeas?|popcorn|brown rice|quinoa|flax|flaxseed|chia|dried fruit|raisins?|with skin|kale|almonds?|walnuts?|pecans?|cashews?|peanuts?)\b/,
		/^(?=.*\bcoconut (milk|cream)\b).*$|\b(seed|nut) butter\b|\bsesame butter\b/g,
	],
	['sweet_fruit', /\b(bananas?|dates|raisins?|mango(es)?|grapes?|applesauce|pineapple|figs?|jackfruit)\b/],
]

/** Words that mean the food is not meat although a meat word is in its name. */
const NOT_MEAT = /\b(meatless|vegetarian|vegan|veggie|plant[- ]based|imitation|meat substitutes?)\b/
/** Flour words that are not wheat ('rice flour', 'almond flour'): such flour is not gluten. */
const NON_WHEAT_FLOUR = /\b(rice|almond|coconut|corn|oat|potato|soy|buckwheat|sorghum|cassava|quinoa|chestnut|amaranth|chickpea|garbanzo|masa|tapioca|peanut|acorn|teff|millet|banana|arrowroot|tigernut|lupin|hemp|flax)\b/
/** Wheat words: gluten that is wheat (not barley, rye or oats alone). */
const WHEAT_WORDS = /\b(wheat|semolina|durum|spelt|farro|couscous|bulgur|kamut|seitan|breads?|bagels?|pitas?|croissants?|pasta|spaghetti|macaroni|noodles?|soy sauce|crackers?|pretzels?|panko|breadcrumbs?|crumbs)\b/
const NOT_WHEAT_GRAIN = /\b(barley|rye|oats?|oatmeal|granola|malt|malted|beer)\b/

/** USDA categories (SR Legacy and FNDDS WWEIA) and the tags they give. */
const MEAT_CATEGORY = /^(beef products|pork products|poultry products|lamb, veal, and game products|sausages and luncheon meats)$|\b(beef|pork|lamb|poultry|chicken|turkey|meat mixed|cold cuts|frankfurters|sausages|bacon|liver)\b/
const FISH_CATEGORY = /finfish and shellfish|\bfish\b|seafood/
const DAIRY_CATEGORY = /^(dairy and egg products|cheese|cottage\/ricotta cheese|yogurt, .*|milk, .*|flavored milk, .*|milk shakes and other dairy drinks|ice cream and frozen dairy desserts)$/
const EGG_CATEGORY = /\beggs? and omelets\b/
/** Wheat-based categories; not 'Cereal Grains and Pasta', which also holds rice, corn and quinoa (names decide there). */
const GLUTEN_CATEGORY = /^(baked products|breakfast cereals)$|^(yeast breads|bagels and english muffins|crackers, excludes saltines|saltine crackers|cakes and pies|cookies and brownies|doughnuts, sweet rolls, pastries|ready-to-eat cereal, .*|tortillas|biscuits, muffins, quick breads|pancakes, waffles, french toast)$/
const GRAIN_CATEGORY = /^(cereal grains and pasta|breakfast cereals|baked products)$|\b(rice|pasta|noodles|cooked grains|yeast breads|bagels|tortillas|crackers|ready-to-eat cereal|oatmeal)\b/
const LEGUME_CATEGORY = /^legumes and legume products$|\b(beans, peas, legumes|bean, pea, legume)\b/
const SUGAR_CATEGORY = /^sweets$|\b(candy|sugars|jams|syrups)\b/
const NOT_SUGAR_NAME = /\b(sweeteners?|sugar substitutes?|sugar[- ]free|unsweetened|not sweetened|no sugar)\b/

/**
 * The tags of a food from its name and USDA category (rules in the module comment).
 * @example classifyFood({ name: 'Hummus, commercial', category: 'Legumes and Legume Products' })
 *   // → Set { 'sesame', 'legume', 'high_residue' }… (sesame from tahini, legume from chickpeas)
 */
export function classifyFood(food: ClassifiableFood): Set<FoodTag> {
	const key = `${food.name}\u0000${food.category ?? ''}`
	let tags = classified.get(key)
	if (!tags) {
		if (classified.size >= CLASSIFIED_MAX) classified.clear()
		classified.set(key, (tags = classifyUncached(food)))
	}
	return new Set(tags)
}

/**
 * Tags already worked out, by name and category: the word rules cost ~0.1 ms a food, and a page of
 * 30 recipes of 40 ingredients asks about the same few foods over a thousand times. A pure memo
 * (the answer depends on nothing else); each caller gets its own copy of the set.
 */
const classified = new Map<string, ReadonlySet<FoodTag>>()
/** Entries kept before the memo starts over (a few MB at most). */
const CLASSIFIED_MAX = 20_000

function classifyUncached(food: ClassifiableFood): Set<FoodTag> {
	const name = ` ${food.name.toLowerCase()} `
	const category = (food.category ?? '').toLowerCase()
	const tags = tagsFromWords(name)
	const has = (t: FoodTag) => tags.has(t)
	const add = (t: FoodTag, when: boolean) => {
		if (when) tags.add(t)
	}
	const glutenFreeSaid = /\bgluten[- ]free\b/.test(name)
	const nameIsEgg = /^ eggs?\b/.test(name)

	add('shellfish', /finfish and shellfish/.test(category) && /\b(crustaceans|mollusks)\b/.test(name))
	add('fish', !has('shellfish') && FISH_CATEGORY.test(category))
	add('meat', !NOT_MEAT.test(name) && MEAT_CATEGORY.test(category))
	add('egg', EGG_CATEGORY.test(category) || (category === 'dairy and egg products' && nameIsEgg))
	add('dairy', DAIRY_CATEGORY.test(category) && !nameIsEgg && !/\bmilk substitutes?\b|\b(non-?dairy|dairy[- ]free)\b/.test(name))
	add('tree_nut', category === 'nut and seed products' && /^ nuts, /.test(name) && !/\bcoconut\b/.test(name))
	add('gluten', !glutenFreeSaid && GLUTEN_CATEGORY.test(category) && !/\brice cakes?\b|\bleavening agents\b/.test(name))
	add('grain', GRAIN_CATEGORY.test(category) && !/\bleavening agents\b/.test(name))
	add('legume', LEGUME_CATEGORY.test(category) && !/\b(snap|green beans)\b/.test(name))
	add('sugar', SUGAR_CATEGORY.test(category) && !NOT_SUGAR_NAME.test(name))
	add('sulfites', /fruit/.test(category) && /\bdried\b/.test(name))
	// Category-only wheat: a baked product or cereal that names no other gluten grain.
	add('wheat', has('gluten') && GLUTEN_CATEGORY.test(category) && !NOT_WHEAT_GRAIN.test(name))

	// A food is one of meat, fish and shellfish (as in tagsFromWords), whatever its category says.
	if (has('shellfish') && !/\bfish\b/.test(name)) tags.delete('fish')
	if ((has('shellfish') || has('fish')) && !has('gelatin')) tags.delete('meat')
	if (NOT_MEAT.test(name)) tags.delete('meat')
	if (/\bmilk substitutes\b/.test(category)) tags.delete('dairy')
	return tags
}

/**
 * The tags free words (an AI suggestion's ingredient and search term) say, with no category to
 * help: the same word rules as {@link classifyFood}.
 */
export function tagsFromWords(text: string): Set<FoodTag> {
	const base = ` ${text.toLowerCase()} `
	const tags = new Set<FoodTag>()
	for (const [tag, words, unless] of WORD_RULES) {
		const t = unless ? base.replace(unless, ' ') : base
		if (words.test(t)) tags.add(tag)
	}
	// Plain 'flour' is wheat flour unless another grain, nut or root names it.
	const plainFlour = /\bflour\b/.test(base) && !NON_WHEAT_FLOUR.test(base)
	if (plainFlour) tags.add('gluten')
	if (/\bgluten[- ]free\b/.test(base)) tags.delete('gluten')
	if (tags.has('gluten') && (plainFlour || WHEAT_WORDS.test(base.replace(GLUTEN_LOOKALIKES, ' ')))) tags.add('wheat')
	if (NOT_MEAT.test(base)) {
		tags.delete('meat')
		tags.delete('gelatin')
	}
	if (tags.has('gelatin')) tags.add('meat')
	// A food is one of meat, fish and shellfish: fish liver is fish, a crab is no fish.
	if (tags.has('shellfish') && !/\bfish\b/.test(base)) tags.delete('fish')
	if (tags.has('fish') && !tags.has('gelatin')) tags.delete('meat')
	return tags
}
