/**
 * The results card of the capture panel ('AI Recognition Results' in spec section 2, when a model
 * produced them; see resultsTitle in ./results-title.ts): each result
 * with 'Add to <meal type>', a voice result's transcript and one chip per food (clicking adds it),
 * and the offer to enter an unknown barcode as the user's own food. Rendered on the server by
 * /multimodal-input; the dashboard loads it with import() when the first result arrives, so it
 * is not part of the dashboard's first-load JavaScript.
 */
import { Link, useFetcher } from '@remix-run/react'
import type { CaptureResult } from '#app/domain/capture/types.ts'
import { CAPTURE_PATH, type CaptureView } from '#app/components/capture/types.ts'
import { useHouseholdText } from '#app/utils/household.ts'
import { rich, useFormat, useT } from '#app/utils/i18n.tsx'
import type { MealType } from '#db/schema.ts'
import { BarcodeAmount } from './barcode-amount.tsx'
import { LabelResultForm } from './photo-result.tsx'
import { resultsTitle } from './results-title.ts'

const ACTION = CAPTURE_PATH

/**
 * The results card. `selectHref` (page only) adds a 'Select' link for Selected Foods. A
 * result's confidence is shown where it is the engine's own measure (the label reader's OCR
 * confidence, the exact barcode match, the vision match); a sentence's foods show none (their
 * `confidence` is the matcher's word coverage, see app/domain/capture/match.server.ts, not a
 * chance of being right).
 */
export function CaptureResults({
	view,
	variant,
	returnTo,
	selectHref,
	onClear,
}: {
	view: CaptureView
	variant: 'dashboard' | 'page'
	returnTo: string
	selectHref?: (result: CaptureResult) => string | null
	onClear: () => void
}) {
	const t = useT('capture')
	const f = useFormat()
	// Household measures ('1 cup', 'medium (118 g)') in the page's language; English unchanged.
	const household = useHouseholdText()
	return (
		<div className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-3" aria-labelledby={`${variant}-results-title`}>
					<div className="mb-2 flex items-center justify-between">
						<h3 id={`${variant}-results-title`} className="font-bold">
							{t(resultsTitle(view) === 'AI Recognition Results' ? 'results.aiTitle' : 'results.title')}
						</h3>
						<Link
							to={variant === 'page' ? `${ACTION}?${new URLSearchParams({ meal: view.mealType, date: view.date })}` : `/?meal=${view.mealType}`}
							preventScrollReset
							onClick={(e) => {
								if (variant === 'dashboard') {
									e.preventDefault()
									onClear()
								}
							}}
							className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-slate-800"
						>
							{t('results.clear')}
						</Link>
					</div>
					{view.voice ? (
						<div className="mb-2">
							<p className="text-sm text-slate-800">
								{rich(t, 'results.youSaid', { label: <span className="font-semibold">{t('results.youSaidLabel')}</span> }, { transcript: view.voice.transcript })}
							</p>
							{view.results.length ? (
								<ul className="mt-2 flex flex-wrap gap-2" aria-label={t('results.foodsFound')}>
									{view.results.map((r, i) => (
										<li key={`${r.foodId}-${i}`}>
											<AddForm result={r} meal={view.mealType} day={view.date} returnTo={returnTo} chip />
										</li>
									))}
								</ul>
							) : null}
							{view.voice.unmatched.length ? (
								<p className="mt-2 text-sm text-slate-700">
									{rich(
										t,
										'results.unmatched',
										{
											link: (
												<Link className="font-semibold underline" to={`/search?${new URLSearchParams({ q: view.voice.unmatched[0]!.slice(0, 100) })}`}>
													{t('results.searching')}
												</Link>
											),
										},
										{ words: view.voice.unmatched.map((u) => t('results.quoted', { text: u })).join(', ') },
									)}
								</p>
							) : null}
						</div>
					) : null}
					{view.notFound ? (
						<p className="text-sm text-slate-800">
							{t('results.notFound', { code: view.notFound.code })}{' '}
							<Link className="font-semibold text-brand-800 underline" to={`${ACTION}?${new URLSearchParams({ meal: view.mealType, create: view.notFound.code })}`}>
								{t('results.enterOwn')}
							</Link>
						</p>
					) : null}
					<ul className="space-y-2">
						{view.results.map((r, i) => (
							<li key={`${r.foodId}-${i}`} className="rounded-lg bg-white p-3" data-testid="capture-result">
								<div className="flex items-start justify-between gap-2">
									<div>
										<p className="font-semibold">{r.name}</p>
										<p className="text-xs text-slate-700">
											{r.brand ? `${r.brand} · ` : ''}
											{r.servingLabel ? household(r.servingLabel).text : ''}
											{r.source === 'transcript' ? null : ` · ${t('results.confidence', { percent: f.percent(Math.round(r.confidence * 100)) })}`}
										</p>
									</div>
									<p className="whitespace-nowrap font-bold">
										{f.kcal(Math.round(r.nutrients.kcal ?? 0))}
										{r.kcalEstimated ? <span className="block text-xs font-normal text-slate-700">{t('results.estimated')}</span> : null}
									</p>
								</div>
								<p className="text-xs text-slate-700">
									{t('results.macros', { protein: f.number(Math.round(r.nutrients.proteinG ?? 0)), carbs: f.number(Math.round(r.nutrients.carbsG ?? 0)), fat: f.number(Math.round(r.nutrients.fatG ?? 0)) })}
									{r.source === 'barcode' && r.kcalEstimated ? ` · ${t('results.offData')}` : ''}
								</p>
								{r.source === 'nutrition-label' ? <LabelResultForm result={r} meal={view.mealType} day={view.date} returnTo={returnTo} index={i} refused={view.refusedLabel} /> : null}
								<div className="mt-2 flex gap-2">
									<AddForm result={r} meal={view.mealType} day={view.date} returnTo={returnTo} />
									{selectHref && selectHref(r) ? (
										<Link to={selectHref(r)!} replace preventScrollReset className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold">
											{t('results.select')}
										</Link>
									) : null}
								</div>
							</li>
						))}
					</ul>
				</div>
	)
}

/** 'Add to <meal>': logs the result's quantity through the same action (and logFood) as every add. */
function AddForm({ result, meal, day, returnTo, chip }: { result: CaptureResult; meal: MealType; day: string; returnTo: string; chip?: boolean }) {
	const fetcher = useFetcher()
	const t = useT('capture')
	const f = useFormat()
	const household = useHouseholdText()
	if (!result.foodId) return null
	const label = t('results.addTo', { meal: f.meal(meal) })
	return (
		<fetcher.Form method="post" action={ACTION}>
			<input type="hidden" name="intent" value="add" />
			<input type="hidden" name="foodId" value={result.foodId} />
			{result.source === 'barcode' && !chip ? (
				<BarcodeAmount result={result} id={`barcode-${result.foodId}`} />
			) : result.source === 'vision-model' && result.unit === 'gram' && !chip ? (
				// The model's grams are an estimate; the user can change them before adding.
				<label className="mb-2 flex items-center gap-2 text-sm font-medium text-slate-800">
					{t('amount.grams')}
					<input name="quantity" type="number" inputMode="decimal" min={1} max={5000} step="any" required defaultValue={result.quantity} className="min-h-11 w-24 rounded-lg border border-slate-400 bg-white px-2 text-base" />
				</label>
			) : (
				<input type="hidden" name="quantity" value={result.quantity} />
			)}
			{result.source === 'barcode' && !chip ? null : <input type="hidden" name="unit" value={result.unit} />}
			<input type="hidden" name="mealType" value={meal} />
			<input type="hidden" name="date" value={day} />
			<input type="hidden" name="returnTo" value={returnTo} />
			{chip ? (
				<button type="submit" disabled={fetcher.state !== 'idle'} aria-label={t('results.chipLabel', { label, name: result.name, kcal: f.kcal(Math.round(result.nutrients.kcal ?? 0)), serving: result.servingLabel ? household(result.servingLabel).text : '' })} className="min-h-11 rounded-full bg-brand-700 px-3 text-sm font-semibold text-white disabled:opacity-60">
					+ {result.name} · {f.kcal(Math.round(result.nutrients.kcal ?? 0))}
				</button>
			) : (
				<button type="submit" disabled={fetcher.state !== 'idle'} className="min-h-11 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white disabled:opacity-60">
					{fetcher.state !== 'idle' ? t('results.adding') : label}
				</button>
			)}
		</fetcher.Form>
	)
}
