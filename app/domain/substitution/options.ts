/**
 * The substitution assistant's choices and messages, exactly as the product spec lists them
 * (section 5 'Substitution', section 8 toasts). Isomorphic: used by the form, the API schema and
 * the engine.
 */

/** The restriction options are the food classifier's (one set of option lists for every form). */
export { isRestriction, RESTRICTION_LABELS, RESTRICTIONS, type Restriction } from '#app/domain/foods/classify/index.ts'

/** Recipe purposes, spec section 5 (7, in the spec's order). */
export const PURPOSES = ['baking', 'cooking', 'raw', 'binding', 'seasoning', 'thickening', 'leavening'] as const
export type Purpose = (typeof PURPOSES)[number]

/** How easy a substitute is to buy (spec section 3: common / specialty / rare). */
export const AVAILABILITY = ['common', 'specialty', 'rare'] as const
export type Availability = (typeof AVAILABILITY)[number]

export const isPurpose = (v: unknown): v is Purpose => typeof v === 'string' && (PURPOSES as readonly string[]).includes(v)

export const PURPOSE_LABELS: Record<Purpose, string> = {
	baking: 'Baking',
	cooking: 'Cooking',
	raw: 'Raw',
	binding: 'Binding',
	seasoning: 'Seasoning',
	thickening: 'Thickening',
	leavening: 'Leavening',
}

/** Spec section 5: the title of every substitution validation message. */
export const MISSING_INFORMATION = 'Missing Information'
/** Spec section 5 messages. */
export const MISSING_INGREDIENT = 'Please enter an ingredient to substitute.'
export const MISSING_RESTRICTION = 'Please select at least one dietary restriction.'
export const MISSING_PURPOSE = 'Please select the recipe purpose.'
/** Spec section 8 toasts. */
export const FOUND_TOAST = 'Substitutions Found!'
export const FAILED_TOAST = { message: 'Error', description: 'Failed to get ingredient substitutions. Please try again.' } as const
/** Spec section 4: the submit button while a search runs. */
export const PENDING_LABEL = 'Finding Substitutions...'

/** Longest ingredient text accepted (characters). */
export const MAX_INGREDIENT_LENGTH = 100
/** Longest recipe context accepted (characters). */
export const MAX_CONTEXT_LENGTH = 500

/** The provider name of the local engine (shown when no AI model answered). */
export const LOCAL_PROVIDER = 'Platewise substitution rules'
