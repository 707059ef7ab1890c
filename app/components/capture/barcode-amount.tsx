/**
 * How much of a scanned product to log, inside the result card's 'Add to <meal>' form (a plain
 * form field: works without JavaScript). A product with a label serving is logged in servings of
 * it ('1 × 3/4 cup (20 g)'), or in grams if the user switches the unit; a product without one
 * (Open Food Facts rows carry no serving) in grams the user types. The server resolves the
 * amount with the same logFood as every add.
 */
import type { CaptureResult } from '#app/domain/capture/types.ts'
import { QUANTITY_BOUNDS } from '#app/domain/nutrition/bounds.ts'
import { useHouseholdText } from '#app/utils/household.ts'
import { useT } from '#app/utils/i18n.tsx'

const inputClass = 'min-h-11 rounded-lg border border-slate-400 bg-white px-2 text-base'

/**
 * The quantity and unit fields for one barcode result. `id` keeps field ids unique on the page.
 * The unit picker's choices are short ('servings', 'grams') and the serving itself is written
 * out beside it, so a long household serving ('3/4 cup (age 1-3 years) (20 g)') is never cut
 * off inside a 390 px card.
 */
export function BarcodeAmount({ result, id }: { result: CaptureResult; id: string }) {
	const t = useT('capture')
	const household = useHouseholdText()
	const byServing = result.unit === 'serving'
	return (
		<div className="mb-2 space-y-1 text-sm font-medium text-slate-800">
			<label htmlFor={`${id}-quantity`} className="block">
				{byServing ? t('amount.amount') : t('amount.grams')}
			</label>
			<div className="flex min-w-0 items-center gap-2">
				<input id={`${id}-quantity`} name="quantity" type="number" inputMode="decimal" min={QUANTITY_BOUNDS.logMin} max={QUANTITY_BOUNDS.max} step="any" required defaultValue={result.quantity} className={`${inputClass} w-24 shrink-0`} />
				{byServing ? (
					<>
						<label htmlFor={`${id}-unit`} className="sr-only">
							{t('amount.unit')}
						</label>
						<select id={`${id}-unit`} name="unit" defaultValue="serving" className={`${inputClass} min-w-0 max-w-full flex-1`} data-testid="barcode-unit">
							<option value="serving">{t('amount.servings')}</option>
							{result.grams !== null ? <option value="gram">{t('amount.gramsUnit')}</option> : null}
						</select>
					</>
				) : (
					<input type="hidden" name="unit" value="gram" />
				)}
			</div>
			{byServing ? (
				<p className="text-xs font-normal text-slate-700 [overflow-wrap:anywhere]">{t('amount.oneServing', { serving: result.servingLabel ? household(result.servingLabel).text : t('amount.servingFallback') })}</p>
			) : (
				<p className="text-xs font-normal text-slate-700">{t('amount.noServing')}</p>
			)}
		</div>
	)
}
