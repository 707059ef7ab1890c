/**
 * The nutrition model, the lowest layer (pure and isomorphic: it imports nothing from app/ or db/
 * outside this folder; lint enforces it): one value type ({@link Nutrients}), units and portion
 * maths, the default-serving rule, barcodes, goals, progress against them, bounds, body
 * measures and energy needs. Import from here.
 */
export * from './nutrients.ts'
export * from './portion.ts'
export * from './serving-rule.ts'
export * from './gtin.ts'
export * from './goals.ts'
export * from './bounds.ts'
export * from './progress.ts'
export * from './body.ts'
export * from './energy.ts'
