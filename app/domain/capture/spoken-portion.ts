/**
 * Grams for an amount as it was said ('2 slices', 'a large', 'a bowl of'), from the matched
 * food's USDA household portions first, and from {@link FALLBACK_PORTION_GRAMS} only when the
 * food has no such portion. Pure and isomorphic.
 */
import { defaultServing, GRAMS_PER_OUNCE, unitOptions, type PortionFood, type UnitPortion } from '#app/domain/nutrition/index.ts'
import type { SizeWord, SpokenItem, SpokenUnit } from './transcript.ts'

/**
 * Volumes and amounts used when the food has no USDA portion for the unit said, in ml (taken as
 * g: the density of water) or g.
 *
 * - cup 240 ml, tbsp 15 ml, tsp 5 ml, fl oz 30 ml: the US nutrition-labelling equivalents
 *   (FDA, 21 CFR 101.9(b)(5)(viii)).
 * - glass 240 ml (one 8 fl oz cup); can 355 ml (a 12 fl oz beverage can); bottle 500 ml.
 * - bowl 1.5 cups of the food (360 ml when the food has no cup portion either): a cereal or soup
 *   bowl, larger than the 1-cup reference.
 * - handful 1 oz (28.35 g): the amount of nuts, dried fruit or snacks one hand holds.
 * - plate 2 cups of the food (480 ml without a cup portion).
 * - scoop 1/2 cup of the food (120 ml), the ice-cream scoop.
 * - pint 473 ml: the US pint, 16 fl oz × 29.5735 ml (a pint of beer or milk). USDA rows of
 *   '16 fl oz' (beer's 'can or bottle (16 fl oz)') or 'pint' (berries 'pint as purchased') come
 *   first.
 * These are estimates of volume: a result converted this way is marked `estimated`.
 *
 * A fillet, wedge or packet has no table weight: without a USDA portion of that name (salmon
 * 'small/regular fillet', watermelon 'medium wedge/slice', oatmeal 'packet') it is one of the
 * food's pieces, else its default serving.
 */
export const FALLBACK_PORTION_GRAMS = {
	cup: 240,
	tbsp: 15,
	tsp: 5,
	'fl oz': 30,
	glass: 240,
	can: 355,
	bottle: 500,
	bowl: 360,
	handful: GRAMS_PER_OUNCE,
	plate: 480,
	scoop: 120,
	pint: 473,
} as const

/** Multiples of the food's cup portion used for bowl, plate, glass and scoop. */
const CUPS_PER: Partial<Record<SpokenUnit, number>> = { bowl: 1.5, plate: 2, glass: 1, scoop: 0.5 }

/**
 * Size multipliers of the food's count portion when it has no 'small' / 'large' portion
 * (medium = 1): the USDA SR Legacy small/medium and large/medium weight ratios of bananas
 * (101/118, 136/118), apples and eggs are 0.83–0.86 and 1.14–1.21.
 */
const SIZE_FACTOR: Record<SizeWord, number> = { small: 0.85, medium: 1, large: 1.15 }

/** How a spoken unit appears in USDA portion text. */
const UNIT_PATTERNS: Partial<Record<SpokenUnit, RegExp>> = {
	cup: /^cups?\b/,
	tbsp: /^(tbsp|tablespoons?)\b/,
	tsp: /^(tsp|teaspoons?)\b/,
	'fl oz': /^fl oz\b/,
	slice: /\b(slices?|piece)\b/,
	piece: /\b(pieces?|slices?)\b/,
	container: /\b(container|carton)\b/,
	can: /\bcan\b/,
	bottle: /\bbottle\b/,
	bowl: /\bbowl\b/,
	glass: /\bglass\b/,
	scoop: /\bscoop\b/,
	handful: /\bhandful\b/,
	plate: /\bplate\b/,
	pint: /\bpint\b|\b16 fl oz\b/,
	fillet: /\b(fillet|filet)s?\b/,
	wedge: /\bwedges?\b/,
	packet: /\b(packet|package|envelope)s?\b/,
}

/** How an amount was converted. */
export type SpokenGrams = {
	/** g for the whole amount. */
	grams: number
	/** The portion used, for people: '1 large (50 g)', '2 × cup (240 g)', '200 g'. */
	label: string
	/** True when {@link FALLBACK_PORTION_GRAMS} or a size factor was used (lowers confidence). */
	estimated: boolean
}

const round1 = (n: number) => Math.round(n * 10) / 10

function head(unit: string): string {
	return unit.trim().toLowerCase().split(/[\s,(]+/)[0] ?? ''
}

function portionWhere(portions: readonly UnitPortion[], test: (unit: string, first: string) => boolean): UnitPortion | undefined {
	return portions.find((p) => p.amount > 0 && p.gramWeight > 0 && test(p.unit.trim().toLowerCase(), head(p.unit)))
}

const perOne = (p: UnitPortion) => p.gramWeight / p.amount

/** Singular forms of the food's words ('eggs' → 'egg', 'berries' → 'berry'). */
function singulars(food: string): string[] {
	return food
		.toLowerCase()
		.split(/\s+/)
		.filter(Boolean)
		.map((w) => (w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.endsWith('oes') ? w.slice(0, -2) : w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
}

/** The food's portion counting one item: a portion named like the food ('1 egg', '1 banana'), else 'medium' / 'piece'-like. */
function countPortion(food: PortionFood, portions: readonly UnitPortion[], foodWords: string[]): UnitPortion | null {
	// '1 egg', '1 banana', '1 hamburger': the portion is the food itself.
	const exact = portionWhere(portions, (u) => foodWords.includes(u) || foodWords.includes(u.replace(/s$/, '')))
	if (exact) return exact
	const whole = portionWhere(portions, (_u, first) => first === 'fruit' || first === 'whole' || first === 'each' || first === 'item' || first === 'regular')
	if (whole) return whole
	const named = portionWhere(portions, (_u, first) => foodWords.includes(first) || foodWords.includes(first.replace(/s$/, '')))
	if (named) return named
	const piece = unitOptions(food, portions).find((o) => o.unit === 'piece')
	if (piece?.gramsPerUnit) return { amount: 1, unit: piece.label.replace(/\s*\([\d.]+ g\)$/, ''), gramWeight: piece.gramsPerUnit }
	return null
}

function cupGrams(portions: readonly UnitPortion[]): number | null {
	const cup = portionWhere(portions, (u, first) => first === 'cup' || first === 'cups' || u.startsWith('cup'))
	return cup ? perOne(cup) : null
}

/**
 * Grams for `item`'s amount of `food` (nutrients per 100 g / 100 ml, or per serving for custom
 * foods).
 *
 * - g, kg, oz, lb, ml, l: exact (1 ml taken as 1 g; GRAMS_PER_OUNCE for oz, 453.59237 g per lb).
 * - cup, tbsp, tsp, fl oz, slice, piece, container, can, bottle, bowl, glass, scoop, pint,
 *   fillet, wedge, packet: the food's USDA portion of that name ('cup, cooked', 'tbsp', '1
 *   slice'), of the size said when there is one ('a large fillet'); tbsp and tsp also from the cup
 *   portion (16 and 48 per cup); bowl, plate, glass and scoop as multiples of the cup portion;
 *   else {@link FALLBACK_PORTION_GRAMS}.
 * - serving: the food's default serving ({@link defaultServing}).
 * - size word alone ('a large banana'): the food's portion of that size, else its count portion ×
 *   0.75 / 1 / 1.3.
 * - nothing ('two eggs', 'a banana'): the food's portion named like the food ('1 egg'), else the
 *   FNDDS 'Quantity not specified' portion (USDA's typical amount eaten), else its piece portion,
 *   else its default serving.
 *
 * @returns grams for the whole quantity, or null when the food's serving weight is unknown (a
 *   custom food logged per serving): the caller then logs servings.
 */
export function spokenGrams(food: PortionFood, portions: readonly UnitPortion[], item: Pick<SpokenItem, 'quantity' | 'unit' | 'size' | 'food' | 'quantityStated'>): SpokenGrams | null {
	const q = item.quantity > 0 && Number.isFinite(item.quantity) ? item.quantity : 1
	const sized = (g: number, label: string, estimated = false): SpokenGrams => ({ grams: round1(g * q), label: q === 1 ? label : `${q} × ${label}`, estimated })
	const portionLabel = (p: UnitPortion) => `${p.unit.trim()} (${round1(perOne(p))} g)`
	const serving = defaultServing(food)

	switch (item.unit) {
		case 'g':
			return { grams: round1(q), label: `${round1(q)} g`, estimated: false }
		case 'kg':
			return { grams: round1(q * 1000), label: `${q} kg`, estimated: false }
		case 'oz':
			return { grams: round1(q * GRAMS_PER_OUNCE), label: `${q} oz`, estimated: false }
		case 'lb':
			return { grams: round1(q * 453.59237), label: `${q} lb`, estimated: false }
		case 'ml':
			return { grams: round1(q), label: `${round1(q)} ml`, estimated: false }
		case 'l':
			return { grams: round1(q * 1000), label: `${q} l`, estimated: false }
		case 'serving':
			return serving.grams === null ? null : sized(serving.grams, serving.label)
		default:
			break
	}
	if (item.unit) {
		const unit = item.unit
		// A portion named by the unit anywhere in its text ('1 slice', 'piece, NFS', 'can or bottle
		// (12 fl oz)', '1 cup, cooked'), first in USDA order.
		const pattern = UNIT_PATTERNS[unit] ?? new RegExp(`\\b${unit}s?\\b`)
		// Several ('thin slice', 'medium slice', 'thick slice'): the medium or regular one.
		const own =
			(item.size ? portionWhere(portions, (u) => pattern.test(u) && new RegExp(`\\b${item.size}\\b`).test(u)) : undefined) ??
			portionWhere(portions, (u) => pattern.test(u) && /\bnfs\b/.test(u)) ??
			portionWhere(portions, (u) => pattern.test(u) && /\b(medium|regular)\b/.test(u)) ??
			portionWhere(portions, (u) => pattern.test(u))
		if (own) return sized(perOne(own), portionLabel(own))
		const cup = cupGrams(portions)
		if (unit === 'tbsp' && cup) return sized(cup / 16, `tbsp (${round1(cup / 16)} g)`)
		if (unit === 'tsp') {
			const tbsp = portionWhere(portions, (u) => UNIT_PATTERNS.tbsp!.test(u))
			if (tbsp) return sized(perOne(tbsp) / 3, `tsp (${round1(perOne(tbsp) / 3)} g)`)
			if (cup) return sized(cup / 48, `tsp (${round1(cup / 48)} g)`)
		}
		const cups = CUPS_PER[unit]
		if (cups && cup) return sized(cup * cups, `${unit} (${round1(cup * cups)} g)`, true)
		if (unit === 'piece' || unit === 'slice' || unit === 'fillet' || unit === 'wedge') {
			const count = countPortion(food, portions, singulars(item.food))
			if (count) return sized(perOne(count), portionLabel(count))
			return serving.grams === null ? null : sized(serving.grams, serving.label, true)
		}
		if (unit === 'container' || unit === 'packet') return serving.grams === null ? null : sized(serving.grams, serving.label, true)
		const fallback = FALLBACK_PORTION_GRAMS[unit as keyof typeof FALLBACK_PORTION_GRAMS]
		if (fallback) return sized(fallback, `${unit} (${round1(fallback)} g)`, true)
	}
	const foodWords = singulars(item.food)
	if (item.size) {
		const bySize = portionWhere(portions, (u, first) => first === item.size || (first === 'regular' && item.size === 'medium'))
		if (bySize) return sized(perOne(bySize), portionLabel(bySize))
		const count = countPortion(food, portions, foodWords)
		if (count) return sized(perOne(count) * SIZE_FACTOR[item.size], `${item.size} (${round1(perOne(count) * SIZE_FACTOR[item.size])} g)`, item.size !== 'medium')
	}
	const typical = portionWhere(portions, (u) => u === 'quantity not specified')
	const drink = portions.some((p) => /\bfl oz\b/i.test(p.unit))
	// A bare food name ('butter', 'french fries') or a drink ('a coffee', 'a beer'): USDA's
	// typical amount; a counted food ('two eggs', 'half an avocado'): one item.
	if (typical && (!item.quantityStated || drink)) return sized(perOne(typical), `typical amount (${round1(perOne(typical))} g)`)
	const count = countPortion(food, portions, foodWords)
	if (count) return sized(perOne(count), portionLabel(count))
	if (typical) return sized(perOne(typical), `typical amount (${round1(perOne(typical))} g)`)
	return serving.grams === null ? null : sized(serving.grams, serving.label)
}
