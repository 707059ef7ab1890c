import { parseWithZod } from '@conform-to/zod/v4'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { carbLabels } from '#app/domain/nutrition/net-carbs.ts'
import { Icon, type IconName } from '#app/components/icon.tsx'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, type Location, type ShouldRevalidateFunction } from '@remix-run/react'
import { redirectWithError, redirectWithInfo, redirectWithSuccess } from '#app/utils/toast.server.ts'
import { Button } from '#app/components/button.tsx'
import { onDemand, PreloadOnNavigation } from '#app/components/on-demand.tsx'
import { db } from '#app/db.server.ts'
import { ConflictError, InvalidError } from '#app/domain/errors.ts'
import { DEFAULT_GOALS } from '#app/domain/nutrition/index.ts'
import { getUserStats, getWeekSummary } from '#app/domain/stats/stats.server.ts'
import { toPublicUser, updateProfile } from '#app/domain/users/users.server.ts'
import { saveProfileWithWeighIn } from '#app/domain/body/weigh-ins.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { resolveLocale, serverT } from '#app/utils/i18n.server.ts'
import { isLocale, type Locale, useFormat, useT } from '#app/utils/i18n.tsx'
import { optionText, PROFILE_TABS, type ProfileTab } from './forms.ts'
import { AllTabsSchema, TAB_SCHEMAS } from './forms.server.ts'
import { formatHeight, formatWeight } from './measurements.ts'
import { displayWater } from '#app/domain/nutrition/body-units.ts'
import { readForm } from '#app/utils/body.server.ts'
import { domainFailure, fieldSummary, refusedForm } from '#app/utils/http.server.ts'
import { NutrientTargetsSection } from '#app/components/nutrients/targets-link.tsx'
import { ExportSection } from '#app/components/exports/export-section.tsx'
import { AccountSection } from '#app/components/account/account-link.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Platewise' }]

/**
 * With JavaScript, switching the Edit Profile dialog's tab only changes `?edit=` (the dialog keeps
 * every tab mounted, so what was typed stays): the page's data need not load again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
	const switchingTab = !formMethod && currentUrl.pathname === nextUrl.pathname && isTab(currentUrl.searchParams.get('edit')) && isTab(nextUrl.searchParams.get('edit'))
	return switchingTab ? false : defaultShouldRevalidate
}

/** Version label shown at the bottom of the profile (spec section 2). */
const APP_VERSION = 'v1.0.0'
/** Tags shown per list before '+N more' (spec section 9). */
const MAX_TAGS = 3

const isTab = (v: string | null): v is ProfileTab => !!v && (PROFILE_TABS as readonly string[]).includes(v)

/**
 * The Edit Profile dialog (./edit-dialog.tsx) loads on first use, not with the page (a smaller
 * first-load JavaScript); the loader awaits its preload when `?edit=` opens it, so the server's
 * HTML always has it (app/components/on-demand.tsx).
 */
const editDialog = onDemand(() => import('./edit-dialog.tsx').then((m) => m.EditProfileDialog))
const EditProfileDialog = editDialog.Component
/** A navigation to /profile that opens the dialog. */
const toEditDialog = (location: Location) => location.pathname === '/profile' && isTab(new URLSearchParams(location.search).get('edit'))

/** IANA zones for the time zone picker; computed on the server so the client renders the same list. */
function timeZones(current: string): string[] {
	const zones = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [])
	zones.add('UTC')
	zones.add(current)
	return [...zones].sort()
}

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const locale = resolveLocale(request, user)
	const t = serverT(locale, 'profile')
	const edit = new URL(request.url).searchParams.get('edit')
	const tab = isTab(edit) ? edit : null
	const [stats, week] = await Promise.all([getUserStats(db, user), getWeekSummary(db, user), tab ? editDialog.preload() : null])
	const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ')
	// Age and BMI come from the one User mapping the API also returns (toPublicUser).
	const publicUser = toPublicUser(user)
	return {
		title: t('title'),
		user: publicUser,
		/** The Settings tab's net-carbs switch (users.show_net_carbs; not part of the API's User). */
		showNetCarbs: user.showNetCarbs,
		displayName: fullName || user.username || t('userFallback'),
		age: publicUser.age,
		bmi: publicUser.bmi,
		height: formatHeight(user.heightCm, user.units, locale),
		weight: formatWeight(user.weightKg, user.units, locale),
		stats,
		week,
		edit: tab,
		// Every tab is in the dialog's one form (switching keeps what was typed), so the Settings tab's zones too.
		timeZones: tab ? timeZones(user.timezone) : [],
	}
}

export type ProfileData = Awaited<ReturnType<typeof loader>>

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const t = serverT(resolveLocale(request, user), 'profile')
	/** Profile update failure toast, spec section 8. */
	const FAILURE = t('toast.failure')
	const formData = await readForm(request)
	const intent = String(formData.get('intent') ?? '')
	switch (intent) {
		case 'settings':
			return redirectWithInfo('/profile', { message: t('settings'), description: t('toast.settingsSoon') })
		case 'notifications':
			// The switches, reminder times and push on this device (the reminders' own page).
			return redirect('/profile/notifications')
		case 'help':
			return redirectWithInfo('/profile', { message: t('help'), description: t('toast.help', { email: getEnv().SUPPORT_EMAIL }) })
	}
	// Without JavaScript a tab of the dialog is a submit button: the page comes back on that tab with
	// every value posted, so nothing typed on another tab is lost (with JavaScript tabs switch in place).
	if (intent === 'switch-tab') return { result: { initialValue: postedValues(formData), error: null } }
	// 'update' saves the whole dialog; 'update-<tab>' one tab (its fields alone).
	const tab = intent === 'update' ? 'all' : intent.replace(/^update-/, '')
	// One error path (app/utils/http.server.ts): field messages inline, the spec's failure toast
	// (section 8) as the form's message; with no field at fault, back to the page with that toast.
	if (tab !== 'all' && !isTab(tab)) return redirectWithError('/profile', { message: FAILURE, description: t('toast.unknownAction') })
	const submission = parseWithZod(formData, { schema: tab === 'all' ? AllTabsSchema : TAB_SCHEMAS[tab] })
	if (submission.status !== 'success') return refusedForm(submission, { message: FAILURE, description: fieldSummary(submission.error) }, { request })
	// The Profile tab's weight is a weigh-in of today (the weight log's one rule); other tabs write the profile.
	const patch = keepUnchangedMeasurements(user, submission.value)
	try {
		await (tab === 'profile' || tab === 'all' ? saveProfileWithWeighIn(db, { userId: user.id, timezone: user.timezone }, patch) : updateProfile(db, user.id, patch))
	} catch (error) {
		const fields = error instanceof InvalidError || error instanceof ConflictError ? error.fieldErrors : undefined
		return domainFailure(error, { request, back: `/profile?edit=${tab === 'all' ? 'profile' : tab}`, toast: { message: FAILURE, description: fieldSummary(fields) }, submission })
	}
	// A new language applies at once: the toast already speaks it, and with JavaScript the browser
	// loads the next page as a document (it holds only the old language's words).
	const changed = isLocale(patch.language) && patch.language !== user.language
	const done = changed ? serverT(patch.language as Locale, 'profile') : t
	const reload = changed ? { headers: { 'X-Remix-Reload-Document': 'true' } } : undefined
	return redirectWithSuccess('/profile', { message: done('toast.updated'), description: done('toast.updatedText') }, reload)
}

/**
 * The dialog's posted values as a form reply's `initialValue` (a name sent several times, a group
 * of checkboxes, becomes a list), without the buttons' own field.
 */
function postedValues(formData: FormData): Record<string, string | string[]> {
	const out: Record<string, string | string[]> = {}
	for (const name of new Set(formData.keys())) {
		if (name === 'intent') continue
		const values = formData.getAll(name).filter((v): v is string => typeof v === 'string')
		out[name] = values.length === 1 ? values[0]! : values
	}
	return out
}

/**
 * Drops a height, weight or water goal that is just the stored value as the form showed it
 * (rounded to 0.1 in / 0.1 lb / 0.1 cm / 0.1 kg / 0.1 fl oz), so saving one field never rewrites
 * another with rounding drift (180 cm → 5 ft 10.9 in → 180.09 cm; 2000 ml → 67.6 fl oz → 1999 ml).
 */
function keepUnchangedMeasurements<T extends { height?: number | null; weight?: number | null; dailyWaterGoal?: number | null }>(
	user: { heightCm: number | null; weightKg: number | null; dailyWaterGoal: number | null; units: string },
	patch: T,
): T {
	const out = { ...patch }
	const imperial = user.units === 'imperial'
	const system = imperial ? 'imperial' : 'metric'
	if (out.dailyWaterGoal != null && user.dailyWaterGoal != null && displayWater(out.dailyWaterGoal, system) === displayWater(user.dailyWaterGoal, system)) delete out.dailyWaterGoal
	if (out.height != null && user.heightCm != null && formatHeight(out.height, imperial ? 'imperial' : 'metric') === formatHeight(user.heightCm, imperial ? 'imperial' : 'metric')) delete out.height
	if (out.weight != null && user.weightKg != null && formatWeight(out.weight, imperial ? 'imperial' : 'metric') === formatWeight(user.weightKg, imperial ? 'imperial' : 'metric')) delete out.weight
	return out
}

export default function ProfilePage() {
	const d = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { user, stats, week } = d
	const t = useT('profile')
	const common = useT('common')
	const f = useFormat()
	const notSet = t('notSet')
	const grams = (value: number) => f.grams(value)
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<h1 className="text-2xl font-bold">{t('heading')}</h1>
			<section aria-label={t('summary')} className="rounded-2xl bg-white p-4 shadow-sm">
				<div className="flex items-start gap-3">
					<div aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800">
						{d.displayName.charAt(0).toUpperCase()}
					</div>
					<div className="min-w-0 flex-1">
						<h2 className="truncate text-xl font-bold" data-testid="profile-name">
							{d.displayName}
						</h2>
						<p className="truncate text-sm text-slate-700" data-testid="profile-email">
							{user.email || t('noEmail')}
						</p>
						{user.bio ? <p className="mt-1 text-sm text-slate-800">{user.bio}</p> : null}
					</div>
					<Link to="/profile?edit=profile" preventScrollReset className="inline-flex min-h-11 items-center rounded-lg border border-slate-400 px-3 text-sm font-semibold">
						{common('action.edit')}
					</Link>
				</div>
				<dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
					<Info label={t('info.age')} value={d.age != null ? String(d.age) : notSet} testId="profile-age" />
					<Info
						label={t('info.bmi')}
						// One decimal always ('22.0'), with the language's decimal mark.
						value={d.bmi ? t('info.bmiValue', { value: d.bmi.value.toFixed(1).replace('.', f.number(1.5, 1).charAt(1)), category: t(`bmi.${d.bmi.category}`) }) : notSet}
						testId="profile-bmi"
					/>
					<Info label={t('info.height')} value={d.height ?? notSet} testId="profile-height" />
					<Info label={t('info.weight')} value={d.weight ?? notSet} testId="profile-weight" />
					<Info label={t('info.activity')} value={user.activityLevel ? optionText(t, user.activityLevel) : notSet} testId="profile-activity" />
					<Info label={t('info.units')} value={t(user.units === 'imperial' ? 'units.imperial' : 'units.metric')} testId="profile-units" />
				</dl>
				<Link to="/weight" className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
					{t('weightLog')}
				</Link>
				<div className="mt-4 space-y-2">
					<Tags title={t('tags.dietaryPreferences')} values={user.dietaryPreferences} />
					<Tags title={t('tags.healthGoals')} values={user.healthGoals} />
					<Tags title={t('tags.allergies')} values={user.allergies} />
				</div>
			</section>

			<section aria-label={t('stats')} className="grid grid-cols-3 gap-2">
				<StatCard label={t('stats.daysActive')} value={f.number(stats.daysActive)} testId="stat-days-active" />
				<StatCard label={t('stats.calorieGoal')} value={f.number(user.dailyCalorieGoal ?? DEFAULT_GOALS.calories)} testId="stat-calorie-goal" />
				<StatCard label={t('stats.goalSuccess')} value={f.percent(stats.goalSuccessRate)} testId="stat-goal-success" />
			</section>

			<section aria-labelledby="goals-title" className="rounded-2xl bg-white p-4 shadow-sm">
				<div className="mb-2 flex items-center justify-between">
					<h2 id="goals-title" className="text-lg font-bold">
						{t('goals.title')}
					</h2>
					<Link to="/profile?edit=nutrition" preventScrollReset className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline">
						{t('goals.edit')}
					</Link>
				</div>
				<dl className="grid grid-cols-2 gap-2 text-sm">
					<Info label={common('macro.calories')} value={t('goals.cal', { value: f.number(user.dailyCalorieGoal ?? DEFAULT_GOALS.calories) })} testId="goal-calories" />
					<Info label={common('macro.protein')} value={grams(user.dailyProteinGoal ?? DEFAULT_GOALS.protein)} testId="goal-protein" />
					<Info label={common(carbLabels(d.showNetCarbs).net ? 'macro.netCarbs' : 'macro.carbs')} value={grams(user.dailyCarbGoal ?? DEFAULT_GOALS.carbs)} testId="goal-carbs" />
					<Info label={common('macro.fat')} value={grams(user.dailyFatGoal ?? DEFAULT_GOALS.fat)} testId="goal-fat" />
					{user.dailyFiberGoal != null ? <Info label={common('macro.fiber')} value={grams(user.dailyFiberGoal)} testId="goal-fiber" /> : null}
					{user.dailySugarGoal != null ? <Info label={common('macro.sugar')} value={grams(user.dailySugarGoal)} testId="goal-sugar" /> : null}
					{user.dailyWaterGoal != null ? (
						<Info label={t('goals.water')} value={common(user.units === 'imperial' ? 'unit.flOz' : 'unit.ml', { value: f.number(displayWater(user.dailyWaterGoal, user.units), 1) })} testId="goal-water" />
					) : null}
				</dl>
				<Link to="/goals" className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
					{t('goals.open')}
				</Link>
			</section>

			<NutrientTargetsSection />
			<ExportSection userId={user.id} />

			<section aria-labelledby="week-title" className="rounded-2xl bg-white p-4 shadow-sm">
				<h2 id="week-title" className="mb-2 text-lg font-bold">
					{t('week.title')}
				</h2>
				<dl className="grid grid-cols-2 gap-2 text-sm">
					<Info label={t('week.meals')} value={f.number(week.mealsLogged)} testId="week-meals" />
					<Info label={t('week.avgCalories')} value={f.kcal(week.avgCalories)} testId="week-avg-calories" />
					<Info label={t('week.onTrack')} value={t('week.onTrackValue', { on: String(week.daysOnTrack), days: String(week.daysInWeek) })} testId="week-on-track" />
					<Info label={t('week.favorite')} value={stats.favoriteFood ?? t('week.noFavorite')} testId="week-favorite" />
				</dl>
			</section>

			<AccountSection />

			<section aria-label={t('menu')} className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm">
				<Link to="/profile/import" className="flex min-h-12 w-full items-center gap-3 px-4 font-semibold text-slate-800 hover:bg-slate-100" data-testid="import-link"><Icon name="upload" className="size-5 text-slate-700" /> {t('menu.import')}</Link>
				<MenuButton intent="settings" icon="gear" label={t('settings')} />
				<MenuButton intent="notifications" icon="bell" label={t('notifications')} />
				<MenuButton intent="help" icon="help" label={t('help')} />
				<Form method="post" action="/logout">
					<button type="submit" className="flex min-h-12 w-full items-center gap-3 px-4 text-left font-semibold text-red-700 hover:bg-red-50">
						<Icon name="logout" className="size-5" /> {t('signOut')}
					</button>
				</Form>
			</section>
			<p className="text-center text-xs text-slate-600">{APP_VERSION}</p>

			{d.edit ? <EditProfileDialog data={d} tab={d.edit} actionData={actionData} /> : null}
			<PreloadOnNavigation opens={toEditDialog} preload={editDialog.preload} />
		</main>
	)
}

function Info({ label, value, testId }: { label: string; value: string; testId: string }) {
	return (
		<div className="rounded-lg bg-slate-50 p-2">
			<dt className="text-xs text-slate-700">{label}</dt>
			<dd className="font-semibold" data-testid={testId}>
				{value}
			</dd>
		</div>
	)
}

function StatCard({ label, value, testId }: { label: string; value: string; testId: string }) {
	return (
		<div className="rounded-xl bg-white p-3 text-center shadow-sm">
			<p className="text-lg font-bold" data-testid={testId}>
				{value}
			</p>
			<p className="text-xs text-slate-700">{label}</p>
		</div>
	)
}

function Tags({ title, values }: { title: string; values: string[] }) {
	const t = useT('profile')
	return (
		<div>
			<h3 className="text-xs font-medium text-slate-700">{title}</h3>
			{values.length ? (
				<ul className="mt-1 flex flex-wrap gap-1" aria-label={title}>
					{values.slice(0, MAX_TAGS).map((v) => (
						<li key={v} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
							{optionText(t, v)}
						</li>
					))}
					{values.length > MAX_TAGS ? <li className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold">{t('tags.more', { count: values.length - MAX_TAGS })}</li> : null}
				</ul>
			) : (
				<p className="text-sm text-slate-600">{t('tags.none')}</p>
			)}
		</div>
	)
}

/** A menu row that works without JavaScript: a POST whose action redirects back with a toast. */
function MenuButton({ intent, icon, label }: { intent: string; icon: IconName; label: string }) {
	return (
		<Form method="post" action="/profile" preventScrollReset>
			<input type="hidden" name="intent" value={intent} />
			<Button type="submit" variant="ghost" className="w-full justify-start rounded-none px-4">
				<Icon name={icon} className="size-5 text-slate-700" /> {label}
			</Button>
		</Form>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
