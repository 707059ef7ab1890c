/**
 * The substitution assistant's choices and messages, exactly as the product spec lists them
 * (section 5 'Substitution', section 8 toasts). Isomorphic: used by the form, the API schema and
 * the engine.
 */

/** Restriction options, spec section 5 (14, in the spec's order). */
export const RESTRICTIONS = [
	'vegetarian',
	'vegan',
	'gluten-free',
	'dairy-free',
	'nut-free',
	'egg-free',
	'soy-free',
	'keto',
	'paleo',
	'diabetes',
	'ibd',
	'high-cholesterol',
	'low-sodium',
	'low-fat',
] as const
export type Restriction = (typeof RESTRICTIONS)[number]

/** Recipe purposes, spec section 5 (7, in the spec's order). */
export const PURPOSES = ['baking', 'cooking', 'raw', 'binding', 'seasoning', 'thickening', 'leavening'] as const
export type Purpose = (typeof PURPOSES)[number]

/** How easy a substitute is to buy (spec section 3: common / specialty / rare). */
export const AVAILABILITY = ['common', 'specialty', 'rare'] as const
export type Availability = (typeof AVAILABILITY)[number]

export const isRestriction = (v: unknown): v is Restriction => typeof v === 'string' && (RESTRICTIONS as readonly string[]).includes(v)
export const isPurpose = (v: unknown): v is Purpose => typeof v === 'string' && (PURPOSES as readonly string[]).includes(v)

/** Labels shown next to the options (the value stays the spec's word). */
export const RESTRICTION_LABELS: Record<Restriction, string> = {
	vegetarian: 'Vegetarian',
	vegan: 'Vegan',
	'gluten-free': 'Gluten-free',
	'dairy-free': 'Dairy-free',
	'nut-free': 'Nut-free',
	'egg-free': 'Egg-free',
	'soy-free': 'Soy-free',
	keto: 'Keto',
	paleo: 'Paleo',
	diabetes: 'Diabetes',
	ibd: 'IBD',
	'high-cholesterol': 'High cholesterol',
	'low-sodium': 'Low sodium',
	'low-fat': 'Low fat',
}

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

/** The provider name of the local engine (issue 11). */
export const LOCAL_PROVIDER = 'Platewise substitution rules'
