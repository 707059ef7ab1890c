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
import { formatAmount } from '#app/components/nutrients/nutrient-lines.tsx'
import { mealTypeLabel } from '#app/domain/diary/meal-time.ts'
import { requireActor, requireUser } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { cn, useIsPending } from '#app/utils/misc.ts'
import { MEAL_TYPES } from '#db/schema.ts'
import { dayUrl } from '../_index/day-url.ts'
import { RICH_IN_PER, richInUrlWith } from './rich-in.ts'
import { addRichFood, loadRichIn } from './rich-in.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? `Foods high in ${data.nutrient.name}` : 'Foods high in a nutrient'} · Platewise` }]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return loadRichIn(user, params.key ?? '', new URL(request.url).searchParams)
}

/** Add: one default serving of the food into the chosen meal of the day; back here with 'Food added'. */
export async function action({ request, params }: ActionFunctionArgs) {
	const { actor } = await requireActor(request)
	return addRichFood(actor, params.key ?? '', await readForm(request), request)
}

export default function RichInPage() {
	const d = useLoaderData<typeof loader>()
	const pending = useIsPending({ intent: 'add' })
	const here = (extra: Record<string, string | null>) => richInUrlWith(d.nutrient.key, { per: d.per, meal: d.meal, date: d.dateParam, ...extra })
	const choice = (active: boolean) => cn('flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold', active ? 'bg-white text-brand-800 shadow' : 'text-slate-700')
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<Link to={dayUrl({ date: d.date, today: d.today }, { view: 'nutrients', meal: d.meal })} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800">
				<Icon name="chevron-left" className="size-4" /> Nutrients of the day
			</Link>
			<h1 className="text-2xl font-bold">Foods high in {d.nutrient.name}</h1>
			<p className="text-sm text-slate-700">
				USDA generic foods with the most {d.nutrient.name.toLowerCase()} {d.per === 'serving' ? 'in one serving' : 'per 100 kcal'}.
				{d.target ? ` Your target: ${formatAmount(d.target.amount, d.nutrient.unit)} a day (${d.target.kind}).` : ''}
			</p>
			<nav aria-label="Sort by" className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
				{RICH_IN_PER.map((per) => (
					<Link key={per} to={here({ per })} replace preventScrollReset aria-current={per === d.per ? 'page' : undefined} className={choice(per === d.per)}>
						{per === 'serving' ? 'Per serving' : 'Per 100 kcal'}
					</Link>
				))}
			</nav>
			<nav aria-label="Add to meal" className="grid grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1">
				{MEAL_TYPES.map((m) => (
					<Link key={m} to={here({ meal: m })} replace preventScrollReset aria-current={m === d.meal ? 'true' : undefined} className={choice(m === d.meal)}>
						{mealTypeLabel(m)}
					</Link>
				))}
			</nav>
			<p className="text-xs text-slate-700">
				Add puts 1 serving into {mealTypeLabel(d.meal)}
				{d.date === d.today ? ' today' : ` of ${d.date}`}.
			</p>
			{d.foods.length === 0 ? <p className="rounded-xl bg-white p-4 text-sm text-slate-700">No generic food carries data for {d.nutrient.name}.</p> : null}
			<ol className="space-y-2" aria-label={`Foods high in ${d.nutrient.name}`}>
				{d.foods.map((f) => (
					<li key={f.id} className="flex items-center gap-3 rounded-xl bg-white p-3 shadow-sm" data-testid="rich-food" data-per-serving={f.amountPerServing ?? ''}>
						<div className="min-w-0 flex-1">
							<p className="font-semibold">{f.name}</p>
							<p className="text-sm">
								<span className={cn(d.per === 'serving' && 'font-semibold')}>
									{formatAmount(f.amountPerServing, f.unit)} in {f.servingLabel}
								</span>
								<span className="text-slate-700"> · </span>
								<span className={cn(d.per === '100kcal' ? 'font-semibold' : 'text-slate-700')}>{formatAmount(f.amountPer100kcal, f.unit)} per 100 kcal</span>
							</p>
						</div>
						<Form method="post" preventScrollReset>
							<input type="hidden" name="intent" value="add" />
							<input type="hidden" name="foodId" value={f.id} />
							<input type="hidden" name="mealType" value={d.meal} />
							<input type="hidden" name="date" value={d.date} />
							<input type="hidden" name="per" value={d.per} />
							<Button type="submit" aria-label={`Add ${f.name} to ${mealTypeLabel(d.meal)}`} disabled={pending}>
								Add
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
