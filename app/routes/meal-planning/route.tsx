/**
 * /meal-planning (spec section 2 'Meal planning'): Planner, Recipes, Grocery and Goals
 * tabs. Everything a screen shows or changes is URL state or a form post (Post/Redirect/Get), so
 * it all works without JavaScript:
 * - `tab` planner | recipes | grocery | goals; `plan` the chosen plan; `week` (any day of it) and
 *   `day` of the week strip; dialogs `new=1` (Create New Meal Plan), `plans=1` (Your Meal Plans),
 *   `replace=<plannedMealId>` and `add=<recipeId>` (Add to Plan); recipe search `q` and `diet`.
 * The rules live in app/domain/planning and app/domain/recipes; this module only adapts.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { PlanningScreen, preloadPlanning } from './planning-screen.tsx'
import { db } from '#app/db.server.ts'
import { localHour } from '#app/domain/dates.ts'
import { defaultMealType } from '#app/domain/diary/meal-time.ts'
import { AddPlannedMealSchema, CreatePlanSchema, GenerateGrocerySchema, withOthers } from '#app/domain/planning/plans.schema.ts'
import {
	activatePlan,
	addPlannedMeal,
	createPlan,
	deletePlan,
	logPlannedMeal,
	refillPlan,
	removePlannedMeal,
	replacePlannedMeal,
	unlogPlannedMeal,
} from '#app/domain/planning/plans.server.ts'
import { deleteGroceryList, generateGroceryList, setGroceryItemChecked } from '#app/domain/grocery/grocery.server.ts'
import { logRecipeServings, removeLoggedEntries } from '#app/domain/recipes/log.server.ts'
import { formatUndoEntries, parseUndoEntries } from '#app/domain/recipes/undo-entries.ts'
import { getRecipe } from '#app/domain/recipes/recipes.server.ts'
import { requireActor, requireUser } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { domainFailure, refusedForm } from '#app/utils/http.server.ts'
import { redirectWithError, redirectWithSuccess } from '#app/utils/toast.server.ts'
import { requestLocale, resolveLocale, serverT, serverTranslator } from '#app/utils/i18n.server.ts'
import { formatterFor } from '#app/utils/i18n.tsx'
import { MEAL_TYPES, type MealType } from '#db/schema.ts'
import { loadPlanningData, pick } from './planning-data.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Meal planning · Platewise' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const title = serverT(resolveLocale(request, user), 'planning')('meta.title')
	const data = await loadPlanningData(user, new URL(request.url))
	// The shown tab and dialog are on-demand modules: the document must hold them (planning-screen.tsx).
	await preloadPlanning(data.tab, data.dialog != null)
	return { ...data, title }
}

/** Where to go back after a post: a /meal-planning URL the form carried, else the screen. */
function backTo(form: FormData, extra: Record<string, string> = {}): string {
	const raw = String(form.get('back') ?? '')
	const url = new URL(raw.startsWith('/meal-planning') && !raw.startsWith('//') ? raw : '/meal-planning', 'http://x')
	for (const key of ['new', 'plans', 'replace', 'add', 'people', 'days', 'logged', 'served', 'undo']) url.searchParams.delete(key)
	for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v)
	const search = url.searchParams.toString()
	return `/meal-planning${search ? `?${search}` : ''}`
}

const str = (form: FormData, key: string) => String(form.get(key) ?? '')


/** One action per `intent`; each redirects with the spec's toast (section 8). */
export async function action({ request }: ActionFunctionArgs) {
	const { user, actor } = await requireActor(request)
	const form = await readForm(request)
	const intent = str(form, 'intent')
	const locale = await requestLocale(request)
	const t = serverT(locale, 'planning')
	const tg = serverT(locale, 'grocery')
	const f = formatterFor(serverTranslator(locale))
	/** A planned day in a toast: 'Wednesday, Nov 25'. */
	const day = (iso: string) => f.day(iso, { weekday: 'long', month: 'short', day: true })
	/** Spec section 8, 'Meal plan creation failure'. */
	const CREATE_PLAN_FAILED = t('toast.createFailed')
	switch (intent) {
		case 'create-plan': {
			// A refused plan re-renders the dialog (an on-demand module) in this response.
			await preloadPlanning('planner', true)
			const submission = parseWithZod(withOthers(form), { schema: CreatePlanSchema })
			if (submission.status !== 'success') return refusedForm(submission, { message: submission.error?.name ? t('toast.nameRequired') : CREATE_PLAN_FAILED }, { request })
			try {
				const { plan, report } = await createPlan(db, actor, submission.value)
				const off = report.days.filter((d) => !d.withinTarget).length
				const note = [report.aiNote, off ? t('toast.createdOff', { count: off, target: plan.targetCalories }) : null].filter(Boolean).join(' ')
				return redirectWithSuccess(`/meal-planning?plan=${plan.id}`, { message: t('toast.created'), description: note || t('toast.createdFilled', { name: plan.name, count: plan.plannedMealCount }) })
			} catch (error) {
				// Spec section 8: the failure toast, with the underlying message.
				return domainFailure(error, { request, back: backTo(form), toast: (e) => ({ message: CREATE_PLAN_FAILED, description: e.message }), submission, inPlace: true })
			}
		}
		case 'switch-plan': {
			try {
				const plan = await activatePlan(db, user.id, str(form, 'planId'))
				return redirectWithSuccess(backTo(form, { plan: plan.id }), { message: t('toast.selected'), description: t('toast.switchedTo', { name: plan.name }) })
			} catch (error) {
				return domainFailure(error, { request, back: backTo(form), toast: (error) => ({ message: t('toast.error'), description: error.message }) })
			}
		}
		case 'delete-plan':
		case 'delete-list': {
			// Old plans and lists go, making room under the caps (PLANNING_CAPS, GROCERY_CAPS).
			try {
				const name = intent === 'delete-plan' ? (await deletePlan(db, user.id, str(form, 'planId'))).name : (await deleteGroceryList(db, user.id, str(form, 'listId'))).name
				return redirectWithSuccess(backTo(form, intent === 'delete-plan' ? { plan: '' } : {}), { message: intent === 'delete-plan' ? t('toast.planDeleted') : tg('toast.listDeleted'), description: t('toast.deleted', { name }) })
			} catch (error) {
				return domainFailure(error, { request, back: backTo(form), toast: (error) => ({ message: t('toast.error'), description: error.message }) })
			}
		}
		case 'refill': {
			try {
				const report = await refillPlan(db, user.id, str(form, 'planId'), { from: str(form, 'from') || undefined, days: 7 }, { useAi: form.get('useAi') === 'on' })
				const off = report.days.filter((d) => !d.withinTarget).length
				return redirectWithSuccess(backTo(form), { message: t('toast.refilled'), description: report.aiNote ?? (off ? t('toast.refilledOff', { count: off }) : t('toast.refilledAll')) })
			} catch (error) {
				return domainFailure(error, { request, back: backTo(form), toast: (error) => ({ message: t('toast.error'), description: error.message }) })
			}
		}
		case 'replace':
		case 'remove': {
			try {
				const meal = intent === 'replace' ? await replacePlannedMeal(db, user.id, str(form, 'plannedMealId'), { recipeId: str(form, 'recipeId') }) : await removePlannedMeal(db, user.id, str(form, 'plannedMealId'))
				return redirectWithSuccess(backTo(form), { message: intent === 'replace' ? t('toast.replaced') : t('toast.removed'), description: intent === 'replace' ? t('toast.replacedDescription', { name: meal.name }) : t('toast.removedDescription', { name: meal.name }) })
			} catch (error) {
				return domainFailure(error, { request, back: backTo(form), toast: (error) => ({ message: t('toast.error'), description: error.message }) })
			}
		}
		case 'log': {
			try {
				const { plannedMeal, entryIds } = await logPlannedMeal(db, actor, str(form, 'plannedMealId'))
				// The screen then offers Undo for this meal: the entries logging wrote ride in the URL.
				return redirectWithSuccess(backTo(form, { logged: plannedMeal.id, undo: formatUndoEntries(entryIds) }), { message: t('toast.logged'), description: t('toast.loggedDescription', { name: plannedMeal.name, meal: plannedMeal.mealType, date: day(plannedMeal.date) }) })
			} catch (error) {
				return domainFailure(error, { request, back: backTo(form), toast: (error) => ({ message: t('toast.logFailed'), description: error.message || t('toast.logFailedDescription') }) })
			}
		}
		case 'unlog': {
			try {
				const entries = parseUndoEntries(str(form, 'entries')) ?? []
				const plannedMeal = await unlogPlannedMeal(db, actor, str(form, 'plannedMealId'), entries)
				return redirectWithSuccess(backTo(form), { message: t('toast.unlogged'), description: t('toast.unloggedDescription', { name: plannedMeal.name }) })
			} catch (error) {
				return domainFailure(error, { request, back: backTo(form), toast: (error) => ({ message: t('toast.error'), description: error.message }) })
			}
		}
		case 'log-serving': {
			try {
				const mealType = pick(str(form, 'mealType'), MEAL_TYPES, defaultMealType(localHour(user.timezone))) as MealType
				const { recipe, entryIds } = await logRecipeServings(db, actor, { recipeId: str(form, 'recipeId'), servings: 1, mealType })
				// The recipe's row then shows 'Logged' with an Undo: the entries logging wrote ride in the URL.
				return redirectWithSuccess(backTo(form, { served: recipe.id, undo: formatUndoEntries(entryIds) }), { message: t('toast.logged'), description: t('toast.servingLogged', { name: recipe.name, meal: mealType }) })
			} catch (error) {
				return domainFailure(error, { request, back: backTo(form), toast: (error) => ({ message: t('toast.logFailed'), description: error.message || t('toast.logFailedDescription') }) })
			}
		}
		case 'unlog-serving': {
			try {
				const recipe = await getRecipe(db, actor, str(form, 'recipeId'))
				await removeLoggedEntries(db, actor, parseUndoEntries(str(form, 'entries')) ?? [])
				return redirectWithSuccess(backTo(form), { message: t('toast.unlogged'), description: t('toast.unloggedDescription', { name: recipe.name }) })
			} catch (error) {
				return domainFailure(error, { request, back: backTo(form), toast: (error) => ({ message: t('toast.error'), description: error.message }) })
			}
		}
		case 'add-to-plan': {
			const submission = parseWithZod(form, { schema: AddPlannedMealSchema })
			if (submission.status !== 'success') return redirectWithError(backTo(form), { message: t('toast.error'), description: Object.values(submission.error ?? {}).flat()[0] ?? t('toast.chooseDayMeal') })
			try {
				const meal = await addPlannedMeal(db, user.id, str(form, 'planId'), submission.value)
				return redirectWithSuccess(backTo(form), { message: t('toast.added'), description: t('toast.addedDescription', { name: meal.name, meal: meal.mealType, date: day(meal.date) }) })
			} catch (error) {
				return domainFailure(error, { request, back: backTo(form), toast: (error) => ({ message: t('toast.error'), description: error.message }) })
			}
		}
		case 'generate': {
			// A refused list keeps the People and Days the person chose (the form reads them back).
			const kept = { people: str(form, 'servings').slice(0, 8), days: str(form, 'daysToGenerate').slice(0, 8) }
			if (!str(form, 'mealPlanId')) return redirectWithError(backTo(form, kept), { message: tg('toast.noPlan'), description: tg('toast.noPlanDescription') })
			const submission = parseWithZod(form, { schema: GenerateGrocerySchema })
			if (submission.status !== 'success') return redirectWithError(backTo(form, kept), { message: tg('toast.failed'), description: Object.values(submission.error ?? {}).flat()[0] ?? tg('toast.failedDescription') })
			try {
				const list = await generateGroceryList(db, actor, submission.value)
				return redirectWithSuccess(backTo(form), { message: tg('toast.generated'), description: tg('toast.generatedDescription', { count: list.itemCount, days: list.days ?? 0 }) })
			} catch (error) {
				return domainFailure(error, { request, back: backTo(form, kept), toast: (error) => ({ message: tg('toast.failed'), description: error.message || tg('toast.failedDescription') }) })
			}
		}
		case 'check': {
			try {
				await setGroceryItemChecked(db, user.id, str(form, 'itemId'), form.get('checked') === 'true')
				return redirect(backTo(form))
			} catch (error) {
				return domainFailure(error, { request, back: backTo(form), toast: (error) => ({ message: t('toast.error'), description: error.message }) })
			}
		}
		default:
			return redirectWithError(backTo(form), { message: t('toast.error'), description: t('toast.unknownAction') })
	}
}

export default function MealPlanning() {
	const loaderData = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return <PlanningScreen data={loaderData} actionData={actionData ?? null} />
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
