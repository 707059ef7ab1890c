/**
 * Spoken or typed meals → database foods with nutrition for the stated amounts (POST
 * /api/extract-foods and the 'Type what you ate' form). One engine for both adapters.
 *
 * The sentence is read by the local parser ({@link parseTranscript}); with an AI provider
 * configured (`aiModels().text`) a model may structure it first (structured output with a zod
 * schema), but only into food words and amounts: each food is still matched to a database food
 * ({@link matchFood}) and its nutrition computed from that food by {@link resolvePortion}. If the
 * model fails or answers nonsense, the local parser's reading is used. Phrases that match no food
 * are returned as `unmatched`, with no nutrition.
 */
import { z } from 'zod'
import type { Db } from '#app/db.server.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { getFood } from '#app/domain/foods/foods.server.ts'
import { resolvePortion } from '#app/domain/nutrition/index.ts'
import { aiModels, loadAiSdk } from '#app/infra/ai.server.ts'
import { matchFood } from './match.server.ts'
import { spokenGrams } from './spoken-portion.ts'
import { MAX_TRANSCRIPT_LENGTH, parsePhrase, parseTranscript, SIZE_WORDS, SPOKEN_UNITS, type SpokenItem } from './transcript.ts'
import type { CaptureResult } from './types.ts'

/** At most this many foods are read from one sentence. */
export const MAX_EXTRACTED_ITEMS = 20

/**
 * One food read from the sentence and matched to the database. Its `confidence` is the matcher's
 * word coverage (`FoodMatch` in match.server.ts): the share of the said food words the matched food accounts
 * for, not a probability; whether the amount came from a USDA portion or from the documented
 * table of household measures shows in `portionLabel` and `amountEstimated`.
 */
export type ExtractedFood = CaptureResult & {
	source: 'transcript'
	foodId: number
	/** The amount as said: '2' 'slice'; `unit` null = pieces / the food's usual portion. */
	spoken: { quantity: number; unit: string | null; size: string | null }
	/** g for the amount said. */
	grams: number | null
	/** What the amount was converted with, e.g. '1 large (50 g)'. */
	portionLabel: string
	/** True when the grams came from the table of household measures or a size factor, not a USDA portion row. */
	amountEstimated: boolean
}

/** The result of reading one sentence. */
export type ExtractResult = {
	transcript: string
	foods: ExtractedFood[]
	/** Phrases that matched no food (no nutrition is given for them). */
	unmatched: string[]
	/** 'local' parser or 'ai' (the model structured the sentence). */
	parser: 'local' | 'ai'
}

/** The transcript field, as both adapters validate it (≤ 1,000 characters, else 422). */
export const TranscriptSchema = z
	.string({ error: 'Transcript is required' })
	.trim()
	.min(1, 'Transcript is required')
	.max(MAX_TRANSCRIPT_LENGTH, `Transcript must be at most ${MAX_TRANSCRIPT_LENGTH} characters`)

/** What the model may return: food words and amounts, never nutrition. */
export const AiMealSchema = z.object({
	items: z
		.array(
			z.object({
				food: z.string().min(1).max(120).describe('the food, as plain words, e.g. "scrambled eggs"'),
				quantity: z.number().positive().max(10000).describe('how many units (1 when not said)'),
				unit: z.enum(SPOKEN_UNITS).nullable().describe('the unit said, or null for a count of the food itself'),
				size: z.enum(SIZE_WORDS).nullable().describe('small, medium or large when said'),
			}),
		)
		.max(MAX_EXTRACTED_ITEMS),
})

/** How long the model may take before the local parser's reading is used, in ms. */
export const AI_TIMEOUT_MS = 8000

async function aiItems(transcript: string): Promise<SpokenItem[] | null> {
	const model = aiModels().text
	if (!model) return null
	try {
		// The AI SDK loads on first use, not at server start (memory).
		const { generateText, Output } = await loadAiSdk()
		const { output } = await generateText({
			model,
			output: Output.object({ schema: AiMealSchema }),
			abortSignal: AbortSignal.timeout(AI_TIMEOUT_MS),
			maxRetries: 0,
			system:
				'You split a description of a meal into the foods eaten. For each food give the food words, the quantity, the unit that was said and the size word if any. Do not estimate nutrition. Do not add foods that were not mentioned.',
			prompt: transcript,
		})
		const parsed = AiMealSchema.safeParse(output)
		if (!parsed.success || parsed.data.items.length === 0) return null
		return parsed.data.items.map((item) => ({
			phrase: [item.quantity, item.size, item.unit, item.food].filter((x) => x !== null).join(' '),
			food: parsePhrase(item.food).food || item.food.trim().toLowerCase(),
			quantity: item.quantity,
			quantityStated: true,
			unit: item.unit,
			size: item.size,
		}))
	} catch (error) {
		console.warn('extract-foods: AI structuring failed, using the local parser:', error instanceof Error ? error.message : error)
		return null
	}
}

/**
 * Reads `transcript` and matches each food to the database, for `userId` (their own foods count).
 *
 * Example: 'two scrambled eggs and a black coffee' → an egg food for 2 eggs (the food's '1 egg' /
 * 'large' portion × 2) and brewed coffee for 1 cup, nutrition from those rows.
 *
 * @throws InvalidError (422) when the transcript is empty or longer than 1,000 characters.
 */
export async function extractFoods(db: Db, userId: string | null, transcript: string, options: { ai?: boolean } = {}): Promise<ExtractResult> {
	const checked = TranscriptSchema.safeParse(transcript)
	if (!checked.success) {
		const message = checked.error.issues[0]?.message ?? 'Transcript is invalid'
		throw new InvalidError(`transcript: ${message}`, { transcript: [message] })
	}
	const text = checked.data
	const fromAi = options.ai === false ? null : await aiItems(text)
	const items = (fromAi ?? parseTranscript(text)).slice(0, MAX_EXTRACTED_ITEMS)
	const foods: ExtractedFood[] = []
	const unmatched: string[] = []
	for (const item of items) {
		const found = await resolveItem(db, userId, item)
		if (found) foods.push(found)
		else unmatched.push(item.phrase)
	}
	return { transcript: text, foods, unmatched, parser: fromAi ? 'ai' : 'local' }
}

async function resolveItem(db: Db, userId: string | null, item: SpokenItem): Promise<ExtractedFood | null> {
	const match = await matchFood(db, userId, item.food)
	if (!match) return null
	const food = await getFood(db, { userId }, match.food.id)
	if (!food) return null
	const converted = spokenGrams(food, food.portions, item)
	let portion: ReturnType<typeof resolvePortion>
	let quantity: number
	let unit: CaptureResult['unit']
	if (converted && (food.basis !== 'perServing' || (food.servingGrams ?? 0) > 0)) {
		quantity = converted.grams
		unit = 'gram'
	} else {
		// A custom food whose serving weight is unknown: count servings.
		quantity = item.quantity
		unit = 'serving'
	}
	try {
		portion = resolvePortion(food, food.portions, { quantity, unit })
	} catch {
		return null
	}
	return {
		name: food.name,
		brand: food.brand,
		source: 'transcript',
		// The matcher's word coverage (see FoodMatch): how much of what was said the food explains.
		confidence: match.confidence,
		foodId: food.id,
		matchedFrom: item.phrase,
		quantity,
		unit,
		grams: portion.grams,
		nutrients: portion.nutrients,
		kcalEstimated: portion.kcalEstimated,
		servingLabel: converted?.label ?? `${item.quantity} serving`,
		category: food.category,
		spoken: { quantity: item.quantity, unit: item.unit, size: item.size },
		portionLabel: converted?.label ?? `${item.quantity} serving`,
		amountEstimated: converted?.estimated ?? false,
	}
}

/** The API answer of POST /api/extract-foods (spec section 7 field names). */
export function toExtractApi(result: ExtractResult) {
	return {
		transcript: result.transcript,
		parser: result.parser,
		extractedFoods: result.foods.map((f) => ({
			name: f.name,
			brand: f.brand,
			foodId: f.foodId,
			confidence: f.confidence,
			quantity: f.spoken.quantity,
			unit: f.spoken.unit ?? (f.spoken.size ? f.spoken.size : 'piece'),
			grams: f.grams,
			portion: f.portionLabel,
			matchedFrom: f.matchedFrom ?? '',
			nutrition: {
				calories: f.nutrients.kcal ?? 0,
				protein: f.nutrients.proteinG ?? 0,
				carbs: f.nutrients.carbsG ?? 0,
				fat: f.nutrients.fatG ?? 0,
			},
			caloriesEstimated: f.kcalEstimated,
			log: { foodId: f.foodId, quantity: f.quantity, unit: f.unit },
		})),
		unmatched: result.unmatched,
	}
}
