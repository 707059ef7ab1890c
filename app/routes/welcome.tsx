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
import { KCAL_PER_KG_BODY_WEIGHT, WEIGHT_CHANGE_RATES } from '#app/domain/nutrition/energy.ts'
import { KG_PER_POUND } from '#app/domain/nutrition/body.ts'
import { fromKg, type UnitSystem } from '#app/domain/nutrition/body-units.ts'
import { cmToFeetInches, feetInchesToCm, kgToPounds, poundsToKg } from '#app/routes/profile/measurements.ts'
import { BodyGoalsSaveSchema, BodyGoalsSchema, suggestGoals, type GoalSuggestion } from '#app/domain/users/body-goals.ts'
import { GOAL_FIELDS } from '#app/domain/users/goal-fields.ts'
import { saveBodyGoals } from '#app/domain/users/body-goals.server.ts'
import { requireActor } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { domainFailure, fieldSummary, refusedForm } from '#app/utils/http.server.ts'
import { useIsPending } from '#app/utils/misc.ts'
import { resolveLocale, serverT } from '#app/utils/i18n.server.ts'
import { useFormat, useT, type Formatter } from '#app/utils/i18n.tsx'
import type { MessageKey } from '#app/locales/catalogs.ts'
import { redirectWithSuccess } from '#app/utils/toast.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Platewise' }]

/** A focused step: no bottom navigation; 'Skip for now' (or 'Back to goals') is the way out. */
export const handle: BottomNavHandle = { bottomNav: false }

/** The answers, as form values (strings), from the stored profile. */
export async function loader({ request }: LoaderFunctionArgs) {
	const { user } = await requireActor(request)
	const t = serverT(resolveLocale(request, user), 'welcome')
	const fromGoals = new URL(request.url).searchParams.get('from') === 'goals'
	const str = (v: number | string | null) => (v == null ? undefined : String(v))
	return {
		title: t('title'),
		name: user.firstName || user.username || t('nameFallback'),
		fromGoals,
		/** The carb goal is a net-carb goal (the Settings tab's switch): the split's carbs are labelled so. */
		netCarbs: user.showNetCarbs,
		/** Height and weight are asked in feet + inches and pounds for imperial units (stored in cm and kg). */
		units: user.units,
		defaults: {
			gender: str(user.gender),
			dateOfBirth: str(user.dateOfBirth),
			height: str(user.heightCm),
			weight: str(user.weightKg),
			...imperialDefaults(user.heightCm, user.weightKg),
			activityLevel: str(user.activityLevel),
			weightGoal: str(user.weightGoal),
			weeklyWeightChangeKg: str(user.weeklyWeightChangeKg) ?? '0.5',
		},
	}
}

/** The stored height and weight as the imperial fields show them: whole feet + inches, pounds (0.1). */
function imperialDefaults(heightCm: number | null, weightKg: number | null) {
	const ftIn = heightCm ? cmToFeetInches(heightCm) : null
	return { heightFt: ftIn ? String(ftIn.feet) : undefined, heightIn: ftIn ? String(ftIn.inches) : undefined, weightLb: weightKg ? String(kgToPounds(weightKg)) : undefined }
}

/**
 * The form as the domain reads it: for imperial units the feet + inches and pounds typed become
 * `height` (cm) and `weight` (kg) by the profile's conversions; a value that is not a number is
 * passed on as typed, so the schema names the field. Metric forms are returned unchanged.
 */
function metricAnswers(form: FormData, units: UnitSystem): FormData {
	if (units !== 'imperial') return form
	const out = new FormData()
	for (const [k, v] of form) if (k !== 'height' && k !== 'weight') out.append(k, v)
	const typed = (k: string) => String(form.get(k) ?? '').trim()
	const [ft, inches, lb] = [typed('heightFt'), typed('heightIn'), typed('weightLb')]
	if (ft || inches) out.append('height', Number.isFinite(Number(ft || 0)) && Number.isFinite(Number(inches || 0)) ? String(feetInchesToCm(Number(ft || 0), Number(inches || 0))) : `${ft} ${inches}`)
	if (lb) out.append('weight', Number.isFinite(Number(lb)) ? String(poundsToKg(Number(lb))) : lb)
	return out
}

/** A submission whose replies put field errors on `height`/`weight` on the imperial fields the person typed in. */
function onShownFields<S extends { reply: (...args: never[]) => { error?: Record<string, string[] | null> | null } }>(submission: S, units: UnitSystem): S {
	if (units !== 'imperial') return submission
	const reply = ((...args: never[]) => {
		const result = submission.reply(...args)
		if (!result.error) return result
		const { height, weight, ...error } = result.error
		return { ...result, error: { ...error, ...(height ? { heightFt: height } : {}), ...(weight ? { weightLb: weight } : {}) } }
	}) as S['reply']
	return { ...submission, reply }
}

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
	const { user, actor } = await requireActor(request)
	const t = serverT(resolveLocale(request, user), 'welcome')
	const CHECK_ANSWERS = t('checkAnswers')
	const form = metricAnswers(await readForm(request), user.units)
	const back = form.get('from') === 'goals' ? '/goals' : '/'
	const today = todayIn(actor.timezone)
	if (form.get('intent') !== 'save') {
		// Calculating: the goal fields are left out of the reply, so they show the new suggestion.
		const body = new FormData()
		for (const [k, v] of form) if (!(GOAL_FIELDS as readonly string[]).includes(k)) body.append(k, v)
		const submission = onShownFields(parseWithZod(body, { schema: BodyGoalsSchema }), user.units)
		if (submission.status !== 'success') return refusedForm(submission, { message: CHECK_ANSWERS, description: fieldSummary(submission.error) }, { request })
		try {
			return data({ result: submission.reply(), suggestion: suggestGoals(submission.value, today) })
		} catch (error) {
			return domainFailure(error, { request, back: '/welcome', toast: (e) => ({ message: CHECK_ANSWERS, description: e.message }), submission, inPlace: true })
		}
	}
	const submission = onShownFields(parseWithZod(form, { schema: BodyGoalsSaveSchema }), user.units)
	if (submission.status !== 'success') {
		const reply = submission.reply({ formErrors: [CHECK_ANSWERS, ...(fieldSummary(submission.error) ? [fieldSummary(submission.error)!] : [])] })
		return data({ result: reply, suggestion: suggestionFor(form, today) }, { status: 400 })
	}
	try {
		await saveBodyGoals(db, actor, submission.value)
	} catch (error) {
		return domainFailure(error, { request, back: '/welcome', toast: (e) => ({ message: CHECK_ANSWERS, description: e.message }), submission, inPlace: true })
	}
	return redirectWithSuccess(back, { message: t('toast.saved'), description: t('toast.savedText') })
}

/** The choices' values and message keys (namespace welcome), translated at render. */
const SEXES = ['female', 'male', 'other', 'prefer_not_to_say'] as const
/** Activity levels with what each means and its factor (nutrition/energy.ts ACTIVITY_FACTORS): messages `activity.<value>` and `activity.<value>.hint`. */
const ACTIVITIES = ['sedentary', 'light', 'moderate', 'active', 'very_active'] as const
const GOALS = ['lose', 'maintain', 'gain'] as const

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

/** A weekly rate stored in kg, as the person reads it: kg (up to 0.001) or lb (to 0.01: 0.25 kg is 0.55 lb). */
function rateIn(f: Formatter, kgPerWeek: number, units: UnitSystem): string {
	return units === 'imperial' ? f.number(fromKg(kgPerWeek, units), 2) : f.number(kgPerWeek, 3)
}

/** How the suggestion was reached, in words a person can check. */
function Working({ s, rate, goal, units }: { s: GoalSuggestion; rate: string | undefined; goal: string | undefined; units: UnitSystem }) {
	const t = useT('welcome')
	const f = useFormat()
	const kcal = f.kcal
	const rateText = rate != null && Number.isFinite(Number(rate)) ? rateIn(f, Number(rate), units) : (rate ?? '')
	const gain = s.adjustment > 0 || goal === 'gain'
	const change = units === 'imperial' ? (gain ? 'work.gainLb' : 'work.loseLb') : gain ? 'work.gain' : 'work.lose'
	return (
		<ul className="space-y-1 text-sm text-slate-800" data-testid="goal-working">
			<li>{t('work.resting', { age: String(s.ageYears), kcal: kcal(s.resting) })}</li>
			<li>{t('work.activity', { factor: f.number(s.activityFactor, 3), kcal: kcal(s.maintenance) })}</li>
			{s.adjustment !== 0 ? (
				<li>{t(change, { kcal: kcal(Math.abs(s.adjustment)), rate: rateText, perLb: f.number(KCAL_PER_KG_BODY_WEIGHT * KG_PER_POUND) })}</li>
			) : null}
			{s.floor ? <li>{t('work.floor', { kcal: kcal(s.floor) })}</li> : null}
		</ul>
	)
}

export default function WelcomePage() {
	const { name, fromGoals, defaults, netCarbs, units } = useLoaderData<typeof loader>()
	const t = useT('welcome')
	const common = useT('common')
	const f = useFormat()
	const sexes: Choice[] = SEXES.map((value) => ({ value, label: t(`sex.${value}`) }))
	const activities: Choice[] = ACTIVITIES.map((value) => ({ value, label: t(`activity.${value}`), hint: t(`activity.${value}.hint` as MessageKey<'welcome'>) }))
	const goals: Choice[] = GOALS.map((value) => ({ value, label: t(`goal.${value}`) }))
	// The radios post kg a week (the stored unit); imperial labels say lb a week.
	const rates: Choice[] = WEIGHT_CHANGE_RATES.map((r) => ({ value: String(r), label: t(units === 'imperial' ? 'rate.valueLb' : 'rate.value', { rate: rateIn(f, r, units) }) }))
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
	const number = (n: 'height' | 'weight' | 'heightFt' | 'heightIn' | 'weightLb' | (typeof GOAL_FIELDS)[number], step: string) => ({ ...field(n).props, type: 'number', inputMode: 'decimal' as const, step, min: 0 })
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-5 px-4 pb-16 pt-5">
			<header>
				<h1 className="text-2xl font-bold">{fromGoals ? t('heading.calculate') : t('heading.welcome', { name })}</h1>
				<p className="mt-1 text-slate-700">
					{t('intro')}
				</p>
			</header>
			<Form method="post" {...formProps} className="space-y-5">
				<input type="hidden" name="from" value={fromGoals ? 'goals' : ''} />
				<ChoiceGroup
					legend={t('sex')}
					hint={t('sex.hint')}
					group={group('gender', [...SEXES], 'radio')}
					choices={sexes}
				/>
				<Field label={t('dateOfBirth')} errors={field('dateOfBirth').errors} inputProps={{ ...field('dateOfBirth').props, type: 'date', autoComplete: 'bday' }} />
				{units === 'imperial' ? (
					<div className="grid grid-cols-3 gap-3">
						<Field label={t('heightFt')} errors={field('heightFt').errors} inputProps={{ ...number('heightFt', '1'), inputMode: 'numeric' }} />
						<Field label={t('heightIn')} errors={field('heightIn').errors} inputProps={number('heightIn', '0.1')} />
						<Field label={t('weightLb')} errors={field('weightLb').errors} inputProps={number('weightLb', '0.1')} />
					</div>
				) : (
					<div className="grid grid-cols-2 gap-3">
						<Field label={t('height')} errors={field('height').errors} inputProps={number('height', '0.1')} />
						<Field label={t('weight')} errors={field('weight').errors} inputProps={number('weight', '0.1')} />
					</div>
				)}
				<ChoiceGroup legend={t('activity')} group={group('activityLevel', [...ACTIVITIES], 'radio')} choices={activities} />
				<ChoiceGroup legend={t('goal')} group={group('weightGoal', [...GOALS], 'radio')} choices={goals} />
				<ChoiceGroup legend={t('rate')} hint={t('rate.hint')} group={group('weeklyWeightChangeKg', rates.map((c) => c.value), 'radio')} choices={rates} />
				<Button type="submit" name="intent" value="calculate" variant={showGoals ? 'secondary' : 'primary'} className="w-full" disabled={calculating}>
					{t(calculating ? 'calculating' : showGoals ? 'calculateAgain' : 'calculateFirst')}
				</Button>
				{showGoals ? (
					<section
						aria-labelledby="suggested-title"
						className="space-y-3 rounded-2xl bg-white p-4 shadow-sm"
						key={suggestion ? GOAL_FIELDS.map((f) => suggestion[f]).join('-') : 'sent'}
					>
						<h2 id="suggested-title" className="text-lg font-bold">
							{t('suggested')}
						</h2>
						{suggestion ? <Working s={suggestion} rate={sent('weeklyWeightChangeKg')} goal={sent('weightGoal')} units={units} /> : null}
						<p className="text-sm text-slate-700">{t(netCarbs ? 'splitNet' : 'split')}</p>
						<div className="grid grid-cols-2 gap-3">
							<Field label={t('field.calories')} errors={field('dailyCalorieGoal').errors} inputProps={number('dailyCalorieGoal', '1')} />
							<Field label={t('field.grams', { nutrient: common('macro.protein') })} errors={field('dailyProteinGoal').errors} inputProps={number('dailyProteinGoal', '1')} />
							<Field label={t('field.grams', { nutrient: common(carbLabels(netCarbs).net ? 'macro.netCarbs' : 'macro.carbs') })} errors={field('dailyCarbGoal').errors} inputProps={number('dailyCarbGoal', '1')} />
							<Field label={t('field.grams', { nutrient: common('macro.fat') })} errors={field('dailyFatGoal').errors} inputProps={number('dailyFatGoal', '1')} />
						</div>
						<Button type="submit" name="intent" value="save" className="w-full" disabled={saving}>
							{saving ? common('action.saving') : t('save')}
						</Button>
					</section>
				) : null}
				{formErrors?.length ? <FormAlert title={formErrors[0]!} message={formErrors[1]} /> : null}
			</Form>
			<p className="text-center">
				<Link to={fromGoals ? '/goals' : '/'} className="inline-flex min-h-11 items-center px-3 font-semibold text-brand-700 underline">
					{t(fromGoals ? 'back' : 'skip')}
				</Link>
			</p>
		</main>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
