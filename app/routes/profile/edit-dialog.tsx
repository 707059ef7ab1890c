import { Form, Link, useNavigate } from '@remix-run/react'
import { useState, type FormEvent, type MouseEvent, type ReactNode } from 'react'
import { Sheet } from '#app/components/sheet.tsx'
import { useFormFields, type FormField, type FormOption, type FormReply } from '#app/components/form-fields.ts'
import { Button, ErrorList, Field, FormAlert, SelectField } from '#app/components/forms.tsx'
import { ALLERGY_OPTIONS, DIETARY_PREFERENCE_OPTIONS, HEALTH_CONDITION_OPTIONS } from '#app/domain/foods/classify/index.ts'
import { HEALTH_GOALS, NUTRITION_GOAL_BOUNDS } from '#app/domain/users/form-rules.ts'
import { cn, useIsPending } from '#app/utils/misc.ts'
import { ACTIVITY_LEVELS, GENDERS, LANGUAGES, THEMES, UNIT_SYSTEMS } from '#db/schema.ts'
import { NOTIFICATION_FIELDS, optionText, PROFILE_TABS, type ProfileTab } from './forms.ts'
import { useT } from '#app/utils/i18n.tsx'
import type { MessageKey } from '#app/locales/catalogs.ts'
import { NetCarbsSetting } from './net-carbs-setting.tsx'
import { ThemeSetting } from '#app/components/theme-setting.tsx'
import { carbLabels } from '#app/domain/nutrition/net-carbs.ts'
import { cmToFeetInches, kgToPounds } from './measurements.ts'
import { displayWater, waterBoundsIn } from '#app/domain/nutrition/body-units.ts'
import type { ProfileData } from './route.tsx'

/** Each tab's message key (namespace profile). */
const TAB_LABELS: Record<ProfileTab, MessageKey<'profile'>> = { profile: 'tab.profile', nutrition: 'tab.nutrition', settings: 'settings' }

/** The action's reply to the dialog's form (refusedForm / domainFailure in app/utils/http.server.ts, or a tab switch without JavaScript). */
type TabActionData = { result?: FormReply }

/** The names of each tab's fields (a refused save opens the first tab holding a message). */
const TAB_FIELDS: Record<ProfileTab, readonly string[]> = {
	profile: ['firstName', 'lastName', 'username', 'bio', 'dateOfBirth', 'gender', 'activityLevel', 'height', 'weight', 'heightFt', 'heightIn', 'weightLb', 'dietaryPreferences', 'healthGoals', 'allergies', 'medicalConditions'],
	nutrition: Object.keys(NUTRITION_GOAL_BOUNDS),
	settings: ['units', 'language', 'timezone', 'showNetCarbs', 'theme', ...NOTIFICATION_FIELDS.map((n) => n.name)],
}

/** The first tab (in order) with a field message in `reply`, or null. */
export function tabWithError(reply: FormReply | undefined): ProfileTab | null {
	const error = reply?.error
	if (!error) return null
	return PROFILE_TABS.find((t) => TAB_FIELDS[t].some((name) => error[name]?.length)) ?? null
}

/**
 * Edit Profile dialog with the tabs Profile, Nutrition and Settings: one form holding every tab's
 * fields, the inactive tabs' panels hidden but kept, so what the person typed on one tab stays when
 * they switch to another, and Save Changes saves all three. The open tab is URL state
 * (`/profile?edit=profile|nutrition|settings`). With JavaScript a tab switches in place (and
 * replaces the URL); without it a tab is a submit button of the form, and the server answers the
 * page on that tab with every value posted. A refused save shows the first tab holding a message.
 * The server validates (./forms.server.ts in the action); the form only shows its reply.
 */
export function EditProfileDialog({ data, tab: urlTab, actionData }: { data: ProfileData; tab: ProfileTab; actionData?: TabActionData }) {
	const reply = actionData?.result
	// A refused save's form message: the spec's failure toast text (title, then what to fix).
	const formMessage = reply?.error?.['']
	const tr = useT('profile')
	const navigate = useNavigate()
	// The tab shown: the URL's, or, after a refused save, the first tab with a message.
	const [shown, setShown] = useState({ reply, tab: tabWithError(reply) ?? urlTab })
	if (shown.reply !== reply) setShown({ reply, tab: tabWithError(reply) ?? urlTab })
	const tab = shown.reply === reply ? shown.tab : (tabWithError(reply) ?? urlTab)
	const open = (next: ProfileTab) => (event: MouseEvent) => {
		event.preventDefault()
		setShown({ reply, tab: next })
		navigate(`/profile?edit=${next}`, { replace: true, preventScrollReset: true })
	}
	return (
		<Sheet title={tr('dialog.title')} closeTo="/profile" labelId="edit-profile-title">
			<Form id="edit-profile" method="post" action={`/profile?edit=${tab}`} preventScrollReset noValidate className="space-y-3">
				{/* The form's default button: Enter in a field saves, never switches tab. */}
				<button type="submit" name="intent" value="update" className="sr-only" tabIndex={-1} aria-hidden="true" />
				<div role="tablist" aria-label={tr('dialog.sections')} className="mb-4 grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
					{PROFILE_TABS.map((t) => (
						<button
							key={t}
							type="submit"
							name="intent"
							value="switch-tab"
							formAction={`/profile?edit=${t}`}
							onClick={open(t)}
							role="tab"
							id={`tab-${t}`}
							aria-selected={t === tab}
							aria-controls={`panel-${t}`}
							className={cn('flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold', t === tab ? 'bg-white text-brand-800 shadow' : 'text-slate-700')}
						>
							{tr(TAB_LABELS[t])}
						</button>
					))}
				</div>
				{formMessage?.length ? <FormAlert title={formMessage[0]!} message={formMessage[1]} /> : null}
				<div role="tabpanel" id="panel-profile" aria-labelledby="tab-profile" hidden={tab !== 'profile'}>
					<ProfileTabFields data={data} reply={reply} />
				</div>
				<div role="tabpanel" id="panel-nutrition" aria-labelledby="tab-nutrition" hidden={tab !== 'nutrition'}>
					<NutritionTabFields data={data} reply={reply} />
				</div>
				<div role="tabpanel" id="panel-settings" aria-labelledby="tab-settings" hidden={tab !== 'settings'}>
					<SettingsTabFields data={data} reply={reply} />
				</div>
				<FormButtons intent="update" />
			</Form>
		</Sheet>
	)
}

/** A panel's wrapper gets the fields hook's input handler (editing a field clears its message). */
function onInputOf(formProps: { onInput: (event: FormEvent<HTMLFormElement>) => void }) {
	return formProps.onInput as unknown as (event: FormEvent<HTMLDivElement>) => void
}

function FormButtons({ intent }: { intent: string }) {
	const pending = useIsPending({ intent })
	const t = useT('profile')
	const common = useT('common')
	return (
		<div className="flex gap-2 pt-2">
			<Link to="/profile" preventScrollReset className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-slate-400 font-semibold">
				{common('action.cancel')}
			</Link>
			<Button type="submit" name="intent" value={intent} className="flex-1" disabled={pending}>
				{pending ? common('action.saving') : t('saveChanges')}
			</Button>
		</div>
	)
}

function CheckboxGroup({ legend, errors, items, labelOf }: { legend: string; errors?: string[]; items: FormOption[]; labelOf?: (v: string) => string }) {
	const t = useT('profile')
	return (
		<fieldset>
			<legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
			<div className="grid grid-cols-2 gap-x-2">
				{items.map(({ key, ...props }) => (
					<label key={key ?? props.value} className="flex min-h-11 items-center gap-2 text-sm">
						<input {...props} className="size-5 accent-brand-700" />
						{labelOf ? labelOf(props.value) : optionText(t, props.value)}
					</label>
				))}
			</div>
			<ErrorList errors={errors} />
		</fieldset>
	)
}

function ProfileTabFields({ data, reply }: { data: ProfileData; reply: FormReply | undefined }) {
	const { user } = data
	const t = useT('profile')
	const imperial = user.units === 'imperial'
	const ftIn = user.height ? cmToFeetInches(user.height) : null
	const { formProps, field, group } = useFormFields({
		id: 'edit-profile-profile',
		lastResult: reply,
		defaultValue: {
			firstName: user.firstName ?? '',
			lastName: user.lastName ?? '',
			username: user.username ?? '',
			bio: user.bio ?? '',
			dateOfBirth: user.dateOfBirth ?? '',
			gender: user.gender ?? '',
			activityLevel: user.activityLevel ?? '',
			height: user.height != null ? String(user.height) : '',
			weight: user.weight != null ? String(user.weight) : '',
			heightFt: ftIn ? String(ftIn.feet) : '',
			heightIn: ftIn ? String(ftIn.inches) : '',
			weightLb: user.weight != null ? String(kgToPounds(user.weight)) : '',
			dietaryPreferences: user.dietaryPreferences,
			healthGoals: user.healthGoals,
			allergies: user.allergies,
			medicalConditions: user.medicalConditions,
		},
	})
	const fields = {
		firstName: field('firstName'),
		lastName: field('lastName'),
		username: field('username'),
		bio: field('bio'),
		dateOfBirth: field('dateOfBirth'),
		gender: field('gender'),
		activityLevel: field('activityLevel'),
		height: field('height'),
		weight: field('weight'),
		heightFt: field('heightFt'),
		heightIn: field('heightIn'),
		weightLb: field('weightLb'),
	}
	const num = (f: FormField, extra: Record<string, unknown> = {}) => ({ ...f.props, type: 'number', inputMode: 'decimal' as const, ...extra })
	const bioErrorId = fields.bio.errors?.length ? `${fields.bio.props.id}-error` : undefined
	const dietaryPreferences = group('dietaryPreferences', DIETARY_PREFERENCE_OPTIONS, 'checkbox')
	const healthGoals = group('healthGoals', HEALTH_GOALS, 'checkbox')
	const allergies = group('allergies', ALLERGY_OPTIONS, 'checkbox')
	const medicalConditions = group('medicalConditions', HEALTH_CONDITION_OPTIONS, 'checkbox')
	return (
		<div onInput={onInputOf(formProps)} className="space-y-3">
			<input type="hidden" name="measurement" value={user.units} />
			<div className="grid grid-cols-2 gap-3">
				<Field label={t('field.firstName')} errors={fields.firstName.errors} inputProps={{ ...fields.firstName.props, type: 'text', autoComplete: 'given-name', maxLength: 50 }} />
				<Field label={t('field.lastName')} errors={fields.lastName.errors} inputProps={{ ...fields.lastName.props, type: 'text', autoComplete: 'family-name', maxLength: 50 }} />
			</div>
			<Field label={t('field.username')} errors={fields.username.errors} inputProps={{ ...fields.username.props, type: 'text', autoComplete: 'username', maxLength: 30 }} />
			<div>
				<label htmlFor={fields.bio.props.id} className="mb-1 block text-sm font-medium text-slate-800">
					{t('field.bio')}
				</label>
				<textarea
					{...fields.bio.props}
					aria-invalid={bioErrorId ? true : undefined}
					aria-describedby={bioErrorId}
					maxLength={500}
					rows={3}
					className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
				/>
				<ErrorList id={bioErrorId} errors={fields.bio.errors} />
			</div>
			<div className="grid grid-cols-2 gap-3">
				<Field label={t('field.dateOfBirth')} errors={fields.dateOfBirth.errors} inputProps={{ ...fields.dateOfBirth.props, type: 'date', autoComplete: 'bday' }} />
				<SelectField label={t('field.gender')} errors={fields.gender.errors} selectProps={fields.gender.props}>
					<option value="">{t('notSet')}</option>
					{GENDERS.map((g) => (
						<option key={g} value={g}>
							{optionText(t, g)}
						</option>
					))}
				</SelectField>
			</div>
			{imperial ? (
				<div className="grid grid-cols-3 gap-3">
					<Field label={t('field.heightFt')} errors={fields.heightFt.errors} inputProps={num(fields.heightFt, { min: 0, max: 8, step: 1, inputMode: 'numeric' })} />
					<Field label={t('field.heightIn')} errors={fields.heightIn.errors} inputProps={num(fields.heightIn, { min: 0, max: 11.9, step: 0.1 })} />
					<Field label={t('field.weightLb')} errors={fields.weightLb.errors} inputProps={num(fields.weightLb, { min: 1, step: 0.1 })} />
				</div>
			) : (
				<div className="grid grid-cols-2 gap-3">
					<Field label={t('field.heightCm')} errors={fields.height.errors} inputProps={num(fields.height, { min: 50, max: 272, step: 0.1 })} />
					<Field label={t('field.weightKg')} errors={fields.weight.errors} inputProps={num(fields.weight, { min: 20, max: 400, step: 0.1 })} />
				</div>
			)}
			<SelectField label={t('info.activity')} errors={fields.activityLevel.errors} selectProps={fields.activityLevel.props}>
				<option value="">{t('notSet')}</option>
				{ACTIVITY_LEVELS.map((a) => (
					<option key={a} value={a}>
						{optionText(t, a)}
					</option>
				))}
			</SelectField>
			<CheckboxGroup legend={t('tags.dietaryPreferences')} errors={dietaryPreferences.errors} items={dietaryPreferences.items} />
			<CheckboxGroup legend={t('tags.healthGoals')} errors={healthGoals.errors} items={healthGoals.items} />
			<CheckboxGroup legend={t('tags.allergies')} errors={allergies.errors} items={allergies.items} />
			<CheckboxGroup legend={t('tags.medicalConditions')} errors={medicalConditions.errors} items={medicalConditions.items} />
		</div>
	)
}

function NutritionTabFields({ data, reply }: { data: ProfileData; reply: FormReply | undefined }) {
	const { user } = data
	const t = useT('profile')
	const common = useT('common')
	const str = (v: number | null) => (v == null ? '' : String(v))
	// The water goal is stored in ml and shown in the user's unit (ml, or US fl oz to 0.1).
	const imperial = user.units === 'imperial'
	const waterUnits = imperial ? 'imperial' : 'metric'
	const { formProps, field } = useFormFields<keyof typeof NUTRITION_GOAL_BOUNDS>({
		id: 'edit-profile-nutrition',
		lastResult: reply,
		required: ['dailyCalorieGoal', 'dailyProteinGoal', 'dailyCarbGoal', 'dailyFatGoal'],
		defaultValue: {
			dailyCalorieGoal: str(user.dailyCalorieGoal),
			dailyProteinGoal: str(user.dailyProteinGoal),
			dailyCarbGoal: str(user.dailyCarbGoal),
			dailyFatGoal: str(user.dailyFatGoal),
			dailyFiberGoal: str(user.dailyFiberGoal),
			dailySugarGoal: str(user.dailySugarGoal),
			dailyWaterGoal: str(user.dailyWaterGoal == null ? null : displayWater(user.dailyWaterGoal, waterUnits)),
		},
	})
	const goal = (name: keyof typeof NUTRITION_GOAL_BOUNDS, label: ReactNode, optional = false) => {
		const water = name === 'dailyWaterGoal'
		const bounds = water ? waterBoundsIn(NUTRITION_GOAL_BOUNDS[name], waterUnits) : NUTRITION_GOAL_BOUNDS[name]
		const f = field(name)
		return (
			<Field
				label={label}
				hint={t(optional ? 'hint.rangeOptional' : 'hint.range', { min: String(bounds.min), max: String(bounds.max) })}
				errors={f.errors}
				inputProps={{ ...f.props, type: 'number', min: bounds.min, max: bounds.max, step: water && imperial ? 0.1 : 1, inputMode: water && imperial ? 'decimal' : 'numeric' }}
			/>
		)
	}
	return (
		<div onInput={onInputOf(formProps)} className="grid grid-cols-2 gap-3">
			{goal('dailyCalorieGoal', t('field.calories'))}
			{goal('dailyProteinGoal', t('field.grams', { nutrient: common('macro.protein') }))}
			{goal('dailyCarbGoal', t('field.grams', { nutrient: common(carbLabels(data.showNetCarbs).net ? 'macro.netCarbs' : 'macro.carbs') }))}
			{goal('dailyFatGoal', t('field.grams', { nutrient: common('macro.fat') }))}
			{goal('dailyFiberGoal', t('field.grams', { nutrient: common('macro.fiber') }), true)}
			{goal('dailySugarGoal', t('field.grams', { nutrient: common('macro.sugar') }), true)}
			{goal('dailyWaterGoal', t(imperial ? 'field.waterFlOz' : 'field.water'), true)}
		</div>
	)
}

function SettingsTabFields({ data, reply }: { data: ProfileData; reply: FormReply | undefined }) {
	const { user } = data
	const t = useT('profile')
	const common = useT('common')
	const { formProps, field, group, checkbox } = useFormFields({
		id: 'edit-profile-settings',
		lastResult: reply,
		defaultValue: {
			units: user.units,
			language: user.language,
			timezone: user.timezone,
			emailNotifications: user.emailNotifications ? 'on' : '',
			pushNotifications: user.pushNotifications ? 'on' : '',
			mealReminders: user.mealReminders ? 'on' : '',
			goalReminders: user.goalReminders ? 'on' : '',
			weeklyReports: user.weeklyReports ? 'on' : '',
			showNetCarbs: data.showNetCarbs ? 'on' : '',
			theme: user.theme,
		},
	})
	const units = group('units', UNIT_SYSTEMS, 'radio')
	const language = field('language')
	const timezone = field('timezone')
	return (
		<div onInput={onInputOf(formProps)} className="space-y-3">
			<CheckboxGroup
				legend={t('info.units')}
				errors={units.errors}
				items={units.items}
				labelOf={(v) => t(v === 'imperial' ? 'units.imperialFull' : 'units.metricFull')}
			/>
			<SelectField label={common('language.label')} errors={language.errors} selectProps={language.props}>
				{LANGUAGES.map((l) => (
					<option key={l} value={l} lang={l}>
						{common(`language.${l}`)}
					</option>
				))}
			</SelectField>
			<SelectField label={t('field.timezone')} errors={timezone.errors} selectProps={timezone.props}>
				{data.timeZones.map((z) => (
					<option key={z} value={z}>
						{z}
					</option>
				))}
			</SelectField>
			<fieldset>
				<legend className="mb-1 text-sm font-medium text-slate-800">{t('notifications')}</legend>
				<ul className="divide-y divide-slate-200">
					{NOTIFICATION_FIELDS.map((n) => {
						const { props } = checkbox(n.name)
						return (
							<li key={n.name}>
								<label className="flex min-h-11 items-center justify-between gap-3 text-sm">
									{t(n.label)}
									<input {...props} role="switch" className="size-5 accent-brand-700" />
								</label>
							</li>
						)
					})}
				</ul>
			</fieldset>
			<NetCarbsSetting props={checkbox('showNetCarbs').props} />
			<ThemeSetting {...group('theme', THEMES, 'radio')} />
		</div>
	)
}
