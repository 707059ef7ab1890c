/**
 * The dashboard's logging shortcuts, the adapter side: what the loader reads for them (the add
 * sheet's recent foods and My Meals, whether the previous day can be copied) and the form intents
 * (`quick-add`, `copy-meal`, `copy-day`, `save-meal`, `log-saved-meal`, `delete-saved-meal`). Each
 * intent calls the domain function its /api twin calls and redirects back to the day shown with a
 * toast (Post/Redirect/Get); refused input re-renders the form with its field message.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import type { Actor } from '#app/domain/actor.ts'
import { isIsoDay } from '#app/domain/dates.ts'
import { db } from '#app/db.server.ts'
import { LOGGING_PAGES } from '#app/domain/diary/caps.ts'
import { copyDay, copyMeal, dayHasMeals } from '#app/domain/diary/copy.server.ts'
import { CopyDaySchema, CopyMealSchema, LogSavedMealSchema, QuickAddSchema, SaveMealSchema } from '#app/domain/diary/logging.schema.ts'
import { quickAdd } from '#app/domain/diary/quick-add.server.ts'
import { recentFoods } from '#app/domain/diary/recent.server.ts'
import { deleteSavedMeal, listSavedMeals, logSavedMeal, saveMealAs } from '#app/domain/diary/saved-meals.server.ts'
import { displayBrand, displayName } from '#app/domain/foods/display.ts'
import { withDisplayNames } from '#app/domain/foods/display-name-list.ts'
import { domainFailure, refusedForm } from '#app/utils/http.server.ts'
import { redirectWithSuccess } from '#app/utils/toast.server.ts'
import { formatterFor, type Locale } from '#app/utils/i18n.tsx'
import { serverT, serverTranslator } from '#app/utils/i18n.server.ts'
import { MEAL_TYPES, type MealType } from '#db/schema.ts'
import { dayText, dayUrl } from './day-url.ts'

/** The form intents this module answers. */
export const LOGGING_INTENTS = ['quick-add', 'copy-meal', 'copy-day', 'save-meal', 'log-saved-meal', 'delete-saved-meal'] as const
export type LoggingIntent = (typeof LOGGING_INTENTS)[number]
export const isLoggingIntent = (v: unknown): v is LoggingIntent => (LOGGING_INTENTS as readonly unknown[]).includes(v)

/**
 * What the dashboard shows of the shortcuts: with the add sheet open on its first step (`sheet=search`,
 * no query, no food chosen) the user's recent foods and My Meals (one page each); always whether
 * the day before the one shown has meals to copy (one row of diary_day_totals).
 */
export async function loggingShortcuts(actor: Actor, view: { addSheet: boolean; prevDay: string }) {
	const [recent, saved, prevDayHasMeals] = await Promise.all([
		view.addSheet ? recentFoods(db, actor, { limit: LOGGING_PAGES.recentFoods.default }) : null,
		view.addSheet ? listSavedMeals(db, actor, { limit: LOGGING_PAGES.savedMeals.default }) : null,
		dayHasMeals(db, actor, view.prevDay),
	])
	return {
		recentFoods: recent ? withDisplayNames(recent.items).map((f) => ({ ...f, name: f.displayName, fullName: displayName(f.name), brand: displayBrand(f.brand) })) : null,
		savedMeals: saved?.items.map((m) => ({ id: m.id, name: m.name, itemCount: m.itemCount, kcal: m.nutrients.kcal ?? 0 })) ?? null,
		prevDayHasMeals,
	}
}

type Toast = { message: string; description: string }

/**
 * Runs one shortcut intent from the dashboard's form data (`date` is the day shown, `meal` the
 * meal type the add buttons use, `id` the meal or My Meal acted on). Toasts are in `locale`.
 */
export async function loggingAction(actor: Actor, intent: LoggingIntent, formData: FormData, today: string, locale: Locale = 'en') {
	const t = serverT(locale, 'dashboard')
	const f = formatterFor(serverTranslator(locale))
	const FAILED = {
		addFood: { message: t('toast.error'), description: t('toast.addFoodFailed') },
		copy: { message: t('toast.error'), description: t('toast.copyFailed') },
		save: { message: t('toast.error'), description: t('toast.saveMyMealFailed') },
	}
	const into = (meal: { mealType: MealType; date: string }) => ({ meal: f.meal(meal.mealType), day: dayText(f, meal.date, today) })
	const shown = formData.get('date')
	const date = typeof shown === 'string' && isIsoDay(shown) ? shown : today
	const meal = formData.get('meal')
	const selected = (MEAL_TYPES as readonly unknown[]).includes(meal) ? (meal as MealType) : undefined
	const back = (to: { date?: string; meal?: MealType; open?: string | null; sheet?: string } = {}) =>
		dayUrl({ date: to.date ?? date, today }, { sheet: to.sheet, meal: to.meal ?? selected, open: to.open })
	const id = String(formData.get('id') ?? '')
	/** Parses with `schema`, calls the domain, redirects with its toast; refused input and domain errors go the one HTML error path. */
	async function run<T>(schema: z.ZodType<T>, failed: Toast, write: (value: T) => Promise<[string, Toast]>) {
		const submission = parseWithZod(formData, { schema })
		if (submission.status !== 'success') return refusedForm(submission, failed, { locale })
		try {
			const [to, toast] = await write(submission.value)
			return redirectWithSuccess(to, toast)
		} catch (error) {
			return domainFailure(error, { locale, back: back(), toast: failed, submission })
		}
	}
	switch (intent) {
		case 'quick-add':
			return run(QuickAddSchema, FAILED.addFood, async (value) => {
				const r = await quickAdd(db, actor, value)
				return [back({ date: r.meal.date, meal: r.meal.mealType }), { message: t('toast.foodAdded'), description: t('toast.quickAdded', { kcal: String(r.entry.nutrients.kcal), meal: f.meal(r.meal.mealType) }) }]
			})
		case 'copy-meal':
			return run(CopyMealSchema, FAILED.copy, async (value) => {
				const r = await copyMeal(db, actor, id, value)
				return [back({ date: r.meal.date, open: r.meal.id }), { message: t('toast.mealCopied'), description: t('toast.mealCopiedText', { count: r.entries.length, ...into(r.meal) }) }]
			})
		case 'copy-day':
			return run(CopyDaySchema, FAILED.copy, async (value) => {
				const r = await copyDay(db, actor, value)
				const description = t('toast.dayCopiedText', { meals: r.meals.length, foods: r.entries, day: dayText(f, value.fromDate, today) })
				return [back({ date: value.toDate }), { message: t('toast.dayCopied'), description }]
			})
		case 'save-meal':
			return run(SaveMealSchema, FAILED.save, async (value) => {
				const saved = await saveMealAs(db, actor, value)
				return [back({ open: value.mealId }), { message: t('toast.myMealSaved'), description: t('toast.myMealSavedText', { name: saved.name, count: saved.itemCount }) }]
			})
		case 'log-saved-meal':
			return run(LogSavedMealSchema, FAILED.addFood, async (value) => {
				const r = await logSavedMeal(db, actor, id, value)
				return [back({ date: r.meal.date, meal: r.meal.mealType }), { message: t('toast.foodAdded'), description: t('toast.myMealLogged', { name: r.savedMeal.name, meal: f.meal(r.meal.mealType) }) }]
			})
		case 'delete-saved-meal':
			try {
				const removed = await deleteSavedMeal(db, actor, id)
				return redirectWithSuccess(back({ sheet: 'search' }), { message: t('toast.myMealDeleted'), description: t('toast.myMealDeletedText', { name: removed.name }) })

			} catch (error) {
				return domainFailure(error, { locale, back: back(), toast: FAILED.save })
			}
	}
}
