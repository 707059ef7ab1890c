import { Icon } from '#app/components/icon.tsx'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { OffAttribution } from '#app/components/attribution.tsx'
import { Sheet } from '#app/components/sheet.tsx'
import { Button, Field, FormAlert, SelectField } from '#app/components/forms.tsx'
import { useFormFields, type FormField } from '#app/components/form-fields.ts'
import { MAX_QUERY_LENGTH } from '#app/domain/foods/search/rules.ts'
import { LOG_UNITS } from '#app/domain/nutrition/index.ts'
import { GOALS_DIALOG_BOUNDS } from '#app/domain/users/form-rules.ts'
import { useFormat, useT } from '#app/utils/i18n.tsx'
import { wholeAmount, useIsPending } from '#app/utils/misc.ts'
import { MEAL_TYPES } from '#db/schema.ts'
import { dayText, dayUrl } from './day-url.ts'
import { AddShortcuts } from './logging.tsx'
import { FoodNutrients } from './food-nutrients.tsx'
import { CarbsInline, CarbsNote, useCarbWords } from '#app/components/carbs.tsx'
import { carbsShownOf } from '#app/domain/nutrition/net-carbs.ts'
import type { action, DashboardData } from './route.tsx'
import { FoodName } from '#app/components/food-name.tsx'
import { useHouseholdText } from '#app/utils/household.ts'

/**
 * The dashboard's sheets and dialogs, whichever the URL opens (`?sheet=`, `?edit=`, `?delete=`).
 * The default export, so the dashboard loads this module on first use: see
 * `DashboardSheets` in ./dashboard.tsx.
 */
export default function DashboardSheets({ data }: { data: DashboardData }) {
	return (
		<>
			{data.sheet === 'search' ? <SearchSheet data={data} /> : null}
			{data.sheet === 'manual' ? <ManualEntrySheet data={data} /> : null}
			{data.sheet === 'goals' ? <GoalsDialog data={data} /> : null}
			{data.editMeal ? <EditMealDialog data={data} meal={data.editMeal} /> : null}
			{data.deleteMeal ? <DeleteMealDialog data={data} meal={data.deleteMeal} /> : null}
		</>
	)
}

function useDashboardAction(intent: string) {
	const actionData = useActionData<typeof action>()
	return actionData && actionData.result.initialValue?.intent === intent ? actionData : undefined
}

/** The form's own message: the spec's toast text the action answered with (app/utils/http.server.ts). */
function FormMessage({ errors }: { errors?: string[] }) {
	return errors?.length ? <FormAlert title={errors[0]!} message={errors[1]} /> : null
}

/** Food search sheet: search, then a detail step with quantity and unit (spec section 2). */
export function SearchSheet({ data }: { data: DashboardData }) {
	const { search, food, selectedMeal } = data
	const closeTo = dayUrl(data, { meal: selectedMeal })
	const navigation = useNavigation()
	const searching = navigation.state === 'loading' && navigation.location?.search.includes('sheet=search') && navigation.location.search.includes('q=')
	const showsProducts = search.results?.some((r) => r.source === 'off') ?? false
	const t = useT('dashboard')
	const tf = useT('food')
	const household = useHouseholdText()
	const f = useFormat()
	return (
		<Sheet title={food ? tf('title') : t('search.title', { meal: f.meal(selectedMeal) })} closeTo={closeTo} labelId="search-sheet-title">
			{food ? (
				<FoodDetail data={data} food={food} />
			) : (
				<>
					<Form method="get" action="/" role="search" className="mb-3 flex gap-2" preventScrollReset>
						<input type="hidden" name="sheet" value="search" />
						<input type="hidden" name="meal" value={selectedMeal} />
						{data.date !== data.today ? <input type="hidden" name="date" value={data.date} /> : null}
						<label htmlFor="food-search" className="sr-only">
							{t('search.label')}
						</label>
						<input
							id="food-search"
							name="q"
							type="search"
							defaultValue={search.q}
							maxLength={MAX_QUERY_LENGTH}
							autoFocus
							autoComplete="off"
							placeholder={t('search.placeholder')}
							className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 px-3 text-base"
						/>
						<Button type="submit">{t('search.submit')}</Button>
					</Form>
					{searching ? <p role="status">{t('search.searching')}</p> : null}
					{search.tooShort ? <p className="text-sm text-slate-700">{t('search.tooShort')}</p> : null}
					{search.results && search.results.length === 0 ? (
						<div className="py-6 text-center">
							<p className="font-semibold">{t('search.none', { q: search.q })}</p>
							<p className="text-sm text-slate-700">{t('search.noneHint')}</p>
						</div>
					) : null}
					{search.results?.length ? (
						<ul className="divide-y divide-slate-200" aria-label={t('search.results')}>
							{search.results.map((r) => {
								const s = r.serving
								return (
									<li key={r.id}>
										<Link
											to={dayUrl(data, { sheet: 'search', meal: selectedMeal, q: search.q, food: r.id })}
											preventScrollReset
											className="flex min-h-11 items-center justify-between gap-3 py-2"
										>
											<span className="min-w-0">
												<FoodName name={r.name} fullName={r.fullName} group={r.group} className="font-medium" />
												<span className="block text-xs text-slate-700">
													{r.brand ? `${r.brand} · ` : ''}
													{household(s.label).text} · {s.nutrients.kcal == null ? tf('kcalUnknown') : `${f.kcal(wholeAmount(s.nutrients.kcal))}${s.kcalEstimated ? t('search.estimated') : ''}`} · {t('search.protein', { amount: f.number(wholeAmount(s.nutrients.proteinG)) })} · <CarbsInline carbs={carbsShownOf(data.carbs.net, s.nutrients)} offLabel={t('search.carbsShort')} /> · {t('search.fat', { amount: f.number(wholeAmount(s.nutrients.fatG)) })}

												</span>
											</span>
											<Icon name="chevron-right" className="size-5 text-slate-500" />
										</Link>
									</li>
								)
							})}
						</ul>
					) : null}
					{showsProducts ? <OffAttribution className="mt-3 text-xs text-slate-600" /> : null}
					{search.q ? null : <AddShortcuts data={data} />}
				</>
			)}
		</Sheet>
	)
}

function FoodDetail({ data, food }: { data: DashboardData; food: NonNullable<DashboardData['food']> }) {
	const actionData = useDashboardAction('add-food')
	const pending = useIsPending({ intent: 'add-food' })
	// The server validates (AddFoodSchema in the action); the browser only shows its reply.
	const { formProps, formErrors, field } = useFormFields({
		id: 'add-food',
		lastResult: actionData?.result,
		required: ['quantity', 'unit'],
		defaultValue: { quantity: '1', unit: food.units.some((u) => u.unit === 'serving') ? 'serving' : 'gram' },
	})
	const fields = { quantity: field('quantity'), unit: field('unit') }
	const s = food.serving
	const quantityInvalid = Boolean(fields.quantity.errors?.length)
	const backTo = dayUrl(data, { sheet: 'search', meal: data.selectedMeal, q: data.search.q })
	const t = useT('food')
	const td = useT('dashboard')
	const household = useHouseholdText()
	const common = useT('common')
	const f = useFormat()
	const grams = (value: number | null | undefined) => f.grams(wholeAmount(value))
	return (
		<div className="space-y-4">
			<div>
				<h3 className="text-lg font-semibold">{food.name}</h3>
				{food.brand ? <p className="text-sm text-slate-700">{food.brand}</p> : null}
				<p className="text-sm text-slate-700">
					{household(s.label).text}: {s.nutrients.kcal == null ? t('kcalUnknown') : f.kcal(wholeAmount(s.nutrients.kcal))} · {t('protein', { amount: grams(s.nutrients.proteinG) })} · <CarbsInline carbs={carbsShownOf(data.carbs.net, s.nutrients)} offLabel={t('carbs')} testId="food-detail-carbs" /> · {t('fat', { amount: grams(s.nutrients.fatG) })}
				</p>
				<CarbsNote carbs={carbsShownOf(data.carbs.net, s.nutrients)} />
				{food.kcalEstimated ? (
					<p className="mt-1 rounded-lg bg-amber-50 p-2 text-xs text-amber-900">
						{t('estimated')}
					</p>
				) : null}
				{food.source === 'off' ? <OffAttribution className="mt-1 text-xs text-slate-600" /> : null}
				<FoodNutrients data={data} food={food} />
			</div>
			<Form method="post" {...formProps} className="space-y-3" preventScrollReset>
				{quantityInvalid ? (
					<FormAlert title={td('toast.invalidQuantity')} message={td('toast.invalidQuantityText')} />
				) : (
					<FormMessage errors={formErrors} />
				)}
				<input type="hidden" name="intent" value="add-food" />
				<input type="hidden" name="date" value={data.date} />
				<input type="hidden" name="foodId" value={food.id} />
				<input type="hidden" name="mealType" value={data.selectedMeal} />
				<div className="grid grid-cols-2 gap-3">
					<Field
						label={td('field.quantity')}
						errors={fields.quantity.errors}
						inputProps={{ ...fields.quantity.props, type: 'number', min: 0.1, step: 0.1, inputMode: 'decimal' }}
					/>
					<SelectField label={td('field.unit')} errors={fields.unit.errors} selectProps={fields.unit.props}>
						{food.units.map((u) => (
							<option key={u.unit} value={u.unit}>
								{household(u.label).text}
							</option>
						))}
					</SelectField>
				</div>
				<AddingTo data={data} />
				<div className="flex gap-2">
					<Link to={backTo} preventScrollReset className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-slate-400 font-semibold">
						{common('action.back')}
					</Link>
					<Button type="submit" className="flex-1" disabled={pending}>
						{pending ? td('adding') : t('submit')}
					</Button>
				</div>
			</Form>
		</div>
	)
}

/** 'Adding to Breakfast.' (with the day when it is not today): where a sheet's food goes. */
function AddingTo({ data }: { data: DashboardData }) {
	const t = useT('dashboard')
	const f = useFormat()
	const meal = f.meal(data.selectedMeal)
	return <p className="text-sm text-slate-700">{t('addingTo', { into: data.date !== data.today ? t('mealOfDay', { meal, day: dayText(f, data.date, data.today) }) : meal })}</p>
}

/** Manual Food Entry bottom sheet (spec sections 2 and 5). */
export function ManualEntrySheet({ data }: { data: DashboardData }) {
	const t = useT('dashboard')
	const actionData = useDashboardAction('manual-entry')
	const pending = useIsPending({ intent: 'manual-entry' })
	// The server validates (ManualEntrySchema in the action); the browser only shows its reply.
	const { formProps, formErrors, field } = useFormFields({
		id: 'manual-entry',
		lastResult: actionData?.result,
		required: ['name'],
		defaultValue: { quantity: '1', unit: 'serving', calories: '0', protein: '0', carbs: '0', fat: '0' },
	})
	const fields = { name: field('name'), quantity: field('quantity'), unit: field('unit'), calories: field('calories'), protein: field('protein'), carbs: field('carbs'), fat: field('fat') }
	const num = { type: 'number' as const }
	return (
		<Sheet title={t('manual.title')} closeTo={dayUrl(data, { meal: data.selectedMeal })} labelId="manual-sheet-title">
			<Form method="post" {...formProps} className="space-y-3" preventScrollReset>
				<FormMessage errors={formErrors} />
				<input type="hidden" name="intent" value="manual-entry" />
				<input type="hidden" name="date" value={data.date} />
				<input type="hidden" name="mealType" value={data.selectedMeal} />
				<Field label={t('manual.name')} errors={fields.name.errors} inputProps={{ ...fields.name.props, type: 'text', autoFocus: true }} />
				<div className="grid grid-cols-2 gap-3">
					<Field label={t('field.quantity')} errors={fields.quantity.errors} inputProps={{ ...fields.quantity.props, ...num, step: 0.1, inputMode: 'decimal' }} />
					<SelectField label={t('field.unit')} errors={fields.unit.errors} selectProps={fields.unit.props}>
						{LOG_UNITS.map((u) => (
							<option key={u} value={u}>
								{t(`unit.${u}`)}
							</option>
						))}
					</SelectField>
				</div>
				<p className="text-xs text-slate-700">{t('manual.perUnit')}</p>
				<div className="grid grid-cols-2 gap-3">
					<Field label={t('field.calories')} errors={fields.calories.errors} inputProps={{ ...fields.calories.props, ...num, inputMode: 'decimal', step: 'any' }} />
					<Field label={t('field.protein')} errors={fields.protein.errors} inputProps={{ ...fields.protein.props, ...num, inputMode: 'decimal', step: 'any' }} />
					<Field label={t('field.carbs')} errors={fields.carbs.errors} inputProps={{ ...fields.carbs.props, ...num, inputMode: 'decimal', step: 'any' }} />
					<Field label={t('field.fat')} errors={fields.fat.errors} inputProps={{ ...fields.fat.props, ...num, inputMode: 'decimal', step: 'any' }} />
				</div>
				<AddingTo data={data} />
				<Button type="submit" className="w-full" disabled={pending}>
					{pending ? t('adding') : t('manual.submit')}
				</Button>
			</Form>
		</Sheet>
	)
}

/** Goals dialog 'Set Your Nutrition Goals' with the spec section 5 bounds. */
export function GoalsDialog({ data }: { data: DashboardData }) {
	const actionData = useDashboardAction('update-goals')
	const pending = useIsPending({ intent: 'update-goals' })
	// The server validates (GoalsDialogSchema in the action); the browser only shows its reply.
	const { formProps, formErrors, field } = useFormFields({
		id: 'goals',
		lastResult: actionData?.result,
		required: ['dailyCalorieGoal', 'dailyProteinGoal', 'dailyCarbGoal', 'dailyFatGoal'],
		defaultValue: {
			dailyCalorieGoal: String(data.user.dailyCalorieGoal),
			dailyProteinGoal: String(data.user.dailyProteinGoal),
			dailyCarbGoal: String(data.user.dailyCarbGoal),
			dailyFatGoal: String(data.user.dailyFatGoal),
		},
	})
	const fields = { dailyCalorieGoal: field('dailyCalorieGoal'), dailyProteinGoal: field('dailyProteinGoal'), dailyCarbGoal: field('dailyCarbGoal'), dailyFatGoal: field('dailyFatGoal') }
	const b = GOALS_DIALOG_BOUNDS
	const num = (f: FormField, bounds: { min: number; max: number; step: number }) => ({
		...f.props,
		type: 'number',
		min: bounds.min,
		max: bounds.max,
		step: bounds.step,
		inputMode: 'numeric' as const,
	})
	const closeTo = dayUrl(data, { meal: data.selectedMeal })
	const t = useT('dashboard')
	const common = useT('common')
	const carbWords = useCarbWords()
	return (
		<Sheet title={t('goals.title')} closeTo={closeTo} labelId="goals-dialog-title">
			<Form method="post" {...formProps} className="space-y-3" preventScrollReset>
				<FormMessage errors={formErrors} />
				<input type="hidden" name="intent" value="update-goals" />
				<input type="hidden" name="meal" value={data.selectedMeal} />
				<input type="hidden" name="date" value={data.date} />
				<Field label={t('goals.calories')} errors={fields.dailyCalorieGoal.errors} inputProps={{ ...num(fields.dailyCalorieGoal, b.dailyCalorieGoal), autoFocus: true }} />
				<Field label={t('field.protein')} errors={fields.dailyProteinGoal.errors} inputProps={num(fields.dailyProteinGoal, b.dailyProteinGoal)} />
				<Field label={t('field.grams', { name: carbWords.label(data.carbs) })} errors={fields.dailyCarbGoal.errors} inputProps={num(fields.dailyCarbGoal, b.dailyCarbGoal)} />
				<Field label={t('field.fat')} errors={fields.dailyFatGoal.errors} inputProps={num(fields.dailyFatGoal, b.dailyFatGoal)} />
				<div className="flex gap-2">
					<Link to={closeTo} preventScrollReset className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-slate-400 font-semibold">
						{common('action.cancel')}
					</Link>
					<Button type="submit" className="flex-1" disabled={pending}>
						{pending ? common('action.saving') : t('goals.submit')}
					</Button>
				</div>
			</Form>
		</Sheet>
	)
}

/** Edit Meal dialog, prefilled from the chosen meal (spec sections 4 and 5). */
export function EditMealDialog({ data, meal }: { data: DashboardData; meal: NonNullable<DashboardData['editMeal']> }) {
	const actionData = useDashboardAction('update-meal')
	const pending = useIsPending({ intent: 'update-meal' })
	// The server validates (EditMealSchema in the action); the browser only shows its reply.
	const { formProps, formErrors, field } = useFormFields({
		id: `edit-meal-${meal.id}`,
		lastResult: actionData?.result,
		required: ['name', 'date'],
		defaultValue: { name: meal.mealType, date: meal.date, calories: String(wholeAmount(meal.kcal)) },
	})
	const fields = { name: field('name'), date: field('date'), calories: field('calories') }
	const closeTo = dayUrl(data, { meal: data.selectedMeal })
	const t = useT('dashboard')
	const common = useT('common')
	const f = useFormat()
	return (
		<Sheet title={t('edit.title')} closeTo={closeTo} labelId="edit-meal-title">
			<Form method="post" {...formProps} className="space-y-3" preventScrollReset>
				<FormMessage errors={formErrors} />
				<input type="hidden" name="intent" value="update-meal" />
				<input type="hidden" name="mealId" value={meal.id} />
				{/* The form's own `date` field is the meal's new day; the redirect goes there. */}
				<SelectField label={t('edit.meal')} errors={fields.name.errors} selectProps={fields.name.props}>
					{MEAL_TYPES.map((type) => (
						<option key={type} value={type}>
							{f.meal(type)}
						</option>
					))}
				</SelectField>
				<Field label={t('edit.date')} errors={fields.date.errors} inputProps={{ ...fields.date.props, type: 'date' }} />
				<Field
					label={t('field.calories')}
					hint={t('edit.caloriesHint')}
					errors={fields.calories.errors}
					inputProps={{ ...fields.calories.props, type: 'number', min: 0, step: 'any', inputMode: 'decimal' }}
				/>
				<div className="flex gap-2">
					<Link to={closeTo} preventScrollReset className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-slate-400 font-semibold">
						{common('action.cancel')}
					</Link>
					<Button type="submit" className="flex-1" disabled={pending}>
						{pending ? common('action.saving') : common('action.save')}
					</Button>
				</div>
			</Form>
		</Sheet>
	)
}

/** Delete confirmation 'Delete <name>?' (spec section 5). */
export function DeleteMealDialog({ data, meal }: { data: DashboardData; meal: NonNullable<DashboardData['deleteMeal']> }) {
	const pending = useIsPending({ intent: 'delete-meal' })
	const closeTo = dayUrl(data, { meal: data.selectedMeal })
	const t = useT('dashboard')
	const common = useT('common')
	const f = useFormat()
	return (
		<Sheet title={t('delete.title', { meal: f.meal(meal.mealType) })} closeTo={closeTo} labelId="delete-meal-title">
			<p className="mb-4 text-slate-700">
				{t('delete.text', { meal: f.meal(meal.mealType), day: dayText(f, meal.date, data.today), count: meal.itemCount, kcal: f.number(wholeAmount(meal.kcal)) })}
			</p>
			<Form method="post" className="flex gap-2" preventScrollReset>
				<input type="hidden" name="intent" value="delete-meal" />
				<input type="hidden" name="date" value={data.date} />
				<input type="hidden" name="mealId" value={meal.id} />
				<Link to={closeTo} preventScrollReset className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-slate-400 font-semibold">
					{common('action.cancel')}
				</Link>
				<Button type="submit" variant="danger" className="flex-1" disabled={pending} autoFocus>
					{pending ? t('delete.deleting') : common('action.delete')}
				</Button>

			</Form>
		</Sheet>
	)
}
