/**
 * Restriction rules (issue 11): which foods a restriction forbids, the numeric rules of the
 * medical and diet restrictions, the nutritional goal each implies for ranking, and the word and
 * database-category reading used to tag foods we did not tag by hand (AI suggestions, and a
 * second check on every table food).
 *
 * All numbers are per 100 g of the *original* ingredient, with the suggestion's ratio applied
 * (`R` = what replaces 100 g of the original, `O` = 100 g of the original), from USDA rows.
 *
 * - vegetarian: no meat, fish, shellfish or gelatin.
 * - vegan: also no dairy, egg or honey.
 * - gluten-free, dairy-free, egg-free, soy-free: no food of that kind. Oats count as gluten-free
 *   only when certified (the table says so where oats appear).
 * - nut-free: no tree nuts and no peanuts. Coconut is not counted as a tree nut (FDA, 2025).
 * - keto: no sugars, grains, isolated starches or sweet fruit; and net carbohydrate
 *   (carbohydrate − fibre) of R at most 10 g, or at most a fifth of O's.
 * - paleo: no grains, legumes (incl. soy and peanuts), dairy, added sugars, refined seed oils or
 *   industrially processed foods.
 * - diabetes ("lower glycaemic sugars and flours"): no added sugars, syrups, refined flours or
 *   isolated starches (tag `high-gi`); and when both rows publish sugars, R's sugars may not exceed
 *   O's by more than 1 g.
 * - ibd, read as a low-residue diet (the usual advice in a flare or with strictures: little
 *   insoluble fibre): no whole grains, bran, nuts, seeds, legumes or skins (`high-residue`); and
 *   R's fibre at most 2 g, or not more than O's. A row without a fibre value counts as 0 g only
 *   for animal foods and fats (no plant cell walls); otherwise the rule fails.
 * - high-cholesterol: less saturated fat. The database has total fat only, no saturated fat, so
 *   the proxy is: no food whose fat is mostly saturated (`sat-fat`: butter, cream, full-fat
 *   cheese, coconut and palm fats, fatty and processed meats) or rich in dietary cholesterol
 *   (`cholesterol`: egg yolk, shrimp); and R's total fat at most O's.
 * - low-fat: no `sat-fat` food, and R's total fat at most 3 g (FDA 'low fat', 21 CFR 101.62(b)(2),
 *   3 g per reference amount; applied here per 100 g of the original).
 * - low-sodium: R's sodium at most 140 mg (FDA 'low sodium', 21 CFR 101.61(b)(4)) or at least 25 %
 *   less than O's (FDA 'reduced sodium', 21 CFR 101.61(b)(6)).
 *
 * A value the row does not publish fails a numeric rule (we cannot show it holds), except that
 * pure oils ('Oil, …' in Fats and Oils) carry no carbohydrate, sugar, fibre or sodium.
 */
import type { Nutrients } from '#app/domain/nutrition/index.ts'
import type { FoodTag } from './foods.ts'
import type { Restriction } from './options.ts'

/** Tags each restriction forbids. */
export const FORBIDDEN_TAGS: Record<Restriction, readonly FoodTag[]> = {
	vegetarian: ['meat', 'fish', 'shellfish', 'gelatin'],
	vegan: ['meat', 'fish', 'shellfish', 'gelatin', 'dairy', 'egg', 'honey'],
	'gluten-free': ['gluten'],
	'dairy-free': ['dairy'],
	'nut-free': ['tree-nut', 'peanut'],
	'egg-free': ['egg'],
	'soy-free': ['soy'],
	keto: ['sugar', 'grain', 'starch', 'sweet-fruit', 'honey'],
	paleo: ['grain', 'legume', 'soy', 'peanut', 'dairy', 'sugar', 'seed-oil', 'processed'],
	diabetes: ['sugar', 'high-gi', 'honey'],
	ibd: ['high-residue'],
	'high-cholesterol': ['sat-fat', 'cholesterol'],
	'low-sodium': [],
	'low-fat': ['sat-fat'],
}

/** A food as the rules see it: its database row (per 100 g) and its tags. */
export type RuleFood = { name: string; category: string | null; tags: ReadonlySet<FoodTag>; per100g: Nutrients }
/** One part of a suggestion: a food and the grams of it replacing 100 g of the original. */
export type RulePart = { food: RuleFood | null; grams: number }

const ANIMAL_OR_FAT_CATEGORIES = /^(Dairy and Egg Products|Beef Products|Pork Products|Poultry Products|Lamb, Veal, and Game Products|Sausages and Luncheon Meats|Finfish and Shellfish Products|Fats and Oils)$/

function isPureOil(food: RuleFood): boolean {
	return food.category === 'Fats and Oils' && /^oil,/i.test(food.name)
}

/**
 * The amount of nutrient `key` in `parts` (grams per 100 g of original), or null when a part's
 * row does not publish it (water counts 0; see the module doc for the pure-oil and fibre cases).
 */
export function partsAmount(parts: readonly RulePart[], key: keyof Nutrients): number | null {
	let total = 0
	for (const { food, grams } of parts) {
		if (!food) continue // water
		let v = food.per100g[key]
		if (v == null) {
			if (isPureOil(food) && key !== 'kcal' && key !== 'fatG' && key !== 'proteinG') v = 0
			else if (key === 'fiberG' && food.category && ANIMAL_OR_FAT_CATEGORIES.test(food.category)) v = 0
			else if (isPureOil(food) && key === 'proteinG') v = 0
			else return null
		}
		total += (Math.max(0, v) * grams) / 100
	}
	return total
}

const netCarbs = (carbs: number | null, fiber: number | null) => (carbs == null ? null : Math.max(0, carbs - (fiber ?? 0)))

/**
 * Why `parts` break `restriction`, or null when they satisfy it.
 * @param original the original's row per 100 g.
 */
export function breaks(restriction: Restriction, parts: readonly RulePart[], original: Nutrients | null): string | null {
	const forbidden = FORBIDDEN_TAGS[restriction]
	for (const { food } of parts) {
		if (!food) continue
		const hit = forbidden.find((t) => food.tags.has(t))
		if (hit) return `${food.name}: ${hit}`
	}
	const r = (key: keyof Nutrients) => partsAmount(parts, key)
	const o = (key: keyof Nutrients) => original?.[key] ?? null
	switch (restriction) {
		case 'keto': {
			const rNet = netCarbs(r('carbsG'), r('fiberG'))
			const oNet = netCarbs(o('carbsG'), o('fiberG'))
			if (rNet == null) return 'net carbohydrate unknown'
			return rNet <= 10 || (oNet != null && rNet <= oNet / 5) ? null : `net carbohydrate ${rNet.toFixed(1)} g`
		}
		case 'diabetes': {
			const rs = r('sugarG')
			const os = o('sugarG')
			return rs != null && os != null && rs > os + 1 ? `sugars ${rs.toFixed(1)} g > ${os} g` : null
		}
		case 'ibd': {
			const rf = r('fiberG')
			if (rf == null) return 'fibre unknown'
			const of = o('fiberG')
			return rf <= 2 || (of != null && rf <= of) ? null : `fibre ${rf.toFixed(1)} g`
		}
		case 'high-cholesterol': {
			const rf = r('fatG')
			if (rf == null) return 'fat unknown'
			const of = o('fatG')
			return rf <= (of ?? 3) ? null : `fat ${rf.toFixed(1)} g`
		}
		case 'low-fat': {
			const rf = r('fatG')
			if (rf == null) return 'fat unknown'
			return rf <= 3 ? null : `fat ${rf.toFixed(1)} g`
		}
		case 'low-sodium': {
			const rn = r('sodiumMg')
			if (rn == null) return 'sodium unknown'
			const on = o('sodiumMg')
			return rn <= 140 || (on != null && rn <= 0.75 * on) ? null : `sodium ${Math.round(rn)} mg`
		}
		default:
			return null
	}
}

/**
 * The ranking goal restrictions imply (issue 11): keto → fewest net carbs; low-fat and
 * high-cholesterol → least fat; diabetes → fewest sugars; low-sodium → least sodium. Returns
 * sort keys (smaller is better), in this order of precedence; unknown sorts last.
 */
export function goalKeys(restrictions: readonly Restriction[], parts: readonly RulePart[]): number[] {
	const keys: number[] = []
	const v = (n: number | null) => (n == null ? Number.POSITIVE_INFINITY : n)
	if (restrictions.includes('keto')) keys.push(v(netCarbs(partsAmount(parts, 'carbsG'), partsAmount(parts, 'fiberG'))))
	if (restrictions.includes('low-fat') || restrictions.includes('high-cholesterol')) keys.push(v(partsAmount(parts, 'fatG')))
	if (restrictions.includes('diabetes')) keys.push(v(partsAmount(parts, 'sugarG')))
	if (restrictions.includes('low-sodium')) keys.push(v(partsAmount(parts, 'sodiumMg')))
	return keys
}

// ------------------------------------------------------------------------------------------
// Reading tags from words and database categories

const PLANT_DAIRY = /\b(coconut|almond|soy|rice|oat|cashew|hemp|pea|plant|nut|seed|vegan|non-dairy|nondairy|dairy-free|dairy free)[ -]?(milk|beverage|cream|creamer|yogurt|yoghurt|cheese|butter)s?\b|\bsoymilk\b|\b(peanut|almond|cashew|nut|seed|sunflower seed|sesame|cocoa|apple|shea|nutmeg) butter\b|\bcream of tartar\b|\bcoconut (meat|water|flour)\b/g
const NOT_SUGAR = /\bsugar substitutes?\b|\bno sugar added\b|\bwithout sugar\b|\bsugar[- ]free\b|\bunsweetened\b/g

/** [tag, words, phrases removed first (so 'coconut milk' is not dairy)]. */
const WORDS: [FoodTag, RegExp, RegExp?][] = [
	['meat', /\b(beef|pork|bacon|ham|hams|sausages?|chicken|turkey|lamb|veal|mutton|duck|goose|venison|bison|meat|meats|lard|tallow|prosciutto|salami|pepperoni|chorizo|pancetta|liver|gelatine?)\b/, /\bcoconut meat\b|\b(meat|meatless|plant)[- ](free|based|substitute)\b|\bmeatless\b|\bveggie\b [a-z]+/g],
	['gelatin', /\bgelatine?\b/],
	['fish', /\b(fish|salmon|tuna|cod|tilapia|anchov(y|ies)|sardines?|trout|halibut|mackerel|haddock|pollock|herring|worcestershire)\b/],
	['shellfish', /\b(shrimps?|prawns?|crabs?|lobsters?|clams?|mussels?|oysters?|scallops?|crustaceans|mollusks)\b/, /\bmushrooms?,? (king )?oyster\b|\b(king )?oyster mushrooms?\b/g],
	['dairy', /\b(milk|milks|butter|buttermilk|cream|creams|cheese|cheeses|yogh?urt|whey|casein|ghee|kefir|parmesan|mozzarella|ricotta|cheddar|curds?|custard)\b/, PLANT_DAIRY],
	['egg', /\b(eggs?|mayonnaise|mayo|meringue|omelets?)\b/, /\bmade with tofu\b|\b(egg[- ]free|vegan|tofu) (mayonnaise|mayo)\b|\begg[- ](free|substitute|replacer)\b|\b(flax|chia) eggs?\b/g],
	['honey', /\bhoney\b/],
	['gluten', /\b(wheat|barley|rye|spelt|semolina|durum|bulgur|couscous|farro|seitan|triticale|malt|breads?|crumbs|pasta|macaroni|spaghetti|crackers?|croutons?|pastry|biscuits?|muffins?|cakes?|cookies?|flour tortillas?)\b|\btortillas?, (ready-to-bake or -fry, )?flour\b/, /\b(rice|corn|gluten[- ]free|zucchini|courgette|bean|lentil|chickpea|konjac|shirataki|kelp|cellophane|mung bean) (noodles?|pasta|spaghetti|bread|crackers?|crumbs|tortillas?)\b/g],
	['tree-nut', /\b(almonds?|walnuts?|pecans?|cashews?|pistachios?|hazelnuts?|filberts?|macadamias?|brazil ?nuts?|pine nuts?|chestnuts?|nuts|pralines?|marzipan)\b/, /^(?=.*\bcoconut\b)(?!.*\b(almonds?|walnuts?|pecans?|cashews?|pistachios?|hazelnuts?|macadamias?|brazil|pine)\b).*$/g],
	['peanut', /\b(peanuts?|groundnuts?)\b/],
	['soy', /\b(soy|soya|soybeans?|tofu|tempeh|edamame|miso|tamari|shoyu|soymilk)\b/, /\bsoy[- ]free\b/g],
	['sesame', /\b(sesame|tahini)\b/],
	['coconut', /\bcoconut\b/],
	['grain', /\b(wheat|flour|rice|oats?|oatmeal|corn|cornmeal|cornstarch|maize|barley|rye|millet|sorghum|quinoa|buckwheat|amaranth|teff|spelt|bulgur|couscous|semolina|masa|breads?|pasta|noodles?|cereals?|crackers?|tortillas?|granola)\b/, /\bcauliflower rice\b|\briced cauliflower\b|\b(almond|coconut|cassava|tapioca|chickpea|potato|chestnut|tigernut|banana|flaxseed|soy|peanut|acorn) flour\b|\bflour, (almond|coconut|cassava|potato|chestnut|soy)\b|\b(zucchini|courgette|konjac|shirataki|kelp) (noodles?|pasta|spaghetti)\b/g],
	['legume', /\b(beans?|lentils?|chickpeas?|garbanzo|peas|peanuts?|soy|soybeans?|tofu|tempeh|edamame|hummus|miso|soymilk)\b/, /\b(coffee|cocoa|vanilla|green) beans?\b/g],
	['sugar', /\b(sugar|sugars|syrup|syrups|honey|molasses|agave|dextrose|glucose|fructose|candy|candies|caramel|sweetened|jam|jelly|marmalade)\b/, NOT_SUGAR],
	['high-gi', /\b(sugar|sugars|syrup|honey|molasses|dextrose|glucose|maltodextrin|white rice|white bread|all-purpose|cornstarch|tapioca|potato starch|instant)\b/, NOT_SUGAR],
	['starch', /\b(starch|cornstarch|tapioca|arrowroot)\b/],
	['seed-oil', /\b(canola|soybean oil|corn oil|cottonseed|safflower|sunflower oil|vegetable oil|margarine|shortening|oil, (industrial|soybean|corn|canola|sunflower|safflower)|grapeseed)\b/],
	['processed', /\b(margarine|shortening|industrial|hydrogenated|imitation|processed|bacon|sausages?|hot dogs?|ham|salami|pepperoni)\b/],
	['sat-fat', /\b(butter|cream|lard|tallow|ghee|coconut|palm|bacon|sausages?|suet)\b/, /\b(peanut|almond|cashew|nut|seed|sunflower seed|sesame|apple) butter\b|\bcream of tartar\b|\bcoconut (water|aminos)\b/g],
	['cholesterol', /\b(egg yolks?|yolks?|liver|shrimps?|prawns?)\b/],
	['high-residue', /\b(whole grain|whole-grain|whole wheat|wholemeal|bran|seeds?|nuts?|beans?|lentils?|chickpeas?|popcorn|brown rice|quinoa|flax|flaxseed|chia|dried fruit|raisins?|with skin|kale|almonds?|walnuts?|pecans?|cashews?|peanuts?)\b/, /^(?=.*\bcoconut (milk|cream)\b).*$|\b(seed|nut) butter\b|\bsesame butter\b/g],
	['sweet-fruit', /\b(bananas?|dates|raisins?|mango(es)?|grapes?|applesauce|pineapple|figs?|jackfruit)\b/],
]

/** Flour words that are not wheat ('rice flour', 'almond flour'): such flour is not gluten. */
const NON_WHEAT_FLOUR = /\b(rice|almond|coconut|corn|oat|potato|soy|buckwheat|sorghum|cassava|quinoa|chestnut|amaranth|chickpea|garbanzo|masa|tapioca|peanut|acorn|teff|millet|banana|arrowroot|tigernut|lupin|hemp|flax)\b/

/**
 * Tags read from words (a name, an ingredient phrase): conservative, so a phrase that mentions
 * milk, butter or cheese counts as dairy unless it is a known plant version ('coconut milk',
 * 'peanut butter', 'dairy-free cheese').
 */
export function tagsFromWords(text: string): Set<FoodTag> {
	const base = ` ${text.toLowerCase()} `
	const glutenFreeSaid = /\bgluten[- ]free\b/.test(base)
	const tags = new Set<FoodTag>()
	for (const [tag, re, unless] of WORDS) {
		const t = unless ? base.replace(unless, ' ') : base
		if (re.test(t)) tags.add(tag)
	}
	// Plain 'flour' is wheat flour unless another grain or nut names it.
	if (/\bflour\b/.test(base) && !NON_WHEAT_FLOUR.test(base) && !glutenFreeSaid) tags.add('gluten')
	if (glutenFreeSaid) tags.delete('gluten')
	if (tags.has('meat') && /\bgelatine?\b/.test(base)) tags.add('gelatin')
	return tags
}

/** USDA food categories that say what a food is. */
const CATEGORY_TAGS: [RegExp, FoodTag[]][] = [
	[/^(Beef Products|Pork Products|Poultry Products|Lamb, Veal, and Game Products|Sausages and Luncheon Meats)$/, ['meat']],
	[/^Finfish and Shellfish Products$/, ['fish']],
	[/^Legumes and Legume Products$/, ['legume']],
	[/^(Cereal Grains and Pasta|Breakfast Cereals)$/, ['grain']],
	[/^Baked Products$/, ['grain']],
]

/**
 * Tags from a database row: its name's words plus its USDA category ('Beef Products' → meat,
 * 'Dairy and Egg Products' → dairy or egg by name, 'Baked Products' → grain and, unless
 * gluten-free, gluten…).
 */
export function tagsFromFood(name: string, category: string | null): Set<FoodTag> {
	const tags = tagsFromWords(name)
	if (!category) return tags
	for (const [re, add] of CATEGORY_TAGS) if (re.test(category)) for (const t of add) tags.add(t)
	if (category === 'Sweets' && !/\b(sweeteners?|sugar substitutes?|sugar[- ]free)\b/i.test(name)) tags.add('sugar')
	if (category === 'Dairy and Egg Products') tags.add(/\begg/i.test(name) ? 'egg' : 'dairy')
	if (category === 'Baked Products' && !/gluten[- ]free/i.test(name)) tags.add('gluten')
	if (category === 'Finfish and Shellfish Products' && /\b(crustaceans|mollusks|shrimp|crab|lobster|clam|mussel|oyster|scallop)/i.test(name)) tags.add('shellfish')
	if (category === 'Nut and Seed Products' && /^nuts,/i.test(name) && !/coconut/i.test(name)) tags.add('tree-nut')
	return tags
}
