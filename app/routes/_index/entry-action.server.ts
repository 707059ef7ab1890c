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
import { mealTypeLabel } from '#app/domain/diary/meal-time.ts'
import { db } from '#app/db.server.ts'
import { domainFailure, refusedForm } from '#app/utils/http.server.ts'
import { redirectWithSuccess } from '#app/utils/toast.server.ts'
import { MEAL_TYPES, type MealType } from '#db/schema.ts'
import { dayUrl, formatDayWithYear } from './day-url.ts'

/** The failure toasts of the entry forms (the spec's style: 'Error' and what failed). */
const FAILED = {
	entry: { message: 'Error', description: 'Failed to update food. Please try again.' },
	invalidQuantity: { message: 'Invalid quantity', description: 'Please enter a valid quantity' },
} as const

/**
 * Runs one entry intent from the dashboard's form data (`entryId`, and `quantity`/`unit` or
 * `mealType`/`toDate`; `date` is the day shown, `meal` the meal type the add buttons use).
 * @returns a redirect with a success toast; the form's reply (400, field messages) on bad input;
 *   a redirect with the failure toast when the entry is gone.
 */
export async function entryAction(actor: Actor, intent: 'update-entry' | 'move-entry' | 'remove-entry', formData: FormData, today: string) {
	const shown = formData.get('date')
	const date = typeof shown === 'string' && isIsoDay(shown) ? shown : today
	const meal = formData.get('meal')
	const selected = (MEAL_TYPES as readonly unknown[]).includes(meal) ? (meal as MealType) : undefined
	const back = (open: string | null | undefined) => dayUrl({ date, today }, { meal: selected, open })
	const submission = parseWithZod(formData, { schema: EntryFormSchema })
	if (submission.status !== 'success') return refusedForm(submission, submission.error?.quantity ? FAILED.invalidQuantity : FAILED.entry)
	const { entryId, toDate, quantity, unit, mealType } = submission.value
	try {
		if (intent === 'remove-entry') {
			const entry = await deleteMealFood(db, actor, entryId)
			return redirectWithSuccess(back(entry.mealId), { message: 'Food removed', description: `Removed ${entry.name} from your meal` })
		}
		const change = intent === 'move-entry' ? { mealType, date: toDate } : { quantity, unit }
		const { entry, meal: into, from } = await updateMealFood(db, actor, entryId, change)
		if (!from) return redirectWithSuccess(back(into.id), { message: 'Food updated', description: `${entry.name} has been updated` })
		// The meal it left stays open; when that meal is gone, the one it went to (if on the day shown).
		const open = from.removed ? (into.date === date ? into.id : null) : from.mealId
		return redirectWithSuccess(back(open), { message: 'Food moved', description: `Moved ${entry.name} to ${mealTypeLabel(into.mealType)} of ${formatDayWithYear(into.date, today)}` })
	} catch (error) {
		return domainFailure(error, { back: back(null), toast: FAILED.entry, submission })
	}
}
