/**
 * The 'Foods high in X' page's loader and action (app/routes/foods.rich-in.$key/route.tsx): the
 * list comes from the nutrients domain (`foodsRichIn`), the Add from the diary's `logFood` with the
 * food's default serving, the amount the list shows per serving.
 */
import { requestLocale, serverT } from '#app/utils/i18n.server.ts'
import { DEFAULT_LOCALE } from '#app/utils/i18n.tsx'
import { data } from '@remix-run/node'
import { db } from '#app/db.server.ts'
import { actorOf, type Actor } from '#app/domain/actor.ts'
import { isIsoDay, localHour, todayIn } from '#app/domain/dates.ts'
import { logFood } from '#app/domain/diary/diary.server.ts'
import { defaultMealType } from '#app/domain/diary/meal-time.ts'
import { NotFoundError } from '#app/domain/errors.ts'
import { getFood } from '#app/domain/foods/foods.server.ts'
import { displayName } from '#app/domain/foods/display.ts'
import { foodsRichIn } from '#app/domain/nutrients/rich-in.server.ts'
import { nutrientTargets } from '#app/domain/nutrients/targets.server.ts'
import { defaultServing } from '#app/domain/nutrition/index.ts'
import { nutrientInfo } from '#app/domain/nutrition/micronutrients.ts'
import { domainFailure } from '#app/utils/http.server.ts'
import { redirectWithSuccess } from '#app/utils/toast.server.ts'
import { MEAL_TYPES, type MealType, type User } from '#db/schema.ts'
import { RICH_IN_PER, richInUrlWith, type RichInPer } from './rich-in.ts'

/** Foods the page lists. */
const RICH_IN_LIMIT = 20

const isMealType = (v: unknown): v is MealType => typeof v === 'string' && (MEAL_TYPES as readonly string[]).includes(v)
const isPer = (v: unknown): v is RichInPer => typeof v === 'string' && (RICH_IN_PER as readonly string[]).includes(v)
const unitText = (unit: string) => (unit === 'ug' ? 'µg' : unit)

/** The nutrient of `key`, or a 404 page for a key that names none. */
function nutrientOf(key: string) {
	const info = nutrientInfo(key)
	if (!info) throw new Response('Nutrient not found', { status: 404 })
	return info
}

/**
 * What the page shows for `key` and its URL: the nutrient, its target for this person, the foods
 * richest in it by `per`, and where Add logs (`meal`, default by the hour; `date`, default today).
 */
export async function loadRichIn(user: User, key: string, params: URLSearchParams) {
	const info = nutrientOf(key)
	const actor = actorOf(user)
	const today = todayIn(user.timezone)
	const per = isPer(params.get('per')) ? (params.get('per') as RichInPer) : '100kcal'
	const mealParam = params.get('meal')
	const meal = isMealType(mealParam) ? mealParam : defaultMealType(localHour(user.timezone))
	const dateParam = params.get('date')
	const date = dateParam && isIsoDay(dateParam) ? dateParam : today
	const [list, targets] = await Promise.all([foodsRichIn(db, { key: info.key, per, limit: RICH_IN_LIMIT }), nutrientTargets(db, actor, date)])
	const target = (targets.targets as Record<string, { target: number | null; targetKind: string | null }>)[info.key]
	return {
		nutrient: { key: info.key, name: info.name, unit: unitText(info.unit) },
		/** The person's daily target and its kind ('RDA', 'AI'… as the reference names it; `custom` when the person set it). */
		target: target?.target != null ? { amount: target.target, kind: target.targetKind ?? '', custom: target.targetKind === 'custom' } : null,
		per,
		meal,
		date,
		today,
		/** The `date` to keep in the page's links (none for today). */
		dateParam: date === today ? null : date,
		foods: list.foods.map((f) => ({ ...f, name: displayName(f.name), unit: unitText(f.unit) })),
	}
}


/**
 * Add: one default serving of the posted food into `mealType` of `date` (the dashboard's own
 * `logFood`), then back to the same list with 'Food added'.
 */
export async function addRichFood(actor: Actor, key: string, form: FormData, request?: Request) {
	const info = nutrientOf(key)
	const mealType = isMealType(form.get('mealType')) ? (form.get('mealType') as MealType) : defaultMealType(localHour(actor.timezone))
	const rawDate = String(form.get('date') ?? '')
	const date = isIsoDay(rawDate) ? rawDate : todayIn(actor.timezone)
	const per = isPer(form.get('per')) ? String(form.get('per')) : null
	const back = richInUrlWith(info.key, { per, meal: mealType, date: date === todayIn(actor.timezone) ? null : date })
	if (form.get('intent') !== 'add') return data({ error: 'Unknown action' }, { status: 400 })
	const t = serverT(request ? await requestLocale(request) : DEFAULT_LOCALE, 'richIn')
	try {
		const food = await getFood(db, actor, Number(form.get('foodId')))
		if (!food) throw new NotFoundError('Food')
		const { quantity, unit } = defaultServing(food)
		const { entry } = await logFood(db, actor, { foodId: food.id, quantity, unit, mealType, date })
		return redirectWithSuccess(back, { message: t('toast.added'), description: t('toast.addedDescription', { name: entry.name }) })
	} catch (error) {
		return domainFailure(error, { request, back, toast: { message: t('toast.error'), description: t('toast.addFailed') } })
	}
}
