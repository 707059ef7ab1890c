import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { carbLabels } from '#app/domain/nutrition/net-carbs.ts'
import type { BottomNavHandle } from '#app/components/bottom-nav.tsx'
import { useFormFields, type FormOption } from '#app/components/form-fields.ts'
import { Button, ErrorList, Field, FormAlert } from '#app/components/forms.tsx'
import { db } from '#app/db.server.ts'
import { todayIn } from '#app/domain/dates.ts'
import { WEIGHT_CHANGE_RATES } from '#app/domain/nutrition/energy.ts'
import { BodyGoalsSaveSchema, BodyGoalsSchema, suggestGoals, type GoalSuggestion } from '#app/domain/users/body-goals.ts'
import { GOAL_FIELDS } from '#app/domain/users/goal-fields.ts'
import { saveBodyGoals } from '#app/domain/users/body-goals.server.ts'
import { requireActor } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { domainFailure, fieldSummary, refusedForm } from '#app/utils/http.server.ts'
import { formatNumber, useIsPending } from '#app/utils/misc.ts'
import { redirectWithSuccess } from '#app/utils/toast.server.ts'

export const meta: MetaFunction = () => [{ title: 'Goals that fit you · Platewise' }]

/** A focused step: no bottom navigation; 'Skip for now' (or 'Back to goals') is the way out. */
export const handle: BottomNavHandle = { bottomNav: false }

/** The answers, as form values (strings), from the stored profile. */
export async function loader({ request }: LoaderFunctionArgs) {
	const { user } = await requireActor(request)
	const fromGoals = new URL(request.url).searchParams.get('from') === 'goals'
	const str = (v: number | string | null) => (v == null ? undefined : String(v))
	return {
		name: user.firstName || user.username || 'there',
		fromGoals,
		/** The carb goal is a net-carb goal (the Settings tab's switch): the split's carbs are labelled so. */
		netCarbs: user.showNetCarbs,
		defaults: {
			gender: str(user.gender),
			dateOfBirth: str(user.dateOfBirth),
			height: str(user.heightCm),
			weight: str(user.weightKg),
			activityLevel: str(user.activityLevel),
			weightGoal: str(user.weightGoal),
			weeklyWeightChangeKg: str(user.weeklyWeightChangeKg) ?? '0.5',
		},
	}
}

const CHECK_ANSWERS = 'Please check your answers'

/** The suggestion for the body answers in `form`, or null when they are incomplete or refused. */
function suggestionFor(form: FormData, today: string): GoalSuggestion | null {
	const body = parseWithZod(form, { schema: BodyGoalsSchema })
	if (body.status !== 'success') return null
	try {
		return suggestGoals(body.value, today)
	} catch {
		return null
	}
}

/**
 * Two steps, one form (so it works without JavaScript): `intent=calculate` answers the suggested
 * goals for the body answers (400 with field messages when an answer is missing or out of range);
 * `intent=save` stores the answers and the goals as accepted or edited, then goes on to the
 * dashboard (or back to the goals page) with the 'Goals Updated' toast.
 */
export async function action({ request }: ActionFunctionArgs) {
	const { actor } = await requireActor(request)
	const form = await readForm(request)
	const back = form.get('from') === 'goals' ? '/goals' : '/'
	const today = todayIn(actor.timezone)
	if (form.get('intent') !== 'save') {
		// Calculating: the goal fields are left out of the reply, so they show the new suggestion.
		const body = new FormData()
		for (const [k, v] of form) if (!(GOAL_FIELDS as readonly string[]).includes(k)) body.append(k, v)
		const submission = parseWithZod(body, { schema: BodyGoalsSchema })
		if (submission.status !== 'success') return refusedForm(submission, { message: CHECK_ANSWERS, description: fieldSummary(submission.error) }, { request })
		try {
			return data({ result: submission.reply(), suggestion: suggestGoals(submission.value, today) })
		} catch (error) {
			return domainFailure(error, { request, back: '/welcome', toast: (e) => ({ message: CHECK_ANSWERS, description: e.message }), submission, inPlace: true })
		}
	}
	const submission = parseWithZod(form, { schema: BodyGoalsSaveSchema })
	if (submission.status !== 'success') {
		const reply = submission.reply({ formErrors: [CHECK_ANSWERS, ...(fieldSummary(submission.error) ? [fieldSummary(submission.error)!] : [])] })
		return data({ result: reply, suggestion: suggestionFor(form, today) }, { status: 400 })
	}
	try {
		await saveBodyGoals(db, actor, submission.value)
	} catch (error) {
		return domainFailure(error, { request, back: '/welcome', toast: (e) => ({ message: CHECK_ANSWERS, description: e.message }), submission, inPlace: true })
	}
	return redirectWithSuccess(back, { message: 'Goals Updated', description: 'Your nutrition goals have been updated successfully!' })
}

const SEXES = [
	{ value: 'female', label: 'Female' },
	{ value: 'male', label: 'Male' },
	{ value: 'other', label: 'Other' },
	{ value: 'prefer_not_to_say', label: 'Prefer not to say' },
]
/** Activity levels with what each means and its factor (nutrition/energy.ts ACTIVITY_FACTORS). */
const ACTIVITIES = [
	{ value: 'sedentary', label: 'Sedentary', hint: 'Little or no exercise (×1.2)' },
	{ value: 'light', label: 'Lightly active', hint: 'Light exercise 1-3 days a week (×1.375)' },
	{ value: 'moderate', label: 'Moderately active', hint: 'Moderate exercise 3-5 days a week (×1.55)' },
	{ value: 'active', label: 'Active', hint: 'Hard exercise 6-7 days a week (×1.725)' },
	{ value: 'very_active', label: 'Very active', hint: 'Very hard exercise or a physical job (×1.9)' },
]
const GOALS = [
	{ value: 'lose', label: 'Lose weight' },
	{ value: 'maintain', label: 'Keep my weight' },
	{ value: 'gain', label: 'Gain weight' },
]
const RATES = WEIGHT_CHANGE_RATES.map((r) => ({ value: String(r), label: `${r} kg a week` }))

type Choice = { value: string; label: string; hint?: string }

/** A radio group as a fieldset: 44 px rows, its legend, its errors. */
function ChoiceGroup({ legend, hint, group, choices }: { legend: string; hint?: string; group: { errors: string[] | undefined; items: FormOption[] }; choices: Choice[] }) {
	const errorId = group.errors?.length ? `${group.items[0]!.name}-error` : undefined
	return (
		<fieldset aria-describedby={errorId}>
			<legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
			{hint ? <p className="mb-1 text-xs text-slate-600">{hint}</p> : null}
			<div className="grid gap-1">
				{group.items.map(({ key, ...item }, i) => (
					<label key={key} htmlFor={item.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
						<input {...item} className="size-5 accent-brand-700" />
						<span>
							<span className="font-medium">{choices[i]!.label}</span>
							{choices[i]!.hint ? <span className="block text-xs text-slate-700">{choices[i]!.hint}</span> : null}
						</span>
					</label>
				))}
			</div>
			<ErrorList id={errorId} errors={group.errors} />
		</fieldset>
	)
}

/** How the suggestion was reached, in words a person can check. */
function Working({ s, rate, goal }: { s: GoalSuggestion; rate: string | undefined; goal: string | undefined }) {
	const kcal = (n: number) => `${formatNumber(n)} kcal`
	return (
		<ul className="space-y-1 text-sm text-slate-800" data-testid="goal-working">
			<li>Resting energy (Mifflin-St Jeor, age {s.ageYears}): {kcal(s.resting)} a day</li>
			<li>
				× {s.activityFactor} for your activity = {kcal(s.maintenance)} a day to keep your weight
			</li>
			{s.adjustment !== 0 ? (
				<li>
					{s.adjustment < 0 ? '−' : '+'} {kcal(Math.abs(s.adjustment))} a day to {goal === 'gain' ? 'gain' : 'lose'} {rate} kg a week (7,700 kcal per kg)
				</li>
			) : null}
			{s.floor ? <li>Raised to {kcal(s.floor)}, the lowest goal we suggest without medical supervision</li> : null}
		</ul>
	)
}

export default function WelcomePage() {
	const { name, fromGoals, defaults, netCarbs } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	// The action's reply serialises the same GoalSuggestion (plain numbers).
	const suggestion = (actionData && 'suggestion' in actionData ? actionData.suggestion : null) as GoalSuggestion | null
	const calculating = useIsPending({ intent: 'calculate' })
	const saving = useIsPending({ intent: 'save' })
	const { formProps, formErrors, field, group } = useFormFields({
		id: 'body-goals',
		lastResult: actionData?.result,
		defaultValue: {
			...defaults,
			...(suggestion
				? {
						dailyCalorieGoal: String(suggestion.dailyCalorieGoal),
						dailyProteinGoal: String(suggestion.dailyProteinGoal),
						dailyCarbGoal: String(suggestion.dailyCarbGoal),
						dailyFatGoal: String(suggestion.dailyFatGoal),
					}
				: {}),
		},
	})
	const sent = (name: string) => {
		const v = actionData?.result.initialValue?.[name]
		return typeof v === 'string' ? v : undefined
	}
	const showGoals = suggestion !== null || sent('dailyCalorieGoal') !== undefined
	const number = (n: 'height' | 'weight' | (typeof GOAL_FIELDS)[number], step: string) => ({ ...field(n).props, type: 'number', inputMode: 'decimal' as const, step, min: 0 })
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-5 px-4 pb-16 pt-5">
			<header>
				<h1 className="text-2xl font-bold">{fromGoals ? 'Calculate your goals' : `Welcome, ${name}!`}</h1>
				<p className="mt-1 text-slate-700">
					Six questions give daily goals that fit your body. You can change them at any time, or skip this for now and keep the standard 2,000 kcal.
				</p>
			</header>
			<Form method="post" {...formProps} className="space-y-5">
				<input type="hidden" name="from" value={fromGoals ? 'goals' : ''} />
				<ChoiceGroup
					legend="Sex"
					hint="The equation has values for women and men; for other answers it uses the midpoint."
					group={group('gender', SEXES.map((c) => c.value), 'radio')}
					choices={SEXES}
				/>
				<Field label="Date of birth" errors={field('dateOfBirth').errors} inputProps={{ ...field('dateOfBirth').props, type: 'date', autoComplete: 'bday' }} />
				<div className="grid grid-cols-2 gap-3">
					<Field label="Height (cm)" errors={field('height').errors} inputProps={number('height', '0.1')} />
					<Field label="Weight (kg)" errors={field('weight').errors} inputProps={number('weight', '0.1')} />
				</div>
				<ChoiceGroup legend="Activity level" group={group('activityLevel', ACTIVITIES.map((c) => c.value), 'radio')} choices={ACTIVITIES} />
				<ChoiceGroup legend="Goal" group={group('weightGoal', GOALS.map((c) => c.value), 'radio')} choices={GOALS} />
				<ChoiceGroup legend="How fast" hint="Only for losing or gaining weight." group={group('weeklyWeightChangeKg', RATES.map((c) => c.value), 'radio')} choices={RATES} />
				<Button type="submit" name="intent" value="calculate" variant={showGoals ? 'secondary' : 'primary'} className="w-full" disabled={calculating}>
					{calculating ? 'Calculating...' : showGoals ? 'Calculate again' : 'Calculate my goals'}
				</Button>
				{showGoals ? (
					<section
						aria-labelledby="suggested-title"
						className="space-y-3 rounded-2xl bg-white p-4 shadow-sm"
						key={suggestion ? GOAL_FIELDS.map((f) => suggestion[f]).join('-') : 'sent'}
					>
						<h2 id="suggested-title" className="text-lg font-bold">
							Your daily goals
						</h2>
						{suggestion ? <Working s={suggestion} rate={sent('weeklyWeightChangeKg')} goal={sent('weightGoal')} /> : null}
						<p className="text-sm text-slate-700">Protein by body weight, fat 30 % of calories, carbohydrate the rest{netCarbs ? ', as your net-carb goal (you count net carbs: carbs − fiber)' : ''}. Change any number before saving.</p>
						<div className="grid grid-cols-2 gap-3">
							<Field label="Daily calories (kcal)" errors={field('dailyCalorieGoal').errors} inputProps={number('dailyCalorieGoal', '1')} />
							<Field label="Protein (g)" errors={field('dailyProteinGoal').errors} inputProps={number('dailyProteinGoal', '1')} />
							<Field label={`${carbLabels(netCarbs).label} (g)`} errors={field('dailyCarbGoal').errors} inputProps={number('dailyCarbGoal', '1')} />
							<Field label="Fat (g)" errors={field('dailyFatGoal').errors} inputProps={number('dailyFatGoal', '1')} />
						</div>
						<Button type="submit" name="intent" value="save" className="w-full" disabled={saving}>
							{saving ? 'Saving...' : 'Save Goals'}
						</Button>
					</section>
				) : null}
				{formErrors?.length ? <FormAlert title={formErrors[0]!} message={formErrors[1]} /> : null}
			</Form>
			<p className="text-center">
				<Link to={fromGoals ? '/goals' : '/'} className="inline-flex min-h-11 items-center px-3 font-semibold text-brand-700 underline">
					{fromGoals ? 'Back to goals' : 'Skip for now'}
				</Link>
			</p>
		</main>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
