/**
 * Goals that fit the person: the form the goal set-up after sign-up (and Profile → Goals) posts,
 * and the suggestion it shows — a daily calorie goal from the body by Mifflin-St Jeor × an
 * activity factor ± the chosen rate, and a macro split (the equations and their sources are in
 * app/domain/nutrition/energy.ts). Rounded to the goal forms' steps and kept within the goal
 * bounds, so an accepted suggestion always saves. Isomorphic (zod, no db).
 */
import { z } from 'zod'
import { ageOn, isIsoDay } from '#app/domain/dates.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { calorieTarget, CALORIE_FLOOR, macroSplit, WEIGHT_CHANGE_RATES, WEIGHT_GOALS, type BodyProfile } from '#app/domain/nutrition/index.ts'
import { ACTIVITY_LEVELS, GENDERS } from '#db/schema.ts'
import { GOALS_DIALOG_BOUNDS, NUTRITION_GOAL_BOUNDS } from './form-rules.ts'
import { GOAL_FIELDS } from './goal-fields.ts'
import { NutritionGoalsSchema, ProfileSchema } from './users.schema.ts'

/** Mifflin-St Jeor was derived from adults (19-78 years); the set-up calculates for adults only. */
export const MIN_AGE_YEARS = 18
export const ADULTS_ONLY = `Goals are calculated for adults (${MIN_AGE_YEARS} or older)`
export const CHOOSE_RATE = 'Choose how fast'

const required = (label: string) => ({ error: `${label}: choose one` })

const BodyFields = z.object({
	gender: z.enum(GENDERS, required('Sex')),
	dateOfBirth: z.string({ error: 'Date of birth is required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)'),
	height: ProfileSchema.shape.height.unwrap(),
	weight: ProfileSchema.shape.weight.unwrap(),
	activityLevel: z.enum(ACTIVITY_LEVELS, required('Activity level')),
	weightGoal: z.enum(WEIGHT_GOALS, required('Goal')),
	weeklyWeightChangeKg: z
		.number({ error: CHOOSE_RATE })
		.refine((v) => (WEIGHT_CHANGE_RATES as readonly number[]).includes(v), CHOOSE_RATE)
		.optional(),
})

type RateFields = { weightGoal: (typeof WEIGHT_GOALS)[number]; weeklyWeightChangeKg?: number | undefined }
/** Losing or gaining needs a rate. */
function rateRule(v: RateFields, ctx: z.RefinementCtx) {
	if (v.weightGoal !== 'maintain' && v.weeklyWeightChangeKg === undefined) ctx.addIssue({ code: 'custom', path: ['weeklyWeightChangeKg'], message: CHOOSE_RATE })
}
/** Keeping weight has no rate (null), whatever was sent. */
function dropRate<T extends RateFields>(v: T): Omit<T, 'weeklyWeightChangeKg'> & { weeklyWeightChangeKg: number | null } {
	return { ...v, weeklyWeightChangeKg: v.weightGoal === 'maintain' ? null : (v.weeklyWeightChangeKg ?? null) }
}

/**
 * The body part of the form: sex, birth date, height (cm), weight (kg) — with the profile's own
 * bounds and messages — activity level, and the weight goal with its rate (kg per week, needed
 * to lose or gain, dropped to keep weight).
 */
export const BodyGoalsSchema = BodyFields.superRefine(rateRule).transform(dropRate)
export type BodyGoalsInput = z.output<typeof BodyGoalsSchema>

/** The goal fields the person accepts or edits (the profile's bounds and messages): goal-fields.ts. */
export { GOAL_FIELDS }
const GoalFields = NutritionGoalsSchema.pick({ dailyCalorieGoal: true, dailyProteinGoal: true, dailyCarbGoal: true, dailyFatGoal: true })

/** Saving: the body part and the four goals as accepted or edited. */
export const BodyGoalsSaveSchema = BodyFields.extend(GoalFields.shape).superRefine(rateRule).transform(dropRate)
export type BodyGoalsSaveInput = z.output<typeof BodyGoalsSaveSchema>

/** A suggestion with the steps that lead to it (kcal/day, g/day; every figure rounded as shown). */
export type GoalSuggestion = {
	ageYears: number
	/** Mifflin-St Jeor resting energy, kcal/day (rounded). */
	resting: number
	activityFactor: number
	/** resting × factor, kcal/day (rounded). */
	maintenance: number
	/** kcal/day added (gain) or taken (lose), rounded. */
	adjustment: number
	/** The loss was limited by the calorie floor (kcal/day). */
	floor: number | null
	dailyCalorieGoal: number
	dailyProteinGoal: number
	dailyCarbGoal: number
	dailyFatGoal: number
}

/** `value` rounded to a multiple of `step`, then kept within [min, max]. */
function stepWithin(value: number, step: number, { min, max }: { min: number; max: number }): number {
	return Math.min(max, Math.max(min, Math.round(value / step) * step))
}

/**
 * The age in whole years on `today` (the person's day), or the field error to show.
 * @throws InvalidError naming `dateOfBirth`: not a real date, in the future, or under 18.
 */
export function ageForGoals(dateOfBirth: string, today: string): number {
	if (!isIsoDay(dateOfBirth) || dateOfBirth > today) throw new InvalidError('dateOfBirth: not a past date', { dateOfBirth: ['Date of birth must be a real date in the past'] })
	const age = ageOn(dateOfBirth, today) ?? 0
	if (age < MIN_AGE_YEARS) throw new InvalidError('dateOfBirth: under 18', { dateOfBirth: [ADULTS_ONLY] })
	return age
}

/**
 * The goals to suggest for `input` on `today` (YYYY-MM-DD in the person's zone): the calorie goal
 * from nutrition/energy.ts rounded to 50 kcal (the dashboard dialog's step) and kept within the
 * goal bounds (800-5,000 kcal); protein, fat and carbohydrate split from that rounded goal, to
 * the dialog's steps (5, 5 and 10 g) and within the goal bounds.
 * @throws InvalidError naming `dateOfBirth` (see {@link ageForGoals}).
 */
export function suggestGoals(input: BodyGoalsInput, today: string): GoalSuggestion {
	const ageYears = ageForGoals(input.dateOfBirth, today)
	const profile: BodyProfile = {
		sex: input.gender,
		ageYears,
		heightCm: input.height,
		weightKg: input.weight,
		activityLevel: input.activityLevel,
		goal: input.weightGoal,
		rateKgPerWeek: input.weeklyWeightChangeKg ?? 0,
	}
	const t = calorieTarget(profile)
	const b = NUTRITION_GOAL_BOUNDS
	const steps = GOALS_DIALOG_BOUNDS
	const calories = stepWithin(t.calories, steps.dailyCalorieGoal.step, b.dailyCalorieGoal)
	const m = macroSplit(calories, input.weight, input.weightGoal)
	return {
		ageYears,
		resting: Math.round(t.resting),
		activityFactor: t.activityFactor,
		maintenance: Math.round(t.maintenance),
		adjustment: Math.round(t.adjustment),
		floor: t.floored ? CALORIE_FLOOR[input.gender] : null,
		dailyCalorieGoal: calories,
		dailyProteinGoal: stepWithin(m.proteinG, steps.dailyProteinGoal.step, b.dailyProteinGoal),
		dailyCarbGoal: stepWithin(m.carbsG, steps.dailyCarbGoal.step, b.dailyCarbGoal),
		dailyFatGoal: stepWithin(m.fatG, steps.dailyFatGoal.step, b.dailyFatGoal),
	}
}
