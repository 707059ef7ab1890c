/**
 * Food words → a database food, for spoken and typed meals ("maps the food phrase to a
 * food through our search, staples first").
 *
 * 1. **Staples**: {@link STAPLES} names, for everyday words whose USDA description differs from
 *    how people say them ('coffee' is "Coffee, brewed", 'toast' "Bread, white, toasted", 'rice'
 *    cooked white rice), the USDA food as eaten. FNDDS (the USDA survey database that codes what
 *    people report eating) first, SR Legacy as the alternative when a database lacks it.
 * 2. **Search**: otherwise our food search ({@link searchFoods}: the user's foods, USDA, then
 *    Open Food Facts products), re-ranked for a meal description: every food word should appear
 *    in the name; USDA foods before products; FNDDS 'as eaten' foods and '…, NFS' (USDA's generic
 *    'not further specified' entry) first; raw or dry forms of foods that are eaten cooked last.
 *
 * Nothing here invents a food: no match means the phrase is reported as unmatched.
 */
import type { Db } from '#app/db.server.ts'
import { searchFoods, tokenize, type FoodSearchResult } from '#app/domain/foods/search/index.server.ts'

/**
 * Everyday words → USDA descriptions (exact `foods.name`), first present wins. Keys are the food
 * words singularised ('eggs' → 'egg'). Sources: USDA FNDDS 2019-2020 and SR Legacy names.
 */
export const STAPLES: Record<string, string[]> = {
	egg: ['Egg, whole, boiled or poached', 'Egg, whole, cooked, hard-boiled'],
	'boiled egg': ['Egg, whole, boiled or poached', 'Egg, whole, cooked, hard-boiled'],
	'hard boiled egg': ['Egg, whole, boiled or poached', 'Egg, whole, cooked, hard-boiled'],
	'poached egg': ['Egg, whole, boiled or poached', 'Egg, whole, cooked, poached'],
	'fried egg': ['Egg, whole, fried, NS as to fat', 'Egg, whole, cooked, fried'],
	'scrambled egg': ['Egg omelet or scrambled egg, NS as to fat', 'Egg, whole, cooked, scrambled'],
	omelet: ['Egg omelet or scrambled egg, NS as to fat', 'Egg, whole, cooked, omelet'],
	omelette: ['Egg omelet or scrambled egg, NS as to fat', 'Egg, whole, cooked, omelet'],
	coffee: ['Coffee, brewed', 'Beverages, coffee, brewed, prepared with tap water'],
	'black coffee': ['Coffee, brewed', 'Beverages, coffee, brewed, prepared with tap water'],
	'brewed coffee': ['Coffee, brewed', 'Beverages, coffee, brewed, prepared with tap water'],
	'drip coffee': ['Coffee, brewed', 'Beverages, coffee, brewed, prepared with tap water'],
	espresso: ['Coffee, espresso', 'Beverages, coffee, brewed, espresso, restaurant-prepared'],
	latte: ['Coffee, Latte'],
	cappuccino: ['Coffee, Cappuccino'],
	tea: ['Tea, hot, leaf, black', 'Beverages, tea, black, brewed, prepared with tap water'],
	'black tea': ['Tea, hot, leaf, black', 'Beverages, tea, black, brewed, prepared with tap water'],
	'green tea': ['Tea, hot, leaf, green', 'Beverages, tea, green, brewed, regular'],
	water: ['Water, tap', 'Beverages, water, tap, drinking'],
	soda: ['Soft drink, cola'],
	coke: ['Soft drink, cola'],
	cola: ['Soft drink, cola'],
	'diet coke': ['Soft drink, cola, diet'],
	beer: ['Beer', 'Alcoholic beverage, beer, regular, all'],
	wine: ['Wine, table, red', 'Alcoholic beverage, wine, table, red'],
	'red wine': ['Wine, table, red', 'Alcoholic beverage, wine, table, red'],
	'white wine': ['Wine, table, white', 'Alcoholic beverage, wine, table, white'],
	'orange juice': ['Orange juice, 100%, NFS', 'Orange juice, raw (Includes foods for USDA\'s Food Distribution Program)'],
	oj: ['Orange juice, 100%, NFS'],
	'apple juice': ['Apple juice, 100%', 'Apple juice, canned or bottled, unsweetened, without added ascorbic acid'],
	milk: ['Milk, NFS', 'Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D'],
	'whole milk': ['Milk, whole', 'Milk, whole, 3.25% milkfat, with added vitamin D'],
	'skim milk': ['Milk, fat free (skim)', 'Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)'],
	'almond milk': ['Almond milk, unsweetened', 'Beverages, almond milk, unsweetened, shelf stable'],
	toast: ['Bread, white, toasted', 'Bread, white, commercially prepared, toasted'],
	'white toast': ['Bread, white, toasted', 'Bread, white, commercially prepared, toasted'],
	'wheat toast': ['Bread, whole wheat, toasted', 'Bread, whole-wheat, commercially prepared, toasted'],
	'whole wheat toast': ['Bread, whole wheat, toasted', 'Bread, whole-wheat, commercially prepared, toasted'],
	bread: ['Bread, white', 'Bread, white, commercially prepared (includes soft bread crumbs)'],
	'white bread': ['Bread, white', 'Bread, white, commercially prepared (includes soft bread crumbs)'],
	'whole wheat bread': ['Bread, whole wheat', 'Bread, whole-wheat, commercially prepared'],
	'wheat bread': ['Bread, whole wheat', 'Bread, wheat'],
	rice: ['Rice, white, cooked, NS as to fat', 'Rice, white, long-grain, regular, enriched, cooked'],
	'white rice': ['Rice, white, cooked, NS as to fat', 'Rice, white, long-grain, regular, enriched, cooked'],
	'brown rice': ['Rice, brown, cooked, NS as to fat', 'Rice, brown, long-grain, cooked (Includes foods for USDA\'s Food Distribution Program)'],
	pasta: ['Pasta, cooked', 'Pasta, cooked, enriched, without added salt'],
	spaghetti: ['Pasta, cooked', 'Pasta, cooked, enriched, without added salt'],
	penne: ['Pasta, cooked', 'Pasta, cooked, enriched, without added salt'],
	macaroni: ['Pasta, cooked', 'Pasta, cooked, enriched, without added salt'],
	noodle: ['Noodles, cooked'],
	chicken: ['Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', 'Chicken, broilers or fryers, breast, meat only, cooked, roasted'],
	'chicken breast': ['Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', 'Chicken, broilers or fryers, breast, meat only, cooked, roasted'],
	'grilled chicken': ['Chicken breast, grilled without sauce, skin not eaten', 'Chicken, broilers or fryers, breast, meat only, cooked, roasted'],
	'grilled chicken breast': ['Chicken breast, grilled without sauce, skin not eaten', 'Chicken, broilers or fryers, breast, meat only, cooked, roasted'],
	salmon: ['Fish, salmon, baked or broiled', 'Fish, salmon, Atlantic, farmed, cooked, dry heat'],
	steak: ['Beef, steak, NFS', 'Beef, top sirloin, steak, separable lean and fat, trimmed to 1/8" fat, all grades, cooked, broiled'],
	'ground beef': ['Beef, ground', 'Beef, ground, unspecified fat content, cooked'],
	bacon: ['Bacon, NS as to type of meat, cooked', 'Pork, cured, bacon, cooked, microwaved'],
	fries: ['Potato, french fries, NFS'],
	'french fries': ['Potato, french fries, NFS'],
	chips: ['Potato chips, NFS'],
	'potato chips': ['Potato chips, NFS'],
	potato: ['Potato, baked, NFS', 'Potatoes, baked, flesh and skin, without salt'],
	'baked potato': ['Potato, baked, NFS', 'Potatoes, baked, flesh and skin, without salt'],
	'mashed potato': ['Potato, mashed, NFS', 'Potatoes, mashed, home-prepared, whole milk and butter added'],
	'sweet potato': ['Sweet potato, baked, NS as to fat', 'Sweet potato, cooked, baked in skin, flesh, without salt'],
	salad: ['Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing'],
	'green salad': ['Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing'],
	'side salad': ['Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing'],
	banana: ['Banana, raw', 'Bananas, raw'],
	apple: ['Apple, raw', 'Apples, raw, with skin (Includes foods for USDA\'s Food Distribution Program)'],
	orange: ['Orange, raw', 'Oranges, raw, all commercial varieties'],
	avocado: ['Avocado, raw', 'Avocados, raw, all commercial varieties'],
	oatmeal: ['Oatmeal, NFS', 'Cereals, oats, regular and quick, not fortified, dry'],
	porridge: ['Oatmeal, NFS'],
	cereal: ['Cereal, corn flakes, plain'],
	granola: ['Cereal, granola'],
	yogurt: ['Yogurt, NFS', 'Yogurt, plain, whole milk'],
	yoghurt: ['Yogurt, NFS', 'Yogurt, plain, whole milk'],
	'greek yogurt': ['Yogurt, Greek, NS as to type of milk, plain', 'Yogurt, Greek, plain, nonfat'],
	cheese: ['Cheese, NFS', 'Cheese, cheddar'],
	butter: ['Butter, NFS', 'Butter, salted'],
	pizza: ['Pizza, cheese, from restaurant or fast food, medium crust'],
	'cheese pizza': ['Pizza, cheese, from restaurant or fast food, medium crust'],
	pancake: ['Pancakes, plain'],
	waffle: ['Waffle, plain'],
	burger: ['Hamburger, NFS'],
	hamburger: ['Hamburger, NFS'],
	'peanut butter': ['Peanut butter', 'Peanut butter, smooth style, without salt'],
	jam: ['Jam', 'Jams and preserves'],
	jelly: ['Jelly', 'Jellies'],
	sugar: ['Sugar, white, granulated or lump', 'Sugars, granulated'],
	tuna: ['Fish, tuna, light, canned in water, drained solids'],
	shrimp: ['Shrimp, NFS'],
	sandwich: ['Sandwich, NFS'],
	soup: ['Soup, NFS'],
	smoothie: ['Fruit smoothie, NFS'],
	'ice cream': ['Ice cream, NFS', 'Ice creams, vanilla'],
	chocolate: ['Chocolate candy', 'Candies, milk chocolate'],
	donut: ['Doughnut, NFS'],
	doughnut: ['Doughnut, NFS'],
	muffin: ['Muffin, NFS'],
	tofu: ['Tofu, raw, regular, prepared with calcium sulfate'],
}

/** Food words as a staple key: lower case, words singularised. */
export function stapleKey(food: string): string {
	return tokenize(food)
		.map(singular)
		.join(' ')
}

function singular(w: string): string {
	if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`
	if (w.length > 4 && /(ch|sh|ss|x)es$/.test(w)) return w.slice(0, -2)
	if (w.length > 3 && w.endsWith('oes')) return w.slice(0, -2)
	if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) return w.slice(0, -1)
	return w
}

/**
 * A matched food and the matcher's measure of it.
 *
 * `confidence` (0–1) is the share of the said food words that the matched food accounts for:
 * 1 when the words (singularised) are an entry of the documented {@link STAPLES} table, with or
 * without a cooking word ('baked salmon' → 'salmon'), or when every word appears in the food's
 * name (plural forms, and prefixes of 4 letters or more: 'kiwi' in 'Kiwifruit'); 2/3 to 1 when
 * three or more words were said and one is missing from the name. It measures how much of what
 * was said the chosen food explains. It is not a probability that the food is right, and it is
 * never adjusted by a made-up factor.
 */
export type FoodMatch = { food: FoodSearchResult; confidence: number; via: 'staple' | 'search' }

const RESULT_SQL = `SELECT id, name, brand, source, fdc_id AS fdcId, gtin_upc AS gtinUpc, category, serving_size AS servingSize,
	serving_unit AS servingUnit, household_serving AS householdServing, serving_grams AS servingGrams, basis, kcal,
	kcal_estimated AS kcalEstimated, protein_g AS proteinG, carbs_g AS carbsG, fat_g AS fatG, fiber_g AS fiberG,
	sugar_g AS sugarG, sodium_mg AS sodiumMg FROM foods`

type StapleIndex = Map<string, FoodSearchResult>
const stapleCache = new WeakMap<object, Promise<StapleIndex>>()

/** The staple foods present in this database, by name (one query per database client). */
async function stapleFoods(db: Db): Promise<StapleIndex> {
	const cached = stapleCache.get(db.$client)
	if (cached) return cached
	const loading = (async () => {
		const names = [...new Set(Object.values(STAPLES).flat())]
		// fdc_id > 0 restricts the scan to the 13,814 USDA foods through its index.
		const rows = await db.$client.execute({
			sql: `${RESULT_SQL} WHERE fdc_id > 0 AND owner_id IS NULL AND name IN (SELECT value FROM json_each(?))`,
			args: [JSON.stringify(names)],
		})
		const index: StapleIndex = new Map()
		for (const r of rows.rows) {
			const food = toResult(r as unknown as Record<string, unknown>)
			if (!index.has(food.name) && food.kcal !== null) index.set(food.name, food)
		}
		return index
	})()
	stapleCache.set(db.$client, loading)
	loading.catch(() => stapleCache.delete(db.$client))
	return loading
}

function toResult(r: Record<string, unknown>): FoodSearchResult {
	const n = (v: unknown) => (v === null || v === undefined ? null : Number(v))
	return {
		id: Number(r.id),
		name: String(r.name),
		brand: (r.brand as string | null) ?? null,
		source: r.source as FoodSearchResult['source'],
		fdcId: n(r.fdcId),
		gtinUpc: (r.gtinUpc as string | null) ?? null,
		category: (r.category as string | null) ?? null,
		servingSize: n(r.servingSize),
		servingUnit: (r.servingUnit as string | null) ?? null,
		householdServing: (r.householdServing as string | null) ?? null,
		servingGrams: n(r.servingGrams),
		basis: r.basis as FoodSearchResult['basis'],
		kcal: n(r.kcal),
		kcalEstimated: Boolean(Number(r.kcalEstimated)),
		proteinG: n(r.proteinG),
		carbsG: n(r.carbsG),
		fatG: n(r.fatG),
		fiberG: n(r.fiberG),
		sugarG: n(r.sugarG),
		sodiumMg: n(r.sodiumMg),
		isCustom: r.source === 'custom',
	}
}

/**
 * Search lists a name USDA publishes in two databases once (the SR Legacy or Foundation entry);
 * the FNDDS entry of the same name is the food as eaten, with USDA's typical portion, so it takes
 * that entry's place.
 */
async function preferSurveyTwins(db: Db, candidates: FoodSearchResult[]): Promise<FoodSearchResult[]> {
	const names = candidates.filter((c) => c.source === 'sr_legacy' || c.source === 'foundation').map((c) => c.name)
	if (names.length === 0) return candidates
	const rows = await db.$client.execute({
		sql: `${RESULT_SQL} WHERE fdc_id > 0 AND source = 'survey_fndds' AND kcal IS NOT NULL AND name IN (SELECT value FROM json_each(?))`,
		args: [JSON.stringify(names)],
	})
	const twins = new Map(rows.rows.map((r) => {
		const food = toResult(r as unknown as Record<string, unknown>)
		return [food.name, food] as const
	}))
	return candidates.map((c) => ((c.source === 'sr_legacy' || c.source === 'foundation') && twins.get(c.name)) || c)
}

/** Categories whose raw or dry form is not what people mean when they say they ate it. */
const COOKED_CATEGORIES = /poultry|beef|pork|lamb|veal|game|finfish|shellfish|cereal grains|pasta|legume|rice/i
const RAW_FORM = /\b(raw|dry|uncooked|unprepared|dehydrated|powder|frozen)\b/i

/** Words of USDA descriptions that say how a food is described, not which food it is. */
const NEUTRAL_NAME_WORDS = new Set(['raw', 'nfs', 'ns', 'as', 'to', 'type', 'of', 'form', 'fat', 'added', 'no', 'with', 'without', 'and', 'or', 'from', 'prepared', 'commercially', 'ready', 'eat', 'all', 'commercial', 'varieties', 'salt', 'includes', 'foods', 'for', 'usda', 'food', 'distribution', 'program', 'fresh', 'fluid', 'drained', 'solids', 'enriched', 'unenriched', 'on', 'in', 'a', 'the', 'skin', 'not', 'eaten', 'meat', 'only', 'only'])

/** Variants of a food that must be said to be chosen. */
const VARIANT_WORDS = /\b(light|lite|low fat|lowfat|reduced fat|fat free|nonfat|diet|sugar free|reduced sugar|low sodium|reduced sodium|decaffeinated|unsalted|low calorie|meatless|imitation|muscadine|canned|frozen|dried|dehydrated|powder|powdered|concentrate|baby|toddler|infant)\b/g

/** Words that describe a food without naming it; a name need not contain them. */
const SOFT_WORDS = new Set(['fresh', 'plain', 'homemade', 'home', 'made', 'organic', 'regular', 'hot', 'cold', 'cooked', 'grilled', 'baked', 'roasted', 'steamed', 'boiled', 'sliced', 'chopped', 'diced'])

/**
 * The best database food for `food` words, or null when nothing fits (every meaningful word must
 * appear in the name, allowing plural forms; the user's own foods count only when all their name
 * words were said).
 */
export async function matchFood(db: Db, userId: string | null, food: string): Promise<FoodMatch | null> {
	const key = stapleKey(food)
	if (!key) return null
	// The words as said, else without their cooking or describing words ('baked salmon fillet'
	// is salmon; 'grilled chicken' is its own entry and found first).
	const plain = key
		.split(' ')
		.filter((w) => !SOFT_WORDS.has(w))
		.join(' ')
	const staple = STAPLES[key] ?? (plain ? STAPLES[plain] : undefined)
	if (staple) {
		const index = await stapleFoods(db)
		for (const name of staple) {
			const hit = index.get(name)
			if (hit) return { food: hit, confidence: 1, via: 'staple' }
		}
	}
	const candidates = await preferSurveyTwins(db, await searchFoods(db, { query: food, userId, limit: 30 }))
	const said = key.split(' ').filter(Boolean)
	const required = said.filter((w) => !SOFT_WORDS.has(w))
	const wanted = required.length > 0 ? required : said
	let best: { food: FoodSearchResult; score: number; coverage: number } | null = null
	candidates.forEach((candidate, index) => {
		if (candidate.kcal === null) return
		const nameWords = new Set(tokenize(candidate.name).map(singular))
		const covered = wanted.filter((w) => nameWords.has(w) || [...nameWords].some((n) => n.startsWith(w) && w.length >= 4)).length
		const coverage = covered / wanted.length
		if (coverage < 1 && !(wanted.length >= 3 && coverage >= 0.66)) return
		if (candidate.isCustom) {
			// The user's own food only when its whole name was said ('my protein shake').
			const own = [...nameWords].filter((w) => !SOFT_WORDS.has(w))
			if (!own.every((w) => said.includes(w))) return
		}
		let score = index * 2
		if (candidate.isCustom) score -= 40
		else if (candidate.source === 'off') score += 30
		else if (candidate.source === 'survey_fndds') score -= 12
		// No household portions (FNDDS 'as ingredient' entries, some Foundation foods): spoken
		// amounts cannot be converted from USDA data.
		if (!candidate.isCustom && !(candidate.servingGrams && candidate.servingGrams > 0)) score += 10
		const headName = candidate.name.split(/,|\s\(/)[0]!.toLowerCase()
		if (tokenize(headName).map(singular).join(' ') === wanted.join(' ')) score -= 10
		if (/,\s*NFS\b/.test(candidate.name)) score -= 8
		if (COOKED_CATEGORIES.test(candidate.category ?? '') && RAW_FORM.test(candidate.name) && !said.some((w) => RAW_FORM.test(w))) score += 25
		// A variant the speaker did not name ('light', 'fat free', 'diet') is not what they ate.
		const variants = candidate.name.toLowerCase().match(VARIANT_WORDS) ?? []
		score += variants.filter((v) => !key.includes(v)).length * 12
		// Name words the speaker did not say ('Croissants, apple' for 'a croissant').
		score += [...nameWords].filter((w) => !said.includes(w) && !SOFT_WORDS.has(w) && !NEUTRAL_NAME_WORDS.has(w)).length * 3
		score -= coverage * 10
		if (!best || score < best.score) best = { food: candidate, score, coverage }
	})
	if (!best) return null
	const chosen = best as { food: FoodSearchResult; score: number; coverage: number }
	return { food: chosen.food, confidence: Math.round(chosen.coverage * 100) / 100, via: 'search' }
}
