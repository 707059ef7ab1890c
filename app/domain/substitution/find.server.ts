/**
 * Finding substitutions: the local engine (engine.server.ts) and, when an AI provider is
 * configured, the model's checked suggestions (ai.server.ts, loaded on first use), ranked together.
 * A module of its own so the engine and the AI step, which builds on the engine's helpers, do not
 * import each other.
 */
import type { Db } from '#app/db.server.ts'
import {
	catalogueFoods,
	localCandidates,
	macrosOf,
	matchIngredient,
	matchUsdaFood,
	nearestIngredients,
	normalize,
	rank,
	tagged,
	type Candidate,
	type EngineFood,
	type EngineOptions,
	type SubstitutionResult,
} from './engine.server.ts'
import { LOCAL_PROVIDER } from './options.ts'
import type { SubstitutionRequest } from './schema.ts'

/**
 * Finds substitutions for `request` (already validated by SubstitutionRequestSchema).
 *
 * @returns the spec's response; an unknown ingredient answers with `known: false`, a message and
 *   the nearest ingredients we know (plus the AI model's checked suggestions when configured).
 * @throws only on database failure.
 */
export async function findSubstitutions(db: Db, request: SubstitutionRequest, options: EngineOptions = {}): Promise<SubstitutionResult> {
	const now = options.now ?? new Date()
	const byFdc = await catalogueFoods(db)
	const ingredient = matchIngredient(request.ingredient)
	let originalFood: EngineFood | null = ingredient ? tagged(ingredient.food, byFdc) : await matchUsdaFood(db, request.ingredient)
	if (originalFood && !ingredient && normalize(request.ingredient).length < 3) originalFood = null
	const original = originalFood?.per100g ?? null

	let candidates: Candidate[] = []
	let excluded = 0
	if (ingredient && original) ({ candidates, excluded } = localCandidates(ingredient, original, request, byFdc))

	let provider = LOCAL_PROVIDER
	let aiNote: string | null = null
	if (options.ai !== false) {
		const { aiSuggestions } = await import('./ai.server.ts')
		const ai = await aiSuggestions(db, { request, ingredientName: ingredient?.name ?? request.ingredient, original, local: candidates })
		if (ai) {
			provider = ai.provider
			candidates.push(...ai.candidates)
			aiNote = ai.dropped > 0 ? `${ai.dropped} of the model's suggestions were left out: they broke a restriction or matched no database food.` : null
		}
	}
	// Shown highest match first: ordered by the percentage people see (confidence rounded to a
	// whole percent), the engine's ranking breaking ties (a stable sort keeps its order).
	const ranked = rank(candidates, request.restrictions)
		.map((c) => c.suggestion)
		.sort((a, b) => Math.round(b.confidence * 100) - Math.round(a.confidence * 100))

	let message: string | null = null
	if (!ingredient) {
		message = `We don't have substitutions for '${request.ingredient}' in our table yet.${ranked.length ? ' The suggestions below come from the AI model, checked against your restrictions and the food database.' : ' Try one of the ingredients below.'}`
	} else if (ranked.length === 0) {
		message = `None of our substitutions for ${ingredient.name.toLowerCase()} fit all of: ${request.restrictions.join(', ')}. Try fewer restrictions.`
	}
	if (aiNote) message = message ? `${message} ${aiNote}` : aiNote

	return {
		ingredient: ingredient?.name ?? request.ingredient,
		known: ingredient !== null,
		originalNutrition: originalFood ? { ...macrosOf(originalFood.per100g), food: { fdcId: originalFood.fdcId, name: originalFood.name } } : null,
		suggestions: ranked,
		provider,
		timestamp: now.toISOString(),
		message,
		nearest: ingredient ? [] : nearestIngredients(request.ingredient),
		excluded,
	}
}
