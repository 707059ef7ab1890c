/**
 * The one set of diet, allergy and condition option lists (spec section 3 'User' and 'Meal
 * plan', section 5 'Substitution'), exactly as the spec spells them: the profile form, the meal
 * plan form, the substitution form and their API schemas all import these. Isomorphic, no zod.
 * Values are stored as chosen; {@link dietKey} (vocabulary.ts) reads any spelling on the way in.
 */
import { DIET_LABELS } from './views.ts'

/** Allergies of a user and a meal plan, spec section 3 'Allergies'. */
export const ALLERGY_OPTIONS = ['nuts', 'peanuts', 'tree_nuts', 'dairy', 'eggs', 'soy', 'wheat', 'gluten', 'shellfish', 'fish', 'sesame', 'mustard', 'sulfites'] as const
/** Medical conditions of a user and health conditions of a meal plan, spec section 3 'Medical conditions'. */
export const HEALTH_CONDITION_OPTIONS = ['diabetes', 'pre_diabetes', 'hypertension', 'high_cholesterol', 'heart_disease', 'ibd', 'celiac_disease', 'food_allergies', 'kidney_disease', 'thyroid_disorder'] as const
/** A user's dietary preferences, spec section 3 'Dietary preferences'. */
export const DIETARY_PREFERENCE_OPTIONS = ['vegetarian', 'vegan', 'pescatarian', 'keto', 'paleo', 'low_carb', 'low_fat', 'mediterranean', 'dash', 'intermittent_fasting', 'gluten_free'] as const
/** Dietary restrictions the planner enforces absolutely: the recipe diet labels (views.ts). */
export const DIETARY_RESTRICTION_OPTIONS = DIET_LABELS

/**
 * Restriction options of the substitution assistant, spec section 5 (14, in the spec's order and
 * spelling: kebab case is the API's value; {@link dietKey} reads it as the vocabulary's key).
 */
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

/** True when `v` is one of the substitution {@link RESTRICTIONS}. */
export const isRestriction = (v: unknown): v is Restriction => typeof v === 'string' && (RESTRICTIONS as readonly string[]).includes(v)

/** Labels shown next to the substitution restriction options (the value stays the spec's word). */
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
