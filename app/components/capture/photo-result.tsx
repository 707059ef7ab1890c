/**
 * The card body of a nutrition-label result: the values as read, editable (OCR can
 * slip; the user has the package in hand), with 'Add to <meal>' (saves the label as the user's
 * own food and logs one serving) and 'Save as my food' (with an optional barcode, so the next
 * scan finds it). A plain form posted to /multimodal-input: works without JavaScript.
 *
 * Fiber, sugars, sodium and the other mandatory lines may stay blank (unknown, not zero). A refused save keeps every value: with
 * JavaScript the form stays as typed and shows the fetcher's field messages; without, the page
 * renders this form again from the values sent back (`refused`).
 */
import { useFetcher } from '@remix-run/react'
import type { CaptureResult } from '#app/domain/capture/types.ts'
import type { LabelExtras } from '#app/domain/capture/image/label-parse.ts'
import { CAPTURE_PATH, type CaptureUploadData, type CaptureView } from '#app/components/capture/types.ts'
import type { MessageKey } from '#app/locales/catalogs.ts'
import { useFormat, useT, type Translate } from '#app/utils/i18n.tsx'
import type { MealType } from '#db/schema.ts'

const ACTION = CAPTURE_PATH

const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v))

/**
 * The label's other mandatory lines the card lets the user check, each optional (blank = unknown,
 * saved as unknown; the field names are label-food.server.ts LABEL_MICRONUTRIENT_FIELDS).
 */
const EXTRA_FIELDS = [
	{ name: 'saturatedFat', key: 'saturated_fat_g', label: 'label.saturatedFat', unit: 'g' },
	{ name: 'cholesterol', key: 'cholesterol_mg', label: 'label.cholesterol', unit: 'mg' },
	{ name: 'vitaminD', key: 'vitamin_d_ug', label: 'label.vitaminD', unit: 'µg' },
	{ name: 'calcium', key: 'calcium_mg', label: 'label.calcium', unit: 'mg' },
	{ name: 'iron', key: 'iron_mg', label: 'label.iron', unit: 'mg' },
	{ name: 'potassium', key: 'potassium_mg', label: 'label.potassium', unit: 'mg' },
] as const satisfies ReadonlyArray<{ name: string; key: string; label: MessageKey<'capture'>; unit: string }>

/** The fields the form shows messages beside; any other message (the daily cap) is the form's. */
const FORM_FIELDS = new Set(['name', 'servingGrams', 'calories', 'fat', 'carbs', 'protein', 'fiber', 'sugar', 'sodium', 'barcode', ...EXTRA_FIELDS.map((f) => f.name)])

type Refused = NonNullable<CaptureView['refusedLabel']>

function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
	if (!errors?.length) return null
	return (
		<p id={id} className="text-xs font-medium text-red-700">
			{errors.join(' ')}
		</p>
	)
}

function Input({ name, label, value, unit, required, id, errors }: { name: string; label: string; value: string; unit?: string; required?: boolean; id: string; errors?: string[] }) {
	const errorId = `${id}-${name}-error`
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
				aria-invalid={errors?.length ? true : undefined}
				aria-describedby={errors?.length ? errorId : undefined}
				className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-2 text-base"
			/>
			<FieldErrors id={errorId} errors={errors} />
		</div>
	)
}

/**
 * The editable label values with Add and Save. `index` keeps field ids unique on the page;
 * `refused` (a save refused without JavaScript) gives the values and messages to show again.
 */
export function LabelResultForm({ result, meal, day, returnTo, index, refused }: { result: CaptureResult; meal: MealType; day: string; returnTo: string; index: number; refused?: Refused | null }) {
	const fetcher = useFetcher<CaptureUploadData>()
	const t = useT('capture')
	const f = useFormat()
	const label = result.label
	if (!label) return null
	const n = label.nutrients
	const id = `label-${index}`
	const busy = fetcher.state !== 'idle'
	// The latest refusal: the fetcher's answer (JavaScript), else the page's (no JavaScript).
	const answered = fetcher.data && 'view' in fetcher.data ? fetcher.data.view.refusedLabel : null
	const errors = (answered ?? refused)?.fieldErrors ?? {}
	const typed = refused?.values
	const value = (name: string, read: string) => typed?.[name] ?? read
	const formErrors = Object.entries(errors).filter(([field]) => !FORM_FIELDS.has(field)).flatMap(([, messages]) => messages)
	// A refusal that names no field (the daily cap): its message, when the fetcher brought it.
	if (answered && Object.keys(errors).length === 0 && fetcher.data && 'view' in fetcher.data && fetcher.data.view.notice) formErrors.push(fetcher.data.view.notice.message)
	return (
		<fetcher.Form method="post" action={ACTION} className="mt-2 space-y-2" aria-label={t('label.formLabel')}>
			<input type="hidden" name="mealType" value={meal} />
			<input type="hidden" name="date" value={day} />
			<input type="hidden" name="returnTo" value={returnTo} />
			<input type="hidden" name="servingUnit" value={label.servingUnit ?? 'g'} />
			<p className="text-xs text-slate-700">{t('label.intro')}</p>
			{formErrors.length ? (
				<p role="alert" className="text-sm font-medium text-red-700">
					{formErrors.join(' ')}
				</p>
			) : null}
			<div>
				<label htmlFor={`${id}-name`} className="block text-xs font-medium text-slate-800">
					{t('label.name')}
				</label>
				<input id={`${id}-name`} name="name" required maxLength={200} defaultValue={value('name', result.name)} aria-invalid={errors.name?.length ? true : undefined} className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-2 text-base" />
				<FieldErrors id={`${id}-name-error`} errors={errors.name} />
			</div>
			<div className="grid grid-cols-2 gap-2">
				<Input id={id} name="servingGrams" label={t('label.serving')} unit={label.servingUnit === 'ml' ? 'ml' : 'g'} value={value('servingGrams', num(label.servingGrams))} errors={errors.servingGrams} />
				<Input id={id} name="calories" label={t('label.calories')} unit="kcal" value={value('calories', num(n.kcal))} required errors={errors.calories} />
				<Input id={id} name="fat" label={t('label.fat')} unit="g" value={value('fat', num(n.fatG))} required errors={errors.fat} />
				<Input id={id} name="carbs" label={t('label.carbs')} unit="g" value={value('carbs', num(n.carbsG))} required errors={errors.carbs} />
				<Input id={id} name="protein" label={t('label.protein')} unit="g" value={value('protein', num(n.proteinG))} required errors={errors.protein} />
				<Input id={id} name="fiber" label={t('label.fiber')} unit="g" value={value('fiber', num(n.fiberG))} errors={errors.fiber} />
				<Input id={id} name="sugar" label={t('label.sugars')} unit="g" value={value('sugar', num(n.sugarG))} errors={errors.sugar} />
				<Input id={id} name="sodium" label={t('label.sodium')} unit="mg" value={value('sodium', num(n.sodiumMg))} errors={errors.sodium} />
				{EXTRA_FIELDS.map((f) => (
					<Input key={f.name} id={id} name={f.name} label={t(f.label)} unit={f.unit} value={value(f.name, num(label.extras?.[f.key]))} errors={errors[f.name]} />
				))}
				<div>
					<label htmlFor={`${id}-barcode`} className="block text-xs font-medium text-slate-800">
						{t('label.barcode')}
					</label>
					<input id={`${id}-barcode`} name="barcode" inputMode="numeric" pattern="\d{8,14}" maxLength={14} autoComplete="off" defaultValue={value('barcode', '')} aria-invalid={errors.barcode?.length ? true : undefined} className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-2 text-base" />
					<FieldErrors id={`${id}-barcode-error`} errors={errors.barcode} />
				</div>
			</div>
			<LabelNotes extras={label.extras} t={t} />
			<div className="flex flex-wrap gap-2">
				<button type="submit" name="intent" value="add-label" disabled={busy} className="min-h-11 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white disabled:opacity-60">
					{busy ? t('results.adding') : t('results.addTo', { meal: f.meal(meal) })}
				</button>
				<button type="submit" name="intent" value="save-label" disabled={busy} className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm font-semibold">
					{t('label.save')}
				</button>
			</div>
		</fetcher.Form>
	)
}

/**
 * What the label printed that the card does not store as a field (foods have no column for them):
 * trans fat and added sugars as read, and which values were worked out from a '% Daily Value'.
 */
function LabelNotes({ extras, t }: { extras: LabelExtras | undefined; t: Translate<'capture'> }) {
	const f = useFormat()
	const read = [
		extras?.trans_fat_g == null ? null : t('label.transFat', { amount: f.number(extras.trans_fat_g, 1) }),
		extras?.added_sugars_g == null ? null : t('label.addedSugars', { amount: f.number(extras.added_sugars_g, 1) }),
	].filter(Boolean)
	const fromPercent = EXTRA_FIELDS.filter((field) => extras?.fromPercent.includes(field.key)).map((field) => t(field.label).toLowerCase())
	if (!read.length && !fromPercent.length) return null
	return (
		<p className="text-xs text-slate-700" data-testid="label-notes">
			{read.length ? `${t('label.alsoOnLabel', { list: read.join(', ') })} ` : ''}
			{fromPercent.length ? t('label.fromPercent', { list: fromPercent.join(', ') }) : ''}
		</p>
	)
}
