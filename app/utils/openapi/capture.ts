/**
 * /api operations of the capture feature, merged into the registry in
 * app/utils/openapi.server.ts. The route modules run them through `endpoint(API.name, …)`.
 */
import { z } from 'zod'
import { TranscriptSchema } from '#app/domain/capture/extract.server.ts'
import { SPOKEN_UNITS } from '#app/domain/capture/transcript.ts'
import { defineOperation, type ApiOperation } from '../api-route.server.ts'

const Macros = z.strictObject({
	calories: z.number().meta({ description: 'kcal' }),
	protein: z.number().meta({ description: 'g' }),
	carbs: z.number().meta({ description: 'g' }),
	fat: z.number().meta({ description: 'g' }),
})

/** GET /api/lookup-barcode/{barcode} answer (spec section 3 'Barcode'). */
export const BarcodeProductResponse = z.strictObject({
	code: z.string().meta({ description: 'The code as sent (digits only)' }),
	gtin14: z.string().meta({ description: 'The GTIN-14 the product was found under' }),
	format: z.enum(['EAN-8', 'UPC-E', 'UPC-A', 'EAN-13', 'GTIN-14']),
	productName: z.string(),
	brand: z.string().nullable(),
	nutritionalInfo: Macros.meta({ description: 'Per one default serving (servingLabel): the label serving when the product has one, else 100 g' }),
	caloriesEstimated: z.boolean().meta({ description: 'kcal computed from protein, carbs and fat (Atwater 4/4/9): Open Food Facts rows carry no energy value' }),
	foodId: z.number().int().meta({ description: "Log it with POST /api/users/{id}/meal-foods: unit 'serving' for the label serving, or 'gram'" }),
	servingSize: z.number().nullable().meta({ description: 'The label serving in servingUnit (e.g. 20); null when the data has no serving (log by grams)' }),
	servingUnit: z.enum(['g', 'ml']).nullable().meta({ description: "'g', or 'ml' for a drink (its values are per 100 ml); null with servingSize" }),
	householdServing: z.string().nullable().meta({ description: "The label serving as a household measure, e.g. '3/4 cup'; null when the label gives only the weight" }),
	servingLabel: z.string().meta({ description: "The default serving as shown, e.g. '3/4 cup (20 g)' or '100 g'" }),
	per100g: Macros.nullable().meta({ description: 'Per 100 g (100 ml for drinks); null for your own food whose serving weight is unknown' }),
	source: z.string().meta({ description: "'USDA FoodData Central Branded Foods', 'Open Food Facts (ODbL)' or 'Your food'" }),
})

export const BarcodeParams = z.object({
	barcode: z.string().max(40, 'barcode must be at most 40 characters').meta({ description: '8 (EAN-8 or UPC-E), 12 (UPC-A), 13 (EAN-13) or 14 (GTIN-14) digits with a valid GS1 check digit; spaces and dashes ignored', examples: ['049000049930'] }),
})

export const ExtractFoodsBody = z.strictObject({
	transcript: TranscriptSchema.meta({ description: 'What was said or typed, at most 1,000 characters' }),
})

export const ExtractFoodsResponse = z.strictObject({
	transcript: z.string(),
	parser: z.enum(['local', 'ai']).meta({ description: "'ai' when the configured model structured the sentence (nutrition still from the database)" }),
	extractedFoods: z.array(
		z.strictObject({
			name: z.string().meta({ description: 'The database food' }),
			brand: z.string().nullable(),
			foodId: z.number().int(),
			confidence: z.number().min(0).max(1).meta({ description: "The matcher's word coverage: the share of the said food words the matched food accounts for (1 = all; a staples-table entry counts as all). Not a probability that the food is right" }),
			quantity: z.number().meta({ description: 'As said' }),
			unit: z.string().meta({ description: `As said: ${SPOKEN_UNITS.join(', ')}, a size word, or 'piece' for a count` }),
			grams: z.number().nullable().meta({ description: 'g for the amount said' }),
			portion: z.string().meta({ description: "How the amount was converted, e.g. '2 × egg (50 g)'" }),
			matchedFrom: z.string().meta({ description: 'The phrase this food was read from' }),
			nutrition: Macros.meta({ description: 'For the amount said, from the database food' }),
			caloriesEstimated: z.boolean(),
			log: z.strictObject({ foodId: z.number().int(), quantity: z.number(), unit: z.enum(['serving', 'gram', 'ounce', 'cup', 'piece']) }).meta({ description: 'Body fields for POST /api/users/{id}/meal-foods that log exactly this amount' }),
		}),
	),
	unmatched: z.array(z.string()).meta({ description: 'Phrases that matched no food (no nutrition is invented)' }),
})

export const CAPTURE_API = {
	lookupBarcode: defineOperation({
		method: 'GET',
		path: '/api/lookup-barcode/{barcode}',
		tag: 'Foods',
		summary: 'Find a packaged product by barcode (USDA Branded Foods and Open Food Facts data, offline; your own foods with a barcode first)',
		description:
			"Codes are compared as GTIN-14, so a 12-digit UPC-A finds the product stored as 13-digit EAN. A product whose values cannot be true (kcal above 900 or macros above 100 g per 100 g) is not answered. 400 names the problem (not digits, wrong length, wrong check digit). 404 'Product not found' carries a `Link` header (rel=\"create-form\") to enter it as your own food with the code prefilled.",
		auth: 'user',
		params: BarcodeParams,
		success: { status: 200, description: 'The product', schema: BarcodeProductResponse },
		errors: [400, 401, 404, 422],
	}),
	extractFoods: defineOperation({
		method: 'POST',
		path: '/api/extract-foods',
		tag: 'Foods',
		summary: 'Read foods and amounts from a spoken or typed meal',
		description:
			"Local parser (optionally structured by the configured AI model first); each food is matched to a database food and its nutrition computed for the amount said. Phrases that match nothing are listed in `unmatched`. Transcript longer than 1,000 characters: 422.",
		auth: 'user',
		body: ExtractFoodsBody,
		success: { status: 200, description: 'The foods found', schema: ExtractFoodsResponse },
		errors: [401, 400, 403, 413, 415, 422],
	}),
} satisfies Record<string, ApiOperation>
