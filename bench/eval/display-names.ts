/**
 * Measures the short display names (app/domain/foods/display-name.ts) on held-out sets built from
 * the bundled data (db/data/, see its README), never on the names the unit tests use:
 *
 * - `generic`: every USDA generic food of foods.csv.gz (13,814: SR Legacy, Foundation, FNDDS);
 * - `usdaBranded`: 5,000 products drawn at random (fixed seed) from usda_branded.csv.gz;
 * - `off`: 5,000 products drawn at random (fixed seed) from branded.csv.gz (Open Food Facts).
 *
 * Per set: the share of names changed, the maximum and 95th-percentile length before and after
 * ("before" = what lists showed until now: `displayName` of display.ts, capitals → sentence case),
 * and distinctness: over simulated search results (the 150 most frequent name words of the set as
 * queries; a result = the first 30 foods whose name has the word, shortest names first, as a ranked
 * search tends to list them), the number of pairs of different foods in one result that show the
 * same name (case-insensitive), before, with `foodDisplayName` alone, and with
 * `distinctDisplayNames` (what the lists use).
 *
 * Also the category icon coverage (`foodGroup`, app/domain/foods/food-group.ts): the share of foods whose
 * `category` maps to a specific group icon (not 'prepared' or 'other').
 *
 * Run alone: `npx tsx bench/eval/display-names.ts` (about 30 s: it reads 1.1 million rows to sample).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { readCsv } from '#db/import/csv.ts'
import { displayName } from '#app/domain/foods/display.ts'
import { distinctDisplayNames, foodDisplayName } from '#app/domain/foods/display-name.ts'
import { foodGroup } from '#app/domain/foods/food-group.ts'

type Food = { name: string; brand: string | null; category: string | null }

export type NameSetScore = {
	set: string
	foods: number
	changedShare: number
	lengthBefore: { max: number; p95: number }
	lengthAfter: { max: number; p95: number }
	/** Pairs of different foods in one simulated result with the same shown name. */
	clashes: { before: number; single: number; list: number; results: number }
	/** Share of foods whose category gets a specific icon (null when the set has no categories). */
	iconCoverage: number | null
}

/** A small seeded generator (mulberry32), so the samples are the same on every run. */
function random(seed: number) {
	let a = seed >>> 0
	return () => {
		a = (a + 0x6d2b79f5) >>> 0
		let t = Math.imul(a ^ (a >>> 15), 1 | a)
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

/** Reads a food file: all rows, or a reservoir sample of `sample` rows. */
async function readFoods(file: string, sample?: number, seed = 20261127): Promise<Food[]> {
	const next = random(seed)
	const out: Food[] = []
	let header: string[] | undefined
	let seen = 0
	for await (const record of readCsv(file)) {
		if (!header) {
			header = record
			continue
		}
		const cell = (column: string) => record[header!.indexOf(column)] || null
		const food = { name: cell('name') ?? '', brand: cell('brand'), category: cell('category') }
		seen++
		if (!sample || out.length < sample) out.push(food)
		else {
			const j = Math.floor(next() * seen)
			if (j < sample) out[j] = food
		}
	}
	return out
}

const percentile = (values: number[], p: number) => {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0
}

/** Pairs of different foods (different stored names) showing the same text in one result. */
function clashPairs(shown: string[], stored: string[]): number {
	let pairs = 0
	for (let i = 0; i < shown.length; i++)
		for (let j = i + 1; j < shown.length; j++) if (shown[i]!.toLowerCase() === shown[j]!.toLowerCase() && stored[i]!.toLowerCase() !== stored[j]!.toLowerCase()) pairs++
	return pairs
}

/** Simulated search results: the set's 150 most frequent name words, each the first 30 matches, shortest names first. */
function simulatedResults(foods: Food[]): Food[][] {
	const index = new Map<string, Food[]>()
	for (const food of foods) for (const word of new Set(food.name.toLowerCase().match(/\p{L}{3,}/gu) ?? [])) index.set(word, [...(index.get(word) ?? []), food])
	return [...index.entries()]
		.sort((a, b) => b[1].length - a[1].length)
		.slice(0, 150)
		.map(([, matches]) => [...matches].sort((a, b) => a.name.length - b.name.length).slice(0, 30))
}

/** Scores one set of foods (see the module's TSDoc). */
export function scoreNameSet(set: string, foods: Food[]): NameSetScore {
	const before = foods.map((f) => displayName(f.name))
	const after = foods.map((f) => foodDisplayName(f.name, { brand: f.brand }))
	const clashes = { before: 0, single: 0, list: 0, results: 0 }
	for (const result of simulatedResults(foods)) {
		const stored = result.map((f) => f.name)
		clashes.results++
		clashes.before += clashPairs(result.map((f) => displayName(f.name)), stored)
		clashes.single += clashPairs(result.map((f) => foodDisplayName(f.name, { brand: f.brand })), stored)
		clashes.list += clashPairs(distinctDisplayNames(result), stored)
	}
	const categorised = foods.filter((f) => f.category)
	return {
		set,
		foods: foods.length,
		changedShare: after.filter((name, i) => name !== before[i]).length / foods.length,
		lengthBefore: { max: Math.max(...before.map((n) => n.length)), p95: percentile(before.map((n) => n.length), 0.95) },
		lengthAfter: { max: Math.max(...after.map((n) => n.length)), p95: percentile(after.map((n) => n.length), 0.95) },
		clashes,
		iconCoverage: categorised.length ? categorised.filter((f) => !['other', 'prepared'].includes(foodGroup(f.category))).length / foods.length : null,
	}
}

/** Scores the three held-out sets read from `dataDir` (default db/data). */
export async function scoreDisplayNames(dataDir = path.resolve('db/data')): Promise<NameSetScore[]> {
	return [
		scoreNameSet('generic (all USDA generic foods)', await readFoods(path.join(dataDir, 'foods.csv.gz'))),
		scoreNameSet('USDA Branded (5,000 at random)', await readFoods(path.join(dataDir, 'usda_branded.csv.gz'), 5000)),
		scoreNameSet('Open Food Facts (5,000 at random)', await readFoods(path.join(dataDir, 'branded.csv.gz'), 5000)),
	]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	const pct = (x: number | null) => (x == null ? '–' : `${(x * 100).toFixed(1)} %`)
	for (const s of await scoreDisplayNames()) {
		console.log(
			`${s.set}: ${s.foods} foods, ${pct(s.changedShare)} changed; length max ${s.lengthBefore.max} → ${s.lengthAfter.max}, p95 ${s.lengthBefore.p95} → ${s.lengthAfter.p95}; ` +
				`same name for different foods in ${s.clashes.results} results: ${s.clashes.before} pairs before, ${s.clashes.single} with foodDisplayName, ${s.clashes.list} with distinctDisplayNames; icon coverage ${pct(s.iconCoverage)}`,
		)
	}
}
