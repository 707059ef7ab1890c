/**
 * Household measures around food names ('1 cup', '2 tbsp', 'serving: 1 slice (28 g)') in the page's
 * language. Food names stay as the data has them; the measure words, numbers and units around them
 * are translated (issue: every amount in the user's language).
 *
 * The vocabulary is the measure words the bundled data uses most, counted on db/data: the
 * `household_serving` of foods.csv.gz, usda_branded.csv.gz and branded.csv.gz (425,805 servings,
 * 23,015 distinct texts) and the `unit` of portions.csv.gz (37,326). Every word of 87.6 % of those
 * servings is in it (47 % of the USDA portion units, whose long tail is descriptive: 'quantity not
 * specified', 'piece, cooked, excluding refuse …'). A text is translated only when every word in it is
 * known, so a sentence is never half English: the long tail ('1 tea bag', 'quantity not specified',
 * 'pie 1 pie (1/8 of 9" pie)') is shown as the data has it, and {@link useHouseholdText} says so
 * (`translated: false`) so a screen can mark it `lang="en"`.
 */
import type { MessageKey } from '#app/locales/catalogs.ts'
import { formatNumber } from './format.ts'
import { type Locale, type Translate, useLocale, useT } from './i18n.tsx'

/** Measure words (and their spellings in the data, lower case) → their message (`food` namespace, `measure.*`). */
const MEASURES: Record<string, MeasureKey> = {
	cup: 'cup',
	cups: 'cup',
	tablespoon: 'tablespoon',
	tablespoons: 'tablespoon',
	tbsp: 'tablespoon',
	tbs: 'tablespoon',
	tbl: 'tablespoon',
	teaspoon: 'teaspoon',
	teaspoons: 'teaspoon',
	tsp: 'teaspoon',
	piece: 'piece',
	pieces: 'piece',
	pc: 'piece',
	pcs: 'piece',
	slice: 'slice',
	slices: 'slice',
	bar: 'bar',
	bars: 'bar',
	package: 'package',
	packages: 'package',
	pkg: 'package',
	pack: 'package',
	packs: 'package',
	container: 'container',
	containers: 'container',
	can: 'can',
	cans: 'can',
	bottle: 'bottle',
	bottles: 'bottle',
	pouch: 'pouch',
	pouches: 'pouch',
	packet: 'packet',
	packets: 'packet',
	bag: 'bag',
	bags: 'bag',
	serving: 'serving',
	servings: 'serving',
	cookie: 'cookie',
	cookies: 'cookie',
	cracker: 'cracker',
	crackers: 'cracker',
	chip: 'chip',
	chips: 'chip',
	sandwich: 'sandwich',
	sandwiches: 'sandwich',
	roll: 'roll',
	rolls: 'roll',
	link: 'link',
	links: 'link',
	bowl: 'bowl',
	bowls: 'bowl',
	stick: 'stick',
	sticks: 'stick',
	scoop: 'scoop',
	scoops: 'scoop',
	box: 'box',
	boxes: 'box',
	egg: 'egg',
	eggs: 'egg',
	cube: 'cube',
	cubes: 'cube',
	unit: 'unit',
	units: 'unit',
	item: 'unit',
	items: 'unit',
	'each': 'unit',
	ea: 'unit',
	patty: 'patty',
	patties: 'patty',
	fillet: 'fillet',
	fillets: 'fillet',
	tray: 'tray',
	trays: 'tray',
	muffin: 'muffin',
	muffins: 'muffin',
	tortilla: 'tortilla',
	tortillas: 'tortilla',
	jar: 'jar',
	jars: 'jar',
	glass: 'glass',
	glasses: 'glass',
	square: 'square',
	squares: 'square',
	ball: 'ball',
	balls: 'ball',
	bun: 'bun',
	buns: 'bun',
	small: 'small',
	medium: 'medium',
	large: 'large',
	regular: 'regular',
	miniature: 'miniature',
	mini: 'miniature',
	cooked: 'cooked',
	raw: 'raw',
	diced: 'diced',
	chopped: 'chopped',
	sliced: 'sliced',
	dry: 'dry',
	prepared: 'prepared',
	drained: 'drained',
	whole: 'whole',
	about: 'about',
	approx: 'about',
	approximately: 'about',
	ca: 'about',
	per: 'per',
}
type MeasureKey = 'cup' | 'tablespoon' | 'teaspoon' | 'piece' | 'slice' | 'bar' | 'package' | 'container' | 'can' | 'bottle' | 'pouch' | 'packet' | 'bag' | 'serving' | 'cookie' | 'cracker' | 'chip' | 'sandwich' | 'roll' | 'link' | 'bowl' | 'stick' | 'scoop' | 'box' | 'egg' | 'cube' | 'unit' | 'patty' | 'fillet' | 'tray' | 'muffin' | 'tortilla' | 'jar' | 'glass' | 'square' | 'ball' | 'bun' | 'small' | 'medium' | 'large' | 'regular' | 'miniature' | 'cooked' | 'raw' | 'diced' | 'chopped' | 'sliced' | 'dry' | 'prepared' | 'drained' | 'whole' | 'about' | 'per'

/** Measure words that count (a plural after any amount but one); the others are adjectives and small words. */
const COUNTED: ReadonlySet<MeasureKey> = new Set<MeasureKey>(['cup', 'tablespoon', 'teaspoon', 'piece', 'slice', 'bar', 'package', 'container', 'can', 'bottle', 'pouch', 'packet', 'bag', 'serving', 'cookie', 'cracker', 'chip', 'sandwich', 'roll', 'link', 'bowl', 'stick', 'scoop', 'box', 'egg', 'cube', 'unit', 'patty', 'fillet', 'tray', 'muffin', 'tortilla', 'jar', 'glass', 'square', 'ball', 'bun'])

/** Size words read wrongly before a noun in the Romance languages ('small slice'): such a text is not translated. */
const SIZES: ReadonlySet<MeasureKey> = new Set<MeasureKey>(['small', 'medium', 'large', 'regular', 'miniature'])

/** Unit symbols the data spells in several ways (GS1 codes of branded products: ONZ, GRM, MLT): the symbol shown. */
const SYMBOLS: Record<string, string> = { g: 'g', gram: 'g', grams: 'g', grm: 'g', oz: 'oz', onz: 'oz', oza: 'oz', ounce: 'oz', ounces: 'oz', fl: 'fl', ml: 'ml', mlt: 'ml', l: 'l', lb: 'lb', lbs: 'lb', kg: 'kg', kcal: 'kcal' }

const TOKENS = /[A-Za-z]+|\d+(?:[.,/]\d+)?|[^A-Za-z\d]+/g

/** A number as the data writes it ('0.5', '1/2', '2') → its value; NaN for anything else. */
function amountOf(text: string): number {
	const [a, b] = text.split('/')
	return b === undefined ? Number(text.replace(',', '.')) : Number(a) / Number(b)
}

/**
 * `text` (a household measure as the data or the domain writes it) in `locale`.
 * @param t the `food` namespace's translate function in that language
 * @returns the translation, or null when a word of it is not in the vocabulary (the caller shows `text`)
 * @example householdText('0.5 cup (120 g)', 'de', t) // '0,5 Tassen (120 g)'
 */
export function householdText(text: string, locale: Locale, t: Translate<'food'>): string | null {
	if (locale === 'en') return text
	const tokens = text.match(TOKENS) ?? []
	let count = 1
	const out: string[] = []
	for (let i = 0; i < tokens.length; i++) {
		const token = tokens[i]!
		if (/^\d/.test(token)) {
			count = amountOf(token)
			out.push(token.includes('/') || !token.includes('.') ? token : formatNumber(count, token.split('.')[1]!.length, locale))
			continue
		}
		if (!/^[A-Za-z]/.test(token)) {
			out.push(token)
			continue
		}
		const word = token.toLowerCase()
		const symbol = SYMBOLS[word]
		if (symbol) {
			out.push(symbol)
			continue
		}
		const key = MEASURES[word]
		if (!key) return null
		if (SIZES.has(key) && /^ +$/.test(tokens[i + 1] ?? '') && /^[A-Za-z]/.test(tokens[i + 2] ?? '')) return null
		out.push(t(`measure.${key}` as MessageKey<'food'>, COUNTED.has(key) ? { count: Number.isFinite(count) ? count : 1 } : undefined))
	}
	return out.join('')
}

/**
 * A household measure in the page's language: `(text) => { text, translated }`; `translated` is
 * false when the text is shown as the data has it (English: mark it `lang="en"`).
 */
export function useHouseholdText() {
	const t = useT('food')
	const locale = useLocale()
	return (text: string): { text: string; translated: boolean } => {
		const out = householdText(text, locale, t)
		return out == null ? { text, translated: locale === 'en' } : { text: out, translated: true }
	}
}
