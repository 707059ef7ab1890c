/**
 * /api operations of the substitution feature, merged into the registry in
 * app/utils/openapi.server.ts. The route module runs them through `endpoint(API.name, …)`.
 */
import { z } from 'zod'
import { AVAILABILITY } from '#app/domain/substitution/options.ts'
import { SubstitutionRequestSchema } from '#app/domain/substitution/schema.ts'
import { defineOperation, type ApiOperation } from '../api-route.server.ts'

const Macros = z.strictObject({
	calories: z.number().nullable().meta({ description: 'kcal (null: the USDA row publishes no value)' }),
	protein: z.number().nullable().meta({ description: 'g' }),
	carbs: z.number().nullable().meta({ description: 'g' }),
	fat: z.number().nullable().meta({ description: 'g' }),
})

/** POST /api/ingredient-substitutions answer (spec section 3 'Response'). */
export const SubstitutionResponse = z.strictObject({
	ingredient: z.string().meta({ description: 'The ingredient as matched in our table (or as sent when unknown)' }),
	known: z.boolean().meta({ description: 'True when the ingredient is in our substitution table' }),
	originalNutrition: Macros.extend({
		food: z.strictObject({ fdcId: z.number().int().nullable(), name: z.string() }).meta({ description: 'The USDA food the numbers come from' }),
	})
		.nullable()
		.meta({ description: 'Per 100 g of the original, from its USDA row; null when no database food matches' }),
	suggestions: z.array(
		z.strictObject({
			ingredient: z.string(),
			availability: z.enum(AVAILABILITY),
			confidence: z.number().min(0).max(1).meta({ description: 'Ours, 0–1 (shown as a rounded percentage); never the AI model’s' }),
			reason: z.string(),
			ratioConversion: z.string().meta({ examples: ['1 egg = 1 tbsp ground flaxseed + 3 tbsp water'] }),
			cookingNotes: z.string().optional(),
			nutritionImpact: Macros.meta({ description: 'Change per 100 g of the original when replaced at the stated ratio, from USDA rows (negative = less)' }),
			purposeFit: z.boolean().meta({ description: 'Suits the chosen purpose (unsuited ones rank last)' }),
			source: z.enum(['rules', 'ai']).meta({ description: "'rules': our table; 'ai': the configured model, checked against the restrictions and the database" }),
			foods: z
				.array(z.strictObject({ fdcId: z.number().int().nullable(), name: z.string(), grams: z.number() }))
				.meta({ description: 'The database foods used for the numbers, in grams replacing 100 g of the original (Water has no row)' }),
		}),
	),
	provider: z.string().meta({ description: "'Platewise substitution rules', or the AI model's name when it was asked" }),
	timestamp: z.string().meta({ description: 'ISO 8601 time of the answer' }),
	message: z.string().nullable().meta({ description: 'Why there is little or nothing to show (unknown ingredient, no fit)' }),
	nearest: z.array(z.string()).meta({ description: 'For an unknown ingredient: the nearest ingredients we know' }),
	excluded: z.number().int().meta({ description: 'Table suggestions left out because they break a chosen restriction' }),
})

export const SUBSTITUTION_API = {
	ingredientSubstitutions: defineOperation({
		method: 'POST',
		path: '/api/ingredient-substitutions',
		tag: 'Substitution',
		summary: 'Substitutes for an ingredient that respect every restriction, with the nutrition change from USDA rows',
		description:
			"422 with the spec's 'Missing Information' messages for a missing ingredient ('Please enter an ingredient to substitute.'), no restriction ('Please select at least one dietary restriction.') or no purpose ('Please select the recipe purpose.'), and for an unknown restriction or purpose. An ingredient not in our table answers 200 with `known: false`, a message and the nearest ingredients we know.",
		auth: 'user',
		body: SubstitutionRequestSchema,
		success: { status: 200, description: 'The substitutions', schema: SubstitutionResponse },
		errors: [401, 400, 403, 413, 415, 422],
	}),
} satisfies Record<string, ApiOperation>
