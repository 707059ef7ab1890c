/**
 * Short display names for food lists (isomorphic, pure).
 *
 * The stored name stays the published text (USDA description, Open Food Facts product name,
 * USDA Branded name in capitals); search, the API and the food detail use it. Lists show
 * `foodDisplayName(name)` instead, with the stored name in the row's `title` or detail:
 *
 *   'Orange juice, raw (Includes foods for USDA's Food Distribution Program)' → 'Orange juice, raw'
 *   'ROASTED SALTED EXTRA LARGE VIRGINIA PEANUTS, ROASTED SALTED'              → 'Roasted salted extra large Virginia peanuts'
 *   'Cereals, QUAKER, Whole Wheat Natural Cereal, dry'                        → 'Cereals, Quaker, Whole Wheat Natural Cereal, dry'
 *
 * What is dropped never tells two foods apart: USDA's program note, 'includes …' / 'may contain …'
 * asides, 'NFS' (not further specified), a branded name's repeated flavour ('BEET CHIPS, BEET') and
 * a trailing pack size ('- 8oz', '4 x 100g'). What distinguishes foods (raw/cooked, with/without
 * salt, lean only, 2 %) is kept; past `maxLength`, the middle descriptive parts go first, then the
 * text is cut at a word boundary with '…'. `distinctDisplayNames` gives a list its names without
 * two different foods sharing one the stored names did not share.
 */

/** Longest display name, in characters (UTF-16 units): about two lines of a 390 px list row. */
export const DISPLAY_NAME_MAX_LENGTH = 48

export type DisplayNameOptions = {
	/** The product's brand (USDA Branded): brand words in a capitals name keep the brand's case. */
	brand?: string | null
	/** Longest result; `Infinity` only cleans and sentence-cases. Default `DISPLAY_NAME_MAX_LENGTH`. */
	maxLength?: number
}

/** Parentheticals that never tell foods apart: USDA program notes, 'includes …', 'may contain …'. */
const NOISE_PARENTHETICAL = /\s*\((?:includes? |incl\.|may contain|formerly |also called )[^()]*\)/gi
/** Whole segments that say nothing: 'NFS' = not further specified (FNDDS). */
const NOISE_SEGMENT = /^(?:NFS|NS)$/i
/** A trailing pack size: '- 8oz', '1.50oz', '4 x 100g', '500 g', '12 fl oz'. */
const PACK_SIZE = /(?:\s+-)?\s+(?:\d+\s*[x×]\s*)?\d+(?:[.,]\d+)?\s*(?:g|kg|mg|ml|cl|l|oz|fl\.? ?oz|lb|lbs|ct|pk)\.?$/i

/**
 * The preparation and the variants people choose between ('raw', 'cooked, boiled', 'with salt',
 * 'lean only', 'skim', '2%'): the last parts a long name loses.
 */
const PREPARATION =
	/\b(?:raw|cooked|boiled|baked|broiled|fried|roasted|grilled|steamed|stewed|braised|simmered|poached|toasted|microwaved|canned|frozen|dried|dry|smoked|cured|with(?:out)? (?:salt|skin|sugar|added \w+)|unsalted|salted|lean only|lean and fat|skim|nonfat|fat free|low fat|fat added|no added fat|reduced \w+|light|diet|unsweetened|sweetened|prepared|unprepared|whole|decaffeinated|instant|ready-to-\w+|drained|concentrate|\d+(?:\.\d+)?%)\b/i
/**
 * Parts that describe the cut or the trade rather than the food on the plate: the first a long
 * name loses (USDA meat grades and trims, 'boneless', 'imported', 'commercially prepared').
 */
const LOW_VALUE = /^(?:all grades|choice|select|prime|trimmed to .*|boneless|bone-in|imported|fresh|composite of .*|mixed species|variety meats and by-products|commercially prepared|NS as to .*|from fast food \/ restaurant|restaurant|home recipe|enriched|unenriched|fluid|bottled)$/i
/** USDA's long words for what 'lean only' / 'lean and fat' say: 'separable lean only'. */
const SEPARABLE = /\bseparable (lean)/gi

/** Words that stay in capitals in a sentence-cased name (initialisms that have vowels). */
const ACRONYMS = new Set(['USA', 'US', 'UK', 'EU', 'USDA', 'BBQ', 'DHA', 'ARA', 'EPA', 'UHT', 'KFC', 'IPA', 'BLT', 'MSG', 'TV', 'XL', 'XXL', 'PB&J', 'NY', 'OJ', 'ABC', 'A&W', 'M&M', "M&M'S", 'T.G.I.', 'GMO', 'II', 'III', 'IV', 'NOS', 'CBD', 'HFCS', 'MCT', 'IQF', 'NFS'])

const hasLower = (text: string) => /\p{Ll}/u.test(text)
const letters = (word: string) => word.match(/\p{L}/gu)?.length ?? 0
/** Upper-cases the text's first character when it is a lower-case letter ('nutella', not '90% lean'). */
const startUpper = (text: string) => text.replace(/^\p{Ll}/u, (c) => c.toLocaleUpperCase('en-US'))

/** A word that stays in capitals: a known initialism, or letters without a vowel ('BBQ', 'PB&J'). */
function isInitialism(word: string): boolean {
	const bare = word.replace(/^[^\p{L}]+|[^\p{L}&'.]+$/gu, '')
	if (ACRONYMS.has(bare)) return true
	return letters(bare) >= 2 && letters(bare) <= 4 && !/[AEIOUY]/.test(bare)
}

/** Splits at top-level commas (not inside parentheses): 'Pork, loin (chops, roasts), raw' → 3 parts. */
function segments(text: string): string[] {
	const parts: string[] = []
	let depth = 0
	let start = 0
	for (let i = 0; i < text.length; i++) {
		const c = text[i]
		if (c === '(') depth++
		else if (c === ')') depth = Math.max(0, depth - 1)
		else if ((c === ',' || c === ';') && depth === 0) {
			parts.push(text.slice(start, i).trim())
			start = i + 1
		}
	}
	parts.push(text.slice(start).trim())
	return parts.filter(Boolean)
}

/**
 * Case for a name in capitals ('POTATO CHIPS, SEA SALT'): sentence case, initialisms kept, and
 * words of the brand in the brand's own case when the brand is written in mixed case.
 */
function sentenceCase(text: string, brand: string | null | undefined): string {
	const brandCase = new Map<string, string>()
	if (brand && hasLower(brand)) for (const w of brand.split(/[\s,]+/)) if (letters(w) >= 3) brandCase.set(w.toUpperCase(), w)
	const words = text.split(/(\s+|(?<=[/-])|(?=[/-]))/)
	return words
		.map((word) => {
			if (!/\p{L}/u.test(word)) return word
			const brandWord = brandCase.get(word.replace(/[,;:]$/, ''))
			return brandWord ? word.replace(/^[^,;:]+/, brandWord) : isInitialism(word) ? word : word.toLocaleLowerCase('en-US')
		})
		.join('')
}

/** In a mixed-case USDA name, a brand in capitals ('QUAKER', 'MARS SNACKFOOD US') in title case. */
function titleCaseShouting(text: string): string {
	return text.replace(/\b[A-Z][A-Z'&.-]{2,}\b/g, (word) => (isInitialism(word) ? word : word.toLocaleLowerCase('en-US').replace(/(^|-)\p{L}/gu, (c) => c.toLocaleUpperCase('en-US'))))
}

/** The name's case as lists show it: a name in capitals in sentence case, capitals brands inside a mixed-case name in title case. */
function casedName(text: string, brand: string | null | undefined): string {
	const shouting = !hasLower(text) && letters(text) >= 2
	return startUpper(shouting ? sentenceCase(text, brand) : titleCaseShouting(text))
}

/** A branded name's last segment when it only repeats words said before ('BEET CHIPS, BEET'). */
function repeatsEarlierWords(last: string, before: string[]): boolean {
	const seen = new Set(before.join(' ').toLowerCase().split(/[^\p{L}\p{N}]+/u))
	const words = last.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean)
	return words.length > 0 && words.every((w) => seen.has(w))
}

/** How much a part tells (higher is kept longer): the first part, preparation, the second part, then earlier parts before later ones. */
function weight(part: string, index: number): number {
	if (index === 0) return 100
	if (LOW_VALUE.test(part)) return 0
	if (PREPARATION.test(part)) return 50
	if (/^with\b/i.test(part)) return 35
	return index === 1 ? 40 : 30 - index
}

/**
 * Fits `parts` into `max` characters, shortening step by step and only while too long: drop the
 * low-value parts, then asides in parentheses (those with a number stay: '(2%)'), then parts by
 * `weight` (lightest and latest first). The first part always stays.
 */
function fitSegments(parts: string[], max: number): string[] {
	const fits = (p: string[]) => p.join(', ').length <= max
	let kept = parts.map((p) => p.replace(SEPARABLE, '$1'))
	if (fits(kept)) return kept
	kept = kept.filter((p, i) => i === 0 || !LOW_VALUE.test(p))
	if (fits(kept)) return kept
	kept = kept.map((p) => p.replace(/\s*\((?![^()]*\d)[^()]*\)/g, '').trim() || p)
	const order = kept
		.map((part, index) => ({ index, w: weight(part, index) }))
		.filter((x) => x.index > 0)
		.sort((x, y) => x.w - y.w || y.index - x.index)
	const dropped = new Set<number>()
	for (const { index } of order) {
		if (fits(kept.filter((_, i) => !dropped.has(i)))) break
		dropped.add(index)
	}
	return kept.filter((_, i) => !dropped.has(i))
}

/** Cuts `text` to `max` characters at a word boundary, ending with '…'. */
function cutAtWord(text: string, max: number): string {
	if (text.length <= max) return text
	const room = text.slice(0, max) // the ellipsis replaces the space we cut at
	const space = room.lastIndexOf(' ')
	const cut = (space > max / 2 ? room.slice(0, space) : room.slice(0, max - 1)).replace(/[\s,;:(/&-]+$/, '')
	return `${cut}…`
}

/**
 * The short, sentence-case name a list shows for a food.
 *
 * @param name the stored name (any source; an empty or blank name comes back trimmed)
 * @param options `brand` (keeps brand words' case in a capitals name), `maxLength` (default
 *   `DISPLAY_NAME_MAX_LENGTH`, characters)
 * @returns at most `maxLength` characters, never cut inside a word (a cut ends with '…').
 * @example foodDisplayName("Orange juice, raw (Includes foods for USDA's Food Distribution Program)") // 'Orange juice, raw'
 */
export function foodDisplayName(name: string, options: DisplayNameOptions = {}): string {
	const key = `${options.maxLength ?? ''}\u0000${options.brand ?? ''}\u0000${name}`
	const known = shortNames.get(key)
	if (known !== undefined) return known
	const value = shortNameOf(name, options)
	// Bounded: a worker keeps the names its users' lists show, never the whole food table.
	if (shortNames.size >= SHORT_NAMES_KEPT) shortNames.clear()
	shortNames.set(key, value)
	return value
}

/** Display names already worked out in this process (a list shows the same foods again and again). */
const shortNames = new Map<string, string>()
/** At most this many are kept (about 1 MB of strings). */
const SHORT_NAMES_KEPT = 10_000

function shortNameOf(name: string, options: DisplayNameOptions): string {
	const max = Math.max(8, options.maxLength ?? DISPLAY_NAME_MAX_LENGTH)
	let text = name.replace(/\s+/g, ' ').trim()
	if (!text) return text
	text = text.replace(NOISE_PARENTHETICAL, '').replace(PACK_SIZE, '').trim() || text
	text = casedName(text, options.brand)
	let parts = segments(text).filter((p) => !NOISE_SEGMENT.test(p))
	if (parts.length > 1 && repeatsEarlierWords(parts[parts.length - 1]!, parts.slice(0, -1))) parts = parts.slice(0, -1)
	if (parts.length === 0) return text
	return cutAtWord(fitSegments(parts, max).join(', '), max)
}

/**
 * Display names for a list (search results, diary entries, recent foods), in order: each food's
 * `foodDisplayName`, except that two foods with different stored names never share one — a
 * clash is shown at the next longer length (1.5 × `maxLength`, then the whole cleaned name), and
 * at last as the stored name in sentence case only (nothing dropped).
 */
export function distinctDisplayNames(foods: ReadonlyArray<{ name: string; brand?: string | null }>, maxLength = DISPLAY_NAME_MAX_LENGTH): string[] {
	const levels: Array<(food: { name: string; brand?: string | null }) => string> = [
		(f) => foodDisplayName(f.name, { brand: f.brand, maxLength }),
		(f) => foodDisplayName(f.name, { brand: f.brand, maxLength: Math.round(maxLength * 1.5) }),
		(f) => foodDisplayName(f.name, { brand: f.brand, maxLength: Infinity }),
		(f) => casedName(f.name.replace(/\s+/g, ' ').trim(), f.brand),
	]
	const names = foods.map((f) => levels[0]!(f))
	for (let level = 1; level < levels.length; level++) {
		const byName = new Map<string, number[]>()
		names.forEach((n, i) => byName.set(n.toLowerCase(), [...(byName.get(n.toLowerCase()) ?? []), i]))
		let clashed = false
		for (const group of byName.values()) {
			if (new Set(group.map((i) => foods[i]!.name.toLowerCase())).size < 2) continue
			for (const i of group) names[i] = levels[level]!(foods[i]!)
			clashed = true
		}
		if (!clashed) break
	}
	return names
}
