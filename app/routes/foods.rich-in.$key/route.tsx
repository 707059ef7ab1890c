/**
 * /foods/rich-in/{key}: 'Foods high in X', the generic foods richest in one nutrient per 100 kcal
 * or per serving (`?per=100kcal|serving`), each with Add, which logs one default serving into a
 * meal of the day (`?meal=`, `?date=`) through the dashboard's own `logFood`. Works without
 * JavaScript: the choices are links and each Add is a form post (Post/Redirect/Get).
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Icon } from '#app/components/icon.tsx'
import { Button } from '#app/components/button.tsx'
import { type Formatter, type Translate, useFormat, useLocale, useT } from '#app/utils/i18n.tsx'
import { useHouseholdText } from '#app/utils/household.ts'
import { nutrientName, useNutrientName } from '#app/components/nutrients/nutrient-lines.tsx'
import { resolveLocale, serverT } from '#app/utils/i18n.server.ts'
import { requireActor, requireUser } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { cn, useIsPending } from '#app/utils/misc.ts'
import { MEAL_TYPES } from '#db/schema.ts'
import { dayUrl } from '../_index/day-url.ts'
import { RICH_IN_PER, richInUrlWith } from './rich-in.ts'
import { addRichFood, loadRichIn } from './rich-in.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Foods high in a nutrient · Platewise' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const d = await loadRichIn(user, params.key ?? '', new URL(request.url).searchParams)
	const locale = resolveLocale(request, user)
	return { ...d, title: serverT(locale, 'richIn')('meta.title', { nutrient: nutrientName(serverT(locale, 'nutrients'), d.nutrient) }) }
}

/** '12 mg', '0.45 µg' (more decimals for small amounts) in the page's language; 'no data' when unknown. */
function amountText(t: Translate<'richIn'>, f: Formatter, value: number | null, unit: string): string {
	if (value == null) return t('noData')
	const digits = Math.abs(value) >= 10 ? 0 : Math.abs(value) >= 1 ? 1 : 2
	return `${f.number(value, digits)} ${unit}`
}

/** Add: one default serving of the food into the chosen meal of the day; back here with 'Food added'. */
export async function action({ request, params }: ActionFunctionArgs) {
	const { actor } = await requireActor(request)
	return addRichFood(actor, params.key ?? '', await readForm(request), request)
}

export default function RichInPage() {
	const d = useLoaderData<typeof loader>()
	const pending = useIsPending({ intent: 'add' })
	const t = useT('richIn')
	const fmt = useFormat()
	const amount = (value: number | null, unit: string) => amountText(t, fmt, value, unit)
	// The nutrient's name and each food's household serving in the page's language (food names stay as the data has them).
	const nutrient = useNutrientName()(d.nutrient)
	const household = useHouseholdText()
	const locale = useLocale()
	const here = (extra: Record<string, string | null>) => richInUrlWith(d.nutrient.key, { per: d.per, meal: d.meal, date: d.dateParam, ...extra })
	const choice = (active: boolean) => cn('flex min-h-11 min-w-0 items-center justify-center hyphens-auto rounded-lg px-1 text-center text-sm font-semibold [overflow-wrap:anywhere]', active ? 'bg-white text-brand-800 shadow' : 'text-slate-700')
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<Link to={dayUrl({ date: d.date, today: d.today }, { view: 'nutrients', meal: d.meal })} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800">
				<Icon name="chevron-left" className="size-4" /> {t('back')}
			</Link>
			<h1 className="text-2xl font-bold">{t('title', { nutrient })}</h1>
			<p className="text-sm text-slate-700">
				{t(d.per === 'serving' ? 'intro.serving' : 'intro.100kcal', { nutrient: locale === 'de' ? nutrient : nutrient.toLowerCase() })}
				{d.target ? ` ${t('target', { amount: amount(d.target.amount, d.nutrient.unit), kind: d.target.custom ? t('yourTarget') : d.target.kind })}` : ''}
			</p>
			<nav aria-label={t('sortBy')} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
				{RICH_IN_PER.map((per) => (
					<Link key={per} to={here({ per })} replace preventScrollReset aria-current={per === d.per ? 'page' : undefined} className={choice(per === d.per)}>
						{per === 'serving' ? t('perServing') : t('per100kcal')}
					</Link>
				))}
			</nav>
			<nav aria-label={t('addToMeal')} className="grid grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1">
				{MEAL_TYPES.map((m) => (
					<Link key={m} to={here({ meal: m })} replace preventScrollReset aria-current={m === d.meal ? 'true' : undefined} className={choice(m === d.meal)}>
						{fmt.meal(m)}
					</Link>
				))}
			</nav>
			<p className="text-xs text-slate-700">
				{d.date === d.today ? t('addHintToday', { meal: fmt.meal(d.meal) }) : t('addHintDay', { meal: fmt.meal(d.meal), date: d.date })}
			</p>
			{d.foods.length === 0 ? <p className="rounded-xl bg-white p-4 text-sm text-slate-700">{t('none', { nutrient })}</p> : null}
			<ol className="space-y-2" aria-label={t('title', { nutrient })}>
				{d.foods.map((f) => (
					<li key={f.id} className="flex items-center gap-3 rounded-xl bg-white p-3 shadow-sm" data-testid="rich-food" data-per-serving={f.amountPerServing ?? ''}>
						<div className="min-w-0 flex-1">
							<p className="font-semibold">{f.name}</p>
							<p className="text-sm">
								<span className={cn(d.per === 'serving' && 'font-semibold')}>
									{t('inServing', { amount: amount(f.amountPerServing, f.unit), serving: f.servingLabel ? household(f.servingLabel).text : '' })}
								</span>
								<span className="text-slate-700"> · </span>
								<span className={cn(d.per === '100kcal' ? 'font-semibold' : 'text-slate-700')}>{t('amountPer100kcal', { amount: amount(f.amountPer100kcal, f.unit) })}</span>
							</p>
						</div>
						<Form method="post" preventScrollReset>
							<input type="hidden" name="intent" value="add" />
							<input type="hidden" name="foodId" value={f.id} />
							<input type="hidden" name="mealType" value={d.meal} />
							<input type="hidden" name="date" value={d.date} />
							<input type="hidden" name="per" value={d.per} />
							<Button type="submit" aria-label={t('addLabel', { name: f.name, meal: fmt.meal(d.meal) })} disabled={pending}>
								{t('add')}
							</Button>
						</Form>
					</li>
				))}
			</ol>
		</main>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
