/**
 * The default-serving rule: which USDA household portion a reference food's '1 serving' is.
 * Written down in docs/decisions/007-default-serving.md. Pure and isomorphic; the food importer
 * (db/import/) applies it when it derives the `serving_*` columns, and re-applies it to an
 * existing database whenever {@link SERVING_RULE_VERSION} changes.
 */

/** Bump when {@link chooseDefaultServing} changes: the importer then re-derives every serving. */
export const SERVING_RULE_VERSION = 'serving-rule-v2'

/** A USDA household portion: `amount` × `unit` weighs `gramWeight` g (db/data portions). */
export type HouseholdPortion = { amount: number; unit: string; gramWeight: number }

/** The serving columns of a reference food (`serving_size` g, `household_serving` text). */
export type ChosenServing = { servingSize: number; servingUnit: 'g'; householdServing: string }

/** A single piece lighter than this (one nut, one chip, one grape) is not what people call a serving. */
export const MIN_PIECE_GRAMS = 10

/**
 * A whole item heavier than this (a pineapple, 905 g; a melon; a head of cabbage) is cut and
 * shared, not eaten as one serving: it never replaces a first cup or slice. The largest single
 * fruits people eat whole weigh under it (a large mango 336 g, a Florida avocado 304 g).
 */
export const MAX_PIECE_GRAMS = 500

/**
 * A measure of volume holding more than this many kcal (a cup of butter 1,664 kcal, of honey
 * 1,031, of sugar 802, of almonds 828) is not a serving anyone logs: the fats, sweeteners,
 * spreads and nuts it catches are eaten by the tablespoon or the ounce. 400 kcal sits above the
 * cups people do eat (cooked rice 205, pasta 220, ice cream 273, cottage cheese 220, granola
 * half-cup 300) and below every dense cup above.
 */
export const MAX_VOLUME_SERVING_KCAL = 400

/** Drink containers, most preferred first, that replace a first '1 fl oz' (beer: '1 can or bottle (12 fl oz)'; wine: '1 serving (5 fl oz)'). */
const DRINK_CONTAINERS = [/^(can|bottle)\b/i, /^(glass|serving|mug)\b/i, /^(cup|carton|container|individual)\b/i]

/** Portions that are not a serving anyone eats: FNDDS placeholders and label reference amounts. */
const NOT_A_SERVING = /quantity not specified|nlea serving|guideline amount/i

/** Measures of volume: a cup of banana is not how people count bananas. */
const VOLUME_WORDS = new Set(['cup', 'cups', 'tbsp', 'tablespoon', 'tablespoons', 'tsp', 'teaspoon', 'teaspoons', 'fl', 'quart', 'pint', 'liter', 'ml'])

/** Words that make a portion count whole items ('1 slice', '1 large', '1 each', '1 tortilla'). */
const PIECE_WORDS = new Set([
	'medium', 'large', 'small', 'extra', 'jumbo', 'mini', 'miniature', 'each', 'piece', 'whole', 'item', 'fruit', 'slice', 'egg', 'breast', 'thigh',
	'drumstick', 'wing', 'leg', 'fillet', 'filet', 'steak', 'chop', 'patty', 'link', 'frank', 'stick', 'bar', 'cookie', 'cracker', 'muffin',
	'bagel', 'roll', 'bun', 'biscuit', 'doughnut', 'pancake', 'waffle', 'tortilla', 'taco', 'burrito', 'sandwich', 'burger', 'container',
	'carton', 'bottle', 'can', 'stalk', 'spear', 'ear', 'head', 'wedge', 'scoop', 'pie', 'cake', 'pita', 'sausage', 'nut', 'chip',
])

/** The small and outsize steps of a size ladder (a first-listed 'large' is USDA's reference size and stays). */
const LADDER_EXTREMES = /^(extra small|small|mini|miniature|extra large|jumbo)\b/i

/** Unit text without its parenthetical note: 'medium (7" to 7-7/8" long)' → 'medium'. */
export function portionText(unit: string): string {
	return unit
		.replace(/\s*\([^)]*\)/g, '')
		.replace(/\s+/g, ' ')
		.trim()
}

function singular(word: string): string {
	return word.replace(/(ies|oes|es|s)$/, (m) => (m === 'ies' ? 'y' : m === 'oes' ? 'o' : m === 'es' ? 'e' : ''))
}

function words(unit: string): string[] {
	return portionText(unit)
		.toLowerCase()
		.split(/[\s,/]+/)
		.filter(Boolean)
}

/** True when the portion is a measure of volume ('1 cup', '2 tbsp', '1 fl oz'). */
function isVolume(p: HouseholdPortion): boolean {
	return VOLUME_WORDS.has(words(p.unit)[0] ?? '')
}

/** True when the portion counts whole items, including the food itself ('5 tomatoes', '1 avocado'). */
function isPiece(p: HouseholdPortion, foodNoun: string): boolean {
	const w = words(p.unit)
	if (VOLUME_WORDS.has(w[0] ?? '')) return false
	return w.slice(0, 2).some((x) => PIECE_WORDS.has(x) || (foodNoun.length > 2 && singular(x) === foodNoun))
}

/** A whole item of the food: '1 each', '1 fruit', '1 whole', or the food named ('1 avocado'). */
function isWholeItem(p: HouseholdPortion, foodNoun: string): boolean {
	const x = words(p.unit)[0] ?? ''
	return x === 'each' || x === 'fruit' || x === 'whole' || (foodNoun.length > 2 && singular(x) === foodNoun)
}

const gramsPerOne = (p: HouseholdPortion) => p.gramWeight / p.amount

/** A portion that is one fluid ounce of a drink: a measuring unit, not a drink. */
const isFluidOunce = (p: HouseholdPortion) => /^fl oz\b/i.test(portionText(p.unit)) && p.amount <= 1

/** '1 tbsp', '2 tablespoon', but not '1 tbsp, shredded' of a food sold by the cup. */
const isTablespoon = (p: HouseholdPortion) => /^(tbsp|tablespoons?)\b/i.test(portionText(p.unit))
const isOunce = (p: HouseholdPortion) => /^oz\b/i.test(p.unit.trim())

/**
 * The default serving of a USDA food from its household portions (in USDA `seq_num` order): the
 * portion people mean when they say "one". In order:
 *
 * 1. Portions that are not servings are set aside: FNDDS 'Quantity not specified', 'NLEA
 *    serving' and 'Guideline amount' rows, and amounts or weights ≤ 0.
 * 2. USDA's first portion is the serving unless it is a measure of volume (cup, tablespoon, fl
 *    oz…), a small/mini/jumbo step of a size ladder, or pieces weighing under {@link MIN_PIECE_GRAMS} g
 *    in all:
 *    egg '1 large', bread '1 slice', cheese '1 slice', yogurt '1 container', meat '3 oz'.
 * 3. A tiny first piece (one nut, one chip) gives way to the '1 oz' portion, else the next one.
 * 4. A first '1 fl oz' of a drink gives way to its container: a can or bottle, else a glass or
 *    serving, else a cup (beer '1 can or bottle (12 fl oz)', wine '1 serving (5 fl oz)').
 * 5. Another first volume or ladder step gives way to the 'medium' piece (banana '1 medium',
 *    118 g; apple '1 medium'); else a ladder step gives way to the next regular size ('1 large'
 *    bagel over '1 miniature') and a volume to a whole item ('1 each' orange, '1 avocado'); else
 *    it stays (milk '1 cup', peanut butter '2 tablespoon', cooked broccoli '1 cup'). Pieces
 *    heavier than {@link MAX_PIECE_GRAMS} g (a whole pineapple) are never chosen here.
 * 6. When the food's energy is known and the serving so far is a measure of volume holding more
 *    than {@link MAX_VOLUME_SERVING_KCAL} kcal (a cup of butter, honey, sugar, oil or nuts), it
 *    gives way, among the portions under that figure, to a piece of at least
 *    {@link MIN_PIECE_GRAMS} g, else a tablespoon, else an ounce, else the heaviest one (butter
 *    '1 tablespoon', honey '1 tbsp', almonds '1 oz', sugar '1 teaspoon').
 * 7. No portion: none; the food is shown per 100 g (see `defaultServing`).
 *
 * A first portion weighing under {@link MIN_PIECE_GRAMS} g that is not a measure of volume ('1
 * pat' of butter, 5 g) counts as a tiny piece (step 3).
 *
 * Pieces are portions that count whole items ('slice', 'large', 'each', 'tortilla', or the food
 * itself: '5 tomatoes', '1 avocado'). The household text drops USDA's parenthetical notes:
 * '1 medium (7" to 7-7/8" long)' → '1 medium'.
 *
 * @param foodName the USDA description ('Bananas, raw'); its first word names the food's pieces.
 * @param kcalPer100g the food's energy per 100 g, when known (step 6 needs it; without it the
 *   step is skipped).
 * @returns the serving columns (g), or null when no portion qualifies.
 */
export function chooseDefaultServing(
	foodName: string,
	portions: readonly HouseholdPortion[],
	kcalPer100g: number | null = null,
): ChosenServing | null {
	const candidates = portions.filter((p) => p.amount > 0 && p.gramWeight > 0 && Number.isFinite(p.gramWeight) && !NOT_A_SERVING.test(p.unit))
	const first = candidates[0]
	if (!first) return null
	const noun = singular((foodName.split(/[\s,]+/)[0] ?? '').toLowerCase())
	const pieces = candidates.filter((p) => isPiece(p, noun) && gramsPerOne(p) >= MIN_PIECE_GRAMS && gramsPerOne(p) <= MAX_PIECE_GRAMS)
	const volume = isVolume(first)
	const ladder = LADDER_EXTREMES.test(portionText(first.unit))
	// Tiny: a non-volume portion under MIN_PIECE_GRAMS in all ('1 nut', '1 pat'); a later
	// portion is tiny when one of its pieces is.
	const tiny = !volume && first.gramWeight < MIN_PIECE_GRAMS
	const tinyLater = (p: HouseholdPortion) => !isVolume(p) && (isPiece(p, noun) ? gramsPerOne(p) : p.gramWeight) < MIN_PIECE_GRAMS
	let pick = first
	if (tiny) pick = candidates.find(isOunce) ?? candidates.find((p) => !tinyLater(p)) ?? first
	else if (volume || ladder)
		pick =
			(isFluidOunce(first) ? DRINK_CONTAINERS.map((re) => candidates.find((p) => re.test(portionText(p.unit)))).find(Boolean) : undefined) ??
			pieces.find((p) => words(p.unit).includes('medium')) ??
			(ladder ? pieces.find((p) => !LADDER_EXTREMES.test(portionText(p.unit))) : pieces.find((p) => isWholeItem(p, noun))) ??
			first
	if (kcalPer100g !== null && kcalPer100g > 0 && isVolume(pick)) {
		const kcal = (p: HouseholdPortion) => (kcalPer100g * p.gramWeight) / 100
		if (kcal(pick) > MAX_VOLUME_SERVING_KCAL) {
			const lighter = candidates.filter((p) => kcal(p) <= MAX_VOLUME_SERVING_KCAL)
			pick =
				lighter.find((p) => pieces.includes(p)) ??
				lighter.find(isTablespoon) ??
				lighter.find(isOunce) ??
				lighter.reduce<HouseholdPortion | undefined>((best, p) => (best && best.gramWeight >= p.gramWeight ? best : p), undefined) ??
				pick
		}
	}
	const amount = Math.round(pick.amount * 100) / 100
	return { servingSize: pick.gramWeight, servingUnit: 'g', householdServing: `${amount} ${portionText(pick.unit)}` }
}
