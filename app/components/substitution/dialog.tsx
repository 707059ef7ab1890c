/**
 * The substitution assistant dialog (spec section 4 'Substitution dialog'): form → pending
 * ('Finding Substitutions...') → results. Rendered from URL state by /ingredient-substitution, so
 * it works without JavaScript; with JavaScript the ingredient field also suggests database foods
 * as you type (GET /api/foods/search).
 */
import { Form, Link, useLocation, useNavigation } from '@remix-run/react'
import { useRef, useState } from 'react'
import { Button, ErrorList } from '#app/components/forms.tsx'
import { Sheet } from '#app/components/sheet.tsx'
import { Toast } from '#app/components/toast.tsx'
import type { SubstitutionResult } from '#app/domain/substitution/engine.server.ts'
import { AVAILABILITY, isPurpose, isRestriction, MAX_CONTEXT_LENGTH, MAX_INGREDIENT_LENGTH, PURPOSES, RESTRICTIONS } from '#app/domain/substitution/options.ts'
import { type Formatter, type Translate, useFormat, useT } from '#app/utils/i18n.tsx'
import { cn } from '#app/utils/misc.ts'

const PAGE = '/ingredient-substitution'

type Form = { ingredient: string; restrictions: string[]; purpose: string; context: string }
type Notice = { kind: 'success' | 'error'; title: string; message: string } | null

export function SubstitutionDialog({
	form,
	result,
	errors,
	notice,
	known,
}: {
	form: Form
	result: SubstitutionResult | null
	errors: Record<string, string[]> | null
	notice: Notice
	known: string[]
}) {
	const navigation = useNavigation()
	const location = useLocation()
	const pending = navigation.state !== 'idle' && navigation.location?.pathname === PAGE && new URLSearchParams(navigation.location.search).has('ask')
	const showResults = result !== null && !pending
	const t = useT('substitution')
	return (
		<Sheet title={t('dialog.title')} closeTo={PAGE} labelId="substitution-title">
			{notice && !pending ? <Toast key={location.key} toast={{ message: notice.title, description: notice.message, type: notice.kind }} /> : null}
			{showResults ? <Results result={result} form={form} /> : <SearchForm form={form} errors={errors} pending={pending} known={known} />}
		</Sheet>
	)
}

function SearchForm({ form, errors, pending, known }: { form: Form; errors: Record<string, string[]> | null; pending: boolean; known: string[] }) {
	const t = useT('substitution')
	const [dbNames, setDbNames] = useState<string[]>([])
	const abort = useRef<AbortController | null>(null)
	function suggest(value: string) {
		abort.current?.abort()
		if (value.trim().length < 3) return setDbNames([])
		const controller = new AbortController()
		abort.current = controller
		fetch(`/api/foods/search?q=${encodeURIComponent(value.trim())}&limit=8`, { credentials: 'same-origin', signal: controller.signal })
			.then((r) => (r.ok ? r.json() : []))
			.then((list: unknown) => {
				if (Array.isArray(list)) setDbNames(list.map((f: { name?: unknown }) => String(f.name ?? '')).filter(Boolean))
			})
			.catch(() => {})
	}
	return (
		<Form method="get" action={PAGE} preventScrollReset className="space-y-4" aria-busy={pending}>
			<div>
				<label htmlFor="subst-ingredient" className="mb-1 block text-sm font-medium text-slate-800">
					{t('form.ingredient')}
				</label>
				<input
					id="subst-ingredient"
					name="ingredient"
					defaultValue={form.ingredient}
					maxLength={MAX_INGREDIENT_LENGTH}
					list="subst-ingredient-list"
					autoComplete="off"
					autoFocus
					placeholder={t('form.ingredientPlaceholder')}
					aria-invalid={errors?.ingredient ? true : undefined}
					aria-describedby={errors?.ingredient ? 'subst-ingredient-error' : undefined}
					onChange={(e) => suggest(e.currentTarget.value)}
					className={cn('block min-h-11 w-full rounded-lg border bg-white px-3 text-base', errors?.ingredient ? 'border-red-600' : 'border-slate-400')}
				/>
				<datalist id="subst-ingredient-list">
					{[...new Set([...known, ...dbNames])].map((name) => (
						<option key={name} value={name} />
					))}
				</datalist>
				<ErrorList id="subst-ingredient-error" errors={errors?.ingredient} />
			</div>
			<fieldset aria-describedby={errors?.restrictions ? 'subst-restrictions-error' : undefined}>
				<legend className="mb-1 text-sm font-medium text-slate-800">{t('form.restrictions')}</legend>
				<div className="grid grid-cols-2 gap-1">
					{RESTRICTIONS.map((r) => (
						<label key={r} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
							<input type="checkbox" name="restrictions" value={r} defaultChecked={form.restrictions.includes(r)} className="size-5" />
							<span className="min-w-0 hyphens-auto [overflow-wrap:anywhere]">{t(`restriction.${r}`)}</span>
						</label>
					))}
				</div>
				<ErrorList id="subst-restrictions-error" errors={errors?.restrictions} />
			</fieldset>
			<fieldset aria-describedby={errors?.purpose ? 'subst-purpose-error' : undefined}>
				<legend className="mb-1 text-sm font-medium text-slate-800">{t('form.purpose')}</legend>
				<div className="grid grid-cols-2 gap-1">
					{PURPOSES.map((p) => (
						<label key={p} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
							<input type="radio" name="purpose" value={p} defaultChecked={form.purpose === p} className="size-5" />
							<span className="min-w-0 hyphens-auto [overflow-wrap:anywhere]">{t(`purpose.${p}`)}</span>
						</label>
					))}
				</div>
				<ErrorList id="subst-purpose-error" errors={errors?.purpose} />
			</fieldset>
			<div>
				<label htmlFor="subst-context" className="mb-1 block text-sm font-medium text-slate-800">
					{t('form.context')}
				</label>
				<textarea
					id="subst-context"
					name="context"
					defaultValue={form.context}
					maxLength={MAX_CONTEXT_LENGTH}
					rows={2}
					placeholder={t('form.contextPlaceholder')}
					className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
				/>
				<ErrorList errors={errors?.recipeContext} />
			</div>
			<Button type="submit" name="ask" value="1" disabled={pending} className="w-full">
				{pending ? t('pending') : t('find')}
			</Button>
			{pending ? (
				<p role="status" className="text-center text-sm text-slate-700">
					{t('pending')}
				</p>
			) : null}
		</Form>
	)
}

type Macro = 'kcal' | 'protein' | 'carbs' | 'fat'
const MACROS: readonly Macro[] = ['kcal', 'protein', 'carbs', 'fat']
/**
 * A macro line: '120 kcal · 3.5 g protein · 0 g carbs · 10 g fat', each value written by
 * `value`; what the data lacks is said once at the end ('carbs, fat not in the data'), or the
 * whole line is 'not in the data' when it lacks every value.
 */
function macroLine(t: Translate<'substitution'>, values: Record<Macro, number | null>, value: (v: number) => string): string {
	const missing = MACROS.filter((m) => values[m] == null)
	if (missing.length === MACROS.length) return t('missing.all')
	const known = MACROS.filter((m) => values[m] != null).map((m) => t(`amount.${m}`, { value: value(values[m]!) }))
	return [...known, ...(missing.length ? [t('missing.some', { fields: missing.map((m) => t(`field.${m}`)).join(', ') })] : [])].join(' · ')
}
/** A change per 100 g replaced: '+12.5', '−40', '±0'. */
const signed = (f: Formatter) => (v: number) => `${v > 0 ? '+' : v < 0 ? '−' : '±'}${f.number(Math.abs(v), 1)}`

function retryLink(form: Form, ingredient: string): string {
	const p = new URLSearchParams({ ingredient })
	for (const r of form.restrictions) p.append('restrictions', r)
	if (form.purpose) p.set('purpose', form.purpose)
	if (form.context) p.set('context', form.context)
	p.set('ask', '1')
	return `${PAGE}?${p.toString()}`
}

function Results({ result, form }: { result: SubstitutionResult; form: Form }) {
	const o = result.originalNutrition
	const t = useT('substitution')
	const f = useFormat()
	return (
		<div className="space-y-3" data-testid="substitution-results">
			<div>
				<h3 className="text-lg font-semibold">{t('results.title', { ingredient: result.ingredient.toLowerCase() })}</h3>
				<p className="text-sm text-slate-700">
					{form.restrictions.map((r) => (isRestriction(r) ? t(`restriction.${r}`) : r)).join(', ')} · {isPurpose(form.purpose) ? t(`purpose.${form.purpose}`) : form.purpose}
				</p>
			</div>
			{o ? (
				<p className="rounded-lg bg-slate-100 p-2 text-sm" data-testid="original-nutrition">
					{t('results.original', { food: o.food.name })} {macroLine(t, { kcal: o.calories, protein: o.protein, carbs: o.carbs, fat: o.fat }, (v) => f.number(v, 1))}
				</p>
			) : null}
			{result.message ? <p className="rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">{result.message}</p> : null}
			{result.nearest.length ? (
				<div>
					<p className="text-sm font-medium">{t('results.nearest')}</p>
					<ul className="mt-1 flex flex-wrap gap-2">
						{result.nearest.map((name) => (
							<li key={name}>
								<Link to={retryLink(form, name)} preventScrollReset className="inline-flex min-h-11 items-center rounded-full border border-slate-400 px-3 text-sm">
									{name}
								</Link>
							</li>
						))}
					</ul>
				</div>
			) : null}
			<ol className="space-y-3">
				{result.suggestions.map((s) => (
					<li key={`${s.source}-${s.ingredient}`} className="rounded-xl border border-slate-200 p-3" data-testid="suggestion">
						<div className="flex items-start justify-between gap-2">
							<h4 className="font-semibold">{s.ingredient}</h4>
							<span className="shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-sm font-semibold text-emerald-900">{t('results.match', { percent: Math.round(s.confidence * 100) })}</span>
						</div>
						<p className="mt-1 flex flex-wrap gap-2 text-xs">
							<span className="rounded bg-slate-100 px-1.5 py-0.5 capitalize">{(AVAILABILITY as readonly string[]).includes(s.availability) ? t(`availability.${s.availability}`) : s.availability}</span>
							{s.source === 'ai' ? <span className="rounded bg-violet-100 px-1.5 py-0.5 text-violet-900">{t('results.ai')}</span> : null}
							{!s.purposeFit ? <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-950">{t('results.lessSuited', { purpose: isPurpose(form.purpose) ? t(`purposeInline.${form.purpose}`) : form.purpose })}</span> : null}
						</p>
						<p className="mt-2 text-sm font-medium" data-testid="ratio">
							{s.ratioConversion}
						</p>
						<p className="mt-1 text-sm text-slate-700">{s.reason}</p>
						{s.cookingNotes ? <p className="mt-1 text-sm text-slate-700">{t('results.tip', { notes: s.cookingNotes })}</p> : null}
						<p className="mt-2 text-sm" data-testid="impact">
							<span className="font-medium">{t('results.per100')}</span>{' '}
							{macroLine(t, { kcal: s.nutritionImpact.calories, protein: s.nutritionImpact.protein, carbs: s.nutritionImpact.carbs, fat: s.nutritionImpact.fat }, signed(f))}
						</p>
						<p className="mt-1 text-xs text-slate-600">USDA: {s.foods.map((food) => `${food.name} (${food.grams} g)`).join(' + ')}</p>
					</li>
				))}
			</ol>
			<p className="text-xs text-slate-600">
				{t('results.provider', { provider: result.provider })} · <time dateTime={result.timestamp}>{result.timestamp.replace('T', ' ').slice(0, 16)} UTC</time>
			</p>
			<Link
				to={`${PAGE}?dialog=1`}
				preventScrollReset
				className="inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-slate-400 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100"
			>
				{t('results.newSearch')}
			</Link>
		</div>
	)
}
