/**
 * The local meal planner: fills days with recipes from the library. Pure, isomorphic
 * and deterministic — the same inputs give the same plan.
 *
 * Rules, in order of strength:
 * 1. **Absolute**: a recipe is never used when it lacks a required diet label (the plan's dietary
 *    restrictions, and 'gluten_free' for coeliac disease), contains an allergen of the plan's
 *    allergies, or has an ingredient matching a free-text 'other' restriction or allergy.
 *    Recipes without ingredients are never used.
 * 2. **Each day's kcal within ±10 %** of the target (spec: the dashboard's on-track band), when
 *    the allowed library can reach it: four meals (breakfast 25 %, lunch 30 %, dinner 35 %,
 *    snack 10 % of the day), each 0.5–2 servings in steps of 0.25.
 * 3. **No recipe on consecutive days**, and none twice in a day (when the allowed library has
 *    another recipe for the slot).
 * 4. **As close as possible** to the protein, carbs and fat targets (sum of squared relative
 *    errors), preferring recipes used less often this week, matching the food preferences and
 *    health conditions (soft), and whose servings stay near 1.
 */
import type { MealType } from '#db/schema.ts'
import { allergyAllergens, dietLabelOf, freeTextTerms, type Allergen, type DietLabel } from '#app/domain/foods/classify/index.ts'

/** A recipe as the planner sees it: per-serving nutrients and derived facts. */
export type PlannerRecipe = {
	id: string
	name: string
	mealTypes: readonly MealType[]
	labels: readonly DietLabel[]
	allergens: readonly Allergen[]
	/** Ingredient food names, lower-case (for free-text exclusions and preferences). */
	ingredientNames: readonly string[]
	tags: readonly string[]
	cuisine: string | null
	/** minutes */
	totalTime: number
	/** Per serving: kcal, g, mg. */
	kcal: number
	proteinG: number
	carbsG: number
	fatG: number
	sugarG: number
	sodiumMg: number
}

/** The plan's constraints and targets (spec section 3 'Meal plan'). */
export type PlannerConstraints = {
	targetCalories: number
	targetProtein: number
	targetCarbs: number
	targetFat: number
	dietaryRestrictions: readonly string[]
	allergies: readonly string[]
	healthConditions: readonly string[]
	foodPreferences: readonly string[]
}

export type PlannedSlot = { mealType: MealType; recipeId: string; servings: number }
export type PlannedDay = { date: string; meals: PlannedSlot[]; kcal: number; withinTarget: boolean }

/** Meal slots of a planned day with their share of the day's kcal. */
export const DAY_SLOTS: ReadonlyArray<{ mealType: MealType; share: number }> = [
	{ mealType: 'breakfast', share: 0.25 },
	{ mealType: 'lunch', share: 0.3 },
	{ mealType: 'dinner', share: 0.35 },
	{ mealType: 'snack', share: 0.1 },
]
/** Servings bounds and step of a planned meal. */
export const SERVINGS = { min: 0.5, max: 2, step: 0.25 } as const
/** A day is on target within ±10 % of targetCalories (the on-track band, spec section 3/9). */
export const KCAL_TOLERANCE = 0.1

/** The hard rules of a plan: required labels, excluded allergens and free-text terms. */
export type HardRules = { labels: DietLabel[]; allergens: Allergen[]; terms: string[] }

/** Reads the absolute rules out of a plan's restrictions, allergies and health conditions. */
export function hardRules(c: Pick<PlannerConstraints, 'dietaryRestrictions' | 'allergies' | 'healthConditions'>): HardRules {
	const labels = new Set<DietLabel>()
	const allergens = new Set<Allergen>()
	const terms: string[] = []
	for (const raw of c.dietaryRestrictions) {
		const label = dietLabelOf(raw)
		if (label) labels.add(label)
		else terms.push(...freeTextTerms(raw))
	}
	for (const raw of c.allergies) {
		const mapped = allergyAllergens(raw)
		if (mapped) mapped.forEach((a) => allergens.add(a))
		else terms.push(...freeTextTerms(raw))
	}
	if (c.healthConditions.some((h) => /celiac|coeliac/i.test(h))) labels.add('gluten_free')
	return { labels: [...labels], allergens: [...allergens], terms }
}

/** True when `recipe` obeys the hard rules (and has ingredients). */
export function isAllowed(recipe: PlannerRecipe, rules: HardRules): boolean {
	if (recipe.ingredientNames.length === 0 || !(recipe.kcal > 0)) return false
	if (rules.labels.some((l) => !recipe.labels.includes(l))) return false
	if (rules.allergens.some((a) => recipe.allergens.includes(a))) return false
	if (rules.terms.some((t) => recipe.ingredientNames.some((n) => n.includes(t)))) return false
	return true
}

/** Soft preference score of a recipe (higher is better), from preferences and health conditions. */
function preferenceScore(r: PlannerRecipe, c: PlannerConstraints): number {
	let score = 0
	const hay = [r.name, r.cuisine ?? '', ...r.tags, ...r.ingredientNames].join(' ').toLowerCase()
	for (const p of c.foodPreferences) {
		const key = p.trim().toLowerCase()
		if (key === 'high_protein' || key === 'high protein') score += r.kcal > 0 && (4 * r.proteinG) / r.kcal >= 0.3 ? 1 : 0
		else if (key === 'quick_meals' || key === 'quick') score += r.totalTime <= 20 ? 1 : 0
		else if (key === 'low_sodium') score += r.sodiumMg <= 600 ? 1 : 0
		else if (dietLabelOf(key)) score += r.labels.includes(dietLabelOf(key)!) ? 1 : 0
		else if (freeTextTerms(key).some((t) => hay.includes(t))) score += 1
	}
	for (const h of c.healthConditions) {
		const key = h.toLowerCase()
		if (/diabet/.test(key)) score += r.sugarG <= 15 ? 0.5 : -0.5
		if (/hypertension|heart|kidney/.test(key)) score += r.sodiumMg <= 600 ? 0.5 : -0.5
		if (/cholesterol/.test(key)) score += r.labels.includes('low_fat') ? 0.5 : 0
	}
	return score
}

/** FNV-1a hash: the deterministic tie-breaker. */
function hash(text: string): number {
	let h = 0x811c9dc5
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i)
		h = Math.imul(h, 0x01000193)
	}
	return (h >>> 0) / 0xffffffff
}

const quarter = (x: number) => Math.min(SERVINGS.max, Math.max(SERVINGS.min, Math.round(x / SERVINGS.step) * SERVINGS.step))

type Combo = { recipes: PlannerRecipe[]; servings: number[]; kcal: number; score: number }

/**
 * Best servings for a combination, written into `servings`: the slot's share of the day first,
 * then quarter steps towards the day's kcal (within 2 %). @returns the day's kcal.
 */
function fitServings(list: readonly PlannerRecipe[], target: number, servings: number[]): number {
	let kcal = 0
	for (let i = 0; i < list.length; i++) {
		servings[i] = quarter((target * DAY_SLOTS[i]!.share) / list[i]!.kcal)
		kcal += list[i]!.kcal * servings[i]!
	}
	for (let step = 0; step < 16 && Math.abs(kcal - target) > target * 0.02; step++) {
		const dir = kcal < target ? 1 : -1
		let best = -1
		let bestGap = Math.abs(kcal - target)
		for (let i = 0; i < list.length; i++) {
			const next = servings[i]! + dir * SERVINGS.step
			if (next < SERVINGS.min || next > SERVINGS.max) continue
			const gap = Math.abs(kcal + dir * list[i]!.kcal * SERVINGS.step - target)
			if (gap < bestGap) {
				bestGap = gap
				best = i
			}
		}
		if (best < 0) break
		servings[best] = servings[best]! + dir * SERVINGS.step
		kcal += dir * list[best]!.kcal * SERVINGS.step
	}
	return kcal
}

/** Candidate recipes for each slot: allowed and suited to the meal type (else any allowed one). */
export function slotCandidates(allowed: readonly PlannerRecipe[]): PlannerRecipe[][] {
	return DAY_SLOTS.map(({ mealType }) => {
		const suited = allowed.filter((r) => r.mealTypes.includes(mealType))
		return suited.length > 0 ? suited : [...allowed]
	})
}

/** How many top candidates per slot the search combines (4 slots → at most 6⁴ combinations a day). */
const TOP_PER_SLOT = 6

/**
 * Plans `dates` (in order) from `library` under `constraints`. `seed` (the plan id) varies the
 * tie-breaks between plans; `previous` is the recipe ids planned on the day before `dates[0]`.
 *
 * @returns one PlannedDay per date; a day's `meals` is empty when no recipe is allowed, and
 *   `withinTarget` false when the allowed library cannot reach ±10 % of targetCalories.
 */
export function planDays(
	library: readonly PlannerRecipe[],
	constraints: PlannerConstraints,
	dates: readonly string[],
	options: { seed?: string; previous?: readonly string[] } = {},
): PlannedDay[] {
	const rules = hardRules(constraints)
	const allowed = library.filter((r) => isAllowed(r, rules))
	if (allowed.length === 0) return dates.map((date) => ({ date, meals: [], kcal: 0, withinTarget: false }))
	const candidates = slotCandidates(allowed)
	const pref = new Map(allowed.map((r) => [r.id, preferenceScore(r, constraints)]))
	const seed = options.seed ?? ''
	const uses = new Map<string, number>()
	let previous = new Set(options.previous ?? [])
	const days: PlannedDay[] = []
	for (const date of dates) {
		const top = candidates.map((list, slot) => {
			const fresh = list.filter((r) => !previous.has(r.id))
			const pool = fresh.length > 0 ? fresh : list
			return [...pool]
				.map((r) => {
					const share = constraints.targetCalories * DAY_SLOTS[slot]!.share
					const fit = Math.abs(Math.log(Math.max(0.01, share / r.kcal)))
					return { r, rank: fit * 0.8 + (uses.get(r.id) ?? 0) * 0.7 - (pref.get(r.id) ?? 0) * 0.6 + hash(`${seed}|${date}|${slot}|${r.id}`) * 0.5 }
				})
				.sort((a, b) => a.rank - b.rank)
				.slice(0, TOP_PER_SLOT)
				.map((x) => x.r)
		})
		let best: Combo | null = null
		const pick: PlannerRecipe[] = []
		const servings: number[] = new Array<number>(DAY_SLOTS.length).fill(1)
		const tieBreak = new Map<string, number>()
		for (const list of top) for (const r of list) if (!tieBreak.has(r.id)) tieBreak.set(r.id, hash(`${seed}|${date}|${r.id}`) * 0.02 + (uses.get(r.id) ?? 0) * 0.15 - (pref.get(r.id) ?? 0) * 0.1)
		const rel = (v: number, t: number) => (t > 0 ? (v - t) / t : 0)
		const visit = (slot: number) => {
			if (slot === DAY_SLOTS.length) {
				const kcal = fitServings(pick, constraints.targetCalories, servings)
				let protein = 0
				let carbs = 0
				let fat = 0
				let extra = 0
				for (let i = 0; i < pick.length; i++) {
					const r = pick[i]!
					const s = servings[i]!
					protein += r.proteinG * s
					carbs += r.carbsG * s
					fat += r.fatG * s
					extra += tieBreak.get(r.id)! + Math.abs(Math.log(s)) * 0.05
				}
				const kcalDev = Math.abs(rel(kcal, constraints.targetCalories))
				const score =
					rel(protein, constraints.targetProtein) ** 2 + rel(carbs, constraints.targetCarbs) ** 2 + rel(fat, constraints.targetFat) ** 2 + (kcalDev > KCAL_TOLERANCE ? 100 + kcalDev * 10 : kcalDev * 2) + extra
				if (!best || score < best.score) best = { recipes: [...pick], servings: [...servings], kcal, score }
				return
			}
			const options = top[slot]!
			const hasOther = options.some((o) => !pick.includes(o))
			for (const r of options) {
				if (hasOther && pick.includes(r)) continue
				pick.push(r)
				visit(slot + 1)
				pick.pop()
			}
		}
		visit(0)
		const chosen = best as Combo | null
		if (!chosen) {
			days.push({ date, meals: [], kcal: 0, withinTarget: false })
			previous = new Set()
			continue
		}
		const meals = chosen.recipes.map((r, i) => ({ mealType: DAY_SLOTS[i]!.mealType, recipeId: r.id, servings: chosen.servings[i]! }))
		for (const m of meals) uses.set(m.recipeId, (uses.get(m.recipeId) ?? 0) + 1)
		previous = new Set(meals.map((m) => m.recipeId))
		const kcal = Math.round(chosen.kcal * 100) / 100
		days.push({ date, meals, kcal, withinTarget: Math.abs(kcal - constraints.targetCalories) <= constraints.targetCalories * KCAL_TOLERANCE })
	}
	return days
}

/**
 * Checks a proposed week (from the AI provider or anywhere else) against the same rules: every
 * recipe allowed, servings 0.5–2 in quarter steps, each day within ±10 % of target, no recipe on
 * consecutive days. Returns the problems found (empty when valid).
 */
export function checkPlan(library: readonly PlannerRecipe[], constraints: PlannerConstraints, days: ReadonlyArray<{ date: string; meals: readonly PlannedSlot[] }>): string[] {
	const rules = hardRules(constraints)
	const byId = new Map(library.map((r) => [r.id, r]))
	const problems: string[] = []
	let previous = new Set<string>()
	for (const day of days) {
		let kcal = 0
		for (const m of day.meals) {
			const r = byId.get(m.recipeId)
			if (!r) {
				problems.push(`${day.date}: unknown recipe ${m.recipeId}`)
				continue
			}
			if (!isAllowed(r, rules)) problems.push(`${day.date}: ${r.name} breaks a restriction or allergy`)
			if (!(m.servings >= SERVINGS.min && m.servings <= SERVINGS.max) || Math.abs(m.servings / SERVINGS.step - Math.round(m.servings / SERVINGS.step)) > 1e-9) problems.push(`${day.date}: ${r.name} has ${m.servings} servings`)
			if (previous.has(r.id)) problems.push(`${day.date}: ${r.name} repeats the previous day`)
			kcal += r.kcal * m.servings
		}
		if (Math.abs(kcal - constraints.targetCalories) > constraints.targetCalories * KCAL_TOLERANCE) problems.push(`${day.date}: ${Math.round(kcal)} kcal is outside ±10 % of ${constraints.targetCalories}`)
		previous = new Set(day.meals.map((m) => m.recipeId))
	}
	return problems
}
