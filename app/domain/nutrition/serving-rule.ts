/**
 * The default-serving rule: which USDA household portion a reference food's '1 serving' is.
 * Written down in docs/decisions/007-default-serving.md. Pure and isomorphic; the food importer
 * (db/import/) applies it when it derives the `serving_*` columns, and re-applies it to an
 * existing database whenever {@link SERVING_RULE_VERSION} changes.
 */

/** Bump when {@link chooseDefaultServing} changes: the importer then re-derives every serving. */
export const SERVING_RULE_VERSION = 'serving-rule-v1'

/** A USDA household portion: `amount` × `unit` weighs `gramWeight` g (db/data portions). */
export type HouseholdPortion = { amount: number; unit: string; gramWeight: number }

/** The serving columns of a reference food (`serving_size` g, `household_serving` text). */
export type ChosenServing = { servingSize: number; servingUnit: 'g'; householdServing: string }

/** A single piece lighter than this (one nut, one chip, one grape) is not what people call a serving. */
export const MIN_PIECE_GRAMS = 10

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
 * 4. A first volume or ladder step gives way to the 'medium' piece (banana '1 medium', 118 g;
 *    apple '1 medium'); else a ladder step gives way to the next regular size ('1 large' bagel
 *    over '1 miniature') and a volume to a whole item ('1 each' orange, '1 avocado'); else it stays
 *    (milk '1 cup', peanut butter '2 tablespoon', cooked broccoli '1 cup').
 * 5. No portion: none; the food is shown per 100 g (see `defaultServing`).
 *
 * Pieces are portions that count whole items ('slice', 'large', 'each', 'tortilla', or the food
 * itself: '5 tomatoes', '1 avocado'). The household text drops USDA's parenthetical notes:
 * '1 medium (7" to 7-7/8" long)' → '1 medium'.
 *
 * @param foodName the USDA description ('Bananas, raw'); its first word names the food's pieces.
 * @returns the serving columns (g), or null when no portion qualifies.
 */
export function chooseDefaultServing(foodName: string, portions: readonly HouseholdPortion[]): ChosenServing | null {
	const candidates = portions.filter((p) => p.amount > 0 && p.gramWeight > 0 && Number.isFinite(p.gramWeight) && !NOT_A_SERVING.test(p.unit))
	const first = candidates[0]
	if (!first) return null
	const noun = singular((foodName.split(/[\s,]+/)[0] ?? '').toLowerCase())
	const pieces = candidates.filter((p) => isPiece(p, noun) && gramsPerOne(p) >= MIN_PIECE_GRAMS)
	const volume = VOLUME_WORDS.has(words(first.unit)[0] ?? '')
	const ladder = LADDER_EXTREMES.test(portionText(first.unit))
	const tiny = isPiece(first, noun) && first.gramWeight < MIN_PIECE_GRAMS
	let pick = first
	if (tiny) pick = candidates.find((p) => /^oz\b/i.test(p.unit.trim())) ?? candidates.find((p) => !(isPiece(p, noun) && gramsPerOne(p) < MIN_PIECE_GRAMS)) ?? first
	else if (volume || ladder)
		pick =
			pieces.find((p) => words(p.unit).includes('medium')) ??
			(ladder ? pieces.find((p) => !LADDER_EXTREMES.test(portionText(p.unit))) : pieces.find((p) => isWholeItem(p, noun))) ??
			first
	const amount = Math.round(pick.amount * 100) / 100
	return { servingSize: pick.gramWeight, servingUnit: 'g', householdServing: `${amount} ${portionText(pick.unit)}` }
}
