/**
 * The dashboard's logging shortcuts (the forms behind ./logging.server.ts): the add sheet's first
 * step (recent foods logged again in one tap, My Meals, quick add) and an opened meal's copy and
 * save-as-My-Meal forms ('Copy yesterday' is in ./one-tap.tsx). Plain forms: every one works with
 * JavaScript off. Loaded on demand: by the sheets, and by an opened meal (./opened-meal.tsx).
 */
import { Form, useActionData } from '@remix-run/react'
import { Button, Field, FormAlert, SelectField } from '#app/components/forms.tsx'
import { useFormFields } from '#app/components/form-fields.ts'
import { SAVED_MEAL_CAPS } from '#app/domain/diary/caps.ts'
import { useFormat, useT } from '#app/utils/i18n.tsx'
import { useIsPending, wholeAmount } from '#app/utils/misc.ts'
import { MEAL_TYPES, type MealType } from '#db/schema.ts'
import { dayText } from './day-url.ts'
import { DayFields, OneTapForm, type Day } from './one-tap.tsx'
import type { action, DashboardData } from './route.tsx'

function useIntentReply(intent: string) {
	const actionData = useActionData<typeof action>()
	return actionData && 'result' in actionData && actionData.result.initialValue?.intent === intent ? actionData : undefined
}

/** Where the shortcuts log to: 'Breakfast', or 'Breakfast of Monday, March 2' on another day. */
function useInto(data: Day) {
	const t = useT('dashboard')
	const f = useFormat()
	const meal = f.meal(data.selectedMeal)
	return data.date !== data.today ? t('mealOfDay', { meal, day: dayText(f, data.date, data.today) }) : meal
}

/** The add sheet's first step: recent foods, My Meals and quick add. */
export function AddShortcuts({ data }: { data: DashboardData }) {
	const { recentFoods, savedMeals } = data.shortcuts
	const t = useT('dashboard')
	const f = useFormat()
	const into = useInto(data)
	// The unit is the food's unit word as stored ('gram', 'serving'); a plural adds 's' in English only.
	const amount = (quantity: number, unit: string) => t('shortcuts.amount', { quantity: f.number(quantity), count: quantity, unit })
	return (
		<div className="mt-4 space-y-5">
			<section aria-labelledby="recent-foods-title">
				<h3 id="recent-foods-title" className="mb-1 font-semibold">
					{t('shortcuts.recent')}
				</h3>
				{recentFoods?.length ? (
					<ul className="divide-y divide-slate-200" aria-label={t('shortcuts.recent')}>
						{recentFoods.map((food) => (
							<li key={food.foodId} className="flex items-center justify-between gap-3 py-1" data-testid="recent-food">
								<span className="min-w-0">
									<span className="block truncate font-medium" title={food.fullName}>{food.name}</span>
									<span className="block text-xs text-slate-700">
										{food.brand ? `${food.brand} · ` : ''}
										{amount(food.quantity, food.unit)} · {f.kcal(wholeAmount(food.kcal))}
									</span>
								</span>
								<OneTapForm day={data} intent="add-food" fields={{ foodId: food.foodId, quantity: food.quantity, unit: food.unit, mealType: data.selectedMeal }} label={t('shortcuts.logAgainLabel', { name: food.name, amount: amount(food.quantity, food.unit), into })}>
									{t('shortcuts.logAgain')}
								</OneTapForm>
							</li>
						))}
					</ul>
				) : (
					<p className="text-sm text-slate-700">{t('shortcuts.recentEmpty')}</p>
				)}
			</section>
			{savedMeals?.length ? (
				<section aria-labelledby="my-meals-title">
					<h3 id="my-meals-title" className="mb-1 font-semibold">
						{t('shortcuts.myMeals')}
					</h3>
					<ul className="divide-y divide-slate-200" aria-label={t('shortcuts.myMeals')}>
						{savedMeals.map((m) => (
							<li key={m.id} className="flex items-center justify-between gap-2 py-1" data-testid="my-meal">
								<span className="min-w-0 flex-1">
									<span className="block truncate font-medium">{m.name}</span>
									<span className="block text-xs text-slate-700">
										{t('shortcuts.foods', { count: m.itemCount })} · {f.kcal(wholeAmount(m.kcal))}
									</span>
								</span>
								<OneTapForm day={data} intent="log-saved-meal" fields={{ id: m.id, mealType: data.selectedMeal }} label={t('shortcuts.logMyMealLabel', { name: m.name, into })}>
									{t('shortcuts.log')}
								</OneTapForm>
								<OneTapForm day={data} intent="delete-saved-meal" fields={{ id: m.id }} variant="ghost" label={t('shortcuts.deleteMyMealLabel', { name: m.name })}>
									{t('shortcuts.delete')}
								</OneTapForm>
							</li>
						))}
					</ul>
				</section>
			) : null}
			<QuickAddForm data={data} into={into} />
		</div>
	)
}

/** Quick add: calories with optional protein, carbs and fat, no food. */
function QuickAddForm({ data, into }: { data: DashboardData; into: string }) {
	const actionData = useIntentReply('quick-add')
	const pending = useIsPending({ intent: 'quick-add' })
	const { formProps, formErrors, field } = useFormFields({ id: 'quick-add', lastResult: actionData?.result, required: ['calories'] })
	const fields = { calories: field('calories'), protein: field('protein'), carbs: field('carbs'), fat: field('fat') }
	const num = { type: 'number' as const, min: 0, step: 'any', inputMode: 'decimal' as const }
	const t = useT('dashboard')
	return (
		<section aria-labelledby="quick-add-calories-title">
			<h3 id="quick-add-calories-title" className="mb-1 font-semibold">
				{t('quickCalories.title')}
			</h3>
			<Form method="post" {...formProps} className="space-y-3" preventScrollReset>
				{formErrors?.length ? <FormAlert title={formErrors[0]!} message={formErrors[1]} /> : null}
				<DayFields day={data} />
				<input type="hidden" name="intent" value="quick-add" />
				<input type="hidden" name="mealType" value={data.selectedMeal} />
				<div className="grid grid-cols-2 gap-3">
					<Field label={t('field.calories')} errors={fields.calories.errors} inputProps={{ ...fields.calories.props, ...num }} />
					<Field label={t('field.proteinOptional')} errors={fields.protein.errors} inputProps={{ ...fields.protein.props, ...num }} />
					<Field label={t('field.carbsOptional')} errors={fields.carbs.errors} inputProps={{ ...fields.carbs.props, ...num }} />
					<Field label={t('field.fatOptional')} errors={fields.fat.errors} inputProps={{ ...fields.fat.props, ...num }} />
				</div>
				<Button type="submit" className="w-full" disabled={pending}>
					{pending ? t('adding') : t('quickCalories.submit', { into })}
				</Button>
			</Form>
		</section>
	)
}

/**
 * An opened meal's shortcuts: copy it to today in one tap (when it is another day's), copy it to
 * any day and meal type, save it as a My Meal.
 */
export function MealShortcuts({ data, meal }: { data: DashboardData; meal: { id: string; mealType: MealType; date: string; itemCount: number } }) {
	const t = useT('dashboard')
	const f = useFormat()
	const copyReply = useIntentReply('copy-meal')
	const saveReply = useIntentReply('save-meal')
	const copyForm = useFormFields({ id: `copy-meal-${meal.id}`, lastResult: copyReply?.result, required: ['toDate', 'toMealType'], defaultValue: { toDate: data.today, toMealType: meal.mealType } })
	const saveForm = useFormFields({
		id: `save-meal-${meal.id}`,
		lastResult: saveReply?.result,
		required: ['name'],
		defaultValue: { name: t('mealOfDay', { meal: f.meal(meal.mealType), day: dayText(f, meal.date, data.today) }) },
	})
	const copyFields = { toDate: copyForm.field('toDate'), toMealType: copyForm.field('toMealType') }
	const name = saveForm.field('name')
	const label = f.meal(meal.mealType)
	return (
		<div className="mt-3 space-y-3 border-t border-slate-200 pt-3" data-testid="meal-shortcuts">
			{meal.date !== data.today ? (
				<OneTapForm day={data} intent="copy-meal" fields={{ id: meal.id, toDate: data.today, toMealType: meal.mealType }} variant="primary" className="w-full">
					{t('mealShortcuts.copyToToday', { meal: label })}
				</OneTapForm>
			) : null}
			<details open={Boolean(copyReply || saveReply) || undefined}>
				<summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">{t('mealShortcuts.summary')}</summary>
				<Form method="post" {...copyForm.formProps} className="mt-2 space-y-2" preventScrollReset>
					{copyForm.formErrors?.length ? <FormAlert title={copyForm.formErrors[0]!} message={copyForm.formErrors[1]} /> : null}
					<DayFields day={data} />
					<input type="hidden" name="intent" value="copy-meal" />
					<input type="hidden" name="id" value={meal.id} />
					<div className="grid grid-cols-2 gap-2">
						<Field label={t('mealShortcuts.toDay')} errors={copyFields.toDate.errors} inputProps={{ ...copyFields.toDate.props, type: 'date' }} />
						<SelectField label={t('mealShortcuts.toMeal')} errors={copyFields.toMealType.errors} selectProps={copyFields.toMealType.props}>
							{MEAL_TYPES.map((type) => (
								<option key={type} value={type}>
									{f.meal(type)}
								</option>
							))}
						</SelectField>
					</div>
					<Button type="submit" variant="secondary" className="w-full">
						{t('mealShortcuts.copy', { meal: label })}
					</Button>
				</Form>
				<Form method="post" {...saveForm.formProps} className="mt-3 space-y-2" preventScrollReset>
					{saveForm.formErrors?.length ? <FormAlert title={saveForm.formErrors[0]!} message={saveForm.formErrors[1]} /> : null}
					<DayFields day={data} />
					<input type="hidden" name="intent" value="save-meal" />
					<input type="hidden" name="mealId" value={meal.id} />
					<Field
						label={t('mealShortcuts.name')}
						hint={t('mealShortcuts.nameHint', { max: SAVED_MEAL_CAPS.foodsPerMeal })}
						errors={name.errors}
						inputProps={{ ...name.props, type: 'text', maxLength: SAVED_MEAL_CAPS.nameLength }}
					/>
					<Button type="submit" variant="secondary" className="w-full" disabled={meal.itemCount === 0}>
						{t('mealShortcuts.save')}
					</Button>

				</Form>
			</details>
		</div>
	)
}
