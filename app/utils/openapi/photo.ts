/**
 * /api operations of the photo feature, merged into the registry in
 * app/utils/openapi.server.ts. The route module runs them through `endpoint(API.name, …)`.
 */
import { z } from 'zod'
import type { CaptureResult } from '#app/domain/capture/types.ts'
import { roundTo } from '#app/domain/nutrition/index.ts'
import { defineOperation, type ApiOperation } from '../api-route.server.ts'

/** Largest JSON body: an 8 MB image as base64 (4/3 of its size) plus a data-URL prefix and the JSON around it. */
export const MAX_PHOTO_JSON_BYTES = Math.ceil((8 * 1024 * 1024 * 4) / 3) + 4096
/** Largest multipart body: an 8 MB image plus the multipart envelope. */
export const MAX_PHOTO_MULTIPART_BYTES = 8 * 1024 * 1024 + 64 * 1024

export const AnalyzeImageJsonBody = z.strictObject({
	imageData: z
		.string({ error: 'imageData is required: a data URL (data:image/jpeg;base64,…) or base64' })
		.min(1, 'imageData is required: a data URL (data:image/jpeg;base64,…) or base64')
		.meta({ description: 'The photo: a data URL or plain base64 of a JPEG, PNG or WebP file of at most 8 MB. The bytes decide the type, not the declared one.' }),
})

export const AnalyzeImageMultipartBody = z.object({
	image: z.string().meta({ format: 'binary', description: 'The photo file (JPEG, PNG or WebP, at most 8 MB); any other single file field is accepted too' }),
})

const Nutrition = z.strictObject({
	calories: z.number().nullable().meta({ description: 'kcal' }),
	protein: z.number().nullable().meta({ description: 'g' }),
	carbs: z.number().nullable().meta({ description: 'g' }),
	fat: z.number().nullable().meta({ description: 'g' }),
	fiber: z.number().nullable().meta({ description: 'g' }),
	sugar: z.number().nullable().meta({ description: 'g' }),
})

/** One recognised food (spec section 3 'Recognition results', image). */
export const PhotoResultSchema = z.strictObject({
	name: z.string().meta({ description: "The matched database food, or 'Food from nutrition label'" }),
	confidence: z.number().min(0).max(1),
	estimatedCalories: z.number().nullable().meta({ description: 'kcal for servingSize servingUnit (null when not known)' }),
	servingSize: z.number().meta({ description: "Amount in servingUnit: the model's grams, or the label's serving" }),
	servingUnit: z.string().meta({ description: "'g', 'ml' or 'serving'" }),
	servingText: z.string().nullable().meta({ description: "As shown to people, e.g. '1 oz (28g)' or '150 g'" }),
	brand: z.string().optional(),
	category: z.string().nullable(),
	nutritionalInfo: Nutrition.meta({ description: 'For servingSize servingUnit; from the database food, or as printed on the label (null = not read)' }),
	caloriesEstimated: z.boolean().meta({ description: 'kcal computed with the Atwater factors (Open Food Facts products)' }),
	foodId: z.number().int().optional().meta({ description: 'The database food (absent for a label not yet saved as your food)' }),
	grams: z.number().optional().meta({ description: 'g of the portion, when known' }),
	source: z.enum(['vision-model', 'nutrition-label']),
	matchedFrom: z.string().nullable().meta({ description: "The model's name for the food, or the label's serving text" }),
	log: z
		.strictObject({ foodId: z.number().int(), quantity: z.number(), unit: z.enum(['serving', 'gram', 'ounce', 'cup', 'piece']) })
		.optional()
		.meta({ description: 'Body fields for POST /api/users/{id}/meal-foods that log exactly this portion (change quantity to change the grams)' }),
	label: z
		.strictObject({
			servingText: z.string().nullable(),
			servingSize: z.number().nullable().meta({ description: 'g or ml per serving as printed' }),
			servingUnit: z.enum(['g', 'ml']).nullable(),
		})
		.optional()
		.meta({ description: "Nutrition-label results: the serving as read. Save it as your food with POST /api/foods (values per serving in nutritionalInfo)" }),
})

export const AnalyzeImageResponse = z.strictObject({ results: z.array(PhotoResultSchema) })

const api = (v: number | null) => (v === null ? null : roundTo(v, 2))

/** A capture result in the API's shape (spec field names at the edge). */
export function toPhotoApi(r: CaptureResult): z.infer<typeof PhotoResultSchema> {
	const label = r.source === 'nutrition-label' ? r.label : undefined
	const servingSize = label ? (label.servingGrams ?? 1) : r.unit === 'gram' ? r.quantity : (r.grams ?? r.quantity)
	const servingUnit = label ? (label.servingUnit ?? 'serving') : r.unit === 'gram' || r.grams !== null ? 'g' : 'serving'
	return {
		name: r.name,
		confidence: r.confidence,
		estimatedCalories: r.nutrients.kcal === null ? null : Math.round(r.nutrients.kcal),
		servingSize,
		servingUnit,
		servingText: r.servingLabel,
		...(r.brand ? { brand: r.brand } : {}),
		category: r.category,
		nutritionalInfo: {
			calories: api(r.nutrients.kcal),
			protein: api(r.nutrients.proteinG),
			carbs: api(r.nutrients.carbsG),
			fat: api(r.nutrients.fatG),
			fiber: api(r.nutrients.fiberG),
			sugar: api(r.nutrients.sugarG),
		},
		caloriesEstimated: r.kcalEstimated,
		...(r.foodId !== null ? { foodId: r.foodId, log: { foodId: r.foodId, quantity: r.quantity, unit: r.unit } } : {}),
		...(r.grams !== null ? { grams: r.grams } : {}),
		source: r.source === 'nutrition-label' ? 'nutrition-label' : 'vision-model',
		matchedFrom: r.matchedFrom,
		...(label ? { label: { servingText: label.servingText, servingSize: label.servingGrams, servingUnit: label.servingUnit } } : {}),
	}
}

export const PHOTO_API = {
	analyzeFoodImage: defineOperation({
		method: 'POST',
		path: '/api/analyze-food-image',
		tag: 'Foods',
		summary: 'Recognise the foods in a photo, or read the Nutrition Facts label in it',
		description: [
			'Send `{ imageData }` (a data URL or base64) as JSON, or the file as `multipart/form-data`. JPEG, PNG and WebP up to 8 MB, recognised by their bytes; anything else, an empty, damaged or truncated file: 422 \'Please select a valid image file\'. Over 8 MB: 413.',
			'With an AI provider (AI_BASE_URL, AI_VISION_MODEL) the model names the foods and estimates grams; each is matched to a database food and its nutrition computed from that food (source `vision-model`). Errors: 502 \'AI analysis failed\', 503 \'Unable to connect to AI service…\', 504 after 20 s.',
			"Without one, the photo is read offline as a US Nutrition Facts label (source `nutrition-label`, one serving as printed; 504 after 15 s, 503 when the reader is busy). A photo that is not a readable label: 422 'No nutrition label found. Recognising food in photos needs an AI provider (see README).'",
		].join('\n\n'),
		auth: 'user',
		body: AnalyzeImageJsonBody,
		upload: { multipart: AnalyzeImageMultipartBody },
		success: { status: 200, description: 'What was recognised', schema: AnalyzeImageResponse },
		errors: [400, 401, 403, 413, 415, 422, 502, 503, 504],
	}),
} satisfies Record<string, ApiOperation>
