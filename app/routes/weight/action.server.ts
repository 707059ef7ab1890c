/**
 * The forms of the weight screen and of the dashboard's weight and water cards, one per `intent`;
 * each posts here (`/weight`) with a `redirectTo` back to its page and answers Post/Redirect/Get
 * with a toast, so they work without JavaScript from either page. Values arrive in the user's
 * units (kg or lb, cm or in, ml or fl oz) and are converted once here; the rules (ranges, one
 * weigh-in a day, drinks a day, the profile's weight) are the body domain's, the same the /api
 * calls. A refusal redirects back with a toast naming what to fix.
 */
import type { Actor } from '#app/domain/actor.ts'
import { WaterSchema, WeighInSchema } from '#app/domain/body/body.schema.ts'
import { addWater, deleteWater } from '#app/domain/body/water.server.ts'
import { deleteWeighIn, recordWeighIn } from '#app/domain/body/weigh-ins.server.ts'
import { DomainError, InvalidError } from '#app/domain/errors.ts'
import { toCm, toKg, toMl, type UnitSystem } from '#app/domain/nutrition/body-units.ts'
import { db } from '#app/db.server.ts'
import type { Locale } from '#app/utils/i18n.tsx'
import { serverT } from '#app/utils/i18n.server.ts'
import { fieldSummary } from '#app/utils/http.server.ts'
import { safeRedirect } from '#app/utils/safe-redirect.ts'
import { redirectWithError, redirectWithSuccess } from '#app/utils/toast.server.ts'

/** A number field: absent → undefined (keep), empty → null (clear), else the number (NaN when not one: the domain refuses it). */
function numberField(form: FormData, name: string): number | null | undefined {
	const v = form.get(name)
	if (v === null) return undefined
	const text = String(v).trim()
	return text === '' ? null : Number(text)
}

const convert = (v: number | null | undefined, fn: (x: number) => number) => (v == null ? v : fn(v))

function parsed<T>(result: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }): T {
	if (result.success) return result.data
	const fieldErrors: Record<string, string[]> = {}
	for (const issue of result.error.issues) (fieldErrors[String(issue.path[0] ?? 'form')] ??= []).push(issue.message)
	throw new InvalidError('Invalid input', fieldErrors)
}

/**
 * Runs one weight or water form; its toasts are in `locale` (the user's language).
 * @throws the error itself when it is not a DomainError (a bug: the route's ErrorBoundary).
 */
export async function bodyAction(actor: Actor, system: UnitSystem, form: FormData, locale: Locale = 'en'): Promise<Response> {
	const t = serverT(locale, 'body')
	const intent = String(form.get('intent') ?? '')
	const back = safeRedirect(String(form.get('redirectTo') ?? ''), '/weight')
	const failed = { message: intent.includes('water') ? t('toast.waterFailed') : t('toast.weighInFailed') }
	try {
		switch (intent) {
			case 'weigh-in': {
				const weight = numberField(form, 'weight')
				const input = parsed(
					WeighInSchema.safeParse({
						date: form.get('date') ?? '',
						weightKg: convert(weight, (x) => toKg(x, system)) ?? undefined,
						waistCm: convert(numberField(form, 'waist'), (x) => toCm(x, system)),
						hipsCm: convert(numberField(form, 'hips'), (x) => toCm(x, system)),
						chestCm: convert(numberField(form, 'chest'), (x) => toCm(x, system)),
						bodyFatPct: numberField(form, 'bodyFatPct'),
					}),
				)
				const saved = await recordWeighIn(db, actor, input)
				return redirectWithSuccess(back, { message: t('toast.weighInSaved'), description: t('toast.weighInSavedText', { date: saved.date }) })
			}
			case 'delete-weigh-in': {
				const date = String(form.get('date') ?? '')
				await deleteWeighIn(db, actor, date)
				return redirectWithSuccess(back, { message: t('toast.weighInDeleted'), description: t('toast.weighInDeletedText', { date }) })
			}
			case 'add-water': {
				const custom = numberField(form, 'amount')
				const ml = custom != null ? toMl(custom, system) : numberField(form, 'ml')
				const input = parsed(WaterSchema.safeParse({ date: form.get('date') ?? '', ml: ml ?? undefined }))
				await addWater(db, actor, input)
				return redirectWithSuccess(back, { message: t('toast.waterAdded') })
			}
			case 'undo-water': {
				await deleteWater(db, actor, String(form.get('id') ?? ''))
				return redirectWithSuccess(back, { message: t('toast.waterRemoved'), description: t('toast.waterRemovedText') })
			}
			default:
				return redirectWithError(back, { message: t('toast.error'), description: t('toast.unknown') })
		}
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		return redirectWithError(back, { ...failed, description: (error instanceof InvalidError && fieldSummary(error.fieldErrors)) || error.message })
	}
}
