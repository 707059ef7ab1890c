/**
 * The check-in screen's forms, one per `intent`: accept or keep this week's proposal, choose the
 * weight goal and rate, mark a day as not fully logged (or undo it). Post/Redirect/Get with a toast,
 * so they work without JavaScript; the rules are the domain's, the same the /api calls.
 */
import { z } from 'zod'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { DomainError, InvalidError } from '#app/domain/errors.ts'
import { answerCheckIn } from '#app/domain/expenditure/check-ins.server.ts'
import { setDayIncomplete } from '#app/domain/expenditure/expenditure.server.ts'
import { WEIGHT_CHANGE_RATES, WEIGHT_GOALS } from '#app/domain/nutrition/energy.ts'
import { updateProfile } from '#app/domain/users/users.server.ts'
import { fieldSummary } from '#app/utils/http.server.ts'
import type { Locale } from '#app/utils/i18n.tsx'
import { serverT } from '#app/utils/i18n.server.ts'
import { redirectWithError, redirectWithSuccess } from '#app/utils/toast.server.ts'

const BACK = '/check-in'

const GoalForm = z
	.object({ weightGoal: z.enum(WEIGHT_GOALS, { error: 'Goal: choose one' }), rate: z.coerce.number().optional() })
	.refine((v) => v.weightGoal === 'maintain' || (WEIGHT_CHANGE_RATES as readonly number[]).includes(v.rate ?? NaN), { path: ['rate'], message: 'Choose how fast' })

/**
 * Runs one check-in form; its toasts are in `locale` (the user's language).
 * @throws the error itself when it is not a DomainError (a bug: the route's ErrorBoundary).
 */
export async function checkInAction(db: Db, actor: Actor, form: FormData, locale: Locale = 'en'): Promise<Response> {
	const t = serverT(locale, 'checkIn')
	const intent = String(form.get('intent') ?? '')
	try {
		switch (intent) {
			case 'accept':
			case 'keep': {
				const done = await answerCheckIn(db, actor, { decision: intent === 'accept' ? 'accepted' : 'kept' })
				return intent === 'accept'
					? redirectWithSuccess(BACK, { message: t('toast.accepted'), description: t('toast.acceptedText', { kcal: String(done.proposed.dailyCalorieGoal) }) })
					: redirectWithSuccess(BACK, { message: t('toast.kept'), description: t('toast.keptText') })
			}
			case 'goal': {
				const parsed = GoalForm.safeParse({ weightGoal: form.get('weightGoal') ?? undefined, rate: form.get('rate') || undefined })
				if (!parsed.success) throw new InvalidError('goal', Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), [i.message]])))
				const { weightGoal, rate } = parsed.data
				await updateProfile(db, actor.userId, { weightGoal, weeklyWeightChangeKg: weightGoal === 'maintain' ? null : (rate ?? null) })
				return redirectWithSuccess(BACK, { message: t('toast.goalSaved') })
			}
			case 'incomplete':
			case 'complete': {
				const { date } = await setDayIncomplete(db, actor, { date: String(form.get('date') ?? ''), incomplete: intent === 'incomplete' })
				return redirectWithSuccess(
					BACK,
					intent === 'incomplete' ? { message: t('toast.marked'), description: t('toast.markedText', { date }) } : { message: t('toast.counted'), description: t('toast.countedText', { date }) },
				)
			}
			default:
				return redirectWithError(BACK, { message: t('toast.error'), description: t('toast.unknown') })
		}
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		return redirectWithError(BACK, { message: t('toast.notSaved'), description: (error instanceof InvalidError && fieldSummary(error.fieldErrors)) || error.message })
	}
}
