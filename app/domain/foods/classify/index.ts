/**
 * The food classifier, one door: the tag vocabulary (vocabulary.ts), the classifier that reads a
 * food's tags from its name and USDA category (classify.ts), the views on those tags — allergens,
 * diets and restrictions, recipe labels (views.ts) — and the option lists (options.ts).
 */
export * from './vocabulary.ts'
export * from './classify.ts'
export * from './views.ts'
export * from './options.ts'
