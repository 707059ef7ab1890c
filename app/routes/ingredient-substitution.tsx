/**
 * /ingredient-substitution — AI ingredient substitution (spec sections 2, 4, 5, 8).
 *
 * An intro page with a button opening the assistant dialog. The dialog is URL state, so it works
 * without JavaScript: `?dialog=1` opens the form; the form is a GET to this page with
 * `ingredient`, `restrictions` (repeated), `purpose`, `context` and `ask=1`, and the loader answers
 * with the results (or the 'Missing Information' messages). 'New Search' goes back to `?dialog=1`;
 * closing goes to the bare page, so both reset everything. The engine is the one the API uses
 * (app/domain/substitution/find.server.ts).
 */
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Icon } from '#app/components/icon.tsx'
import { Link, useLoaderData } from '@remix-run/react'
import { SubstitutionDialog } from '#app/components/substitution/dialog.tsx'
import { db } from '#app/db.server.ts'
import type { SubstitutionResult } from '#app/domain/substitution/engine.server.ts'
import { findSubstitutions } from '#app/domain/substitution/find.server.ts'
import { LOCAL_PROVIDER, MISSING_INGREDIENT, MISSING_PURPOSE, MISSING_RESTRICTION, RESTRICTIONS } from '#app/domain/substitution/options.ts'
import { SubstitutionRequestSchema } from '#app/domain/substitution/schema.ts'
import { TABLE } from '#app/domain/substitution/table.ts'
import { aiModels } from '#app/infra/ai.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { resolveLocale, serverT } from '#app/utils/i18n.server.ts'
import { type Translate, useT } from '#app/utils/i18n.tsx'
import type { MessageKey } from '#app/locales/catalogs.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Ingredient substitution · Platewise' }]

/** What the form sent, echoed back so a refused form keeps its values. */
export type SubstitutionForm = { ingredient: string; restrictions: string[]; purpose: string; context: string }

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const t = serverT(resolveLocale(request, user), 'substitution')
	const params = new URL(request.url).searchParams
	const open = params.has('dialog') || params.has('ask')
	const form: SubstitutionForm = {
		ingredient: (params.get('ingredient') ?? '').slice(0, 200),
		restrictions: params.getAll('restrictions').slice(0, RESTRICTIONS.length * 2),
		purpose: (params.get('purpose') ?? '').slice(0, 40),
		context: (params.get('context') ?? '').slice(0, 1000),
	}
	const base = { open, form, known: TABLE.map((i) => i.name), aiAvailable: aiModels().text !== null, title: t('meta.title') }
	if (!params.has('ask')) return { ...base, result: null, errors: null, notice: null }

	const parsed = SubstitutionRequestSchema.safeParse({
		ingredient: form.ingredient,
		restrictions: form.restrictions,
		purpose: form.purpose || undefined,
		recipeContext: form.context.trim() ? form.context : undefined,
	})
	if (!parsed.success) {
		const errors: Record<string, string[]> = {}
		for (const issue of parsed.error.issues) {
			const key = String(issue.path[0] ?? 'form')
			;(errors[key] ??= []).push(validationText(t, issue.message))
		}
		return { ...base, result: null, errors, notice: { kind: 'error' as const, title: t('missingInformation'), message: Object.values(errors)[0]![0]! } }
	}
	let result: SubstitutionResult
	try {
		result = await findSubstitutions(db, parsed.data)
	} catch (error) {
		console.error('substitution: failed', error)
		return { ...base, result: null, errors: null, notice: { kind: 'error' as const, title: t('toast.error'), message: t('toast.failed') } }
	}
	const found = result.suggestions.length
	const message = resultMessage(t, result, parsed.data.restrictions)
	const notice = found
		? { kind: 'success' as const, title: t('toast.found'), message: t('toast.foundDescription', { count: found, ingredient: result.ingredient.toLowerCase() }) }
		: { kind: 'error' as const, title: t('toast.error'), message: message ?? t('toast.failed') }
	return { ...base, result: { ...result, message, provider: result.provider === LOCAL_PROVIDER ? t('provider.local') : result.provider }, errors: null, notice }
}

/** The spec's 'Missing Information' messages in the person's language; any other message as the schema wrote it. */
function validationText(t: Translate<'substitution'>, message: string): string {
	if (message === MISSING_INGREDIENT) return t('missing.ingredient')
	if (message === MISSING_RESTRICTION) return t('missing.restriction')
	if (message === MISSING_PURPOSE) return t('missing.purpose')
	return message
}

/**
 * The engine's note on a result, in the person's language, from the same facts the engine's English
 * sentence (kept for the API) is made of: an unknown ingredient, no substitute fitting every
 * restriction, and how many AI suggestions were left out.
 */
function resultMessage(t: Translate<'substitution'>, result: SubstitutionResult, restrictions: readonly string[]): string | null {
	if (result.message == null) return null
	const parts: string[] = []
	if (!result.known) parts.push(t(result.suggestions.length ? 'message.unknownWithAi' : 'message.unknown', { ingredient: result.ingredient }))
	else if (result.suggestions.length === 0)
		parts.push(t('message.noneFit', { ingredient: result.ingredient.toLowerCase(), restrictions: restrictions.map((r) => t(`restrictionInline.${r}` as MessageKey<'substitution'>)).join(', ') }))
	const dropped = /(\d+) of the model's suggestions were left out/.exec(result.message)
	if (dropped) parts.push(t('message.aiDropped', { count: Number(dropped[1]) }))
	return parts.length ? parts.join(' ') : result.message
}

export default function IngredientSubstitution() {
	const data = useLoaderData<typeof loader>()
	const t = useT('substitution')
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<div className="flex items-center gap-2">
				<Link to="/" aria-label={t('backToToday')} className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-2xl text-slate-700">
					<Icon name="arrow-left" className="size-6" />
				</Link>
				<h1 className="text-2xl font-bold">{t('title')}</h1>
			</div>
			<section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
				<p className="text-slate-700">{t('intro')}</p>
				<ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
					<li>{t('point.restrictions')}</li>
					<li>{t('point.ratios')}</li>
					<li>{t('point.nutrition')}</li>
				</ul>
				<Link
					to="?dialog=1"
					preventScrollReset
					className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
				>
					{t('find')}
				</Link>
				<p className="text-xs text-slate-600">
					{data.aiAvailable ? t('source.ai') : t('source.rules')}
				</p>
			</section>
			{data.open ? <SubstitutionDialog form={data.form} result={data.result} errors={data.errors} notice={data.notice} known={data.known} /> : null}
		</main>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
