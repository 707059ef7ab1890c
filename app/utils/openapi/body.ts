/**
 * /api operations of the weight log and water, merged into the registry in
 * app/utils/openapi.server.ts. The route modules run them through `endpoint(API.name, …)` and call
 * the same domain functions as the weight screen and the dashboard's cards (app/domain/body/).
 * Another user's id in the path: 403.
 */
import { z } from 'zod'
import { BODY_CAPS, WATER_BOUNDS, WEIGH_IN_BOUNDS } from '#app/domain/body/caps.ts'
import { WaterSchema, WeighInSchema, WeightRangeSchema } from '#app/domain/body/body.schema.ts'
import { defineOperation } from '../api-route.server.ts'
import { DayWaterResponse, IdParams, MessageResponse, UserDateParams } from '../api-schemas.ts'

const mutation = [400, 403, 413, 415, 422]
const { weightKg, circumferenceCm, bodyFatPct } = WEIGH_IN_BOUNDS

export const WeighInResponse = z.strictObject({
	date: z.string().meta({ description: 'Diary day YYYY-MM-DD in your time zone' }),
	weightKg: z.number().meta({ description: 'Scale weight, kg' }),
	trendWeightKg: z.number().meta({ description: 'Trend weight on that day, kg to 0.01: a moving average over elapsed days (docs/decisions/016-trend-weight.md)' }),
	waistCm: z.number().nullable(),
	hipsCm: z.number().nullable(),
	chestCm: z.number().nullable(),
	bodyFatPct: z.number().nullable(),
})

const dayRule = `\`date\` is a diary day from ${WEIGH_IN_BOUNDS.earliestDate} to your today (in your time zone); a later or earlier day is 422 naming \`date\`.`

export const BODY_API = {
	listWeights: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/weights',
		tag: 'Body',
		summary: 'Your weigh-ins of a range of days, each with its trend weight',
		description: `Days \`from\` to \`to\` inclusive, oldest first: \`to\` defaults to your today, \`from\` to 89 days before \`to\`. Bounded, not paginated: one weigh-in a day and a range of at most ${BODY_CAPS.weightRangeDays} days (a longer or reversed range is 422 naming \`from\`), so at most ${BODY_CAPS.weightRangeDays} rows.`,
		auth: 'self',
		params: IdParams,
		query: WeightRangeSchema,
		scopes: ['weights:read'],
		success: { status: 200, description: 'Weigh-ins, oldest first', schema: z.strictObject({ weights: z.array(WeighInResponse) }) },
		errors: [401, 403, 422],
	}),
	recordWeight: defineOperation({
		method: 'POST',
		path: '/api/users/{id}/weights',
		tag: 'Body',
		summary: "Record the day's weigh-in (replaces that day's if there is one)",
		description: `One weigh-in a day (the cap): posting a day again replaces its weight. \`weightKg\` from ${weightKg.min} to ${weightKg.max} kg; optional \`waistCm\`, \`hipsCm\`, \`chestCm\` (${circumferenceCm.min}-${circumferenceCm.max} cm) and \`bodyFatPct\` (${bodyFatPct.min}-${bodyFatPct.max} %): left out keeps the day's value, null clears it. Outside a range: 422 naming the field. ${dayRule} Your profile's weight follows your latest weigh-in.`,
		auth: 'self',
		params: IdParams,
		body: WeighInSchema.strict(),
		scopes: ['weights:write'],
		success: { status: 200, description: "The day's weigh-in with its trend weight", schema: WeighInResponse },
		errors: [401, ...mutation],
	}),
	deleteWeight: defineOperation({
		method: 'DELETE',
		path: '/api/users/{id}/weights/{date}',
		tag: 'Body',
		summary: "Delete a day's weigh-in",
		description: "404 when you have no weigh-in that day. Your profile's weight follows the latest weigh-in left (it keeps its value when none is left).",
		auth: 'self',
		params: UserDateParams,
		success: { status: 200, description: 'Deleted', schema: MessageResponse },
		errors: [401, 403, 404, 422],
	}),
	addWater: defineOperation({
		method: 'POST',
		path: '/api/users/{id}/water',
		tag: 'Body',
		summary: 'Log a drink of water',
		description: `\`ml\` from ${WATER_BOUNDS.mlMin} to ${WATER_BOUNDS.mlMax}; a day holds at most ${BODY_CAPS.waterEntriesPerDay} drinks (past it 422 naming \`ml\`). ${dayRule} The day's water also shows in daily progress (\`water\`).`,
		auth: 'self',
		params: IdParams,
		body: WaterSchema.strict(),
		scopes: ['water:write'],
		success: { status: 201, description: "The day's water after the drink", schema: DayWaterResponse.extend({ date: z.string() }) },
		errors: [401, ...mutation],
	}),
}
