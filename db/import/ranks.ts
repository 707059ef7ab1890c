/** The search rank the importer stores for each generic food (`foods.search_rank`). */

/**
 * Search tie-breaker for a generic food; lower ranks first. `searchFoods` puts foods whose name
 * *is* the query first, then orders by `20 × bm25 + search_rank` (bm25 ≈ −3…−10), so this rank
 * decides between foods that match the query about equally well. It is the sum of:
 *
 * - source: SR Legacy and Foundation 0, FNDDS (survey_fndds: foods as eaten, often mixed
 *   dishes) +150;
 * - "X, NFS" (FNDDS's "not further specified" entry, the generic form of X: "Milk, NFS") −220;
 *   NFS elsewhere in the name −60;
 * - category: baby foods and infant formula +400; fast food, restaurant and American Indian /
 *   Alaska Native foods +250; "Meals, Entrees, and Side Dishes" +100;
 * - a branded name (a word of 3+ capitals, e.g. KRAFT, McDONALD'S) +200;
 * - the form people eat: in the categories eaten cooked (grains and pasta, hot cereals, meat,
 *   poultry, fish and shellfish, legumes: {@link EATEN_COOKED}) a raw, dry or uncooked segment +80
 *   and a plainly cooked one (cooked, baked, roasted, grilled, boiled, prepared…) −80, another
 *   cooked one (fried, stewed, braised, sautéed) −50 ("Rice, white,
 *   cooked" before "Rice, black, raw"; "Pasta, cooked" before "Pasta, dry"); elsewhere a "raw"
 *   segment −120 (a raw fruit, vegetable or nut is what most people log first); a "whole"
 *   segment −15;
 * - a food with no energy value +300 and one with no household serving (shown per 100 g) +80:
 *   neither is what a person means to log when a fully described food of the same name exists
 *   (Foundation's "Butter, stick, salted" has no kcal, "Peanut butter, creamy" no portion);
 * - +40 per qualifier that marks a processed or unusual form (canned, dried, dehydrated, frozen,
 *   powder, mix, concentrate, smoked, pickled, human, sheep, goat, buffalo, school, institutional,
 *   light, fat free, reduced fat, decaffeinated, cooking, …), at most two: the plain food comes
 *   before its variants;
 * - +200 for a stand-in (non-dairy, non-alcoholic, meatless, substitute, imitation, vegetarian,
 *   vegan): it is another food (wine before non-alcoholic wine, bacon before meatless bacon, a
 *   latte before one with non-dairy milk); when every match is one, they still rank among
 *   themselves;
 * - a name that covers every kind ("all commercial varieties", "all varieties", "all types") −40:
 *   USDA's average of the kinds is the food a person means ("Avocados, raw, all commercial
 *   varieties" before "Avocados, raw, Florida");
 * - luncheon meats (USDA category "Sausages and Luncheon Meats") +120: a deli roll is not the
 *   chicken breast a person means;
 * - +25 per comma segment after the first (more qualifiers = more specific);
 * - +1 per character of the name (without USDA's "(Includes foods for USDA's Food Distribution
 *   Program)" note), capped at 150.
 *
 * Examples: "Bananas, raw" −83, "Milk, NFS" −36, "Milk, sheep, fluid" 108, "Banana bread" (FNDDS) 162.
 */
export function genericSearchRank(food: {
	source: string
	name: string
	category: string | null
	/** kcal per 100 g; null when the source has none. Omitted: not judged. */
	kcal?: number | null
	/** Weight of the default serving (g); null when the food has no household portion. Omitted: not judged. */
	servingGrams?: number | null
}): number {
	let rank = 0
	if (food.kcal === null) rank += 300
	if (food.servingGrams === null) rank += 80
	if (food.source === 'survey_fndds') rank += 150
	const category = (food.category ?? '').toLowerCase()
	if (category.startsWith('baby') || category.startsWith('formula') || category === 'human milk') rank += 400
	else if (
		category === 'fast foods' ||
		category === 'restaurant foods' ||
		category === 'american indian/alaska native foods'
	)
		rank += 250
	else if (category === 'meals, entrees, and side dishes') rank += 100
	const name = food.name.replace(/\s*\(Includes foods for USDA's Food Distribution Program\)/i, '').trim()
	if (/\b[A-Z][A-Z'&.-]*[A-Z]{2,}/.test(name.replace(/\b(NFS|NS|USDA|NLEA|RTE|RTF|UHT|DHA|II)\b/g, '')))
		rank += 200
	const segments = name.split(',').map((s) => s.trim().toLowerCase())
	if (segments.length === 2 && segments[1] === 'nfs') rank -= 220
	else if (/\bNFS\b/.test(name)) rank -= 60
	const qualifiers = segments.slice(1).join(', ')
	if (EATEN_COOKED.test(category)) {
		if (UNCOOKED.test(qualifiers)) rank += 80
		else if (PLAIN_COOKED.test(qualifiers)) rank -= 80
		else if (COOKED.test(qualifiers)) rank -= 50
	} else if (segments.slice(1).includes('raw')) rank -= 120
	if (category === 'sausages and luncheon meats') rank += 120
	if (STAND_IN.test(name.toLowerCase())) rank += 200
	if (segments.slice(1).includes('whole')) rank -= 15
	if (ALL_KINDS.test(name)) rank -= 40
	rank += 40 * Math.min(2, (name.toLowerCase().match(UNUSUAL_FORM) ?? []).length)
	rank += 25 * (segments.length - 1)
	rank += Math.min(name.length, 150)
	return rank
}

const UNUSUAL_FORM =
	/\b(canned|dried|dehydrated|frozen|powder|powdered|mix|concentrate|human|sheep|goat|buffalo|school|institutional|industrial|producer|navajo|hopi|apache|shoshone|alaska native|low sodium|reduced sodium|smoked|pickled|light|lite|fat[- ]free|nonfat|low ?fat|reduced fat|low calorie|reduced calorie|sugar[- ]free|decaffeinated|cooking)\b/g

/**
 * USDA (SR Legacy, Foundation) and WWEIA (FNDDS) categories of foods eaten cooked: grains and
 * pasta, hot cereals, meat, poultry, fish and shellfish, legumes. Not luncheon meats or sausages
 * (sold ready to eat), not fruit, vegetables or nuts.
 */
const EATEN_COOKED =
	/^(cereal grains and pasta|breakfast cereals|poultry products|beef products|pork products|lamb, veal, and game products|finfish and shellfish products|legumes and legume products|rice|pasta, noodles, cooked grains|oatmeal|grits and other cooked cereals|chicken, whole pieces|turkey, duck, other poultry|beef, excludes ground|ground beef|pork|lamb, goat, game|fish|shellfish|beans, peas, legumes)$/
const UNCOOKED = /\b(raw|dry|uncooked|unprepared|unheated)\b/
const PLAIN_COOKED = /\b(cooked|baked|roasted|grilled|broiled|boiled|steamed|poached|simmered|prepared)\b(?!.*\b(fried|stewed|braised|breaded|batter)\b)/
const COOKED = /\b(braised|stewed|sauteed|fried|pan-fried|microwaved|heated)\b/
const ALL_KINDS = /\ball (commercial )?(varieties|types|kinds)\b/i
/** Stand-ins for a food, not the food: ranked well below it unless every match is one. */
const STAND_IN = /\b(non-?dairy|non-?alcoholic|meatless|substitute|imitation|vegetarian|vegan|dairy-free)\b/
