/**
 * /api operations of the expenditure estimate and the weekly check-in, merged into the registry in
 * app/utils/openapi.server.ts. The route modules call the same domain functions as the check-in
 * screen (app/domain/expenditure/). Another user's id in the path: 403.
 */
import { z } from 'zod'
import { CheckInAnswerSchema } from '#app/domain/expenditure/check-ins.server.ts'
import { CHECK_IN_DECISIONS } from '#db/schema.ts'
import { defineOperation } from '../api-route.server.ts'
import { IdParams } from '../api-schemas.ts'

export const ExpenditureResponse = z.strictObject({
	date: z.string().meta({ description: 'Diary day YYYY-MM-DD the estimate is for' }),
	estimateKcal: z.number().int().meta({ description: 'Estimated total daily energy expenditure, kcal/day' }),
	low: z.number().int().meta({ description: 'Low end of the about-90 % range, kcal/day' }),
	high: z.number().int().meta({ description: 'High end of the about-90 % range, kcal/day' }),
	method: z.enum(['formula', 'adaptive']).meta({ description: "'formula': Mifflin-St Jeor x activity factor only; 'adaptive': blended with your logged intake and trend-weight change (docs/decisions/017-adaptive-expenditure.md)" }),
	daysOfData: z.number().int().meta({ description: 'Logged days in the 28-day window, not counting days you marked incomplete' }),
	trendWeightKg: z.number().nullable().meta({ description: 'Trend weight on the day, kg to 0.01; null without weigh-ins' }),
	weeklyChangeKg: z.number().nullable().meta({ description: 'Trend-weight change per week over the window, kg; null without two weigh-ins in it' }),
})

const Goals = z.strictObject({ dailyCalorieGoal: z.number().int(), dailyProteinGoal: z.number().int(), dailyCarbGoal: z.number().int(), dailyFatGoal: z.number().int() })

export const CheckInResponse = z.strictObject({
	weekStart: z.string().meta({ description: 'Monday YYYY-MM-DD of the week (your time zone)' }),
	expenditure: ExpenditureResponse,
	goal: z.enum(['lose', 'maintain', 'gain']).meta({ description: 'Your weight goal (profile; maintain when not set)' }),
	rateKgPerWeek: z.number().meta({ description: 'Rate used, kg/week: your chosen rate, at most 1 % of body weight to lose or 0.5 % to gain' }),
	rateLimited: z.boolean().meta({ description: 'Your chosen rate was faster than the safe bound' }),
	floored: z.boolean().meta({ description: 'The target was raised to the calorie floor' }),
	adjustmentKcal: z.number().int().meta({ description: 'kcal/day taken (negative) or added: rate x 7,700 / 7' }),
	proposed: Goals.meta({ description: "Next week's goals: expenditure ± the rate's energy, rounded to 50 kcal; macros split from it" }),
	current: Goals,
	drivesGoal: z.boolean().meta({ description: 'Your calorie goal in force came from an accepted check-in (it follows the estimate) rather than being set by hand' }),
	answer: z.strictObject({ decision: z.enum(CHECK_IN_DECISIONS), proposedKcal: z.number().int() }).nullable().meta({ description: "This week's answer, null while open" }),
})

export const EXPENDITURE_API = {
	getExpenditure: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/expenditure',
		tag: 'Body',
		summary: 'Your estimated daily energy expenditure on a day',
		description:
			'`date` (YYYY-MM-DD, default your today) from 1900 to your today, else 422 naming `date`. Before enough data the estimate is Mifflin-St Jeor x your activity factor; then it blends in your logged intake and trend-weight change over 28 days (days with nothing logged or marked incomplete are left out, never counted as zero).',
		auth: 'self',
		params: IdParams,
		query: z.object({ date: z.string().optional().meta({ description: 'YYYY-MM-DD; default your today' }) }),
		success: { status: 200, description: 'The estimate with its range', schema: ExpenditureResponse },
		errors: [401, 403, 422],
	}),
	getCheckIn: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/check-ins',
		tag: 'Body',
		summary: "This week's check-in: next week's proposed calorie and macro goals",
		description: 'Computed from today\'s expenditure estimate and your weight goal and rate (profile). `answer` is null until you accept or keep it; one answer a week (weeks start on Monday).',
		auth: 'self',
		params: IdParams,
		success: { status: 200, description: "This week's proposal", schema: CheckInResponse },
		errors: [401, 403],
	}),
	answerCheckIn: defineOperation({
		method: 'POST',
		path: '/api/users/{id}/check-ins',
		tag: 'Body',
		summary: "Accept this week's proposal or keep your goals",
		description: "`decision`: 'accepted' sets the proposed goals from your today (older days keep the goals they had), 'kept' changes nothing. Anything else: 422 naming `decision`; a second answer in a week: 409.",
		auth: 'self',
		params: IdParams,
		body: CheckInAnswerSchema.strict(),
		success: { status: 200, description: 'The week with its answer', schema: CheckInResponse },
		errors: [400, 401, 403, 409, 413, 415, 422],
	}),
}
