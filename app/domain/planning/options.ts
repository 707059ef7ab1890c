/**
 * Options of the Create New Meal Plan form (spec section 3 'Meal plan'), isomorphic.
 * Each category also takes a free-text 'other' entry appended to its list (spec section 5). The
 * health condition, allergy and dietary restriction lists are the classifier's (one set for the
 * profile, the plan and their schemas).
 */
import { ALLERGY_OPTIONS, DIETARY_RESTRICTION_OPTIONS, HEALTH_CONDITION_OPTIONS } from '#app/domain/foods/classify/index.ts'

/** Food preferences the planner follows where it can. */
export const FOOD_PREFERENCE_OPTIONS = ['mediterranean', 'asian', 'mexican', 'italian', 'high_protein', 'quick_meals', 'low_sodium', 'spicy'] as const

/** 'tree_nuts' → 'Tree nuts'. */
export function optionLabel(value: string): string {
	const text = value.replace(/_/g, ' ').trim()
	return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Plan categories: form field name, label and options. */
export const PLAN_CATEGORIES = [
	{ field: 'healthConditions', label: 'Health conditions', options: HEALTH_CONDITION_OPTIONS },
	{ field: 'allergies', label: 'Allergies', options: ALLERGY_OPTIONS },
	{ field: 'dietaryRestrictions', label: 'Dietary restrictions', options: DIETARY_RESTRICTION_OPTIONS },
	{ field: 'foodPreferences', label: 'Food preferences', options: FOOD_PREFERENCE_OPTIONS },
] as const

/** Spec section 9 'Display limits': the plan picker shows at most 2 tags per category. */
export const PICKER_TAGS_PER_CATEGORY = 2
/** Spec section 9 'Plan goals tab targets'. */
export const PLANNING_WEEKLY_TARGETS = { mealsPlanned: 21, mealPlans: 3, recipes: 10, groceryLists: 1 } as const
/** Spec section 7/9: grocery generation parameters the screens send. */
export const GROCERY_DEFAULTS = { servings: 2, daysToGenerate: 7 } as const
/** Longest plan the planner fills, days (keeps a plan a plan, not a year). */
export const MAX_PLAN_DAYS = 31
