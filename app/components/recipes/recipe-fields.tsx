import { mealTypeLabel } from '#app/domain/diary/meal-time.ts'
import { RECIPE_CAPS } from '#app/domain/recipes/caps.ts'
import { MEAL_TYPES } from '#db/schema.ts'

type Values = { name?: string; description?: string | null; instructions?: string | null; servings?: number; prepTime?: number | null; cookTime?: number | null; difficulty?: string | null; cuisine?: string | null; tags?: string[]; mealTypes?: string[] }

/** The recipe fields (name … meal types) of the new and edit recipe forms; errors by field name. */
export function RecipeFields({ values, errors }: { values: Values; errors: Record<string, string[] | null | undefined> }) {
	const input = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base'
	const err = (k: string) => (errors[k]?.length ? <p className="mt-1 text-sm text-red-700">{errors[k]![0]}</p> : null)
	return (
		<>
			<label className="block text-sm font-medium">
				Recipe name
				<input name="name" defaultValue={values.name ?? ''} className={input} aria-invalid={errors.name ? true : undefined} />
			</label>
			{err('name')}
			<label className="block text-sm font-medium">
				Description
				<textarea name="description" rows={2} maxLength={500} defaultValue={values.description ?? ''} className={`${input} py-2`} aria-invalid={errors.description ? true : undefined} />
			</label>
			{err('description')}
			<label className="block text-sm font-medium">
				Instructions (one step per line, at most {RECIPE_CAPS.instructionsLength} characters)
				<textarea name="instructions" rows={5} defaultValue={values.instructions ?? ''} className={`${input} py-2`} aria-invalid={errors.instructions ? true : undefined} />
			</label>
			{err('instructions')}
			<div className="grid grid-cols-3 gap-2">
				<label className="block text-sm font-medium">
					Servings
					<input name="servings" type="number" min="1" max="20" step="1" defaultValue={values.servings ?? 1} className={input} />
				</label>
				<label className="block text-sm font-medium">
					Prep (min)
					<input name="prepTime" type="number" min="0" max="1440" step="1" defaultValue={values.prepTime ?? ''} className={input} />
				</label>
				<label className="block text-sm font-medium">
					Cook (min)
					<input name="cookTime" type="number" min="0" max="1440" step="1" defaultValue={values.cookTime ?? ''} className={input} />
				</label>
			</div>
			{err('servings')}
			{err('prepTime')}
			{err('cookTime')}
			<div className="grid grid-cols-2 gap-2">
				<label className="block text-sm font-medium">
					Difficulty
					<select name="difficulty" defaultValue={values.difficulty ?? ''} className={input}>
						<option value="">—</option>
						<option value="easy">Easy</option>
						<option value="medium">Medium</option>
						<option value="hard">Hard</option>
					</select>
				</label>
				<label className="block text-sm font-medium">
					Cuisine
					<input name="cuisine" defaultValue={values.cuisine ?? ''} className={input} />
				</label>
			</div>
			<label className="block text-sm font-medium">
				Tags (comma-separated)
				<input name="tags" defaultValue={(values.tags ?? []).join(', ')} className={input} />
			</label>
			<fieldset className="rounded-xl border border-slate-200 p-3">
				<legend className="px-1 text-sm font-semibold">Meal types</legend>
				<div className="grid grid-cols-2">
					{MEAL_TYPES.map((m) => (
						<label key={m} className="flex min-h-11 items-center gap-2 text-sm">
							<input type="checkbox" name="mealTypes" value={m} defaultChecked={(values.mealTypes ?? ['lunch', 'dinner']).includes(m)} className="h-5 w-5" />
							{mealTypeLabel(m)}
						</label>
					))}
				</div>
				{err('mealTypes')}
			</fieldset>
		</>
	)
}
