/**
 * The substitution engine: matches the ingredient to the table, keeps only the
 * suggestions whose every part satisfies every chosen restriction (rules.ts), computes the
 * nutrition change from the USDA rows with the ratio applied, and ranks. findSubstitutions
 * (find.server.ts) runs it and, when an AI provider is configured, adds the model's checked
 * suggestions (ai.server.ts, which builds on this module's helpers).
 *
 * Ranking: fit to the purpose first, then the goal the restrictions imply (keto: fewest net
 * carbs; low-fat / high-cholesterol: least fat; diabetes: fewest sugars; low-sodium: least
 * sodium), then closeness to the original (smallest change in kcal and macros), then our
 * confidence.
 */
import { inArray } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { searchFoods } from '#app/domain/foods/search/index.server.ts'
import { NUTRIENT_KEYS, nutrientsOf, roundTo, scaleNutrients, sumNutrients, type Nutrients } from '#app/domain/nutrition/index.ts'
import { foods as foodsTable } from '#db/schema.ts'
import { classifyFood, type FoodTag } from '#app/domain/foods/classify/index.ts'
import { FOODS, WATER, type FoodKey } from './foods.ts'
import type { Availability, Purpose, Restriction } from './options.ts'
import { breaks, goalKeys, type RuleFood, type RulePart } from './rules.ts'
import type { SubstitutionRequest } from './schema.ts'
import { TABLE, type TableIngredient } from './table.ts'

/** A database food as the engine uses it. */
export type EngineFood = RuleFood & { id: number; fdcId: number | null }

/** kcal, protein, carbs and fat (spec field names; g, kcal), per 100 g of the original. */
export type Macros = { calories: number | null; protein: number | null; carbs: number | null; fat: number | null }

/** One suggestion in the answer (spec section 3 plus what it is made of). */
export type Suggestion = {
	ingredient: string
	availability: Availability
	/** 0–1, ours (never the model's): shown as a rounded percentage. */
	confidence: number
	reason: string
	ratioConversion: string
	cookingNotes?: string
	/** The change in kcal and g per 100 g of the original, replaced at the stated ratio (USDA rows). */
	nutritionImpact: Macros
	/** Whether it suits the chosen purpose (unsuited ones rank last, with lower confidence). */
	purposeFit: boolean
	/** Where it came from: our table, or the AI model (checked against the restrictions and the database). */
	source: 'rules' | 'ai'
	/** The database foods used for the numbers, and the grams replacing 100 g of the original. */
	foods: { fdcId: number | null; name: string; grams: number }[]
}

/** The answer (spec section 3 'Response'). */
export type SubstitutionResult = {
	ingredient: string
	/** True when the ingredient is in our table. */
	known: boolean
	originalNutrition: (Macros & { food: { fdcId: number | null; name: string } }) | null
	suggestions: Suggestion[]
	provider: string
	/** ISO time the answer was made. */
	timestamp: string
	/** A plain sentence when there is nothing (or less) to show, e.g. unknown ingredient. */
	message: string | null
	/** For an unknown ingredient: the nearest ingredients we know. */
	nearest: string[]
	/** How many table suggestions were left out because they break a chosen restriction. */
	excluded: number
}

/** Options: `ai: false` forces the local engine; `now` fixes the timestamp (tests). */
export type EngineOptions = { ai?: boolean; now?: Date }

// ------------------------------------------------------------------------------------------
// Foods

const cache = new WeakMap<object, Map<number, EngineFood>>()

/** The catalogue's database foods by FDC id (cached per database once all are found). */
export async function catalogueFoods(db: Db): Promise<Map<number, EngineFood>> {
	const hit = cache.get(db)
	if (hit) return hit
	const ids = [...new Set(Object.values(FOODS).map((f) => f.fdcId))]
	const rows = await db
		.select({
			id: foodsTable.id,
			fdcId: foodsTable.fdcId,
			name: foodsTable.name,
			category: foodsTable.category,
			kcal: foodsTable.kcal,
			proteinG: foodsTable.proteinG,
			carbsG: foodsTable.carbsG,
			fatG: foodsTable.fatG,
			fiberG: foodsTable.fiberG,
			sugarG: foodsTable.sugarG,
			sodiumMg: foodsTable.sodiumMg,
		})
		.from(foodsTable)
		.where(inArray(foodsTable.fdcId, ids))
	const map = new Map<number, EngineFood>()
	for (const r of rows) {
		if (r.fdcId == null) continue
		map.set(r.fdcId, { id: r.id, fdcId: r.fdcId, name: r.name, category: r.category, per100g: nutrientsOf(r), tags: new Set() })
	}
	if (map.size === ids.length) cache.set(db, map)
	return map
}

/** A catalogue food with its tags: what the classifier reads in its database name and category, plus the catalogue's judgements (foods.ts). */
export function tagged(key: Exclude<FoodKey, typeof WATER>, byFdc: Map<number, EngineFood>): EngineFood | null {
	const entry = FOODS[key]
	const row = byFdc.get(entry.fdcId)
	if (!row) return null
	const tags = new Set<FoodTag>([...classifyFood(row), ...entry.tags])
	return { ...row, tags }
}

// ------------------------------------------------------------------------------------------
// Matching the ingredient

/** Lower-case words of letters and digits. */
export function normalize(text: string): string {
	return text
		.normalize('NFKD')
		.replace(/\p{M}+/gu, '')
		.toLowerCase()
		.replace(/[^a-z0-9%'-]+/g, ' ')
		.replace(/\s+/g, ' ')
		.trim()
}

const singular = (w: string) => (w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.endsWith('es') && /(ch|sh|x|s)es$/.test(w) ? w.slice(0, -2) : w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w)

let aliasIndex: { alias: string; words: string[]; ingredient: TableIngredient }[] | null = null
function aliases() {
	aliasIndex ??= TABLE.flatMap((ingredient) =>
		[ingredient.name.toLowerCase(), ...ingredient.aliases].map((a) => {
			const alias = normalize(a)
			return { alias, words: alias.split(' ').map(singular), ingredient }
		}),
	).sort((a, b) => b.words.length - a.words.length || b.alias.length - a.alias.length)
	return aliasIndex
}

/**
 * The table ingredient `text` names: an exact alias, else the longest alias whose words all
 * appear in order in `text` ('2 cups unsalted butter, softened' → butter). Plurals count.
 */
export function matchIngredient(text: string): TableIngredient | null {
	const words = normalize(text).split(' ').filter(Boolean).map(singular)
	if (words.length === 0) return null
	const joined = ` ${words.join(' ')} `
	for (const a of aliases()) if (a.words.join(' ') === words.join(' ')) return a.ingredient
	for (const a of aliases()) if (joined.includes(` ${a.words.join(' ')} `)) return a.ingredient
	return null
}

function editDistance(a: string, b: string): number {
	const prev = Array.from({ length: b.length + 1 }, (_, j) => j)
	for (let i = 1; i <= a.length; i++) {
		let diag = prev[0]!
		prev[0] = i
		for (let j = 1; j <= b.length; j++) {
			const tmp = prev[j]!
			prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1))
			diag = tmp
		}
	}
	return prev[b.length]!
}

/** The `n` table ingredients nearest to `text` (shared words first, then spelling distance). */
export function nearestIngredients(text: string, n = 5): string[] {
	const q = normalize(text)
	const qWords = new Set(q.split(' ').map(singular))
	const scored = new Map<string, number>()
	for (const a of aliases()) {
		const shared = a.words.filter((w) => qWords.has(w) || [...qWords].some((x) => x.length > 3 && (w.startsWith(x) || x.startsWith(w)))).length
		const score = editDistance(q, a.alias) / Math.max(q.length, a.alias.length) - shared
		const name = a.ingredient.name
		if (!scored.has(name) || score < scored.get(name)!) scored.set(name, score)
	}
	return [...scored.entries()]
		.sort((a, b) => a[1] - b[1])
		.slice(0, n)
		.map(([name]) => name)
}

// ------------------------------------------------------------------------------------------
// Numbers

const MACRO_KEYS = [
	['calories', 'kcal'],
	['protein', 'proteinG'],
	['carbs', 'carbsG'],
	['fat', 'fatG'],
] as const

/** Spec macros from {@link Nutrients}, as the row publishes them (to 0.01). */
export function macrosOf(n: Nutrients): Macros {
	const out = {} as Macros
	for (const [k, key] of MACRO_KEYS) out[k] = n[key] == null ? null : roundTo(n[key], 2)
	return out
}

/**
 * What replaces 100 g of the original: the parts' rows scaled to their grams and summed
 * (scaleNutrients / sumNutrients). A nutrient any part leaves unknown stays unknown (water adds
 * nothing).
 */
export function replacementNutrients(parts: readonly RulePart[]): Nutrients {
	const foods = parts.filter((p) => p.food)
	const total = sumNutrients(foods.map((p) => scaleNutrients(p.food!.per100g, p.grams / 100)))
	for (const key of NUTRIENT_KEYS) if (foods.some((p) => p.food!.per100g[key] == null)) total[key] = null
	return total
}

/** The change per 100 g of the original: replacement − original, to 0.1; unknown when either is. */
export function impactOf(replacement: Nutrients, original: Nutrients): Macros {
	const out = {} as Macros
	for (const [k, key] of MACRO_KEYS) {
		const r = replacement[key]
		const o = original[key]
		out[k] = r == null || o == null ? null : roundTo(r - o, 1)
	}
	return out
}

function closeness(impact: Macros): number {
	const v = (x: number | null, w: number) => (x == null ? 1000 : Math.abs(x) * w)
	return v(impact.calories, 0.1) + v(impact.protein, 1) + v(impact.carbs, 1) + v(impact.fat, 1)
}

/** Confidence shown for a suggestion that does not suit the chosen purpose: ours × this. */
const OFF_PURPOSE_FACTOR = 0.6

/** A candidate before ranking. */
export type Candidate = { suggestion: Suggestion; parts: RulePart[]; baseConfidence: number }

/** Sorts `candidates` in place by the engine's ranking (module doc). */
export function rank(candidates: Candidate[], restrictions: readonly Restriction[]): Candidate[] {
	const keyed = candidates.map((c) => ({ c, goal: goalKeys(restrictions, c.parts), close: closeness(c.suggestion.nutritionImpact) }))
	keyed.sort((a, b) => {
		if (a.c.suggestion.purposeFit !== b.c.suggestion.purposeFit) return a.c.suggestion.purposeFit ? -1 : 1
		for (let i = 0; i < a.goal.length; i++) {
			const d = a.goal[i]! - b.goal[i]!
			if (Math.abs(d) > 0.05 && Number.isFinite(d)) return d
			if (a.goal[i] !== b.goal[i] && !Number.isFinite(d)) return Number.isFinite(a.goal[i]!) ? -1 : 1
		}
		if (Math.abs(a.close - b.close) > 0.01) return a.close - b.close
		return b.c.baseConfidence - a.c.baseConfidence
	})
	return keyed.map((k) => k.c)
}

/** The parts of a candidate scaled to 100 g of the original. */
export function partsPer100(parts: readonly (readonly [FoodKey, number])[], per: number, byFdc: Map<number, EngineFood>): RulePart[] | null {
	const out: RulePart[] = []
	for (const [key, grams] of parts) {
		const scaled = (grams * 100) / per
		if (key === WATER) {
			out.push({ food: null, grams: scaled })
			continue
		}
		const food = tagged(key, byFdc)
		if (!food) return null
		out.push({ food, grams: scaled })
	}
	return out
}

/** The foods listed with a suggestion. */
export function foodsOf(parts: readonly RulePart[]): Suggestion['foods'] {
	return parts.map((p) => ({
		fdcId: p.food ? ((p.food as EngineFood).fdcId ?? null) : null,
		name: p.food ? p.food.name : 'Water',
		grams: roundTo(p.grams, 1),
	}))
}

// ------------------------------------------------------------------------------------------
// The engine

/** The local (table) suggestions for `ingredient` that satisfy every restriction, unranked. */
export function localCandidates(
	ingredient: TableIngredient,
	original: Nutrients,
	request: Pick<SubstitutionRequest, 'restrictions' | 'purpose'>,
	byFdc: Map<number, EngineFood>,
): { candidates: Candidate[]; excluded: number } {
	const candidates: Candidate[] = []
	let excluded = 0
	for (const s of ingredient.suggestions) {
		const parts = partsPer100(s.parts, s.per, byFdc)
		if (!parts) continue // a food missing from this database: nothing can be computed
		if (request.restrictions.some((r) => breaks(r, parts, original) !== null)) {
			excluded++
			continue
		}
		const fit = s.purposes.includes(request.purpose)
		candidates.push({
			baseConfidence: s.confidence,
			parts,
			suggestion: {
				ingredient: s.name,
				availability: s.availability,
				confidence: roundTo(fit ? s.confidence : s.confidence * OFF_PURPOSE_FACTOR, 2),
				reason: fit ? s.reason : `${s.reason} Less suited to ${request.purpose}.`,
				ratioConversion: s.ratio,
				...(s.notes ? { cookingNotes: s.notes } : {}),
				nutritionImpact: impactOf(replacementNutrients(parts), original),
				purposeFit: fit,
				source: 'rules',
				foods: foodsOf(parts),
			},
		})
	}
	return { candidates, excluded }
}

/** The USDA food an unknown ingredient names (best generic search hit), or null. */
export async function matchUsdaFood(db: Db, text: string): Promise<EngineFood | null> {
	const hits = await searchFoods(db, { query: text, limit: 8 })
	const hit = hits.find((h) => h.source === 'sr_legacy' || h.source === 'foundation' || h.source === 'survey_fndds')
	if (!hit) return null
	return { id: hit.id, fdcId: hit.fdcId, name: hit.name, category: hit.category, per100g: nutrientsOf(hit), tags: classifyFood(hit) }
}

export type { Purpose, Restriction }
