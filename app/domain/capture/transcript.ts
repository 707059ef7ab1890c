/**
 * The local transcript parser ('Voice and typed text'): a spoken or typed meal such as
 * "two scrambled eggs, a slice of toast and a black coffee" becomes one {@link SpokenItem} per
 * food, each with the quantity, unit and size word that was said. Pure and isomorphic: no
 * database, no model. Matching the food words to a database food and converting the amount to
 * grams happen on the server (extract.server.ts, spoken-portion.ts).
 */

/** Longest transcript accepted, in characters (≤ 1,000, else 422). */
export const MAX_TRANSCRIPT_LENGTH = 1000

/** Units a speaker may name. Weights and volumes are converted exactly; the rest by the food's portions. */
export const SPOKEN_UNITS = [
	'g',
	'kg',
	'oz',
	'lb',
	'ml',
	'l',
	'fl oz',
	'cup',
	'tbsp',
	'tsp',
	'slice',
	'piece',
	'serving',
	'bowl',
	'glass',
	'handful',
	'container',
	'can',
	'bottle',
	'scoop',
	'plate',
	'pint',
	'fillet',
	'wedge',
	'packet',
] as const
export type SpokenUnit = (typeof SPOKEN_UNITS)[number]

/** Size words: matched to a food's 'small' / 'medium' / 'large' USDA portion. */
export const SIZE_WORDS = ['small', 'medium', 'large'] as const
export type SizeWord = (typeof SIZE_WORDS)[number]

/** One food as it was said. */
export type SpokenItem = {
	/** The whole phrase, as said (trimmed), e.g. 'two scrambled eggs'. */
	phrase: string
	/** The words naming the food, e.g. 'scrambled eggs'. Empty when only an amount was said. */
	food: string
	/** How many `unit` (or pieces, when `unit` is null); 1 when no number was said. */
	quantity: number
	/** True when the speaker said a number or an article; false for a bare food name. */
	quantityStated: boolean
	unit: SpokenUnit | null
	size: SizeWord | null
}

const NUMBER_WORDS: Record<string, number> = {
	a: 1,
	an: 1,
	one: 1,
	two: 2,
	three: 3,
	four: 4,
	five: 5,
	six: 6,
	seven: 7,
	eight: 8,
	nine: 9,
	ten: 10,
	eleven: 11,
	twelve: 12,
	half: 0.5,
	dozen: 12,
	single: 1,
	couple: 2,
	few: 3,
	quarter: 0.25,
}

/** Unit words and their spellings (singular and plural) → {@link SpokenUnit}. */
const UNIT_WORDS: Record<string, SpokenUnit> = {
	g: 'g',
	gr: 'g',
	gram: 'g',
	grams: 'g',
	gramme: 'g',
	grammes: 'g',
	kg: 'kg',
	kilo: 'kg',
	kilos: 'kg',
	kilogram: 'kg',
	kilograms: 'kg',
	oz: 'oz',
	ounce: 'oz',
	ounces: 'oz',
	lb: 'lb',
	lbs: 'lb',
	pound: 'lb',
	pounds: 'lb',
	ml: 'ml',
	milliliter: 'ml',
	milliliters: 'ml',
	millilitre: 'ml',
	millilitres: 'ml',
	l: 'l',
	liter: 'l',
	liters: 'l',
	litre: 'l',
	litres: 'l',
	cup: 'cup',
	cups: 'cup',
	mug: 'cup',
	mugs: 'cup',
	tbsp: 'tbsp',
	tbsps: 'tbsp',
	tbs: 'tbsp',
	tablespoon: 'tbsp',
	tablespoons: 'tbsp',
	tsp: 'tsp',
	tsps: 'tsp',
	teaspoon: 'tsp',
	teaspoons: 'tsp',
	slice: 'slice',
	slices: 'slice',
	piece: 'piece',
	pieces: 'piece',
	serving: 'serving',
	servings: 'serving',
	portion: 'serving',
	portions: 'serving',
	helping: 'serving',
	helpings: 'serving',
	bowl: 'bowl',
	bowls: 'bowl',
	bowlful: 'bowl',
	glass: 'glass',
	glasses: 'glass',
	handful: 'handful',
	handfuls: 'handful',
	container: 'container',
	containers: 'container',
	tub: 'container',
	tubs: 'container',
	can: 'can',
	cans: 'can',
	tin: 'can',
	tins: 'can',
	bottle: 'bottle',
	bottles: 'bottle',
	scoop: 'scoop',
	scoops: 'scoop',
	plate: 'plate',
	plates: 'plate',
	plateful: 'plate',
	spoonful: 'tbsp',
	spoonfuls: 'tbsp',
	tablespoonful: 'tbsp',
	teaspoonful: 'tsp',
	strip: 'slice',
	strips: 'slice',
	rasher: 'slice',
	rashers: 'slice',
	pint: 'pint',
	pints: 'pint',
	fillet: 'fillet',
	fillets: 'fillet',
	filet: 'fillet',
	filets: 'fillet',
	wedge: 'wedge',
	wedges: 'wedge',
	packet: 'packet',
	packets: 'packet',
	sachet: 'packet',
	sachets: 'packet',
}

/**
 * Portion nouns that may follow the food instead of preceding it ('a salmon fillet', 'a
 * watermelon wedge', 'two bacon strips', 'a pizza slice'); never the last word of a food's own
 * name, unlike 'bar' or 'roll' ('a granola bar' is a food).
 */
const TRAILING_UNITS = new Set(['fillet', 'fillets', 'filet', 'filets', 'wedge', 'wedges', 'slice', 'slices', 'strip', 'strips', 'rasher', 'rashers'])

const SIZE_ALIASES: Record<string, SizeWord> = {
	small: 'small',
	little: 'small',
	medium: 'medium',
	regular: 'medium',
	large: 'large',
	big: 'large',
	huge: 'large',
}

/** Words that carry no meaning for the food and are dropped ('some toast', 'a bit of rice'). */
const FILLER = new Set(['some', 'of', 'the', 'my', 'about', 'around', 'approximately', 'roughly', 'like', 'just', 'also', 'then', 'bit', 'x', 'fresh', 'freshly', 'whole'])

/** Lead-ins removed from the start of a transcript ('I had', 'for breakfast I ate'). */
const LEAD_IN =
	/^(?:(?:for|at)\s+(?:breakfast|lunch|dinner|supper|brunch|a\s+snack|snack)\s*,?\s*)?(?:(?:i|we)\s+(?:just\s+|also\s+)?(?:had|ate|have|eat|drank|drink|got|grabbed|was\s+eating|am\s+eating|'ve\s+had|have\s+had)(?:\s+|\s*$))?(?:(?:for|at)\s+(?:breakfast|lunch|dinner|supper|brunch|a\s+snack|snack)\s*,?\s*)?/i

/** Placeholders keeping a fixed 'and' inside one phrase while splitting. */
const KEEP_AND = '\u0001'
const KEEP_AMOUNT = '\u0002'

/** Trailing context ('for breakfast', 'this morning') dropped from a phrase. */
const TRAILING = /\s+(?:for|at|this|in\s+the)\s+(?:breakfast|lunch|dinner|supper|brunch|snack|morning|afternoon|evening|night|noon)\b.*$/i

/**
 * Splits a transcript into food phrases: on commas, semicolons, full stops, and the
 * words 'and', 'with', 'plus', 'also', 'then'. Fixed pairs where 'and' / 'with' belong to one food
 * are kept whole ('mac and cheese', 'peanut butter and jelly', 'fish and chips', 'coffee with
 * milk' is split — milk is logged on its own).
 */
export function splitTranscript(transcript: string): string[] {
	let text = transcript.replace(/\s+/g, ' ').trim()
	if (!text) return []
	// Keep dishes whose name contains 'and' as one phrase.
	text = text.replace(/\b(mac|macaroni|fish|peanut butter|salt|bread|rice|pork|franks|cookies|ham|chips|biscuits|strawberries|bangers|sweet|sour|half)\s+(?:and|&|n)\s+(cheese|chips|jelly|pepper|butter|beans|cream|eggs|salsa|gravy|mash|sour|half)\b/gi, `$1${KEEP_AND}$2`)
	// 'one and a half cups' is one amount.
	text = text.replace(/\b(\w+)\s+and\s+(a|one)\s+(half|quarter)\b/gi, `$1${KEEP_AMOUNT}$2 $3`)
	text = text.replace(LEAD_IN, '')
	const parts = text
		.split(/\s*(?:[,;.!?]|\s&\s|\band\b|\bwith\b|\bplus\b|\balso\b|\bthen\b|\balong side\b|\balongside\b)\s*/i)
		.map((p) => p.split(KEEP_AND).join(' and ').split(KEEP_AMOUNT).join(' and ').replace(TRAILING, '').replace(LEAD_IN, '').trim())
		.filter((p) => /[a-z]/i.test(p))
	return parts
}

function parseNumber(token: string): number | null {
	if (/^\d+(?:\.\d+)?$/.test(token)) return Number(token)
	if (/^\.\d+$/.test(token)) return Number(token)
	const frac = /^(\d+)\/(\d+)$/.exec(token)
	if (frac) {
		const d = Number(frac[2])
		return d > 0 ? Number(frac[1]) / d : null
	}
	if (token === '½') return 0.5
	if (token === '¼') return 0.25
	if (token === '¾') return 0.75
	return null
}

/**
 * Reads one phrase: leading quantity (digits, decimals, '1/2', '1 1/2', 'a', 'an', 'one'…'twelve',
 * 'half', 'a half', 'a couple of', 'a dozen', 'one and a half'), then a size word, then a unit
 * ('200g', '2 cups of', 'a slice of'), then the food words. A unit or number said after the food
 * ('rice 200 g') is read too.
 *
 * Example: 'two large scrambled eggs' → quantity 2, size 'large', unit null, food 'scrambled eggs'.
 */
export function parsePhrase(phrase: string): SpokenItem {
	const original = phrase.trim()
	// Glue digits to units apart ('200g' → '200 g'), keep '1/2' together, drop stray punctuation.
	const words = original
		.toLowerCase()
		.replace(/(\d)([a-z])/g, '$1 $2')
		.replace(/\bfl\.?\s*oz\b/g, 'fl_oz')
		.replace(/\bfluid\s+ounces?\b/g, 'fl_oz')
		.replace(/[^a-z0-9./½¼¾_'-]+/g, ' ')
		.replace(/'s\b/g, '')
		.split(/\s+/)
		.filter(Boolean)
	let i = 0
	let quantity: number | null = null
	let unit: SpokenUnit | null = null
	let size: SizeWord | null = null

	const readQuantity = () => {
		let q: number | null = null
		// 'a couple of', 'a dozen', 'a half', 'a few'
		if ((words[i] === 'a' || words[i] === 'an') && words[i + 1] && (['couple', 'dozen', 'half', 'few', 'quarter'].includes(words[i + 1]!) || parseNumber(words[i + 1]!) !== null)) i++
		const w = words[i]
		if (w === undefined) return null
		const n = parseNumber(w) ?? NUMBER_WORDS[w]
		if (n === undefined || n === null) return null
		q = n
		i++
		if (w === 'couple' || w === 'few' || w === 'dozen') {
			if (words[i] === 'of') i++
		}
		// '1 1/2', 'one and a half', 'two and a half'
		const next = words[i]
		if (next && /^\d+\/\d+$/.test(next)) {
			q += parseNumber(next) ?? 0
			i++
		} else if (next === 'and' && (words[i + 1] === 'a' || words[i + 1] === 'one') && (words[i + 2] === 'half' || words[i + 2] === 'quarter')) {
			q += words[i + 2] === 'half' ? 0.5 : 0.25
			i += 3
		} else if (next === 'half' && q === 1 && (w === 'a' || w === 'an')) {
			q = 0.5
			i++
		}
		// 'half a cup', 'half of the'
		if (words[i] === 'a' || words[i] === 'an') {
			if (q !== 1) i++
		}
		return q
	}

	const readUnit = () => {
		const w = words[i]
		if (!w) return null
		if (w === 'fl_oz') {
			i++
			if (words[i] === 'of') i++
			return 'fl oz' as SpokenUnit
		}
		const u = UNIT_WORDS[w]
		// 'l' and 'g' only directly after a number; 'can'/'pot' only when followed by food words.
		if (!u || i + 1 >= words.length) return null
		i++
		if (words[i] === 'of') i++
		return u
	}

	quantity = readQuantity()
	const sizeWord = words[i] ? SIZE_ALIASES[words[i]!] : undefined
	if (sizeWord) {
		size = sizeWord
		i++
	}
	unit = readUnit()
	if (!size && words[i] && SIZE_ALIASES[words[i]!] && unit) {
		size = SIZE_ALIASES[words[i]!]!
		i++
	}
	if (quantity === null && unit === null && !size) {
		// Amount after the food: 'rice 200 g', 'coffee, 2 cups'
		const tail = /^(.*?)\s+(\d+(?:\.\d+)?|\d+\/\d+)\s*([a-z_]+)?$/.exec(words.slice(i).join(' '))
		if (tail && (!tail[3] || UNIT_WORDS[tail[3]] || tail[3] === 'fl_oz')) {
			const food = cleanFood(tail[1]!.split(' '))
			const q = parseNumber(tail[2]!) ?? 1
			const u = tail[3] ? (tail[3] === 'fl_oz' ? 'fl oz' : UNIT_WORDS[tail[3]]!) : null
			return { phrase: original, food, quantity: q, quantityStated: true, unit: u, size: null }
		}
	}
	let rest = words.slice(i)
	// A portion noun after the food: 'a cod fillet' is 1 fillet of cod.
	const last = rest[rest.length - 1]
	if (unit === null && last && TRAILING_UNITS.has(last) && cleanFood(rest.slice(0, -1))) {
		unit = UNIT_WORDS[last]!
		rest = rest.slice(0, -1)
	}
	const food = cleanFood(rest)
	return {
		phrase: original,
		food,
		quantity: quantity ?? 1,
		quantityStated: quantity !== null,
		unit,
		size,
	}
}

function cleanFood(words: string[]): string {
	return words
		.filter((w) => !FILLER.has(w) && w !== 'a' && w !== 'an')
		.join(' ')
		.replace(/_/g, ' ')
		.trim()
}

/** {@link splitTranscript} then {@link parsePhrase} on each part; phrases naming no food are dropped. */
export function parseTranscript(transcript: string): SpokenItem[] {
	return splitTranscript(transcript)
		.map(parsePhrase)
		.filter((item) => item.food.length > 0)
}
