/**
 * Photo logging: one entry point for every adapter — POST /api/analyze-food-image, the
 * /multimodal-input upload form (no JavaScript) and the panel's Take Photo / Upload Photo.
 *
 * 1. The upload is checked: magic bytes (JPEG, PNG, WebP), at most 8 MB, decodable to the end.
 * 2. With a vision model configured (engine 1, vision.server.ts): the model names the foods and
 *    grams; names are matched to database foods; nutrition from those foods. When the model says
 *    the photo is a Nutrition Facts panel (or sees no food), the label reader runs as well.
 * 3. Without one (engine 2, label.server.ts, the embedded default): the photo is read as a
 *    Nutrition Facts panel offline; any other photo gets {@link NO_LABEL_MESSAGE}.
 */
import type { Db } from '#app/db.server.ts'
import type { CaptureResult } from '#app/domain/capture/types.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { aiModels } from '#app/infra/ai.server.ts'
import { checkImage, forVision } from './decode.server.ts'
import { analyzeLabel } from './label.server.ts'
import { NO_LABEL_MESSAGE } from './messages.ts'
import { askVisionModel, visionResults } from './vision.server.ts'

export { ImageTooLargeError, INVALID_IMAGE_MESSAGE, MAX_IMAGE_BYTES } from './decode.server.ts'
export { AI_FAILED_MESSAGE, AI_UNREACHABLE_MESSAGE, VisionError } from './vision.server.ts'

export { NO_LABEL_MESSAGE }
/** With a provider: a photo in which neither the model nor the label reader found food we know. */
export const NO_FOOD_MESSAGE = 'No food recognised in this photo. Try a closer photo, or search the database by name.'

/** The uploaded image. `declaredType`/`type` and `name` are what the client said; only the bytes decide. */
export type FoodImageInput = { bytes: Uint8Array; declaredType?: string; type?: string; name?: string }

/**
 * Recognises the food in a photo, or reads the nutrition label in it.
 *
 * @returns results whose nutrition comes from database foods (source 'vision-model', grams from
 *   the model, editable before adding) or from the photographed label (source 'nutrition-label',
 *   one serving as printed, `foodId` null until saved as the user's food).
 * @throws InvalidError (422) 'Please select a valid image file' (not JPEG/PNG/WebP, empty,
 *   damaged, truncated), {@link NO_LABEL_MESSAGE} or {@link NO_FOOD_MESSAGE}.
 * @throws ImageTooLargeError (413) over 8 MB.
 * @throws VisionError 502 'AI analysis failed' (non-OK answer, unreadable output), 503
 *   'Unable to connect to AI service…', 504 (no answer within 20 s).
 * @throws OcrUnavailableError 503 (queue full) or 504 (label not read within 15 s);
 *   ImageBusyError 503 (decoding line full); RateLimitError 429 when this user already has 8
 *   images waiting to be decoded or read (each user's images wait in their own line, served in
 *   turns with everyone else's: decode.server.ts, ocr-pool.server.ts).
 */
export async function analyzeFoodImage(db: Db, ctx: { userId: string }, input: FoodImageInput): Promise<{ results: CaptureResult[] }> {
	const image = await checkImage(input.bytes, ctx.userId)
	const vision = aiModels().vision
	if (vision) {
		const answer = await askVisionModel(vision, await forVision(image, ctx.userId))
		if (answer.nutritionLabel || answer.foods.length === 0) {
			const label = await analyzeLabel(image, ctx.userId)
			if (label) return { results: [label] }
		}
		const results = await visionResults(db, ctx.userId, answer)
		if (results.length === 0) throw new InvalidError(NO_FOOD_MESSAGE, { image: [NO_FOOD_MESSAGE] })
		return { results }
	}
	const label = await analyzeLabel(image, ctx.userId)
	if (!label) throw new InvalidError(NO_LABEL_MESSAGE, { image: [NO_LABEL_MESSAGE] })
	return { results: [label] }
}
