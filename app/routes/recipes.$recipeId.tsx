/**
 * /recipes/{recipeId} — a real recipe page: ingredients with amounts, instructions,
 * nutrition per serving computed from the USDA ingredients, diet labels and allergens; 'Log a
 * serving' and 'Add to Plan'. The owner's recipes are editable with `?edit=1`: fields, ingredients
 * picked through food search (`q`), removal, deletion. Works without JavaScript.
 */
import { actorOf } from '#app/domain/actor.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Icon } from '#app/components/icon.tsx'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Macros } from '#app/components/recipes/macros.tsx'
import { recipeCarbs } from '#app/utils/carbs-views.server.ts'
import { RecipeFields } from '#app/components/recipes/recipe-fields.tsx'
import { db } from '#app/db.server.ts'
import { localHour } from '#app/domain/dates.ts'
import { NotFoundError } from '#app/domain/errors.ts'
import { MIN_SEARCH_LENGTH } from '#app/domain/foods/search/rules.ts'
import { searchFoods } from '#app/domain/foods/search/index.server.ts'
import { defaultServing, roundTo } from '#app/domain/nutrition/index.ts'
import { defaultMealType } from '#app/domain/diary/meal-time.ts'
import { RECIPE_CAPS } from '#app/domain/recipes/caps.ts'
import { IngredientInputSchema, RecipeFieldsSchema } from '#app/domain/recipes/recipes.schema.ts'
import { addRecipeIngredient, deleteRecipe, removeRecipeIngredient, updateRecipe } from '#app/domain/recipes/edit.server.ts'
import { logRecipeServings, removeLoggedEntries } from '#app/domain/recipes/log.server.ts'
import { formatUndoEntries, parseUndoEntries } from '#app/domain/recipes/undo-entries.ts'
import { distinctDisplayNames } from '#app/domain/foods/display-name.ts'
import { getRecipe } from '#app/domain/recipes/recipes.server.ts'
import { requireActor, requireUser } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { domainFailure } from '#app/utils/http.server.ts'
import { redirectWithError, redirectWithSuccess } from '#app/utils/toast.server.ts'
import { MEAL_TYPES, type MealType } from '#db/schema.ts'
import { CompactNutrients } from '#app/components/nutrients/nutrient-lines.tsx'
import { recipeNutrients } from '#app/utils/nutrient-views.server.ts'
import { requestLocale, resolveLocale, serverT } from '#app/utils/i18n.server.ts'
import { type Translate, useFormat, useT } from '#app/utils/i18n.tsx'
import type { MessageKey } from '#app/locales/catalogs.ts'

export const meta: MetaFunction<typeof loader> = ({ data, error }) => [{ title: `${data?.recipe.name ?? (error ? 'Recipe not found' : 'Recipe')} · Platewise` }]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const url = new URL(request.url)
	let recipe
	try {
		recipe = await getRecipe(db, actorOf(user), params.recipeId ?? '')
	} catch (error) {
		if (error instanceof NotFoundError) throw new Response(serverT(resolveLocale(request, user), 'recipes')('notFound'), { status: 404 })
		throw error
	}
	const editing = url.searchParams.get('edit') === '1' && !recipe.builtIn
	const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
	const results = editing && q.length >= MIN_SEARCH_LENGTH ? await searchFoods(db, { query: q, userId: user.id, limit: 10 }) : null
	const undoEntries = parseUndoEntries(url.searchParams.get('undo'))
	return {
		recipe,
		/** Each ingredient's short display name and food group, in ingredient order (the stored name stays `recipe.ingredients[i].name`). */
		ingredientNames: distinctDisplayNames(recipe.ingredients).map((displayName) => ({ displayName })),
		editing,
		q,
		results: results ? ((names) => results.map((f, k) => ({ id: f.id, name: f.name, displayName: names[k] ?? f.name, brand: f.brand, serving: defaultServing(f).label })))(distinctDisplayNames(results)) : null,
		/** Right after 'Log a serving': the diary entries it wrote (URL `undo`), for the Undo button. */
		loggedEntries: undoEntries ? formatUndoEntries(undoEntries) : null,
		mealType: defaultMealType(localHour(user.timezone)),
		/** One serving's carbs, as net carbs when the user counts them (the Settings tab's switch). */
		carbs: recipeCarbs(user.showNetCarbs, recipe),
		/** One serving's vitamins and minerals against the person's targets. */
		nutrients: await recipeNutrients(actorOf(user), recipe),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { actor } = await requireActor(request)
	const id = params.recipeId ?? ''
	const form = await readForm(request)
	const intent = String(form.get('intent') ?? '')
	const here = `/recipes/${id}`
	const t = serverT(await requestLocale(request), 'recipes')
	try {
		switch (intent) {
			case 'log-serving': {
				const mealType = (MEAL_TYPES as readonly string[]).includes(String(form.get('mealType'))) ? (String(form.get('mealType')) as MealType) : defaultMealType(localHour(actor.timezone))
				const servings = Number(form.get('servings') ?? 1)
				const { recipe, entryIds } = await logRecipeServings(db, actor, { recipeId: id, servings, mealType })
				// The page then shows 'Logged' with an Undo: the entries logging wrote ride in the URL.
				return redirectWithSuccess(`${here}?undo=${formatUndoEntries(entryIds)}`, { message: t('toast.logged'), description: t('toast.loggedDescription', { count: servings, name: recipe.name, meal: mealType }) })
			}
			case 'unlog-serving': {
				const recipe = await getRecipe(db, actor, id)
				await removeLoggedEntries(db, actor, parseUndoEntries(String(form.get('entries') ?? '')) ?? [])
				return redirectWithSuccess(here, { message: t('toast.unlogged'), description: t('toast.unloggedDescription', { name: recipe.name }) })
			}
			case 'update': {
				const submission = parseWithZod(form, { schema: RecipeFieldsSchema })
				if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
				await updateRecipe(db, actor, id, submission.value)
				return redirectWithSuccess(`${here}?edit=1`, { message: t('toast.saved'), description: t('toast.savedDescription') })
			}
			case 'add-ingredient': {
				const submission = parseWithZod(form, { schema: IngredientInputSchema })
				if (submission.status !== 'success') return redirectWithError(`${here}?edit=1`, { message: t('toast.invalidQuantity'), description: t('toast.invalidQuantityDescription') })
				const recipe = await addRecipeIngredient(db, actor, id, submission.value)
				return redirectWithSuccess(`${here}?edit=1`, { message: t('toast.ingredientAdded'), description: t('toast.ingredientAddedDescription', { name: recipe.ingredients.at(-1)?.name ?? t('toast.ingredient') }) })
			}
			case 'remove-ingredient': {
				await removeRecipeIngredient(db, actor, id, String(form.get('ingredientId') ?? ''))
				return redirectWithSuccess(`${here}?edit=1`, { message: t('toast.ingredientRemoved'), description: t('toast.ingredientRemovedDescription') })
			}
			case 'delete': {
				const recipe = await deleteRecipe(db, actor, id)
				return redirectWithSuccess('/meal-planning?tab=recipes', { message: t('toast.deleted'), description: t('toast.deletedDescription', { name: recipe.name }) })
			}
			default:
				return redirectWithError(here, { message: t('toast.error'), description: t('toast.unknownAction') })
		}
	} catch (error) {
		const title = intent === 'log-serving' ? t('toast.logFailed') : t('toast.error')
		return domainFailure(error, { request, back: intent === 'log-serving' || intent === 'unlog-serving' ? here : `${here}?edit=1`, toast: (e) => ({ message: title, description: e.message }) })
	}
}

export default function RecipePage() {
	const { recipe, ingredientNames, editing, q, results, mealType, nutrients, carbs, loggedEntries } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const reply = (actionData as { result?: { error?: Record<string, string[] | null> } } | undefined)?.result
	const t = useT('recipes')
	const tc = useT('common')
	const f = useFormat()
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<Link to="/meal-planning?tab=recipes" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800">
				<Icon name="chevron-left" className="size-4" /> {t('back')}
			</Link>
			<header>
				<h1 className="text-2xl font-bold">{recipe.name}</h1>
				{recipe.description ? <p className="text-slate-700">{recipe.description}</p> : null}
				<p className="mt-1 text-sm text-slate-700">
					{t('times', { prep: recipe.prepTime ?? 0, cook: recipe.cookTime ?? 0 })} · {t('servings', { count: recipe.servings })}
					{recipe.difficulty ? ` · ${t(`difficultyInline.${recipe.difficulty}`)}` : ''}
					{recipe.cuisine ? ` · ${recipe.cuisine}` : ''}
				</p>
				<p className="mt-1 text-sm">{recipe.labels.map((l) => t(`diet.${l}`)).join(' · ') || t('noDietLabels')}</p>
				<p className="text-sm text-slate-700">{t('contains', { allergens: recipe.allergens.filter((a) => a !== 'wheat').map((a) => t(`allergen.${a}`)).join(', ') || t('containsNone') })}</p>
			</header>

			<section aria-labelledby="nutrition-title" className="rounded-2xl bg-white p-4 shadow-sm" data-testid="recipe-nutrition">
				<h2 id="nutrition-title" className="font-semibold">
					{t('nutritionPerServing')}
				</h2>
				<Macros n={recipe.perServing} carbs={carbs} />
				<p className="text-xs text-slate-600">
					{t('nutritionMore', { fiber: roundTo(recipe.perServing.fiberG ?? 0), sugar: roundTo(recipe.perServing.sugarG ?? 0), sodium: Math.round(recipe.perServing.sodiumMg ?? 0) })}
				</p>
			</section>

			<CompactNutrients panel={nutrients} title={t('micros')} idPrefix="recipe-nutrients" />

			<section aria-labelledby="ingredients-title" className="rounded-2xl bg-white p-4 shadow-sm">
				<h2 id="ingredients-title" className="font-semibold">
					{t('ingredients')}
				</h2>
				{recipe.ingredients.length === 0 ? <p className="text-sm text-slate-700">{t('noIngredients')}</p> : null}
				<ul className="mt-2 divide-y divide-slate-100">
					{recipe.ingredients.map((i, k) => (
						<li key={i.id} className="flex items-center gap-2 py-2">
							<div className="min-w-0 flex-1">
								<ListName name={ingredientNames[k]?.displayName ?? i.name} stored={i.name} />
								<p className="text-xs text-slate-700">
									{ingredientAmount(t, i)}
									{i.unit !== 'gram' && i.grams ? ` (${tc('unit.g', { value: Math.round(i.grams) })})` : ''} · {tc('unit.kcal', { value: Math.round(i.nutrients.kcal ?? 0) })}
								</p>
							</div>
							{editing ? (
								<Form method="post">
									<input type="hidden" name="intent" value="remove-ingredient" />
									<input type="hidden" name="ingredientId" value={i.id} />
									<button type="submit" aria-label={t('removeLabel', { name: i.name })} className="min-h-11 rounded-lg border border-red-300 px-3 text-sm font-semibold text-red-800">
										{tc('action.remove')}
									</button>
								</Form>
							) : null}
						</li>
					))}
				</ul>
				{editing ? (
					<div className="mt-3 space-y-2 border-t border-slate-200 pt-3">
						<p className="text-xs text-slate-700" data-testid="ingredient-count">
							{t('ingredientCount', { count: recipe.ingredients.length, max: RECIPE_CAPS.ingredientsPerRecipe })}
						</p>
						<Form method="get" role="search" className="flex gap-2">
							<input type="hidden" name="edit" value="1" />
							<label htmlFor="ingredient-q" className="sr-only">
								{t('searchFoods')}
							</label>
							<input id="ingredient-q" name="q" type="search" defaultValue={q} placeholder={t('searchPlaceholder')} className="min-h-11 flex-1 rounded-lg border border-slate-400 px-3" />
							<button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white">
								{t('search')}
							</button>
						</Form>
						{results && results.length === 0 ? <p className="text-sm">{t('noFoods', { query: q })}</p> : null}
						<ul className="space-y-2" aria-label={t('foodResults')}>
							{results?.map((f) => (
								<li key={f.id} className="rounded-xl border border-slate-200 p-2">
									<ListName name={f.displayName} stored={f.name} className="text-sm font-semibold" />
									<p className="text-xs text-slate-700">{f.brand ? `${f.brand} · ` : ''}{t('oneServing', { serving: f.serving })}</p>
									<Form method="post" className="mt-1 flex gap-2">
										<input type="hidden" name="intent" value="add-ingredient" />
										<input type="hidden" name="foodId" value={f.id} />
										<label className="sr-only" htmlFor={`qty-${f.id}`}>
											{t('quantityOf', { name: f.name })}
										</label>
										<input id={`qty-${f.id}`} name="quantity" type="number" min="0.1" step="0.1" defaultValue="100" className="min-h-11 w-24 rounded-lg border border-slate-400 px-2" />
										<label className="sr-only" htmlFor={`unit-${f.id}`}>
											{t('unitFor', { name: f.name })}
										</label>
										<select id={`unit-${f.id}`} name="unit" defaultValue="gram" className="min-h-11 rounded-lg border border-slate-400 px-2">
											<option value="gram">g</option>
											<option value="serving">{t('unitOption.serving')}</option>
											<option value="ounce">oz</option>
											<option value="cup">{t('unitOption.cup')}</option>
											<option value="piece">{t('unitOption.piece')}</option>
										</select>
										<button type="submit" aria-label={t('addLabel', { name: f.name })} className="min-h-11 flex-1 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white">
											{tc('action.add')}
										</button>
									</Form>
								</li>
							))}
						</ul>
					</div>
				) : null}
			</section>

			<section aria-labelledby="steps-title" className="rounded-2xl bg-white p-4 shadow-sm">
				<h2 id="steps-title" className="font-semibold">
					{t('instructions')}
				</h2>
				{recipe.steps.length ? (
					<ol className="mt-2 list-decimal space-y-1 pl-5">
						{recipe.steps.map((s, i) => (
							<li key={i}>{s}</li>
						))}
					</ol>
				) : (
					<p className="text-sm text-slate-700">{t('noInstructions')}</p>
				)}
			</section>

			<section className="flex flex-wrap gap-2">
				{recipe.ingredients.length && loggedEntries ? (
					<Form method="post" className="flex flex-wrap items-center gap-2">
						<span className="inline-flex min-h-11 items-center gap-1 rounded-lg bg-accent-soft px-3 text-sm font-semibold text-brand-800" data-testid="recipe-logged">
							<Icon name="check" className="size-4" />
							{t('logged')}
						</span>
						<input type="hidden" name="intent" value="unlog-serving" />
						<input type="hidden" name="entries" value={loggedEntries} />
						<button type="submit" aria-label={t('undoLabel', { name: recipe.name })} className="min-h-11 rounded-lg border border-field bg-surface px-4 font-semibold text-ink">
							{t('undo')}
						</button>
					</Form>
				) : recipe.ingredients.length ? (
					<Form method="post" className="flex flex-wrap items-end gap-2">
						<input type="hidden" name="intent" value="log-serving" />
						<input type="hidden" name="servings" value="1" />
						<label className="text-sm font-medium">
							{t('meal')}
							<select name="mealType" defaultValue={mealType} className="mt-1 block min-h-11 rounded-lg border border-slate-400 px-2">
								{MEAL_TYPES.map((m) => (
									<option key={m} value={m}>
										{f.meal(m)}
									</option>
								))}
							</select>
						</label>
						<button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white">
							{t('logServing')}
						</button>
					</Form>
				) : null}
				<Link to={`/meal-planning?tab=recipes&add=${recipe.id}`} className="inline-flex min-h-11 items-center rounded-lg border border-slate-400 px-4 font-semibold">
					{t('addToPlan')}
				</Link>
				{!recipe.builtIn && !editing ? (
					<Link to="?edit=1" className="inline-flex min-h-11 items-center rounded-lg border border-slate-400 px-4 font-semibold">
						{tc('action.edit')}
					</Link>
				) : null}
			</section>

			{editing ? (
				<>
					<Form method="post" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" noValidate>
						<h2 className="font-semibold">{t('editDetails')}</h2>
						<input type="hidden" name="intent" value="update" />
						<RecipeFields values={recipe} errors={reply?.error ?? {}} />
						<button type="submit" className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 font-semibold text-white">
							{t('save')}
						</button>
					</Form>
					<Form method="post">
						<input type="hidden" name="intent" value="delete" />
						<button type="submit" className="inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-red-300 font-semibold text-red-800">
							{t('delete')}
						</button>
					</Form>
					<Link to={`/recipes/${recipe.id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-800">
						{t('doneEditing')}
					</Link>
				</>
			) : null}
		</main>
	)
}

/**
 * A food's short display name in a list row, its stored name as the title when they differ (the
 * display-names contract; FoodName without the group icon, which this page's first-load budget
 * leaves out).
 */
function ListName({ name, stored, className }: { name: string; stored: string; className?: string }) {
	return (
		<p className={className} title={stored !== name ? stored : undefined} data-testid="food-name">
			{name}
		</p>
	)
}

/** '100 g', '2 cup', '1 serving': an ingredient's amount in its unit, in the page's language. */
function ingredientAmount(t: Translate<'recipes'>, i: { quantity: number; unit: string }): string {
	return INGREDIENT_UNITS.has(i.unit) ? t(`ingredientUnit.${i.unit}` as MessageKey<'recipes'>, { quantity: i.quantity }) : `${i.quantity} ${i.unit}`
}
const INGREDIENT_UNITS = new Set(['gram', 'serving', 'ounce', 'cup', 'piece'])

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
