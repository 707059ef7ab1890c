/**
 * How well the grocery list's cooked → as-bought conversion (app/domain/grocery/yields.ts) works
 * on foods it was not written against: a held-out set of cooked USDA foods from the bundled data
 * (db/data/foods.csv.gz), the built-in recipe library's ingredients (the development set) left
 * out (all of them by default, shuffled with a fixed seed so a smaller `size` draws a fixed sample). Reports how many get a raw sibling and whether the yield
 * (cooked g per raw g) falls in the range the food group is known to have.
 *
 * Run: `npx tsx bench/eval/grocery-yields.ts` (about 5 s). Bench row: {@link benchGroceryYields}.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readFoodsFile } from '#db/import/read.ts'
import { findRawSibling, isCookedName, siblingPrefix, type YieldFood } from '#app/domain/grocery/yields.ts'
import { LIBRARY_FOODS } from '#app/domain/recipes/library.ts'

/**
 * Known yields (cooked g per raw g) per food group: rice 2.5–3 on packages (widened to 2.2–3.6
 * for parboiled and wild rice), pasta and noodles 2–3.5, other grains 2–4, dry legumes ('mature seeds', lentils, chickpeas) 2–3.2
 * (USDA dry-bean cooking yields ≈ 2.4), meat, poultry and fish 0.55–0.95 (USDA Table of Cooking
 * Yields for Meat and Poultry), vegetables 0.75–1.25 (boiled or steamed vegetables keep about
 * their weight).
 */
const GROUPS: { group: string; test: RegExp; min: number; max: number }[] = [
	{ group: 'rice', test: /^rice\b(?! noodles)/, min: 2.2, max: 3.6 },
	{ group: 'pasta/noodles', test: /^(pasta|noodles|spaghetti|macaroni|rice noodles)\b/, min: 1.9, max: 3.6 },
	{ group: 'grains', test: /^(quinoa|oats|barley|bulgur|couscous|millet|buckwheat|wheat|cereals|amaranth|sorghum|teff|spelt)\b/, min: 2, max: 4.2 },
	{ group: 'legumes', test: /^(?!.*sprouted)(lentils\b|chickpeas\b|[^,]+, (?:[^,]+, )*mature seeds\b)/, min: 2, max: 3.2 },
	{ group: 'meat/poultry/fish', test: /^(beef|pork|chicken|turkey|lamb|veal|fish|crustaceans|mollusks|game meat|duck|goose|bison)\b/, min: 0.55, max: 0.95 },
	{ group: 'vegetables', test: /^(broccoli|carrots|spinach|cabbage|cauliflower|beans, snap|asparagus|squash|kale|collards|peppers|onions|potatoes|sweet potato|brussels|okra|beets|turnip|mushrooms|corn|peas, green|zucchini|eggplant|chard|mustard greens)\b/, min: 0.75, max: 1.25 },
]

const numberOrNull = (v: unknown) => (typeof v === 'number' ? v : null)
const groupOf = (name: string) => GROUPS.find((g) => g.test.test(name.toLowerCase()))

/** A deterministic pseudo-random generator (mulberry32) for the held-out draw. */
function rng(seed: number) {
	return () => {
		seed = (seed + 0x6d2b79f5) | 0
		let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

export type GroceryYieldsReport = {
	cooked: number
	withSibling: number
	plausible: { group: string; n: number; inRange: number; median: number | null }[]
	examples: string[]
	/** Siblings whose yield falls outside their group's known range. */
	outliers: string[]
}

/** Runs the evaluation over the bundled data (`dataDir`, default db/data). */
export async function benchGroceryYields(dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/data'), size = Infinity): Promise<GroceryYieldsReport> {
	const { generic } = await readFoodsFile(path.join(dataDir, 'foods.csv.gz'), true)
	const foods: YieldFood[] = generic.map((g) => ({ id: g.fdcId, name: g.name, kcal: numberOrNull(g.nutrients[0]), proteinG: numberOrNull(g.nutrients[1]), carbsG: numberOrNull(g.nutrients[2]) }))
	const byPrefix = new Map<string, YieldFood[]>()
	for (const f of foods) {
		const key = siblingPrefix(f.name).toLowerCase()
		byPrefix.set(key, [...(byPrefix.get(key) ?? []), f])
	}
	const development = new Set<number>(Object.values(LIBRARY_FOODS))
	const pool = foods.filter((f) => isCookedName(f.name) && !development.has(f.id))
	const random = rng(27)
	for (let i = pool.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1))
		;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
	}
	const heldOut = pool.slice(0, size)
	const perGroup = new Map<string, number[]>()
	const examples: string[] = []
	const outliers: string[] = []
	let withSibling = 0
	for (const f of heldOut) {
		const sibling = findRawSibling(f, byPrefix.get(siblingPrefix(f.name).toLowerCase()) ?? [])
		if (!sibling) continue
		withSibling++
		if (examples.length < 12) examples.push(`${f.name} → ${sibling.food.name} (×${sibling.yield.toFixed(2)})`)
		const g = groupOf(f.name)
		if (g) perGroup.set(g.group, [...(perGroup.get(g.group) ?? []), sibling.yield])
		if (g && (sibling.yield < g.min || sibling.yield > g.max)) outliers.push(`${g.group}: ${f.name} → ${sibling.food.name} (×${sibling.yield.toFixed(2)})`)
	}
	const plausible = GROUPS.map((g) => {
		const ys = (perGroup.get(g.group) ?? []).sort((a, b) => a - b)
		return { group: g.group, n: ys.length, inRange: ys.filter((y) => y >= g.min && y <= g.max).length, median: ys.length ? Math.round(ys[Math.floor(ys.length / 2)]! * 100) / 100 : null }
	})
	return { cooked: heldOut.length, withSibling, plausible, examples, outliers }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
	const report = await benchGroceryYields()
	console.log(`held-out cooked foods: ${report.cooked}; with a raw sibling: ${report.withSibling} (${Math.round((100 * report.withSibling) / report.cooked)} %)`)
	for (const p of report.plausible) console.log(`  ${p.group}: ${p.inRange}/${p.n} yields in the known range, median ×${p.median ?? '–'}`)
	for (const e of report.examples) console.log(`  ${e}`)
	console.log('outside the known range:')
	for (const e of report.outliers.slice(0, 20)) console.log(`  ${e}`)
	if (report.outliers.length > 20) console.log(`  … and ${report.outliers.length - 20} more`)
}
