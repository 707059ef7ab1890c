/**
 * Engine 1: food recognition by the configured vision model (`aiModels().vision`, any
 * OpenAI-compatible endpoint). The model only names the foods and estimates each portion in
 * grams (structured output, {@link VisionAnswerSchema}); each name is matched to a database food
 * through our food search (capture/match.server.ts → foods/search/) and the nutrition
 * is that food's, for those grams (resolvePortion). A name that matches no food is dropped: no
 * nutrition is ever taken from the model.
 */
import type * as AiSdk from 'ai'
import type { LanguageModel } from 'ai'
import { z } from 'zod'
import type { Db } from '#app/db.server.ts'
import { matchFood } from '#app/domain/capture/match.server.ts'
import type { CaptureResult } from '#app/domain/capture/types.ts'
import { DomainError } from '#app/domain/errors.ts'
import { resolvePortion, roundTo } from '#app/domain/nutrition/index.ts'
import { loadAiSdk } from '#app/infra/ai.server.ts'

/** Longest wait for the model, ms (20 s). */
export const VISION_TIMEOUT_MS = 20_000
/** Most foods read off one photo. */
export const MAX_FOODS_PER_PHOTO = 8
/** Largest portion accepted from the model, g (a whole large pizza is about 1.1 kg). */
export const MAX_PORTION_GRAMS = 2000

/** Spec section 8 'Capture and recognition errors'. */
export const AI_FAILED_MESSAGE = 'AI analysis failed'
export const AI_UNREACHABLE_MESSAGE = 'Unable to connect to AI service. Please check your internet connection and try again.'

/** The vision model failed: non-OK answer or unreadable output (502), timeout (504), unreachable (503). */
export class VisionError extends DomainError {
	constructor(message: string, status: 502 | 503 | 504) {
		super(message, status)
	}
}

/** What the model is asked to return. */
export const VisionAnswerSchema = z.object({
	nutritionLabel: z.boolean().describe('true when the photo shows a printed Nutrition Facts panel rather than food'),
	foods: z
		.array(
			z.object({
				name: z.string().min(1).max(80).describe('Plain common name of one food or drink, e.g. "grilled chicken breast", "white rice", "banana"'),
				grams: z.number().positive().max(MAX_PORTION_GRAMS).describe('Estimated weight of the visible portion in grams'),
			}),
		)
		.max(MAX_FOODS_PER_PHOTO)
		.describe('Every separate food visible, largest first; empty when there is no food'),
})
export type VisionAnswer = z.infer<typeof VisionAnswerSchema>

const PROMPT = [
	'You are a food-logging assistant. Look at the photo.',
	'List each separate food or drink you can see with a plain, common name (as in a nutrition database: "scrambled eggs", "white rice", "broccoli") and your best estimate of the portion weight in grams.',
	'Do not give calories or nutrients. If the photo shows a printed Nutrition Facts panel, set nutritionLabel to true.',
	'If there is no food, return an empty list.',
].join(' ')

/**
 * Asks the model, giving up after `timeoutMs` (default {@link VISION_TIMEOUT_MS}).
 * @throws VisionError with the spec's messages.
 */
export async function askVisionModel(model: LanguageModel, image: { data: Uint8Array; mediaType: string }, timeoutMs = VISION_TIMEOUT_MS): Promise<VisionAnswer> {
	try {
		// The AI SDK loads on first use, not at server start (memory).
		const sdk = await loadAiSdk()
		sdkErrors = sdk
		const { generateText, Output } = sdk
		const { output } = await generateText({
			model,
			output: Output.object({ schema: VisionAnswerSchema }),
			maxRetries: 0,
			abortSignal: AbortSignal.timeout(timeoutMs),
			messages: [
				{
					role: 'user',
					content: [
						{ type: 'text', text: PROMPT },
						{ type: 'image', image: image.data, mediaType: image.mediaType },
					],
				},
			],
		})
		const parsed = VisionAnswerSchema.safeParse(output)
		if (!parsed.success) throw new VisionError(`${AI_FAILED_MESSAGE}: the model's answer could not be read`, 502)
		return parsed.data
	} catch (error) {
		throw toVisionError(error, timeoutMs)
	}
}

/** The AI SDK's error classes, once {@link askVisionModel} has loaded the SDK (an SDK error implies it has). */
let sdkErrors: Pick<typeof AiSdk, 'APICallError' | 'NoObjectGeneratedError' | 'NoOutputGeneratedError'> | null = null

/** Maps what the AI SDK throws to the spec's messages. */
export function toVisionError(error: unknown, timeoutMs = VISION_TIMEOUT_MS): VisionError {
	const { APICallError, NoObjectGeneratedError, NoOutputGeneratedError } = sdkErrors ?? {}
	if (error instanceof VisionError) return error
	if (isTimeout(error)) return new VisionError(`${AI_FAILED_MESSAGE}: the AI service did not answer within ${timeoutMs / 1000} s`, 504)
	if (APICallError?.isInstance(error)) {
		if (error.statusCode === undefined && isConnectionFailure(error.cause ?? error)) return new VisionError(AI_UNREACHABLE_MESSAGE, 503)
		return new VisionError(AI_FAILED_MESSAGE, 502)
	}
	if (NoObjectGeneratedError?.isInstance(error) || NoOutputGeneratedError?.isInstance(error)) {
		return new VisionError(`${AI_FAILED_MESSAGE}: the model's answer could not be read`, 502)
	}
	if (isConnectionFailure(error)) return new VisionError(AI_UNREACHABLE_MESSAGE, 503)
	return new VisionError(AI_FAILED_MESSAGE, 502)
}

function isTimeout(error: unknown): boolean {
	for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
		if (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')) return true
	}
	return false
}

/** 'fetch failed', refused/reset/unknown host: the spec's 'Failed to fetch' case. */
function isConnectionFailure(error: unknown): boolean {
	for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
		const code = (e as { code?: unknown }).code
		if (typeof code === 'string' && /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|UND_ERR_CONNECT_TIMEOUT|UND_ERR_SOCKET)$/.test(code)) return true
		if (e instanceof Error && /fetch failed|failed to fetch|network/i.test(e.message)) return true
	}
	return false
}

/**
 * The model's foods as capture results: each name matched to a database food (staples first, then
 * our search), its nutrition for the model's grams from that food. Unmatched names are dropped;
 * the same food named twice is one result with the grams added.
 */
export async function visionResults(db: Db, userId: string, answer: VisionAnswer): Promise<CaptureResult[]> {
	const byFood = new Map<number, CaptureResult>()
	for (const item of answer.foods) {
		const match = await matchFood(db, userId, item.name)
		if (!match) continue
		const food = match.food
		const grams = roundTo((byFood.get(food.id)?.grams ?? 0) + item.grams, 1)
		let portion: ReturnType<typeof resolvePortion>
		let quantity = grams
		let unit: CaptureResult['unit'] = 'gram'
		try {
			portion = resolvePortion(food, [], { quantity: grams, unit: 'gram' })
		} catch {
			// The user's own food without a known serving weight: one serving of it.
			quantity = 1
			unit = 'serving'
			portion = resolvePortion(food, [], { quantity: 1, unit: 'serving' })
		}
		byFood.set(food.id, {
			name: food.name,
			brand: food.brand,
			source: 'vision-model',
			confidence: match.confidence,
			foodId: food.id,
			matchedFrom: item.name,
			quantity,
			unit,
			grams: portion.grams,
			nutrients: portion.nutrients,
			kcalEstimated: portion.kcalEstimated,
			servingLabel: unit === 'gram' ? `${grams} g` : '1 serving',
			category: food.category,
		})
	}
	return [...byFood.values()]
}
