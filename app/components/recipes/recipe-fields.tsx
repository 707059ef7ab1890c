import { useFormat, useT } from '#app/utils/i18n.tsx'
import { RECIPE_CAPS } from '#app/domain/recipes/caps.ts'
import { MEAL_TYPES } from '#db/schema.ts'

type Values = { name?: string; description?: string | null; instructions?: string | null; servings?: number; prepTime?: number | null; cookTime?: number | null; difficulty?: string | null; cuisine?: string | null; tags?: string[]; mealTypes?: string[] }

/** The recipe fields (name … meal types) of the new and edit recipe forms; errors by field name. */
export function RecipeFields({ values, errors }: { values: Values; errors: Record<string, string[] | null | undefined> }) {
	const t = useT('recipes')
	const f = useFormat()
	const input = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base'
	const err = (k: string) => (errors[k]?.length ? <p className="mt-1 text-sm text-red-700">{errors[k]![0]}</p> : null)
	return (
		<>
			<label className="block text-sm font-medium">
				{t('field.name')}
				<input name="name" defaultValue={values.name ?? ''} className={input} aria-invalid={errors.name ? true : undefined} />
			</label>
			{err('name')}
			<label className="block text-sm font-medium">
				{t('field.description')}
				<textarea name="description" rows={2} maxLength={500} defaultValue={values.description ?? ''} className={`${input} py-2`} aria-invalid={errors.description ? true : undefined} />
			</label>
			{err('description')}
			<label className="block text-sm font-medium">
				{t('field.instructions', { max: RECIPE_CAPS.instructionsLength })}
				<textarea name="instructions" rows={5} defaultValue={values.instructions ?? ''} className={`${input} py-2`} aria-invalid={errors.instructions ? true : undefined} />
			</label>
			{err('instructions')}
			<div className="grid grid-cols-3 gap-2">
				<label className="block text-sm font-medium">
					{t('field.servings')}
					<input name="servings" type="number" min="1" max="20" step="1" defaultValue={values.servings ?? 1} className={input} />
				</label>
				<label className="block text-sm font-medium">
					{t('field.prep')}
					<input name="prepTime" type="number" min="0" max="1440" step="1" defaultValue={values.prepTime ?? ''} className={input} />
				</label>
				<label className="block text-sm font-medium">
					{t('field.cook')}
					<input name="cookTime" type="number" min="0" max="1440" step="1" defaultValue={values.cookTime ?? ''} className={input} />
				</label>
			</div>
			{err('servings')}
			{err('prepTime')}
			{err('cookTime')}
			<div className="grid grid-cols-2 gap-2">
				<label className="block text-sm font-medium">
					{t('field.difficulty')}
					<select name="difficulty" defaultValue={values.difficulty ?? ''} className={input}>
						<option value="">—</option>
						<option value="easy">{t('difficulty.easy')}</option>
						<option value="medium">{t('difficulty.medium')}</option>
						<option value="hard">{t('difficulty.hard')}</option>
					</select>
				</label>
				<label className="block text-sm font-medium">
					{t('field.cuisine')}
					<input name="cuisine" defaultValue={values.cuisine ?? ''} className={input} />
				</label>
			</div>
			<label className="block text-sm font-medium">
				{t('field.tags')}
				<input name="tags" defaultValue={(values.tags ?? []).join(', ')} className={input} />
			</label>
			<fieldset className="rounded-xl border border-slate-200 p-3">
				<legend className="px-1 text-sm font-semibold">{t('field.mealTypes')}</legend>
				<div className="grid grid-cols-2">
					{MEAL_TYPES.map((m) => (
						<label key={m} className="flex min-h-11 items-center gap-2 text-sm">
							<input type="checkbox" name="mealTypes" value={m} defaultChecked={(values.mealTypes ?? ['lunch', 'dinner']).includes(m)} className="h-5 w-5" />
							{f.meal(m)}
						</label>
					))}
				</div>
				{err('mealTypes')}
			</fieldset>
		</>
	)
}
