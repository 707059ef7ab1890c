/**
 * How much of a scanned product to log, inside the result card's 'Add to <meal>' form (a plain
 * form field: works without JavaScript). A product with a label serving is logged in servings of
 * it ('1 × 3/4 cup (20 g)'), or in grams if the user switches the unit; a product without one
 * (Open Food Facts rows carry no serving) in grams the user types. The server resolves the
 * amount with the same logFood as every add.
 */
import type { CaptureResult } from '#app/domain/capture/types.ts'
import { QUANTITY_BOUNDS } from '#app/domain/nutrition/bounds.ts'

const inputClass = 'min-h-11 rounded-lg border border-slate-400 bg-white px-2 text-base'

/** The quantity and unit fields for one barcode result. `id` keeps field ids unique on the page. */
export function BarcodeAmount({ result, id }: { result: CaptureResult; id: string }) {
	const byServing = result.unit === 'serving'
	return (
		<div className="mb-2 flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800">
			<label htmlFor={`${id}-quantity`}>{byServing ? 'Amount' : 'Grams'}</label>
			<input id={`${id}-quantity`} name="quantity" type="number" inputMode="decimal" min={QUANTITY_BOUNDS.logMin} max={QUANTITY_BOUNDS.max} step="any" required defaultValue={result.quantity} className={`${inputClass} w-24`} />
			{byServing ? (
				<>
					<label htmlFor={`${id}-unit`} className="sr-only">
						Unit
					</label>
					<select id={`${id}-unit`} name="unit" defaultValue="serving" className={inputClass}>
						<option value="serving">{`× ${result.servingLabel ?? 'serving'}`}</option>
						{result.grams !== null ? <option value="gram">g</option> : null}
					</select>
				</>
			) : (
				<>
					<input type="hidden" name="unit" value="gram" />
					<span className="text-xs font-normal text-slate-700">No serving size in the product data: enter the grams you ate.</span>
				</>
			)}
		</div>
	)
}
