/**
 * Zod schemas of the weight log and water, shared by the forms (Conform) and the /api routes.
 * Isomorphic. They check shapes (a real 'YYYY-MM-DD' day, numbers); the ranges that name their
 * field (20-400 kg, not after the user's today) are checked by the domain functions, once for
 * both adapters (weigh-ins.server.ts, water.server.ts).
 */
import { z } from 'zod'
import { isoDayField } from '#app/domain/diary/diary.schema.ts'

const number = (label: string) => z.number({ error: `${label} must be a number` })
/** An optional measurement: absent keeps the day's value, null (an emptied field) clears it. */
const measurement = (label: string) => number(label).nullable().optional()

/**
 * A weigh-in (POST /api/users/{id}/weights, the weight forms): the day and the scale weight in kg,
 * with optional waist, hips and chest (cm) and body fat (%).
 */
export const WeighInSchema = z.object({
	date: isoDayField(),
	weightKg: number('weightKg'),
	waistCm: measurement('waistCm'),
	hipsCm: measurement('hipsCm'),
	chestCm: measurement('chestCm'),
	bodyFatPct: measurement('bodyFatPct'),
})
export type WeighInInput = z.infer<typeof WeighInSchema>

/** A read of the weight log: days `from` to `to` inclusive (each optional; see listWeighIns). */
export const WeightRangeSchema = z.object({
	from: isoDayField('from must be a date').optional(),
	to: isoDayField('to must be a date').optional(),
})
export type WeightRangeInput = z.infer<typeof WeightRangeSchema>

/** A drink of water (POST /api/users/{id}/water, the water card): the day and ml. */
export const WaterSchema = z.object({
	date: isoDayField(),
	ml: number('ml'),
})
export type WaterInput = z.infer<typeof WaterSchema>
