/**
 * The substitution request (spec section 3) as one zod schema, shared by the HTML form and
 * POST /api/ingredient-substitutions, with the spec's 'Missing Information' messages (section 5).
 */
import { z } from 'zod'
import {
	MAX_CONTEXT_LENGTH,
	MAX_INGREDIENT_LENGTH,
	MISSING_INGREDIENT,
	MISSING_PURPOSE,
	MISSING_RESTRICTION,
	PURPOSES,
	RESTRICTIONS,
} from './options.ts'

const unknownRestriction = `Unknown restriction. Choose from: ${RESTRICTIONS.join(', ')}`
const unknownPurpose = `Unknown purpose. Choose one of: ${PURPOSES.join(', ')}`

/** `{ ingredient, restrictions[], purpose, recipeContext? }`; restrictions are de-duplicated. */
export const SubstitutionRequestSchema = z.strictObject({
	ingredient: z
		.string({ error: MISSING_INGREDIENT })
		.trim()
		.min(1, MISSING_INGREDIENT)
		.max(MAX_INGREDIENT_LENGTH, `ingredient must be at most ${MAX_INGREDIENT_LENGTH} characters`)
		.meta({ description: "The ingredient to replace, e.g. 'butter'", examples: ['butter'] }),
	restrictions: z
		.array(z.enum(RESTRICTIONS, { error: unknownRestriction }), { error: MISSING_RESTRICTION })
		.min(1, MISSING_RESTRICTION)
		.max(RESTRICTIONS.length, `restrictions: at most ${RESTRICTIONS.length}`)
		.transform((list) => [...new Set(list)])
		.meta({ description: `At least one of: ${RESTRICTIONS.join(', ')}. Every suggestion satisfies all of them.` }),
	purpose: z
		.enum(PURPOSES, { error: (issue) => (issue.input === undefined || issue.input === '' ? MISSING_PURPOSE : unknownPurpose) })
		.meta({ description: `One of: ${PURPOSES.join(', ')}` }),
	recipeContext: z
		.string({ error: 'recipeContext must be text' })
		.trim()
		.max(MAX_CONTEXT_LENGTH, `recipeContext must be at most ${MAX_CONTEXT_LENGTH} characters`)
		.optional()
		.meta({ description: "Optional: the dish, e.g. 'chocolate chip cookies' (passed to the AI model when one is configured)" }),
})

export type SubstitutionRequest = z.output<typeof SubstitutionRequestSchema>
