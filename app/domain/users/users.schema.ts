/**
 * Zod schemas for accounts, goals and profiles. Isomorphic: the HTML forms (via Conform) and
 * the /api routes validate with the same schema. Messages quote spec section 5 exactly.
 */
import { z } from 'zod'
import { isValidTimeZone } from '#app/domain/dates.ts'
import { ACTIVITY_LEVELS, GENDERS, LANGUAGES, THEMES, UNIT_SYSTEMS } from '#db/schema.ts'
import { ALLERGY_OPTIONS, DIETARY_PREFERENCE_OPTIONS, HEALTH_CONDITION_OPTIONS } from '#app/domain/foods/classify/index.ts'
import { WEIGHT_CHANGE_RATES, WEIGHT_GOALS } from '#app/domain/nutrition/index.ts'
import { HEALTH_GOALS, PASSWORD_MIN, PASSWORD_MISMATCH, PASSWORD_TOO_SHORT, PASSWORD_BLANK, UNKNOWN_TIME_ZONE, GOALS_DIALOG_BOUNDS, NUTRITION_GOAL_BOUNDS } from './form-rules.ts'

/** The plain constants live in ./form-rules.ts (no zod), so client code can import them without the schemas. */
export * from './form-rules.ts'


const email = z
	.string({ error: 'Required' })
	.trim()
	.min(1, 'Required')
	.max(254, 'Email must be at most 254 characters')
	.email('Invalid input')
	.transform((v) => v.toLowerCase())
const optionalName = (label: string) =>
	z
		.string()
		.trim()
		.max(50, `${label} must be at most 50 characters`)
		.optional()
		.transform((v) => (v ? v : undefined))

export const LoginSchema = z.object({
	email,
	password: z.string({ error: 'Required' }).min(1, 'Required').max(200, 'Password must be at most 200 characters'),
})
export type LoginInput = z.infer<typeof LoginSchema>

/** Registration as the /api takes it (no confirm field; spec section 7). */
export const RegisterApiSchema = z.object({
	email,
	password: z
		.string({ error: 'Required' })
		.min(1, 'Required')
		.min(PASSWORD_MIN, PASSWORD_TOO_SHORT.message)
		.max(200, 'Password must be at most 200 characters')
		.refine((v) => v.trim() !== '', PASSWORD_BLANK),
	firstName: optionalName('First name'),
	lastName: optionalName('Last name'),
	username: z
		.string()
		.trim()
		.regex(/^[a-zA-Z0-9_.-]{3,30}$/, 'Username must be 3-30 letters, digits, dots, dashes or underscores')
		.optional(),
	/** IANA zone; an unknown one is refused, never silently replaced by UTC. */
	timezone: z.string().max(64, UNKNOWN_TIME_ZONE).refine(isValidTimeZone, UNKNOWN_TIME_ZONE).optional(),
})
export type RegisterInput = z.infer<typeof RegisterApiSchema>

/** The /register form: the API fields plus confirm, which must match (spec section 5). */
export const RegisterFormSchema = RegisterApiSchema.extend({
	confirmPassword: z.string({ error: 'Required' }).min(1, 'Required'),
}).superRefine((v, ctx) => {
	if (v.password !== v.confirmPassword) {
		ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MISMATCH.message })
	}
})

const goal = (label: string, min: number, max: number) =>
	z
		.number({ error: `${label} must be a number` })
		.int(`${label} must be a whole number`)
		.min(min, `${label} must be between ${min} and ${max}`)
		.max(max, `${label} must be between ${min} and ${max}`)

/** Spec section 5: "Non-numeric entry becomes 0" (which then fails the minimum, with its message). */
const numericOrZero = (v: unknown) => {
	if (typeof v === 'number') return Number.isFinite(v) ? v : 0
	if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v)
	return 0
}
const dialogGoal = (label: string, bounds: { min: number; max: number; step: number }) =>
	z.preprocess(
		numericOrZero,
		goal(label, bounds.min, bounds.max).refine((v) => v % bounds.step === 0, `${label} must be in steps of ${bounds.step}`),
	)
const d = GOALS_DIALOG_BOUNDS
export const GoalsDialogSchema = z.object({
	dailyCalorieGoal: dialogGoal('Daily calories', d.dailyCalorieGoal),
	dailyProteinGoal: dialogGoal('Protein', d.dailyProteinGoal),
	dailyCarbGoal: dialogGoal('Carbs', d.dailyCarbGoal),
	dailyFatGoal: dialogGoal('Fat', d.dailyFatGoal),
})
export type GoalsInput = z.infer<typeof GoalsDialogSchema>

const b = NUTRITION_GOAL_BOUNDS
export const NutritionGoalsSchema = z.object({
	dailyCalorieGoal: goal(b.dailyCalorieGoal.label, b.dailyCalorieGoal.min, b.dailyCalorieGoal.max),
	dailyProteinGoal: goal(b.dailyProteinGoal.label, b.dailyProteinGoal.min, b.dailyProteinGoal.max),
	dailyCarbGoal: goal(b.dailyCarbGoal.label, b.dailyCarbGoal.min, b.dailyCarbGoal.max),
	dailyFatGoal: goal(b.dailyFatGoal.label, b.dailyFatGoal.min, b.dailyFatGoal.max),
	dailyFiberGoal: goal(b.dailyFiberGoal.label, b.dailyFiberGoal.min, b.dailyFiberGoal.max).nullable().optional(),
	dailySugarGoal: goal(b.dailySugarGoal.label, b.dailySugarGoal.min, b.dailySugarGoal.max).nullable().optional(),
	dailyWaterGoal: goal(b.dailyWaterGoal.label, b.dailyWaterGoal.min, b.dailyWaterGoal.max).nullable().optional(),
})
/** Partial goal update (PATCH /api/users/{id}, the goals page inline edit). */
export const GoalsPatchSchema = NutritionGoalsSchema.partial().strict()
export type GoalsPatch = z.infer<typeof GoalsPatchSchema>

export const NotificationSettingsSchema = z.object({
	emailNotifications: z.boolean(),
	pushNotifications: z.boolean(),
	mealReminders: z.boolean(),
	goalReminders: z.boolean(),
	weeklyReports: z.boolean(),
})

const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`)
const list = <T extends readonly [string, ...string[]]>(options: T, label: string) =>
	z.array(z.enum(options, { error: `${label}: unknown option` })).max(options.length)

/** Profile fields (all optional; spec section 5 "Profile form"). Height cm, weight kg. */
export const ProfileSchema = z.object({
	username: z
		.string()
		.trim()
		.regex(/^[a-zA-Z0-9_.-]{3,30}$/, 'Username must be 3-30 letters, digits, dots, dashes or underscores')
		.nullable(),
	firstName: text('First name', 50).nullable(),
	lastName: text('Last name', 50).nullable(),
	bio: text('Bio', 500).nullable(),
	dateOfBirth: z
		.string()
		.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)')
		.nullable(),
	height: z.number({ error: 'Height must be a number' }).min(50, 'Height must be between 50 and 272 cm').max(272, 'Height must be between 50 and 272 cm').nullable(),
	weight: z.number({ error: 'Weight must be a number' }).min(20, 'Weight must be between 20 and 635 kg').max(635, 'Weight must be between 20 and 635 kg').nullable(),
	activityLevel: z.enum(ACTIVITY_LEVELS, { error: 'Activity level: unknown option' }).nullable(),
	gender: z.enum(GENDERS, { error: 'Gender: unknown option' }).nullable(),
	/** What the person wants their weight to do, and how fast (kg per week), as the goal set-up asks. */
	weightGoal: z.enum(WEIGHT_GOALS, { error: 'Weight goal: unknown option' }).nullable(),
	weeklyWeightChangeKg: z
		.number({ error: 'Weekly weight change must be a number' })
		.refine((v) => (WEIGHT_CHANGE_RATES as readonly number[]).includes(v), `Weekly weight change must be one of ${WEIGHT_CHANGE_RATES.join(', ')} kg`)
		.nullable(),
	timezone: z.string().max(64).nullable(),
	language: z.enum(LANGUAGES, { error: 'Language: unknown option' }),
	units: z.enum(UNIT_SYSTEMS, { error: 'Units: unknown option' }),
	dietaryPreferences: list(DIETARY_PREFERENCE_OPTIONS, 'Dietary preferences'),
	healthGoals: list(HEALTH_GOALS, 'Health goals'),
	allergies: list(ALLERGY_OPTIONS, 'Allergies'),
	medicalConditions: list(HEALTH_CONDITION_OPTIONS, 'Medical conditions'),
})

/** How the screens show numbers: carbs as net carbs (carbs − fiber; app/domain/nutrition/net-carbs.ts). */
export const DisplaySettingsSchema = z.object({
	showNetCarbs: z.boolean({ error: 'Show net carbs must be true or false' }),
})

/** The colour theme: 'system' follows the device's prefers-color-scheme, 'light' and 'dark' force one. */
export const AppearanceSchema = z.object({
	theme: z.enum(THEMES, { error: 'Theme: unknown option' }),
})

/** PATCH /api/users/{id}/profile and the Edit Profile dialog: any subset of profile, goal, notification, display and appearance fields. */
export const ProfilePatchSchema = ProfileSchema.partial()
	.extend(NutritionGoalsSchema.partial().shape)
	.extend(NotificationSettingsSchema.partial().shape)
	.extend(DisplaySettingsSchema.partial().shape)
	.extend(AppearanceSchema.partial().shape)
	.strict()
export type ProfilePatch = z.infer<typeof ProfilePatchSchema>
