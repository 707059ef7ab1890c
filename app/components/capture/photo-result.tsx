/**
 * The card body of a nutrition-label result: the values as read, editable (OCR can
 * slip; the user has the package in hand), with 'Add to <meal>' (saves the label as the user's
 * own food and logs one serving) and 'Save as my food' (with an optional barcode, so the next
 * scan finds it). A plain form posted to /multimodal-input: works without JavaScript.
 */
import { useFetcher } from '@remix-run/react'
import type { CaptureResult } from '#app/domain/capture/types.ts'
import { mealTypeLabel } from '#app/domain/diary/meal-time.ts'
import { CAPTURE_PATH } from '#app/components/capture/types.ts'
import type { MealType } from '#db/schema.ts'

const ACTION = CAPTURE_PATH

const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v))

function Input({ name, label, value, unit, required, id }: { name: string; label: string; value: string; unit?: string; required?: boolean; id: string }) {
	return (
		<div>
			<label htmlFor={`${id}-${name}`} className="block text-xs font-medium text-slate-800">
				{label}
				{unit ? ` (${unit})` : ''}
			</label>
			<input
				id={`${id}-${name}`}
				name={name}
				type="number"
				inputMode="decimal"
				min={0}
				step="any"
				required={required}
				defaultValue={value}
				className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-2 text-base"
			/>
		</div>
	)
}

/** The editable label values with Add and Save. `index` keeps field ids unique on the page. */
export function LabelResultForm({ result, meal, day, returnTo, index }: { result: CaptureResult; meal: MealType; day: string; returnTo: string; index: number }) {
	const fetcher = useFetcher()
	const label = result.label
	if (!label) return null
	const n = label.nutrients
	const id = `label-${index}`
	const busy = fetcher.state !== 'idle'
	return (
		<fetcher.Form method="post" action={ACTION} className="mt-2 space-y-2" aria-label="Nutrition label values">
			<input type="hidden" name="mealType" value={meal} />
			<input type="hidden" name="date" value={day} />
			<input type="hidden" name="returnTo" value={returnTo} />
			<p className="text-xs text-slate-700">Read from the label, per serving. Check the numbers against the package before adding.</p>
			<div>
				<label htmlFor={`${id}-name`} className="block text-xs font-medium text-slate-800">
					Food name
				</label>
				<input id={`${id}-name`} name="name" required maxLength={200} defaultValue={result.name} className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-2 text-base" />
			</div>
			<div className="grid grid-cols-2 gap-2">
				<Input id={id} name="servingGrams" label="Serving" unit={label.servingUnit === 'ml' ? 'ml' : 'g'} value={num(label.servingGrams)} />
				<Input id={id} name="calories" label="Calories" unit="kcal" value={num(n.kcal)} required />
				<Input id={id} name="fat" label="Total fat" unit="g" value={num(n.fatG)} required />
				<Input id={id} name="carbs" label="Total carbohydrate" unit="g" value={num(n.carbsG)} required />
				<Input id={id} name="protein" label="Protein" unit="g" value={num(n.proteinG)} required />
				<Input id={id} name="fiber" label="Fiber" unit="g" value={num(n.fiberG)} />
				<Input id={id} name="sugar" label="Sugars" unit="g" value={num(n.sugarG)} />
				<div>
					<label htmlFor={`${id}-barcode`} className="block text-xs font-medium text-slate-800">
						Barcode (optional)
					</label>
					<input id={`${id}-barcode`} name="barcode" inputMode="numeric" pattern="\d{8,14}" maxLength={14} autoComplete="off" className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-2 text-base" />
				</div>
			</div>
			<div className="flex flex-wrap gap-2">
				<button type="submit" name="intent" value="add-label" disabled={busy} className="min-h-11 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white disabled:opacity-60">
					{busy ? 'Adding...' : `Add to ${mealTypeLabel(meal)}`}
				</button>
				<button type="submit" name="intent" value="save-label" disabled={busy} className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm font-semibold">
					Save as my food
				</button>
			</div>
		</fetcher.Form>
	)
}
