/**
 * The Edit Profile dialog's three forms, validated in the action (server-only: zod stays out of
 * the browser bundle; the dialog shows the action's reply). Each reads its tab's
 * inputs, turns them into a patch — empty inputs clear optional fields, unchecked boxes are false
 * / empty lists, imperial height and weight become cm and kg — and validates the patch with the
 * domain schemas (ProfilePatchSchema, NutritionGoalsSchema), whose messages land on the input the
 * user typed in.
 */
import { z } from 'zod'
import { weighInWeightMessage } from '#app/domain/body/rules.ts'
import { NUTRITION_GOAL_BOUNDS, NutritionGoalsSchema, ProfilePatchSchema, type ProfilePatch } from '#app/domain/users/users.schema.ts'
import { UNIT_SYSTEMS } from '#db/schema.ts'
import { feetInchesToCm, poundsToKg } from './measurements.ts'

/** Validates `patch` with `schema`; issues go to `ctx` at the form field named by `fieldOf`. */
function validated<T>(schema: z.ZodType<T>, patch: unknown, ctx: z.RefinementCtx, fieldOf: (key: string) => string = (k) => k): T {
	const parsed = schema.safeParse(patch)
	if (parsed.success) return parsed.data
	for (const issue of parsed.error.issues) {
		const key = typeof issue.path[0] === 'string' ? issue.path[0] : ''
		ctx.addIssue({ code: 'custom', path: key ? [fieldOf(key)] : [], message: issue.message })
	}
	return z.NEVER
}

const optionalNumber = (label: string) => z.number({ error: `${label} must be a number` }).optional()
const optionalText = z.string().optional()
const list = z.array(z.string())

/** Profile tab: personal fields, body measurements (metric or imperial) and the four option lists. */
export const ProfileTabSchema = z
	.object({
		/** The unit system the height/weight inputs were shown in. */
		measurement: z.enum(UNIT_SYSTEMS).default('metric'),
		firstName: optionalText,
		lastName: optionalText,
		username: optionalText,
		bio: optionalText,
		dateOfBirth: optionalText,
		gender: optionalText,
		activityLevel: optionalText,
		height: optionalNumber('Height'),
		weight: optionalNumber('Weight'),
		heightFt: z.number({ error: 'Feet must be a number' }).int('Feet must be a whole number').min(0, 'Feet must be between 0 and 8').max(8, 'Feet must be between 0 and 8').optional(),
		heightIn: z.number({ error: 'Inches must be a number' }).min(0, 'Inches must be between 0 and 11.9').max(11.9, 'Inches must be between 0 and 11.9').optional(),
		weightLb: optionalNumber('Weight'),
		dietaryPreferences: list,
		healthGoals: list,
		allergies: list,
		medicalConditions: list,
	})
	.transform((v, ctx): ProfilePatch => {
		const imperial = v.measurement === 'imperial'
		const height = imperial ? (v.heightFt == null && v.heightIn == null ? null : feetInchesToCm(v.heightFt ?? 0, v.heightIn ?? 0)) : (v.height ?? null)
		const weight = imperial ? (v.weightLb == null ? null : poundsToKg(v.weightLb)) : (v.weight ?? null)
		const patch = {
			firstName: v.firstName ?? null,
			lastName: v.lastName ?? null,
			username: v.username ?? null,
			bio: v.bio ?? null,
			dateOfBirth: v.dateOfBirth ?? null,
			gender: v.gender ?? null,
			activityLevel: v.activityLevel ?? null,
			height,
			weight,
			dietaryPreferences: v.dietaryPreferences,
			healthGoals: v.healthGoals,
			allergies: v.allergies,
			medicalConditions: v.medicalConditions,
		}
		const fieldOf = (key: string) => (imperial && key === 'height' ? 'heightFt' : imperial && key === 'weight' ? 'weightLb' : key)
		// The weight is saved as today's weigh-in (the action's saveProfileWithWeighIn), so it keeps the weigh-in's bounds and message.
		const weightRefused = weight == null ? null : weighInWeightMessage(weight)
		if (weightRefused) ctx.addIssue({ code: 'custom', path: [fieldOf('weight')], message: weightRefused })
		return validated(ProfilePatchSchema, weightRefused ? { ...patch, weight: null } : patch, ctx, fieldOf)
	})

const b = NUTRITION_GOAL_BOUNDS
/** Nutrition tab: the seven daily goals with the spec section 5 bounds; empty fiber/sugar/water clear them. */
export const NutritionTabSchema = z
	.object({
		dailyCalorieGoal: optionalNumber(b.dailyCalorieGoal.label),
		dailyProteinGoal: optionalNumber(b.dailyProteinGoal.label),
		dailyCarbGoal: optionalNumber(b.dailyCarbGoal.label),
		dailyFatGoal: optionalNumber(b.dailyFatGoal.label),
		dailyFiberGoal: optionalNumber(b.dailyFiberGoal.label),
		dailySugarGoal: optionalNumber(b.dailySugarGoal.label),
		dailyWaterGoal: optionalNumber(b.dailyWaterGoal.label),
	})
	.transform((v, ctx): ProfilePatch => {
		const required = ['dailyCalorieGoal', 'dailyProteinGoal', 'dailyCarbGoal', 'dailyFatGoal'] as const
		for (const key of required) if (v[key] == null) ctx.addIssue({ code: 'custom', path: [key], message: `${b[key].label} is required` })
		if (required.some((key) => v[key] == null)) return z.NEVER
		return validated(NutritionGoalsSchema, { ...v, dailyFiberGoal: v.dailyFiberGoal ?? null, dailySugarGoal: v.dailySugarGoal ?? null, dailyWaterGoal: v.dailyWaterGoal ?? null }, ctx)
	})

/** Settings tab: units, language, time zone, the five notification switches and net carbs (unchecked = off). */
export const SettingsTabSchema = z
	.object({
		units: optionalText,
		language: optionalText,
		timezone: optionalText,
		emailNotifications: z.boolean().optional(),
		pushNotifications: z.boolean().optional(),
		mealReminders: z.boolean().optional(),
		goalReminders: z.boolean().optional(),
		weeklyReports: z.boolean().optional(),
		showNetCarbs: z.boolean().optional(),
	})
	.transform((v, ctx): ProfilePatch =>
		validated(
			ProfilePatchSchema,
			{
				units: v.units,
				language: v.language,
				timezone: v.timezone,
				emailNotifications: v.emailNotifications ?? false,
				pushNotifications: v.pushNotifications ?? false,
				mealReminders: v.mealReminders ?? false,
				goalReminders: v.goalReminders ?? false,
				weeklyReports: v.weeklyReports ?? false,
				showNetCarbs: v.showNetCarbs ?? false,
			},
			ctx,
		),
	)

export const TAB_SCHEMAS = { profile: ProfileTabSchema, nutrition: NutritionTabSchema, settings: SettingsTabSchema } as const
