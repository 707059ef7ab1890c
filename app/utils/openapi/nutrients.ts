/**
 * /api operations of micronutrients, merged into the registry in app/utils/openapi.server.ts: a
 * day's and a week's nutrients against the person's reference intakes, the foods richest in a
 * nutrient, and the user's target overrides. The routes call the domain in app/domain/nutrients/.
 */
import { z } from 'zod'
import { NUTRIENT_CAPS } from '#app/domain/nutrients/caps.ts'
import { RichInQuerySchema } from '#app/domain/nutrients/rich-in.server.ts'
import { NutrientTargetsSchema } from '#app/domain/nutrients/targets.schema.ts'
import { NUTRIENT_LIST } from '#app/domain/nutrition/micronutrients.ts'
import { defineOperation } from '../api-route.server.ts'
import { IdParams, UserDateParams } from '../api-schemas.ts'

const KEYS = NUTRIENT_LIST.map((n) => `\`${n.key}\``).join(', ')

const NutrientRowResponse = z.object({
	key: z.string().meta({ description: `Nutrient key as in the bundled CSV: ${KEYS}` }),
	name: z.string(),
	amount: z.number().nullable().meta({ description: 'Amount in `unit`, rounded to 2 decimals (a week: average per logged day); null when entries were logged but none carries this nutrient' }),
	unit: z.enum(['g', 'mg', 'ug']),
	group: z.enum(['vitamins', 'minerals', 'fats', 'other']),
	target: z.number().nullable().meta({ description: 'Daily target in `unit`; null where none applies' }),
	targetKind: z.enum(['RDA', 'AI', 'DV', 'CDRR', 'custom']).nullable().meta({ description: "RDA or AI (Dietary Reference Intakes), DV (FDA Daily Value), 'custom' (your override)" }),
	upperLimit: z.number().nullable().meta({ description: 'Daily upper limit in `unit` (UL that applies to food, sodium CDRR, a DV not to exceed, or yours); null where none applies' }),
	upperLimitKind: z.enum(['UL', 'CDRR', 'DV', 'custom']).nullable(),
	percent: z.number().nullable().meta({ description: 'amount / target × 100, whole percent' }),
	over: z.boolean().meta({ description: 'amount above upperLimit' }),
	completeness: z.number().nullable().meta({ description: "Share (0-1) of the kcal eaten from foods that carry this nutrient; null when nothing with kcal was eaten" }),
	source: z.string().nullable(),
	note: z.string().nullable().meta({ description: 'Caveat of the reference value (e.g. why no UL, vitamin A UL for retinol only)' }),
})

const DayResponse = z.object({
	date: z.string(),
	group: z.string().meta({ description: "Reference-intakes group, e.g. 'female 31-50', 'pregnancy 19-30', 'FDA DV adults'" }),
	targetsFrom: z.enum(['DRI', 'DV']),
	targetsNote: z.string().nullable().meta({ description: 'Why these targets, when not the plain group (e.g. no sex or birth date in the profile: FDA Daily Values)' }),
	kcal: z.number(),
	completeness: z.number().nullable().meta({ description: "Share (0-1) of the kcal eaten from foods that carry micronutrient data (packaged products carry none)" }),
	nutrients: z.array(NutrientRowResponse),
})

const WeekResponse = DayResponse.extend({
	from: z.string().meta({ description: 'Sunday of the week' }),
	to: z.string().meta({ description: 'Saturday of the week' }),
	loggedDays: z.number().int().meta({ description: 'Days with at least one entry: the averages divide by it' }),
})

const RichInFoodResponse = z.object({
	id: z.number().int(),
	name: z.string(),
	unit: z.enum(['g', 'mg', 'ug']),
	amountPer100kcal: z.number().nullable(),
	amountPerServing: z.number().nullable(),
	servingLabel: z.string().nullable(),
	servingGrams: z.number().nullable(),
})

const OverrideResponse = z.object({ nutrient: z.string(), target: z.number().nullable(), upperLimit: z.number().nullable() })

export const NUTRIENTS_API = {
	dailyNutrients: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/nutrients/daily/{date}',
		tag: 'Nutrients',
		summary: "A day's vitamins, minerals, fats and more against your reference intakes",
		description:
			'Every nutrient of the day summed from the entries as they were logged, each with its target, kind (RDA, AI, DV) and source, its upper limit, the percent of target and its completeness. The group comes from your profile (sex, age on `date`, pregnant or breastfeeding); without sex or date of birth the FDA Daily Values apply (`targetsFrom` DV). Your overrides win.',
		auth: 'self',
		params: UserDateParams,
		success: { status: 200, description: "The day's nutrients", schema: DayResponse },
		errors: [401, 403, 422],
	}),
	weeklyNutrients: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/nutrients/weekly/{date}',
		tag: 'Nutrients',
		summary: 'The average per logged day of the Sunday-to-Saturday week holding `date`',
		description: 'As the daily call, over the week: amounts are averages per day with at least one entry (an unlogged day is not a day of zero).',
		auth: 'self',
		params: UserDateParams,
		success: { status: 200, description: "The week's averages", schema: WeekResponse },
		errors: [401, 403, 422],
	}),
	foodsRichIn: defineOperation({
		method: 'GET',
		path: '/api/foods/rich-in/{key}',
		tag: 'Nutrients',
		summary: 'The generic foods richest in a nutrient',
		description: `USDA generic foods only (packaged products carry no micronutrients), sorted descending by \`per\`: '100kcal' (default) or 'serving' (the food's default serving). \`limit\` ${NUTRIENT_CAPS.richIn.defaultLimit} by default, at most ${NUTRIENT_CAPS.richIn.maxLimit}. A bad \`key\`, \`per\` or \`limit\` is 422 naming it.`,
		auth: 'user',
		params: z.object({ key: RichInQuerySchema.shape.key }),
		query: RichInQuerySchema.omit({ key: true }),
		success: { status: 200, description: 'The foods', schema: z.object({ foods: z.array(RichInFoodResponse) }) },
		errors: [401, 422],
	}),
	putNutrientTargets: defineOperation({
		method: 'PUT',
		path: '/api/users/{id}/nutrient-targets',
		tag: 'Nutrients',
		summary: 'Replace your own nutrient targets and upper limits',
		description: `\`overrides\`: at most ${NUTRIENT_CAPS.overrides}, one per nutrient key; each sets \`target\` and/or \`upperLimit\` (> 0, in the nutrient's unit; null keeps the reference value). An empty list returns to the reference intakes. Unknown key or bad number: 422 naming \`overrides.N.nutrient|target|upperLimit\`.`,
		auth: 'self',
		params: IdParams,
		body: NutrientTargetsSchema,
		success: { status: 200, description: 'The stored overrides', schema: z.object({ overrides: z.array(OverrideResponse) }) },
		errors: [400, 401, 403, 413, 415, 422],
	}),
}
