/**
 * Cooked → as-bought conversion for grocery lists. Recipes weigh grains, pasta, legumes and some
 * vegetables and meats cooked ('Rice noodles, cooked 360 g'), but a shopper buys them dry or raw.
 * Pure and isomorphic.
 *
 * - **Cooked food**: a USDA name with a cooking part (comma-separated: 'cooked', 'boiled',
 *   'baked', 'roasted', 'dry heat', 'prepared' …).
 * - **Raw sibling**: a food of the bundled database whose name has the same first part ('Rice
 *   noodles') and a raw part ('raw', 'dry', 'uncooked', 'unprepared') and no cooking part; of
 *   those, one whose other name parts (left after removing cooking, raw and neutral parts such
 *   as 'without salt', 'drained', 'frozen') are all in the cooked name, sharing most of them.
 *   'Rice noodles, cooked' → 'Rice noodles, dry'; 'Broccoli, cooked, boiled, drained, without
 *   salt' → 'Broccoli, raw'.
 * - **Yield** (cooked g per raw g) = (protein + carbohydrate) per 100 g raw ÷ the same per 100 g
 *   cooked. No USDA yield table is bundled, so the yield comes from mass balance: cooking in
 *   water (boiling, steaming) or dry heat (roasting) changes a food's water, and fat drips out
 *   of meat or is added in a pan, but its protein and carbohydrate stay, so the same grams of
 *   them sit in more (rice, pasta) or fewer (meat) grams of food. When the data lacks protein or
 *   carbohydrate, kcal per 100 g stand in (energy balance, which overstates the yield of fried
 *   foods). A yield outside {@link YIELD_RANGE} is treated as no sibling (the line stays cooked).
 */

/** What the sibling search reads of a food: per 100 g, null when the data lacks a value. */
export type YieldFood = { id: number; name: string; kcal: number | null; proteinG: number | null; carbsG: number | null }

/**
 * Plausible yields (cooked g per raw g): from meat that loses about half its weight (0.5) to
 * dry pasta and rice that take up three to four times their weight in water (USDA Table of
 * Cooking Yields for Meat and Poultry, 2014; rice and pasta package directions: 2.5–3.5).
 */
export const YIELD_RANGE = { min: 0.45, max: 4.5 } as const

const COOKING = /\b(cooked|boiled|baked|roasted|broiled|braised|stewed|steamed|simmered|grilled|microwaved|fried|poached|scrambled|toasted|dry heat|moist heat|prepared|heated)\b/
const RAW = /^(raw|dry|uncooked|unprepared|raw \(.*\)|not cooked)$/
const NEUTRAL = /^(drained|without salt|with salt|no salt added|without added salt|salt added in cooking|frozen|enriched|unenriched|regular|ns as to fat|no added fat|includes foods for usda.*)$/

/** The lower-case comma-separated parts of a USDA name, without bracketed notes. */
export function nameParts(name: string): string[] {
	return name
		.toLowerCase()
		.replace(/\s*\([^)]*\)/g, '')
		.split(',')
		.map((p) => p.trim())
		.filter(Boolean)
}

/** Foods bought roasted or toasted as they are: nuts, seeds, coffee, cocoa, snacks. */
const BOUGHT_AS_IS = /^(nuts|seeds|coffee|cocoa|snacks|peanuts|soy nuts)\b/

/**
 * True when the name says the food is cooked (a cooking part after the first), and it is not
 * canned (canned food is bought canned: 'Corn, canned, cooked with butter' stays as it is) or
 * a food bought roasted ('Nuts, cashew nuts, dry roasted').
 */
export function isCookedName(name: string): boolean {
	const parts = nameParts(name)
	return parts.slice(1).some((p) => COOKING.test(p) && !/^prepared with (calcium|magnesium|nigari)/.test(p)) && !parts.includes('canned') && !BOUGHT_AS_IS.test(parts[0] ?? '')
}

/** True when the name says the food is raw or dry and nothing about cooking, or is one word ('Tempeh'). */
export function isRawName(name: string): boolean {
	const parts = nameParts(name).slice(1)
	return (parts.length === 0 || parts.some((p) => RAW.test(p))) && !parts.some((p) => COOKING.test(p))
}

/** The first name part: the prefix a caller searches the database by ('Rice noodles'). */
export function siblingPrefix(name: string): string {
	return name.replace(/\s*\([^)]*\)/g, '').split(',')[0]!.trim()
}

const core = (name: string) => new Set(nameParts(name).filter((p, i) => i === 0 || !(COOKING.test(p) || RAW.test(p) || NEUTRAL.test(p))))

const FROZEN = (name: string) => nameParts(name).includes('frozen')

/**
 * Jaccard similarity (0–1) of two names' core parts, less 0.01 when one is frozen and the other
 * not (fresh broccoli for fresh broccoli); 0 when the first parts differ or the raw name is more
 * specific than the cooked one (a core part the cooked name lacks: 'Beans, baked' is not
 * 'Beans, cannellini, dry'); less 0.005 when the raw name carries a bracketed note ('(Alaska
 * Native)'), so the plain food wins a tie.
 */
export function siblingScore(cooked: string, raw: string): number {
	const a = core(cooked)
	const b = core(raw)
	if (nameParts(cooked)[0] !== nameParts(raw)[0]) return 0
	for (const p of b) if (!a.has(p)) return 0
	return b.size / a.size - (FROZEN(cooked) === FROZEN(raw) ? 0 : 0.01) - (/\(/.test(raw) ? 0.005 : 0)
}

/**
 * Cooked g per raw g (module comment): the ratio of protein + carbohydrate per 100 g, raw over
 * cooked, when both foods have them (at least 1 g per 100 g cooked); else the ratio of kcal per
 * 100 g. Null when neither can be computed or the ratio falls outside {@link YIELD_RANGE}.
 */
export function cookedYield(cooked: Omit<YieldFood, 'id' | 'name'>, raw: Omit<YieldFood, 'id' | 'name'>): number | null {
	const solids = (f: Omit<YieldFood, 'id' | 'name'>) => (f.proteinG != null && f.carbsG != null ? Math.max(0, f.proteinG) + Math.max(0, f.carbsG) : null)
	const [c, r] = [solids(cooked), solids(raw)]
	const y = c != null && r != null && c >= 1 && r > 0 ? r / c : cooked.kcal && raw.kcal && cooked.kcal > 0 && raw.kcal > 0 ? raw.kcal / cooked.kcal : null
	return y != null && y >= YIELD_RANGE.min && y <= YIELD_RANGE.max ? y : null
}

/**
 * The raw sibling of `cooked` among `candidates` (module comment) with its yield, or null when
 * `cooked` is not a cooked food, no candidate is raw with the same first part, or the yield is
 * implausible. Ties go to the candidate listed first (callers list generic USDA rows first).
 */
export function findRawSibling<F extends YieldFood>(cooked: YieldFood, candidates: readonly F[]): { food: F; yield: number } | null {
	if (!isCookedName(cooked.name)) return null
	let best: { food: F; score: number; yield: number } | null = null
	for (const c of candidates) {
		if (c.id === cooked.id || !isRawName(c.name)) continue
		const score = siblingScore(cooked.name, c.name)
		if (score <= 0 || (best && score <= best.score)) continue
		const y = cookedYield(cooked, c)
		if (y != null) best = { food: c, score, yield: y }
	}
	return best ? { food: best.food, yield: best.yield } : null
}
