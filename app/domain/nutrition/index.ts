/**
 * The nutrition model: one value type ({@link Nutrients}), the portion maths, barcodes, and the
 * rules shared by every screen and the API. Import from here.
 */
export * from './nutrients.ts'
export * from './portion.ts'
export * from './gtin.ts'
export * from '../nutrition.ts'
