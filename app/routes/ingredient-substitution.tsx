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
import { FAILED_TOAST, FOUND_TOAST, MISSING_INFORMATION, RESTRICTIONS } from '#app/domain/substitution/options.ts'
import { SubstitutionRequestSchema } from '#app/domain/substitution/schema.ts'
import { TABLE } from '#app/domain/substitution/table.ts'
import { aiModels } from '#app/infra/ai.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'

export const meta: MetaFunction = () => [{ title: 'Ingredient substitution · Platewise' }]

/** What the form sent, echoed back so a refused form keeps its values. */
export type SubstitutionForm = { ingredient: string; restrictions: string[]; purpose: string; context: string }

export async function loader({ request }: LoaderFunctionArgs) {
	await requireUser(request)
	const params = new URL(request.url).searchParams
	const open = params.has('dialog') || params.has('ask')
	const form: SubstitutionForm = {
		ingredient: (params.get('ingredient') ?? '').slice(0, 200),
		restrictions: params.getAll('restrictions').slice(0, RESTRICTIONS.length * 2),
		purpose: (params.get('purpose') ?? '').slice(0, 40),
		context: (params.get('context') ?? '').slice(0, 1000),
	}
	const base = { open, form, known: TABLE.map((i) => i.name), aiAvailable: aiModels().text !== null }
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
			;(errors[key] ??= []).push(issue.message)
		}
		return { ...base, result: null, errors, notice: { kind: 'error' as const, title: MISSING_INFORMATION, message: Object.values(errors)[0]![0]! } }
	}
	let result: SubstitutionResult
	try {
		result = await findSubstitutions(db, parsed.data)
	} catch (error) {
		console.error('substitution: failed', error)
		return { ...base, result: null, errors: null, notice: { kind: 'error' as const, title: FAILED_TOAST.message, message: FAILED_TOAST.description } }
	}
	const found = result.suggestions.length
	const notice = found
		? { kind: 'success' as const, title: FOUND_TOAST, message: `${found} substitute${found === 1 ? '' : 's'} for ${result.ingredient.toLowerCase()}` }
		: { kind: 'error' as const, title: FAILED_TOAST.message, message: result.message ?? FAILED_TOAST.description }
	return { ...base, result, errors: null, notice }
}

export default function IngredientSubstitution() {
	const data = useLoaderData<typeof loader>()
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<div className="flex items-center gap-2">
				<Link to="/" aria-label="Back to today" className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-2xl text-slate-700">
					<Icon name="arrow-left" className="size-6" />
				</Link>
				<h1 className="text-2xl font-bold">AI Ingredient Substitution</h1>
			</div>
			<section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
				<p className="text-slate-700">
					Out of an ingredient, or cooking for someone with a restriction? Tell us what to replace, the restrictions to respect and what the ingredient does in
					the recipe. Every suggestion respects all the restrictions you pick, and shows how the nutrition changes, computed from USDA data.
				</p>
				<ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
					<li>14 restrictions, from vegan and gluten-free to diabetes, IBD and low sodium</li>
					<li>Ratios you can cook with, like 1 egg = 1 tbsp ground flaxseed + 3 tbsp water</li>
					<li>kcal, protein, carbs and fat change per 100 g of the original</li>
				</ul>
				<Link
					to="?dialog=1"
					preventScrollReset
					className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
				>
					Find Substitutions
				</Link>
				<p className="text-xs text-slate-600">
					{data.aiAvailable
						? 'Answers come from our substitution rules, plus the AI model’s suggestions after they pass the same checks.'
						: 'Answers come from our substitution rules. AI suggestions need an AI provider (AI_BASE_URL and AI_MODEL), which is not configured.'}
				</p>
			</section>
			{data.open ? <SubstitutionDialog form={data.form} result={data.result} errors={data.errors} notice={data.notice} known={data.known} /> : null}
		</main>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
