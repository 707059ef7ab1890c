import { useActionData, useFetcher } from '@remix-run/react'
import { Button, Field, FormAlert, SelectField } from '#app/components/forms.tsx'
import { useFormFields, type FormReply } from '#app/components/form-fields.ts'
import type { OpenedEntry } from '#app/domain/diary/entries.server.ts'
import { type Formatter, useFormat, useT } from '#app/utils/i18n.tsx'
import { useHouseholdText } from '#app/utils/household.ts'
import { wholeAmount } from '#app/utils/misc.ts'
import { MEAL_TYPES, type MealType } from '#db/schema.ts'
import { displayBrand, displayName } from '#app/domain/foods/display.ts'
import type { CarbsShown } from '#app/domain/nutrition/net-carbs.ts'
import { CarbsLine } from '#app/components/carbs.tsx'
import { FoodName } from '#app/components/food-name.tsx'

/** The day and meal an opened meal card belongs to, and what its forms send back with each change. */
export type EntryFormContext = {
	/** The day shown (the forms' `date`: where the action redirects back to). */
	date: string
	/** The meal type the dashboard's add buttons use (kept across the redirect). */
	selectedMeal: MealType
	/** The opened meal's type and day: the move form's defaults. */
	mealType: MealType
	mealDate: string
}

/**
 * An opened meal card's entries (the dashboard's `?open=<meal id>`): each with its amount, unit
 * and kcal, a form to change its quantity and unit (the food's own units), and, behind 'Move or
 * remove', forms to move it to another meal type or day or to remove it. With net carbs on
 * (`carbs`, by entry id), each row also shows the entry's net carbs or '—' when its fibre is unknown. Plain forms posting to
 * the dashboard's action (intents `update-entry`, `move-entry`, `remove-entry`), so they work
 * without JavaScript; with it they post through a fetcher and the totals update in place.
 */
export function MealEntries({ entries, context, carbs }: { entries: OpenedEntry[]; context: EntryFormContext; carbs?: Record<string, CarbsShown> | null }) {
	const t = useT('diary')
	if (entries.length === 0) return <p className="mt-2 text-sm text-slate-700">{t('empty')}</p>
	return (
		<ul className="mt-3 divide-y divide-slate-200 border-t border-slate-200" aria-label={t('list')}>
			{entries.map((entry) => (
				<EntryRow key={entry.id} entry={entry} context={context} carbs={carbs?.[entry.id]} />
			))}
		</ul>
	)
}

/** The entry's amount as people read it: '118 g', '2 × cup, sliced (150 g)'. */
function amountText(entry: OpenedEntry, f: Formatter): string {
	const label = entry.units.find((u) => u.unit === entry.unit)?.label ?? entry.unit
	const quantity = f.number(entry.quantity, 2)
	return entry.unit === 'gram' ? `${quantity} ${label}` : `${quantity} × ${label}`
}

function EntryRow({ entry, context, carbs }: { entry: OpenedEntry; context: EntryFormContext; carbs?: CarbsShown }) {
	const fetcher = useFetcher<{ result?: FormReply }>()
	const pageReply = useActionData<{ result?: FormReply }>()?.result
	// A reply is this row's when it names this entry: the fetcher's (JavaScript on) or the page's (off).
	const reply = [fetcher.data?.result, pageReply].find((r) => r?.initialValue?.entryId === entry.id)
	const { formProps, formErrors, field } = useFormFields({
		id: `entry-${entry.id}`,
		lastResult: reply,
		required: ['quantity', 'unit'],
		defaultValue: { quantity: String(entry.quantity), unit: entry.unit, mealType: context.mealType, toDate: context.mealDate },
	})
	const busy = fetcher.state !== 'idle'
	const intent = fetcher.formData?.get('intent')
	const hidden = (name: string) => (
		<>
			<input type="hidden" name="intent" value={name} />
			<input type="hidden" name="entryId" value={entry.id} />
			<input type="hidden" name="date" value={context.date} />
			<input type="hidden" name="meal" value={context.selectedMeal} />
		</>
	)
	const quantity = field('quantity')
	const unit = field('unit')
	const mealType = field('mealType')
	const toDate = field('toDate')
	const t = useT('diary')
	const household = useHouseholdText()
	const common = useT('common')
	const f = useFormat()
	const name = entry.displayName
	return (
		<li className="space-y-2 py-3" data-testid="meal-entry">
			<div className="flex items-start justify-between gap-2">
				<div className="min-w-0">
					<p className="font-semibold">
						<FoodName name={entry.displayName} fullName={displayName(entry.name)} group={entry.group} />
					</p>
					{entry.brand ? <p className="text-xs text-slate-700">{displayBrand(entry.brand)}</p> : null}
					<p className="text-sm text-slate-700" data-testid="entry-amount">
						{amountText(entry, f)}
					</p>
					{carbs ? <CarbsLine carbs={carbs} testId="entry-carbs" /> : null}
				</div>
				<p className="shrink-0 font-bold" data-testid="entry-kcal">
					{f.kcal(wholeAmount(entry.kcal))}
					{entry.kcalEstimated ? <span className="block text-xs font-normal text-slate-700">{t('estimated')}</span> : null}
				</p>
			</div>
			{formErrors?.length ? <FormAlert title={formErrors[0]!} message={formErrors[1]} /> : null}
			<fetcher.Form method="post" noValidate onInput={formProps.onInput} preventScrollReset className="flex items-end gap-2" aria-label={t('amountOf', { name })}>
				{hidden('update-entry')}
				<Field
					className="w-24 shrink-0"
					label={t('quantity')}
					errors={quantity.errors}
					inputProps={{ ...quantity.props, key: `${entry.id}-${entry.quantity}`, type: 'number', min: 0.01, step: 'any', inputMode: 'decimal' }}
				/>
				<SelectField className="min-w-0 flex-1" label={t('unit')} errors={unit.errors} selectProps={{ ...unit.props, key: `${entry.id}-${entry.unit}` }}>
					{entry.units.map((u) => (
						<option key={u.unit} value={u.unit}>
							{household(u.label).text}
						</option>
					))}
				</SelectField>
				<Button type="submit" disabled={busy} aria-label={t('saveAmountOf', { name })}>
					{busy && intent === 'update-entry' ? common('action.saving') : common('action.save')}
				</Button>
			</fetcher.Form>
			<details className="rounded-lg bg-slate-50" open={Boolean(mealType.errors || toDate.errors) || undefined}>
				<summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-slate-800">{t('moveOrRemove')}</summary>
				<div className="space-y-3 px-3 pb-3">
					<fetcher.Form method="post" noValidate onInput={formProps.onInput} preventScrollReset className="grid grid-cols-2 items-end gap-2" aria-label={t('moveName', { name })}>
						{hidden('move-entry')}
						<SelectField className="min-w-0" label={t('meal')} errors={mealType.errors} selectProps={{ ...mealType.props, key: `${entry.id}-${context.mealType}` }}>
							{MEAL_TYPES.map((type) => (
								<option key={type} value={type}>
									{f.meal(type)}
								</option>
							))}
						</SelectField>
						<Field className="min-w-0" label={t('day')} errors={toDate.errors} inputProps={{ ...toDate.props, key: `${entry.id}-${context.mealDate}`, type: 'date' }} />
						<Button type="submit" variant="secondary" className="col-span-2" disabled={busy} aria-label={t('moveName', { name })}>
							{busy && intent === 'move-entry' ? t('moving') : t('move')}
						</Button>
					</fetcher.Form>
					<fetcher.Form method="post" preventScrollReset aria-label={t('removeName', { name })}>
						{hidden('remove-entry')}
						<Button type="submit" variant="danger" className="w-full" disabled={busy} aria-label={t('removeName', { name })}>
							{busy && intent === 'remove-entry' ? t('removing') : common('action.remove')}

						</Button>
					</fetcher.Form>
				</div>
			</details>
		</li>
	)
}
