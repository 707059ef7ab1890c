/**
 * Input schemas of the nutrient targets (isomorphic): the override set PUT /api/users/{id}/nutrient-targets
 * and the profile form send, and the life stage.
 */
import { z } from 'zod'
import { LIFE_STAGES } from '#db/schema.ts'
import { nutrientInfo } from '#app/domain/nutrition/micronutrients.ts'
import { NUTRIENT_CAPS } from './caps.ts'

/** The most a target or limit may be, in the nutrient's unit: beyond any real intake (1e9 µg = 1 kg). */
export const MAX_TARGET_VALUE = 1_000_000_000

const amount = (label: string) =>
	z.preprocess(
		(v) => (v === '' || v === undefined ? null : v),
		z.union([z.null(), z.coerce.number({ error: `${label} must be a number` }).positive(`${label} must be greater than 0`).max(MAX_TARGET_VALUE, `${label} must be at most ${MAX_TARGET_VALUE}`)]),
	)

/** One override: a nutrient key (as in the CSV: `sodium_mg`) and its own target and/or upper limit (null = keep the reference). */
export const NutrientOverrideSchema = z.object({
	nutrient: z.string().refine((k) => nutrientInfo(k) !== undefined, { message: 'Unknown nutrient key' }),
	target: amount('Target').optional().default(null),
	upperLimit: amount('Upper limit').optional().default(null),
})

/** The whole override set (replaces the stored one); at most one per nutrient, NUTRIENT_CAPS.overrides in all. */
export const NutrientTargetsSchema = z.object({
	overrides: z
		.array(NutrientOverrideSchema)
		.max(NUTRIENT_CAPS.overrides, `At most ${NUTRIENT_CAPS.overrides} overrides`)
		.refine((list) => new Set(list.map((o) => o.nutrient)).size === list.length, { message: 'Each nutrient at most once' }),
})
export type NutrientTargetsInput = z.output<typeof NutrientTargetsSchema>

/** The pregnancy / breastfeeding setting ('' or absent = neither). */
export const LifeStageSchema = z.object({ lifeStage: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(LIFE_STAGES).nullable()) })
