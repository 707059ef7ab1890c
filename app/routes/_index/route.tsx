import { parseWithZod } from '@conform-to/zod/v4'
import { actorOf } from '#app/domain/actor.ts'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { onDemand } from '#app/components/on-demand.tsx'
import { redirectWithError, redirectWithSuccess } from '#app/utils/toast.server.ts'
import { db } from '#app/db.server.ts'
import { AddFoodSchema, EditMealSchema, ManualEntrySchema } from '#app/domain/diary/diary.schema.ts'
import { deleteMeal, getDailyProgress, logFood, logManualEntry, updateMealMerging, type MealView } from '#app/domain/diary/diary.server.ts'
import { openedEntries } from '#app/domain/diary/entries.server.ts'
import { addDaysIso, isIsoDay, localHour, todayIn } from '#app/domain/dates.ts'
import { displayBrand, displayName, servingSummary } from '#app/domain/foods/display.ts'
import { withDisplayNames } from '#app/domain/foods/display-name-list.ts'
import { getFood } from '#app/domain/foods/foods.server.ts'
import { MAX_QUERY_LENGTH, MIN_SEARCH_LENGTH } from '#app/domain/foods/search/rules.ts'
import { searchFoods } from '#app/domain/foods/search/index.server.ts'
import { unitOptions } from '#app/domain/nutrition/units.ts'
import { domainFailure, refusedForm } from '#app/utils/http.server.ts'
import { defaultMealType, greetingFor, suggestedMealType } from '#app/domain/diary/meal-time.ts'

import { GoalsDialogSchema } from '#app/domain/users/users.schema.ts'
import { updateGoals } from '#app/domain/users/users.server.ts'
import { getUser } from '#app/utils/auth.server.ts'
import { MEAL_TYPES, type MealType } from '#db/schema.ts'
import { Dashboard, opensSheet, preloadAlwaysShown, preloadMealEntries, preloadNetCarbs, preloadSheets } from './dashboard.tsx'
import { dayText, dayUrl } from './day-url.ts'
import { formatterFor, type Translate } from '#app/utils/i18n.tsx'
import { requestLocale, serverT, serverTranslator } from '#app/utils/i18n.server.ts'
import { entryAction } from './entry-action.server.ts'
import { isLoggingIntent, loggingAction, loggingShortcuts } from './logging.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { withFormIdempotency } from '#app/utils/idempotency.server.ts'
import { bodyCards } from '#app/routes/weight/views.server.ts'
import { dashboardCarbs, dayCarbs } from './net-carbs.server.ts'
import { foodNutrientsView, nutrientsView } from './nutrients-view.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Platewise' }]

const isMealType = (v: string | null): v is MealType => !!v && (MEAL_TYPES as readonly string[]).includes(v)

/** How many food names a meal card lists before '+N more' (the dashboard's meal cards). */
const MEAL_CARD_PREVIEW = 3

/**
 * What the dashboard shows of a meal: its totals and the names of its first
 * {@link MEAL_CARD_PREVIEW} foods, never every entry (a meal of 100 entries
 * costs the page what a meal of 3 does; the entries themselves are on the API and Edit Meal's
 * totals). `kcal` follows THE meal-calories rule (diary.server.ts `mealCalories`).
 */
function mealCard(meal: MealView) {
	return {
		id: meal.id,
		mealType: meal.mealType,
		date: meal.date,
		time: meal.time,
		kcal: meal.nutrients.kcal,
		caloriesAdjusted: meal.caloriesAdjusted,
		itemCount: meal.itemCount,
		/** True when any entry's kcal is an Atwater estimate. */
		includesEstimate: meal.foods.some((f) => f.kcalEstimated),
		preview: withDisplayNames(meal.foods.slice(0, MEAL_CARD_PREVIEW)).map((f) => ({ id: f.id, name: f.displayName, kcalEstimated: f.kcalEstimated })),
	}
}

/** The day a `?date=` asks for: a real YYYY-MM-DD day, else the user's today. */
function shownDay(value: string | null, today: string): string {
	return value && isIsoDay(value) ? value : today
}

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await getUser(request)
	const t = serverT(await requestLocale(request), 'dashboard')
	if (!user) {
		await landing.preload()
		return { signedIn: false as const, title: t('title.landing') }
	}
	const url = new URL(request.url)
	const params = url.searchParams
	// The server renders an open sheet in the document (app/components/on-demand.tsx).
	const sheetsReady = opensSheet(params) ? preloadSheets() : null
	const entriesReady = params.has('open') ? preloadMealEntries() : null
	const captureReady = preloadAlwaysShown()
	const carbsReady = user.showNetCarbs ? preloadNetCarbs() : null
	const hour = localHour(user.timezone)
	const today = todayIn(user.timezone)
	const date = shownDay(params.get('date'), today)
	const mealParam = params.get('meal')
	const selectedMeal = isMealType(mealParam) ? mealParam : defaultMealType(hour)
	const sheet = params.get('sheet')
	const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH)
	const foodId = Number(params.get('food'))
	const [progress, results, food, shortcuts, body, nutrients] = await Promise.all([
		getDailyProgress(db, user, date),
		sheet === 'search' && q.length >= MIN_SEARCH_LENGTH ? searchFoods(db, { query: q, userId: user.id, limit: 25 }) : Promise.resolve(null),
		sheet === 'search' && Number.isInteger(foodId) && foodId > 0 ? getFood(db, actorOf(user), foodId) : Promise.resolve(null),
		// The add sheet's first step opens on the user's recent foods and My Meals.
		loggingShortcuts(actorOf(user), { addSheet: sheet === 'search' && !q && !params.get('food'), prevDay: addDaysIso(date, -1) }),
		// The weight and water cards: the latest weigh-in and the day shown's water (app/routes/weight/views.server.ts).
		bodyCards(actorOf(user), user.units, date, dayUrl({ date, today }, { meal: selectedMeal })),
		// The day's Nutrients view, read only when `?view=nutrients` asks (./nutrients-view.server.ts).
		nutrientsView(actorOf(user), date, params),
	])
	const foodNutrients = await foodNutrientsView(actorOf(user), food, date, params)
	const meals = progress.meals.map(mealCard)
	const editMeal = params.get('edit') ? (meals.find((m) => m.id === params.get('edit')) ?? null) : null
	// The meal card opened to its entries (`?open=<meal id>`): only that meal's foods are read.
	const openMeal = progress.meals.find((m) => m.id === params.get('open'))
	const opened = openMeal ? { mealId: openMeal.id, entries: await openedEntries(db, actorOf(user), openMeal) } : null
	const deleteMealView = params.get('delete') ? (meals.find((m) => m.id === params.get('delete')) ?? null) : null
	await sheetsReady
	await entriesReady
	await captureReady
	await carbsReady
	return {
		signedIn: true as const,
		title: t('title.today'),
		user: {
			id: user.id,
			displayName: user.firstName || user.username || 'there',
			dailyCalorieGoal: user.dailyCalorieGoal,
			dailyProteinGoal: user.dailyProteinGoal,
			dailyCarbGoal: user.dailyCarbGoal,
			dailyFatGoal: user.dailyFatGoal,
		},
		/** Carbs on meal cards, opened entries and the add sheet, by the net-carbs setting (./net-carbs.server.ts). */
		carbs: dashboardCarbs(user, progress.meals, openMeal),
		greeting: greetingFor(hour),
		today,
		/** The diary day shown (`?date=`, else today). */
		date,
		prevDay: addDaysIso(date, -1),
		nextDay: addDaysIso(date, 1),
		selectedMeal,
		suggestedMeal: suggestedMealType(hour),
		progress: { ...progress, meals },
		/** Net carbs of the day shown when the user counts them (Settings), else null. */
		netCarbs: dayCarbs(user, progress.meals, date === today),
		sheet: sheet === 'search' || sheet === 'manual' || sheet === 'goals' ? sheet : null,
		search: {
			q,
			// What the result list shows: the default serving and its nutrients, worked out here so the
			// portion rules stay out of the browser bundle.
			results: results ? withDisplayNames(results).map((r) => ({ id: r.id, name: r.displayName, fullName: displayName(r.name), group: r.group, brand: displayBrand(r.brand), source: r.source, serving: servingSummary(r) })) : null,
			tooShort: sheet === 'search' && q.length > 0 && q.length < MIN_SEARCH_LENGTH,
		},
		food: food
			? { id: food.id, name: displayName(food.name), brand: displayBrand(food.brand), source: food.source, kcalEstimated: food.kcalEstimated, units: unitOptions(food, food.portions), serving: servingSummary(food) }
			: null,
		editMeal,
		deleteMeal: deleteMealView,
		opened,
		shortcuts,
		body,
		nutrients,
		foodNutrients,
	}
}

export type DashboardData = Extract<Awaited<ReturnType<typeof loader>>, { signedIn: true }>

/** The spec's failure toasts of the dashboard's actions (spec "Toasts"), in the user's language. */
const failedToasts = (t: Translate<'dashboard'>) => ({
	addFood: { message: t('toast.error'), description: t('toast.addFoodFailed') },
	invalidQuantity: { message: t('toast.invalidQuantity'), description: t('toast.invalidQuantityText') },
	updateMeal: { message: t('toast.error'), description: t('toast.updateMealFailed') },
	deleteMeal: { message: t('toast.error'), description: t('toast.deleteMealFailed') },
	updateGoals: { message: t('toast.updateFailed'), description: t('toast.updateGoalsFailed') },
})

/**
 * Dashboard mutations, one per `intent`, each on the day shown (`date` in the form); each
 * redirects back to that day with the spec's toast (Post/Redirect/Get). Failures go through the
 * one HTML error path (app/utils/http.server.ts). A form with `idempotencyKey` runs once per key.
 */
export const action = withFormIdempotency('dashboard', dashboardAction)
async function dashboardAction({ request }: ActionFunctionArgs) {
	const user = await getUser(request)
	if (!user) throw redirect('/login')
	const actor = actorOf(user)
	const formData = await readForm(request)
	const intent = formData.get('intent')
	const today = todayIn(user.timezone)
	const locale = await requestLocale(request)
	const t = serverT(locale, 'dashboard')
	const f = formatterFor(serverTranslator(locale))
	const FAILED = failedToasts(t)
	const formDate = formData.get('date')
	const back = (meal?: string | null, date = shownDay(typeof formDate === 'string' ? formDate : null, today)) =>
		dayUrl({ date, today }, { meal: isMealType(meal ?? null) ? meal : defaultMealType(localHour(user.timezone)) })
	switch (intent) {
		case 'add-food': {
			const submission = parseWithZod(formData, { schema: AddFoodSchema })
			if (submission.status !== 'success') return refusedForm(submission, submission.error?.quantity ? FAILED.invalidQuantity : FAILED.addFood, { request })
			try {
				const { entry, meal } = await logFood(db, actor, submission.value)
				return redirectWithSuccess(back(meal.mealType, meal.date), { message: t('toast.foodAdded'), description: t('toast.foodAddedText', { name: entry.name }) })
			} catch (error) {
				return domainFailure(error, { request, back: back(submission.value.mealType), toast: FAILED.addFood, submission })
			}
		}
		case 'manual-entry': {
			const submission = parseWithZod(formData, { schema: ManualEntrySchema })
			if (submission.status !== 'success') return refusedForm(submission, undefined, { request })
			try {
				const { meal } = await logManualEntry(db, actor, submission.value)
				return redirectWithSuccess(back(meal.mealType, meal.date), { message: t('toast.manualAdded'), description: t('toast.manualAddedText') })
			} catch (error) {
				return domainFailure(error, { request, back: back(submission.value.mealType), toast: FAILED.addFood, submission })
			}
		}
		case 'update-meal': {
			const submission = parseWithZod(formData, { schema: EditMealSchema })
			if (submission.status !== 'success') return refusedForm(submission, undefined, { request })
			try {
				const { meal, merged } = await updateMealMerging(db, actor, String(formData.get('mealId') ?? ''), submission.value)
				return redirectWithSuccess(back(meal.mealType, meal.date), {
					message: t('toast.mealUpdated'),
					description: merged
						? t('toast.mealMerged', { meal: f.meal(meal.mealType), day: dayText(f, meal.date, today) })
						: t('toast.mealUpdatedText'),
				})
			} catch (error) {
				return domainFailure(error, { request, back: back(null), toast: FAILED.updateMeal, submission })
			}
		}
		case 'delete-meal': {
			try {
				const meal = await deleteMeal(db, actor, String(formData.get('mealId') ?? ''))
				return redirectWithSuccess(back(meal.mealType, meal.date), { message: t('toast.mealDeleted'), description: t('toast.mealDeletedText') })
			} catch (error) {
				return domainFailure(error, { request, back: back(null), toast: FAILED.deleteMeal })
			}
		}
		case 'update-entry':
		case 'move-entry':
		case 'remove-entry':
			return entryAction(actor, intent, formData, today, locale)
		case 'update-goals': {
			const submission = parseWithZod(formData, { schema: GoalsDialogSchema })
			if (submission.status !== 'success') return refusedForm(submission, FAILED.updateGoals, { request })
			try {
				await updateGoals(db, user.id, submission.value)
				return redirectWithSuccess(back(formData.get('meal') as string | null), {
					message: t('toast.goalsUpdated'),
					description: t('toast.goalsUpdatedText'),
				})
			} catch (error) {
				return domainFailure(error, { request, back: back(null), toast: FAILED.updateGoals, submission })
			}
		}
		default:
			if (isLoggingIntent(intent)) return loggingAction(actor, intent, formData, today, locale)
			return redirectWithError(back(null), { message: t('toast.error'), description: t('toast.unknownAction') })
	}
}

/**
 * The landing page, downloaded only by visitors (the signed-in dashboard never loads it);
 * the loader awaits `landing.preload()` so the server's HTML has it (app/components/on-demand.tsx).
 */
const landing = onDemand(() => import('#app/components/landing.tsx').then((m) => m.Landing))
const Landing = landing.Component

export default function Index() {
	const loaderData = useLoaderData<typeof loader>()
	if (!loaderData.signedIn) return <Landing />
	return <Dashboard data={loaderData} />
}


export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
