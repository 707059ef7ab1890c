/**
 * The AI path of the substitution engine: when a text model is configured
 * (`aiModels().text`), it may propose further suggestions with structured output. Each one is
 * checked before it is shown:
 *
 * 1. its words (ingredient and the database search term it gives) against every chosen
 *    restriction (the food classifier's `tagsFromWords` and `forbiddenTag`, the planner's rules too);
 * 2. matched to a USDA food with the food search (no match → dropped);
 * 3. that food's name and USDA category against the restrictions again, and the numeric rules
 *    (keto net carbs, low-fat, low-sodium…) on its row with the model's amount applied.
 *
 * Anything that fails is dropped. The model's own numbers are never shown: nutrition comes from
 * the matched row, and confidence is ours ({@link AI_CONFIDENCE}), not the model's.
 */
import { generateText, Output } from 'ai'
import { z } from 'zod'
import type { Db } from '#app/db.server.ts'
import type { Nutrients } from '#app/domain/nutrition/index.ts'
import { aiModels } from '#app/infra/ai.server.ts'
import { forbiddenTag, tagsFromWords } from '#app/domain/foods/classify/index.ts'
import { foodsOf, impactOf, matchUsdaFood, normalize, replacementNutrients, type Candidate } from './engine.server.ts'
import { AVAILABILITY, PURPOSES } from './options.ts'
import { breaks, type RulePart } from './rules.ts'
import type { SubstitutionRequest } from './schema.ts'

/** Longest a model answer may take before the local answer is used alone, in ms. */
export const AI_TIMEOUT_MS = 10000
/** Confidence shown for a checked model suggestion (ours: it passed our checks, not our table). */
export const AI_CONFIDENCE = 0.5
/** Most model suggestions considered. */
const MAX_AI_SUGGESTIONS = 6

/** What the model is asked for (structured output). No nutrition is asked. */
export const AiSubstitutionSchema = z.object({
	suggestions: z
		.array(
			z.object({
				ingredient: z.string().min(1).max(120).describe('the substitute, in plain words'),
				databaseFood: z.string().min(1).max(120).describe('a generic food name to look up in the USDA database, e.g. "flaxseed ground"'),
				gramsPer100g: z.number().min(0).max(400).describe('grams of the substitute that replace 100 g of the original'),
				ratioConversion: z.string().min(1).max(200).describe("e.g. '1 egg = 1 tbsp ground flaxseed + 3 tbsp water'"),
				reason: z.string().min(1).max(400),
				cookingNotes: z.string().max(400).nullable(),
				availability: z.enum(AVAILABILITY),
				purposes: z.array(z.enum(PURPOSES)).max(PURPOSES.length),
			}),
		)
		.max(MAX_AI_SUGGESTIONS),
})

type AiInput = { request: SubstitutionRequest; ingredientName: string; original: Nutrients | null; local: Candidate[] }

/**
 * The model's suggestions that pass every check, as ranked-ready candidates, and how many were
 * dropped. Null when no model is configured or it fails (the local answer stands alone).
 */
export async function aiSuggestions(db: Db, input: AiInput): Promise<{ candidates: Candidate[]; dropped: number; provider: string } | null> {
	const { text: model, textName } = aiModels()
	if (!model) return null
	const { request } = input
	let output: z.output<typeof AiSubstitutionSchema>
	try {
		const result = await generateText({
			model,
			output: Output.object({ schema: AiSubstitutionSchema }),
			abortSignal: AbortSignal.timeout(AI_TIMEOUT_MS),
			maxRetries: 0,
			system:
				'You suggest ingredient substitutions for home cooks. Every suggestion must satisfy all the dietary restrictions given. Give the amount that replaces 100 g of the original and a plain generic food name for a USDA database lookup. Do not give nutrition numbers.',
			prompt: [
				`Ingredient to replace: ${input.ingredientName}`,
				`Restrictions (all must hold): ${request.restrictions.join(', ')}`,
				`Purpose in the recipe: ${request.purpose}`,
				request.recipeContext ? `Recipe: ${request.recipeContext}` : null,
				input.local.length ? `Already suggested (do not repeat): ${input.local.map((c) => c.suggestion.ingredient).join('; ')}` : null,
			]
				.filter(Boolean)
				.join('\n'),
		})
		const parsed = AiSubstitutionSchema.safeParse(result.output)
		if (!parsed.success) return null
		output = parsed.data
	} catch (error) {
		console.warn('substitution: AI suggestions failed, answering from the table:', error instanceof Error ? error.message : error)
		return null
	}

	const seen = new Set(input.local.flatMap((c) => [normalize(c.suggestion.ingredient), ...c.suggestion.foods.map((f) => String(f.fdcId))]))
	const candidates: Candidate[] = []
	let dropped = 0
	for (const s of output.suggestions) {
		const words = tagsFromWords(`${s.ingredient} ${s.databaseFood}`)
		if (request.restrictions.some((r) => forbiddenTag(r, words) !== null)) {
			dropped++
			continue
		}
		const food = (await matchUsdaFood(db, s.databaseFood)) ?? (await matchUsdaFood(db, s.ingredient))
		if (!food || !input.original) {
			dropped++
			continue
		}
		food.tags = new Set([...food.tags, ...words])
		const parts: RulePart[] = [{ food, grams: s.gramsPer100g }]
		if (request.restrictions.some((r) => breaks(r, parts, input.original) !== null)) {
			dropped++
			continue
		}
		const key = normalize(s.ingredient)
		if (seen.has(key) || seen.has(String(food.fdcId))) continue
		seen.add(key)
		const fit = s.purposes.includes(request.purpose)
		candidates.push({
			baseConfidence: AI_CONFIDENCE,
			parts,
			suggestion: {
				ingredient: s.ingredient.trim(),
				availability: s.availability,
				confidence: fit ? AI_CONFIDENCE : AI_CONFIDENCE * 0.6,
				reason: s.reason.trim(),
				ratioConversion: s.ratioConversion.trim(),
				...(s.cookingNotes?.trim() ? { cookingNotes: s.cookingNotes.trim() } : {}),
				nutritionImpact: impactOf(replacementNutrients(parts), input.original),
				purposeFit: fit,
				source: 'ai',
				foods: foodsOf(parts),
			},
		})
	}
	return { candidates, dropped, provider: textName ?? 'AI model' }
}
