import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData, useNavigation, useSubmit } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { redirectWithSuccess } from '#app/utils/toast.server.ts'
import { OffAttribution } from '#app/components/attribution.tsx'
import { Button } from '#app/components/forms.tsx'
import { db } from '#app/db.server.ts'
import { localHour } from '#app/domain/dates.ts'
import { logFood } from '#app/domain/diary/diary.server.ts'
import { NotFoundError } from '#app/domain/errors.ts'
import { domainFailure } from '#app/utils/http.server.ts'
import { displayBrand, displayName, servingSummary } from '#app/domain/foods/display.ts'
import { withDisplayNames } from '#app/domain/foods/display-name-list.ts'
import { getFood } from '#app/domain/foods/foods.server.ts'
import { MAX_QUERY_LENGTH, MIN_SEARCH_LENGTH } from '#app/domain/foods/search/rules.ts'
import { searchFoods } from '#app/domain/foods/search/index.server.ts'
import { defaultServing } from '#app/domain/nutrition/index.ts'
import { defaultMealType } from '#app/domain/diary/meal-time.ts'
import { requireActor, requireUser } from '#app/utils/auth.server.ts'
import { wholeAmount } from '#app/utils/misc.ts'
import { readForm } from '#app/utils/body.server.ts'
import { CarbsInline } from '#app/components/carbs.tsx'
import { FoodName } from '#app/components/food-name.tsx'
import { carbsShownOf } from '#app/domain/nutrition/net-carbs.ts'
import { requestLocale, resolveLocale, serverT } from '#app/utils/i18n.server.ts'
import { useFormat, useT } from '#app/utils/i18n.tsx'
import { useHouseholdText } from '#app/utils/household.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Search foods · Platewise' }]

/** Results shown per search. */
const SEARCH_LIMIT = 30
/** Longest query kept from the URL. */

const queryOf = (value: FormDataEntryValue | string | null | undefined) => (typeof value === 'string' ? value.trim().slice(0, MAX_QUERY_LENGTH) : '')
const searchUrl = (q: string) => (q ? `/search?${new URLSearchParams({ q })}` : '/search')

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const q = queryOf(new URL(request.url).searchParams.get('q'))
	const results = q.length >= MIN_SEARCH_LENGTH ? await searchFoods(db, { query: q, userId: user.id, limit: SEARCH_LIMIT }) : null
	return {
		title: serverT(resolveLocale(request, user), 'search')('meta.title'),
		q,
		/** The search minimum (spec sections 5 and 9), for the hint; search.server.ts owns it. */
		minLength: MIN_SEARCH_LENGTH,
		limit: SEARCH_LIMIT,
		mealType: defaultMealType(localHour(user.timezone)),
		/** Carbs shown as net carbs (the Settings tab's switch). */
		netCarbs: user.showNetCarbs,
		results: results ? searchRows(results) : null,
	}
}

/**
 * The result rows: each food's short display name (two different foods never share one), its
 * stored name in sentence case (the row's title: the whole name), its food group (the icon), brand and default serving.
 */
function searchRows(results: Awaited<ReturnType<typeof searchFoods>>) {
	return withDisplayNames(results).map((r) => {
		const s = servingSummary(r)
		return { id: r.id, name: r.displayName, fullName: displayName(r.name), group: r.group, brand: displayBrand(r.brand), source: r.source, serving: s.label, nutrients: s.nutrients, kcalEstimated: s.kcalEstimated }
	})
}

/**
 * Add: logs one default serving of the food (`defaultServing`: the serving the list shows, so the
 * kcal shown is the kcal added) to the meal type the user's
 * local hour suggests (spec section 4), then returns to the same search with 'Food Added'.
 */
export async function action({ request }: ActionFunctionArgs) {
	const { user, actor } = await requireActor(request)
	const formData = await readForm(request)
	const back = searchUrl(queryOf(formData.get('q')))
	const foodId = Number(formData.get('foodId'))
	const t = serverT(await requestLocale(request), 'search')
	/** The spec's toast when Add fails (spec "Toasts": Add food failure). */
	const failed = { back, toast: { message: t('toast.error'), description: t('toast.addFailed') }, request }
	try {
		if (formData.get('intent') !== 'add' || !Number.isInteger(foodId) || foodId <= 0) throw new NotFoundError('Food')
		const food = await getFood(db, actor, foodId)
		if (!food) throw new NotFoundError('Food')
		const { quantity, unit } = defaultServing(food)
		const { entry } = await logFood(db, actor, { foodId, quantity, unit, mealType: defaultMealType(localHour(user.timezone)) })
		return redirectWithSuccess(back, { message: t('toast.added'), description: t('toast.addedDescription', { name: entry.name }) })
	} catch (error) {
		return domainFailure(error, failed)
	}
}

export default function SearchPage() {
	const { q, results, mealType, minLength, limit, netCarbs } = useLoaderData<typeof loader>()
	const navigation = useNavigation()
	const submit = useSubmit()
	const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
	// A pending type-ahead search must never outlive the page or race an explicit submit.
	useEffect(() => () => clearTimeout(timer.current), [])
	const leavingTo = navigation.location && navigation.location.pathname !== '/search' ? navigation.location.key : null
	useEffect(() => {
		if (leavingTo) clearTimeout(timer.current)
	}, [leavingTo])
	const searching =
		navigation.state !== 'idle' &&
		navigation.location?.pathname === '/search' &&
		navigation.formMethod?.toUpperCase() !== 'POST' &&
		queryOf(new URLSearchParams(navigation.location.search).get('q')).length >= minLength
	const addingId = navigation.formData?.get('intent') === 'add' ? String(navigation.formData.get('foodId')) : null
	const showsProducts = results?.some((r) => r.source === 'off') ?? false
	const t = useT('search')
	// The serving's household measure ('1 cup') in the page's language; food names stay as the data has them.
	const household = useHouseholdText()
	const tc = useT('common')
	const f = useFormat()
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<h1 className="text-2xl font-bold">{t('title')}</h1>
			<Form method="get" role="search" className="flex gap-2" key={q} onSubmit={() => clearTimeout(timer.current)}>
				<label htmlFor="search-q" className="sr-only">
					{t('label')}
				</label>
				<input
					id="search-q"
					name="q"
					type="search"
					defaultValue={q}
					maxLength={MAX_QUERY_LENGTH}
					autoComplete="off"
					placeholder={t('placeholder')}
					aria-describedby="search-hint"
					className="min-h-11 flex-1 rounded-lg border border-slate-400 bg-white px-3 text-base"
					onChange={(e) => {
						const form = e.currentTarget.form
						clearTimeout(timer.current)
						if (form && e.currentTarget.value.trim().length >= minLength) timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), 350)
					}}
				/>
				<Button type="submit">{t('submit')}</Button>
			</Form>
			<div aria-live="polite" id="search-hint">
				{searching ? (
					<p role="status" className="text-slate-700">
						{t('searching')}
					</p>
				) : q.length < minLength ? (
					<p className="text-sm text-slate-700">{t('minLength', { min: minLength })}</p>
				) : results && results.length > 0 ? (
					<p className="text-sm text-slate-700">
						{/* The list stops at SEARCH_LIMIT; say "30+" rather than pretend that is every match. */}
						{t(results.length >= limit ? 'foundMany' : 'found', { count: results.length >= limit ? limit : results.length, query: q })}
					</p>
				) : null}
			</div>
			{results && results.length === 0 && !searching ? (
				<div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
					<p className="font-semibold">{t('noneFound', { query: q })}</p>
					<p className="text-sm text-slate-700">{t('tryDifferent')}</p>
				</div>
			) : null}
			{results && results.length > 0 ? (
				<>
					<p className="text-xs text-slate-700">{t('addHint', { meal: f.meal(mealType) })}</p>
					<ul className="space-y-2" aria-label={t('results')}>
						{results.map((r) => (
							<li key={r.id} className="flex items-center gap-3 rounded-xl bg-white p-3 shadow-sm" data-testid="search-result">
								<div className="min-w-0 flex-1">
									<p className="font-semibold">
										<FoodName name={r.name} fullName={r.fullName} group={r.group} />
									</p>
									{r.brand ? <p className="text-sm text-slate-700">{r.brand}</p> : null}
									<p className="text-xs text-slate-700">{household(r.serving).text}</p>
									<p className="text-sm">
										<span className="font-semibold">
											{r.nutrients.kcal == null ? t('kcalUnknown') : tc('unit.kcal', { value: wholeAmount(r.nutrients.kcal) })}
											{r.nutrients.kcal != null && r.kcalEstimated ? <abbr title={t('estimatedTitle')}> {t('estimated')}</abbr> : null}
										</span>
										<span className="text-slate-700">
											{' '}
											· {tc('macro.protein')} {tc('unit.g', { value: wholeAmount(r.nutrients.proteinG) })} · <CarbsInline carbs={carbsShownOf(netCarbs, r.nutrients)} offLabel={tc('macro.carbs')} testId="result-carbs" /> · {tc('macro.fat')}{' '}
											{tc('unit.g', { value: wholeAmount(r.nutrients.fatG) })}
										</span>
									</p>
								</div>
								<Form method="post" preventScrollReset onSubmit={() => clearTimeout(timer.current)}>
									<input type="hidden" name="intent" value="add" />
									<input type="hidden" name="foodId" value={r.id} />
									<input type="hidden" name="q" value={q} />
									<Button type="submit" aria-label={t('addLabel', { name: r.name })} disabled={addingId === String(r.id)}>
										{addingId === String(r.id) ? t('adding') : tc('action.add')}
									</Button>
								</Form>
							</li>
						))}
					</ul>
				</>
			) : null}
			{showsProducts ? <OffAttribution className="text-xs text-slate-600" /> : null}
		</main>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
