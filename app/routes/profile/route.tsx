import { parseWithZod } from '@conform-to/zod/v4'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { carbLabels } from '#app/domain/nutrition/net-carbs.ts'
import { Icon, type IconName } from '#app/components/icon.tsx'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, type Location } from '@remix-run/react'
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
import { formatNumber } from '#app/utils/misc.ts'
import { optionLabel, PROFILE_TABS, type ProfileTab } from './forms.ts'
import { TAB_SCHEMAS } from './forms.server.ts'
import { formatHeight, formatWeight } from './measurements.ts'
import { readForm } from '#app/utils/body.server.ts'
import { domainFailure, fieldSummary, refusedForm } from '#app/utils/http.server.ts'
import { NutrientTargetsSection } from '#app/components/nutrients/targets-link.tsx'
import { ExportSection } from '#app/components/exports/export-section.tsx'
import { AccountSection } from '#app/components/account/account-link.tsx'

export const meta: MetaFunction = () => [{ title: 'Profile · Platewise' }]

/** Version label shown at the bottom of the profile (spec section 2). */
const APP_VERSION = 'v1.0.0'
/** Profile update failure toast, spec section 8. */
const FAILURE = 'Error: Failed to update profile. Please try again.'
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
	const edit = new URL(request.url).searchParams.get('edit')
	const tab = isTab(edit) ? edit : null
	const [stats, week] = await Promise.all([getUserStats(db, user), getWeekSummary(db, user), tab ? editDialog.preload() : null])
	const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ')
	// Age and BMI come from the one User mapping the API also returns (toPublicUser).
	const publicUser = toPublicUser(user)
	return {
		user: publicUser,
		/** The Settings tab's net-carbs switch (users.show_net_carbs; not part of the API's User). */
		showNetCarbs: user.showNetCarbs,
		displayName: fullName || user.username || 'User',
		age: publicUser.age,
		bmi: publicUser.bmi,
		height: formatHeight(user.heightCm, user.units),
		weight: formatWeight(user.weightKg, user.units),
		stats,
		week,
		edit: tab,
		timeZones: tab === 'settings' ? timeZones(user.timezone) : [],
	}
}

export type ProfileData = Awaited<ReturnType<typeof loader>>

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const formData = await readForm(request)
	const intent = String(formData.get('intent') ?? '')
	switch (intent) {
		case 'settings':
			return redirectWithInfo('/profile', { message: 'Settings', description: 'Settings are coming soon.' })
		case 'notifications':
			return redirectWithInfo('/profile', { message: 'Notifications', description: 'Notification settings are coming soon.' })
		case 'help':
			return redirectWithInfo('/profile', { message: 'Help and Support', description: `Need help? Email us at ${getEnv().SUPPORT_EMAIL}` })
	}
	const tab = intent.replace(/^update-/, '')
	// One error path (app/utils/http.server.ts): field messages inline, the spec's failure toast
	// (section 8) as the form's message; with no field at fault, back to the page with that toast.
	if (!isTab(tab)) return redirectWithError('/profile', { message: FAILURE, description: 'Unknown action' })
	const submission = parseWithZod(formData, { schema: TAB_SCHEMAS[tab] })
	if (submission.status !== 'success') return refusedForm(submission, { message: FAILURE, description: fieldSummary(submission.error) })
	try {
		// The Profile tab's weight is a weigh-in of today (the weight log's one rule); other tabs write the profile.
		const patch = keepUnchangedMeasurements(user, submission.value)
		await (tab === 'profile' ? saveProfileWithWeighIn(db, { userId: user.id, timezone: user.timezone }, patch) : updateProfile(db, user.id, patch))
	} catch (error) {
		const fields = error instanceof InvalidError || error instanceof ConflictError ? error.fieldErrors : undefined
		return domainFailure(error, { back: `/profile?edit=${tab}`, toast: { message: FAILURE, description: fieldSummary(fields) }, submission })
	}
	return redirectWithSuccess('/profile', { message: 'Profile updated', description: 'Your changes have been saved.' })
}

/**
 * Drops a height or weight that is just the stored value as the form showed it (rounded to
 * 0.1 in / 0.1 lb / 0.1 cm / 0.1 kg), so saving one field never rewrites the other with
 * rounding drift (180 cm → 5 ft 10.9 in → 180.09 cm).
 */
function keepUnchangedMeasurements<T extends { height?: number | null; weight?: number | null }>(user: { heightCm: number | null; weightKg: number | null; units: string }, patch: T): T {
	const out = { ...patch }
	const imperial = user.units === 'imperial'
	if (out.height != null && user.heightCm != null && formatHeight(out.height, imperial ? 'imperial' : 'metric') === formatHeight(user.heightCm, imperial ? 'imperial' : 'metric')) delete out.height
	if (out.weight != null && user.weightKg != null && formatWeight(out.weight, imperial ? 'imperial' : 'metric') === formatWeight(user.weightKg, imperial ? 'imperial' : 'metric')) delete out.weight
	return out
}

export default function ProfilePage() {
	const d = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { user, stats, week } = d
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<h1 className="text-2xl font-bold">Profile</h1>
			<section aria-label="Profile summary" className="rounded-2xl bg-white p-4 shadow-sm">
				<div className="flex items-start gap-3">
					<div aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800">
						{d.displayName.charAt(0).toUpperCase()}
					</div>
					<div className="min-w-0 flex-1">
						<h2 className="truncate text-xl font-bold" data-testid="profile-name">
							{d.displayName}
						</h2>
						<p className="truncate text-sm text-slate-700" data-testid="profile-email">
							{user.email || 'No email'}
						</p>
						{user.bio ? <p className="mt-1 text-sm text-slate-800">{user.bio}</p> : null}
					</div>
					<Link to="/profile?edit=profile" preventScrollReset className="inline-flex min-h-11 items-center rounded-lg border border-slate-400 px-3 text-sm font-semibold">
						Edit
					</Link>
				</div>
				<dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
					<Info label="Age" value={d.age != null ? String(d.age) : 'Not set'} testId="profile-age" />
					<Info label="BMI" value={d.bmi ? `${d.bmi.value.toFixed(1)} (${d.bmi.category})` : 'Not set'} testId="profile-bmi" />
					<Info label="Height" value={d.height ?? 'Not set'} testId="profile-height" />
					<Info label="Weight" value={d.weight ?? 'Not set'} testId="profile-weight" />
					<Info label="Activity level" value={user.activityLevel ? optionLabel(user.activityLevel) : 'Not set'} testId="profile-activity" />
					<Info label="Units" value={user.units === 'imperial' ? 'Imperial' : 'Metric'} testId="profile-units" />
				</dl>
				<Link to="/weight" className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
					Weight log: your weigh-ins and trend
				</Link>
				<div className="mt-4 space-y-2">
					<Tags title="Dietary preferences" values={user.dietaryPreferences} />
					<Tags title="Health goals" values={user.healthGoals} />
					<Tags title="Allergies" values={user.allergies} />
				</div>
			</section>

			<section aria-label="Stats" className="grid grid-cols-3 gap-2">
				<StatCard label="Days Active" value={formatNumber(stats.daysActive)} testId="stat-days-active" />
				<StatCard label="Calorie Goal" value={formatNumber(user.dailyCalorieGoal ?? DEFAULT_GOALS.calories)} testId="stat-calorie-goal" />
				<StatCard label="Goal Success" value={`${stats.goalSuccessRate}%`} testId="stat-goal-success" />
			</section>

			<section aria-labelledby="goals-title" className="rounded-2xl bg-white p-4 shadow-sm">
				<div className="mb-2 flex items-center justify-between">
					<h2 id="goals-title" className="text-lg font-bold">
						Daily Nutrition Goals
					</h2>
					<Link to="/profile?edit=nutrition" preventScrollReset className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline">
						Edit goals
					</Link>
				</div>
				<dl className="grid grid-cols-2 gap-2 text-sm">
					<Info label="Calories" value={`${formatNumber(user.dailyCalorieGoal ?? DEFAULT_GOALS.calories)} cal`} testId="goal-calories" />
					<Info label="Protein" value={`${user.dailyProteinGoal ?? DEFAULT_GOALS.protein} g`} testId="goal-protein" />
					<Info label={carbLabels(d.showNetCarbs).label} value={`${user.dailyCarbGoal ?? DEFAULT_GOALS.carbs} g`} testId="goal-carbs" />
					<Info label="Fat" value={`${user.dailyFatGoal ?? DEFAULT_GOALS.fat} g`} testId="goal-fat" />
					{user.dailyFiberGoal != null ? <Info label="Fiber" value={`${user.dailyFiberGoal} g`} testId="goal-fiber" /> : null}
					{user.dailySugarGoal != null ? <Info label="Sugar" value={`${user.dailySugarGoal} g`} testId="goal-sugar" /> : null}
					{user.dailyWaterGoal != null ? <Info label="Water" value={`${formatNumber(user.dailyWaterGoal)} ml`} testId="goal-water" /> : null}
				</dl>
				<Link to="/goals" className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
					Open the goals page
				</Link>
			</section>

			<NutrientTargetsSection />
			<ExportSection userId={user.id} />

			<section aria-labelledby="week-title" className="rounded-2xl bg-white p-4 shadow-sm">
				<h2 id="week-title" className="mb-2 text-lg font-bold">
					This Week's Summary
				</h2>
				<dl className="grid grid-cols-2 gap-2 text-sm">
					<Info label="Meals Logged" value={formatNumber(week.mealsLogged)} testId="week-meals" />
					<Info label="Average Calories" value={`${formatNumber(week.avgCalories)} kcal`} testId="week-avg-calories" />
					<Info label="Days On Track" value={`${week.daysOnTrack}/${week.daysInWeek}`} testId="week-on-track" />
					<Info label="Favorite Food" value={stats.favoriteFood ?? 'No favorite yet'} testId="week-favorite" />
				</dl>
			</section>

			<AccountSection />

			<section aria-label="Account" className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm">
				<Link to="/profile/import" className="flex min-h-12 w-full items-center gap-3 px-4 font-semibold text-slate-800 hover:bg-slate-100" data-testid="import-link"><Icon name="upload" className="size-5 text-slate-700" /> Import from another tracker</Link>
				<MenuButton intent="settings" icon="gear" label="Settings" />
				<MenuButton intent="notifications" icon="bell" label="Notifications" />
				<MenuButton intent="help" icon="help" label="Help and Support" />
				<Form method="post" action="/logout">
					<button type="submit" className="flex min-h-12 w-full items-center gap-3 px-4 text-left font-semibold text-red-700 hover:bg-red-50">
						<Icon name="logout" className="size-5" /> Sign Out
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
	return (
		<div>
			<h3 className="text-xs font-medium text-slate-700">{title}</h3>
			{values.length ? (
				<ul className="mt-1 flex flex-wrap gap-1" aria-label={title}>
					{values.slice(0, MAX_TAGS).map((v) => (
						<li key={v} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
							{optionLabel(v)}
						</li>
					))}
					{values.length > MAX_TAGS ? <li className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold">+{values.length - MAX_TAGS} more</li> : null}
				</ul>
			) : (
				<p className="text-sm text-slate-600">None</p>
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
