import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { redirectWithError, redirectWithSuccess } from '#app/utils/toast.server.ts'
import { Landing } from '#app/components/landing.tsx'
import { db } from '#app/db.server.ts'
import { AddFoodSchema, EditMealSchema, ManualEntrySchema } from '#app/domain/diary/diary.schema.ts'
import { deleteMeal, getDailyProgress, logFood, logManualEntry, updateMeal } from '#app/domain/diary/diary.server.ts'
import { localHour, todayIn } from '#app/domain/dates.ts'
import { DomainError, NotFoundError } from '#app/domain/errors.ts'
import { getFood } from '#app/domain/foods/foods.server.ts'
import { MAX_QUERY_LENGTH, MIN_SEARCH_LENGTH } from '#app/domain/foods/search-rules.ts'
import { searchFoods } from '#app/domain/foods/search.server.ts'
import { unitOptions } from '#app/domain/foods/units.ts'
import { defaultMealType, greetingFor, suggestedMealType } from '#app/domain/nutrition.ts'
import { GoalsDialogSchema } from '#app/domain/users/users.schema.ts'
import { updateGoals } from '#app/domain/users/users.server.ts'
import { getUser } from '#app/utils/auth.server.ts'
import { MEAL_TYPES, type MealType } from '#db/schema.ts'
import { Dashboard } from './dashboard.tsx'
import { readForm } from '#app/utils/body.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: data?.signedIn ? 'Today · Platewise' : 'Platewise — nutrition and calorie tracking' },
]

const isMealType = (v: string | null): v is MealType => !!v && (MEAL_TYPES as readonly string[]).includes(v)

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await getUser(request)
	if (!user) return { signedIn: false as const }
	const url = new URL(request.url)
	const params = url.searchParams
	const hour = localHour(user.timezone)
	const today = todayIn(user.timezone)
	const mealParam = params.get('meal')
	const selectedMeal = isMealType(mealParam) ? mealParam : defaultMealType(hour)
	const sheet = params.get('sheet')
	const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH)
	const foodId = Number(params.get('food'))
	const [progress, results, food] = await Promise.all([
		getDailyProgress(db, user, today),
		sheet === 'search' && q.length >= MIN_SEARCH_LENGTH ? searchFoods(db, { query: q, userId: user.id, limit: 25 }) : Promise.resolve(null),
		sheet === 'search' && Number.isInteger(foodId) && foodId > 0 ? getFood(db, { userId: user.id }, foodId) : Promise.resolve(null),
	])
	const editMeal = params.get('edit') ? (progress.meals.find((m) => m.id === params.get('edit')) ?? null) : null
	const deleteMealView = params.get('delete') ? (progress.meals.find((m) => m.id === params.get('delete')) ?? null) : null
	return {
		signedIn: true as const,
		user: {
			id: user.id,
			displayName: user.firstName || user.username || 'there',
			dailyCalorieGoal: user.dailyCalorieGoal,
			dailyProteinGoal: user.dailyProteinGoal,
			dailyCarbGoal: user.dailyCarbGoal,
			dailyFatGoal: user.dailyFatGoal,
		},
		greeting: greetingFor(hour),
		today,
		selectedMeal,
		suggestedMeal: suggestedMealType(hour),
		progress,
		sheet: sheet === 'search' || sheet === 'manual' || sheet === 'goals' ? sheet : null,
		search: { q, results, tooShort: sheet === 'search' && q.length > 0 && q.length < MIN_SEARCH_LENGTH },
		food: food ? { ...food, units: unitOptions(food, food.portions) } : null,
		editMeal,
		deleteMeal: deleteMealView,
	}
}

export type DashboardData = Extract<Awaited<ReturnType<typeof loader>>, { signedIn: true }>

/** Dashboard mutations, one per `intent`; each redirects with the spec's toast (Post/Redirect/Get). */
export async function action({ request }: ActionFunctionArgs) {
	const user = await getUser(request)
	if (!user) throw redirect('/login')
	const ctx = { userId: user.id, timezone: user.timezone }
	const formData = await readForm(request)
	const intent = formData.get('intent')
	const back = (meal?: string | null) => `/?meal=${isMealType(meal ?? null) ? meal : defaultMealType(localHour(user.timezone))}`
	try {
		switch (intent) {
			case 'add-food': {
				const submission = parseWithZod(formData, { schema: AddFoodSchema })
				if (submission.status !== 'success') {
					const quantityError = submission.error?.quantity
					return data(
						{ intent, result: submission.reply(), alert: quantityError ? { title: 'Invalid quantity', message: 'Please enter a valid quantity' } : { title: 'Error', message: 'Failed to add food. Please try again.' } },
						{ status: 400 },
					)
				}
				const { entry } = await logFood(db, ctx, submission.value)
				return redirectWithSuccess(back(submission.value.mealType), { message: 'Food added', description: `Added ${entry.name} to your meal` })
			}
			case 'manual-entry': {
				const submission = parseWithZod(formData, { schema: ManualEntrySchema })
				if (submission.status !== 'success') return data({ intent, result: submission.reply(), alert: null }, { status: 400 })
				await logManualEntry(db, ctx, submission.value)
				return redirectWithSuccess(back(submission.value.mealType), { message: 'Food added!', description: 'Food has been added to your meal' })
			}
			case 'update-meal': {
				const mealId = String(formData.get('mealId') ?? '')
				const submission = parseWithZod(formData, { schema: EditMealSchema })
				if (submission.status !== 'success') return data({ intent, result: submission.reply(), alert: null }, { status: 400 })
				const meal = await updateMeal(db, ctx, mealId, submission.value)
				return redirectWithSuccess(back(meal.name), { message: 'Meal updated', description: 'The meal has been updated successfully' })
			}
			case 'delete-meal': {
				const meal = await deleteMeal(db, ctx, String(formData.get('mealId') ?? ''))
				return redirectWithSuccess(back(meal.name), { message: 'Meal deleted', description: 'The meal has been removed from your log' })
			}
			case 'update-goals': {
				const submission = parseWithZod(formData, { schema: GoalsDialogSchema })
				if (submission.status !== 'success') {
					return data({ intent, result: submission.reply(), alert: { title: 'Update Failed', message: 'Failed to update goals' } }, { status: 400 })
				}
				await updateGoals(db, user.id, submission.value)
				return redirectWithSuccess(back(formData.get('meal') as string | null), {
					message: 'Goals Updated',
					description: 'Your nutrition goals have been updated successfully!',
				})
			}
			default:
				return data({ intent: null, result: undefined, alert: { title: 'Error', message: 'Unknown action' } }, { status: 400 })
		}
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		const failure: Record<string, string> = {
			'add-food': 'Failed to add food. Please try again.',
			'manual-entry': 'Failed to add food. Please try again.',
			'update-meal': 'Failed to update meal. Please try again.',
			'delete-meal': 'Failed to delete meal. Please try again.',
			'update-goals': 'Failed to update goals',
		}
		const message = failure[String(intent)] ?? error.message
		if (error instanceof NotFoundError) return redirectWithError(back(null), { message: intent === 'update-goals' ? 'Update Failed' : 'Error', description: message })
		return data({ intent: String(intent), result: undefined, alert: { title: intent === 'update-goals' ? 'Update Failed' : 'Error', message: `${message} (${error.message})` } }, { status: error.status === 422 ? 400 : error.status })
	}
}

export default function Index() {
	const loaderData = useLoaderData<typeof loader>()
	if (!loaderData.signedIn) return <Landing />
	return <Dashboard data={loaderData} />
}

