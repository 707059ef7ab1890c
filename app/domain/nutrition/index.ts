/**
 * The nutrition model: one value type ({@link Nutrients}), the portion maths, the default-serving
 * rule, barcodes, goals and bounds, and the rules shared by every screen and the API. Import from
 * here.
 */
export * from './nutrients.ts'
export * from './portion.ts'
export * from './serving-rule.ts'
export * from './gtin.ts'
export * from '../nutrition.ts'
