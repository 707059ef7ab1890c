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
import { waterBoundsIn, waterMlFrom } from '#app/domain/nutrition/body-units.ts'
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

/** The unit system the height, weight and water inputs were shown in (a hidden field of the dialog). */
const measurementField = { measurement: z.enum(UNIT_SYSTEMS).default('metric') }

/** Profile tab: personal fields, body measurements (metric or imperial) and the four option lists. */
const profileFields = z
	.object({
		...measurementField,
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

function profilePatch(v: z.output<typeof profileFields>, ctx: z.RefinementCtx): ProfilePatch {
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
}
export const ProfileTabSchema = profileFields.transform(profilePatch)

const b = NUTRITION_GOAL_BOUNDS
/**
 * Nutrition tab: the seven daily goals with the spec section 5 bounds; empty fiber/sugar/water
 * clear them. The water goal is typed in the user's unit (ml, or US fl oz in imperial) and stored
 * in ml; an imperial amount outside the ml bounds is refused in fl oz, the unit the person typed.
 */
const nutritionFields = z
	.object({
		...measurementField,
		dailyCalorieGoal: optionalNumber(b.dailyCalorieGoal.label),
		dailyProteinGoal: optionalNumber(b.dailyProteinGoal.label),
		dailyCarbGoal: optionalNumber(b.dailyCarbGoal.label),
		dailyFatGoal: optionalNumber(b.dailyFatGoal.label),
		dailyFiberGoal: optionalNumber(b.dailyFiberGoal.label),
		dailySugarGoal: optionalNumber(b.dailySugarGoal.label),
		dailyWaterGoal: optionalNumber(b.dailyWaterGoal.label),
	})

function nutritionPatch(v: z.output<typeof nutritionFields>, ctx: z.RefinementCtx): ProfilePatch {
	const required = ['dailyCalorieGoal', 'dailyProteinGoal', 'dailyCarbGoal', 'dailyFatGoal'] as const
	for (const key of required) if (v[key] == null) ctx.addIssue({ code: 'custom', path: [key], message: `${b[key].label} is required` })
	let water = v.dailyWaterGoal ?? null
	if (water != null && v.measurement === 'imperial') {
		const shown = waterBoundsIn(b.dailyWaterGoal, 'imperial')
		if (!(water >= shown.min && water <= shown.max)) {
			ctx.addIssue({ code: 'custom', path: ['dailyWaterGoal'], message: `${b.dailyWaterGoal.label} must be between ${shown.min} and ${shown.max} fl oz` })
			return z.NEVER
		}
		water = waterMlFrom(water, 'imperial')
	}
	if (required.some((key) => v[key] == null)) return z.NEVER
	const goals = { dailyCalorieGoal: v.dailyCalorieGoal, dailyProteinGoal: v.dailyProteinGoal, dailyCarbGoal: v.dailyCarbGoal, dailyFatGoal: v.dailyFatGoal }
	return validated(NutritionGoalsSchema, { ...goals, dailyFiberGoal: v.dailyFiberGoal ?? null, dailySugarGoal: v.dailySugarGoal ?? null, dailyWaterGoal: water }, ctx)
}
export const NutritionTabSchema = nutritionFields.transform(nutritionPatch)

/** Settings tab: units, language, time zone, the five notification switches, net carbs (unchecked = off) and the colour theme. */
const settingsFields = z
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
		theme: optionalText,
	})

function settingsPatch(v: z.output<typeof settingsFields>, ctx: z.RefinementCtx): ProfilePatch {
	return validated(
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
			theme: v.theme,
		},
		ctx,
	)
}
export const SettingsTabSchema = settingsFields.transform(settingsPatch)

export const TAB_SCHEMAS = { profile: ProfileTabSchema, nutrition: NutritionTabSchema, settings: SettingsTabSchema } as const

/**
 * The whole Edit Profile dialog: one form holding the three tabs' fields (what the person typed on
 * one tab stays when they switch to another), saved at once. Each tab's rules run, so every
 * refused field gets its message, whichever tab it is on; the patch is the three tabs' patches.
 */
export const AllTabsSchema = z.object({ ...profileFields.shape, ...nutritionFields.shape, ...settingsFields.shape }).transform((v, ctx): ProfilePatch => {
	const parts = [profilePatch(v, ctx), nutritionPatch(v, ctx), settingsPatch(v, ctx)]
	return parts.some((part) => part === z.NEVER) ? z.NEVER : Object.assign({}, ...parts)
})
