/**
 * The dashboard's entry forms (an opened meal card): change an entry's amount (`update-entry`),
 * move it to another meal type or day (`move-entry`), remove it (`remove-entry`). Each calls the
 * domain function PATCH and DELETE /api/meal-foods/{id} call, then redirects back to the day
 * shown with its meal still open and a toast (Post/Redirect/Get); with JavaScript the same forms
 * post through a fetcher, so the totals update in place.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import type { Actor } from '#app/domain/actor.ts'
import { isIsoDay } from '#app/domain/dates.ts'
import { EntryFormSchema } from '#app/domain/diary/diary.schema.ts'
import { deleteMealFood } from '#app/domain/diary/diary.server.ts'
import { updateMealFood } from '#app/domain/diary/entries.server.ts'
import { db } from '#app/db.server.ts'
import { formatterFor, type Locale } from '#app/utils/i18n.tsx'
import { serverT, serverTranslator } from '#app/utils/i18n.server.ts'
import { domainFailure, refusedForm } from '#app/utils/http.server.ts'
import { redirectWithSuccess } from '#app/utils/toast.server.ts'
import { MEAL_TYPES, type MealType } from '#db/schema.ts'
import { dayText, dayUrl } from './day-url.ts'

/**
 * Runs one entry intent from the dashboard's form data (`entryId`, and `quantity`/`unit` or
 * `mealType`/`toDate`; `date` is the day shown, `meal` the meal type the add buttons use).
 * @returns a redirect with a success toast; the form's reply (400, field messages) on bad input;
 *   a redirect with the failure toast when the entry is gone. Toasts are in `locale`.
 */
export async function entryAction(actor: Actor, intent: 'update-entry' | 'move-entry' | 'remove-entry', formData: FormData, today: string, locale: Locale = 'en') {
	const t = serverT(locale, 'dashboard')
	/** The failure toasts of the entry forms (the spec's style: 'Error' and what failed). */
	const FAILED = {
		entry: { message: t('toast.error'), description: t('toast.updateFoodFailed') },
		invalidQuantity: { message: t('toast.invalidQuantity'), description: t('toast.invalidQuantityText') },
	}
	const shown = formData.get('date')
	const date = typeof shown === 'string' && isIsoDay(shown) ? shown : today
	const meal = formData.get('meal')
	const selected = (MEAL_TYPES as readonly unknown[]).includes(meal) ? (meal as MealType) : undefined
	const back = (open: string | null | undefined) => dayUrl({ date, today }, { meal: selected, open })
	const submission = parseWithZod(formData, { schema: EntryFormSchema })
	if (submission.status !== 'success') return refusedForm(submission, submission.error?.quantity ? FAILED.invalidQuantity : FAILED.entry, { locale })
	const { entryId, toDate, quantity, unit, mealType } = submission.value
	try {
		if (intent === 'remove-entry') {
			const entry = await deleteMealFood(db, actor, entryId)
			return redirectWithSuccess(back(entry.mealId), { message: t('toast.foodRemoved'), description: t('toast.foodRemovedText', { name: entry.name }) })
		}
		const change = intent === 'move-entry' ? { mealType, date: toDate } : { quantity, unit }
		const { entry, meal: into, from } = await updateMealFood(db, actor, entryId, change)
		if (!from) return redirectWithSuccess(back(into.id), { message: t('toast.foodUpdated'), description: t('toast.foodUpdatedText', { name: entry.name }) })
		// The meal it left stays open; when that meal is gone, the one it went to (if on the day shown).
		const open = from.removed ? (into.date === date ? into.id : null) : from.mealId
		const f = formatterFor(serverTranslator(locale))
		return redirectWithSuccess(back(open), { message: t('toast.foodMoved'), description: t('toast.foodMovedText', { name: entry.name, meal: f.meal(into.mealType), day: dayText(f, into.date, today) }) })

	} catch (error) {
		return domainFailure(error, { locale, back: back(null), toast: FAILED.entry, submission })
	}
}
