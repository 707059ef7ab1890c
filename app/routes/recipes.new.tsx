/**
 * /recipes/new — create your own recipe. Step 1 saves its fields; step 2 (the recipe
 * page with ?edit=1) adds ingredients picked through food search. Works without JavaScript.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Icon } from '#app/components/icon.tsx'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData } from '@remix-run/react'
import { RecipeFields } from '#app/components/recipes/recipe-fields.tsx'
import { db } from '#app/db.server.ts'
import { RecipeFieldsSchema } from '#app/domain/recipes/recipes.schema.ts'
import { createRecipe } from '#app/domain/recipes/edit.server.ts'
import { requireActor, requireUser } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { domainFailure } from '#app/utils/http.server.ts'
import { redirectWithSuccess } from '#app/utils/toast.server.ts'
import { requestLocale, resolveLocale, serverT } from '#app/utils/i18n.server.ts'
import { useT } from '#app/utils/i18n.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'New recipe · Platewise' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return { title: serverT(resolveLocale(request, user), 'recipes')('new.metaTitle') }
}

export async function action({ request }: ActionFunctionArgs) {
	const { actor } = await requireActor(request)
	const t = serverT(await requestLocale(request), 'recipes')
	const submission = parseWithZod(await readForm(request), { schema: RecipeFieldsSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	let recipe
	try {
		recipe = await createRecipe(db, actor, { ...submission.value, ingredients: [] })
	} catch (error) {
		// Past a cap (RECIPE_CAPS): the field message beside the form, kept as typed.
		return domainFailure(error, { request, back: '/recipes/new', toast: (e) => ({ message: t('toast.error'), description: e.message }), submission, inPlace: true })
	}
	return redirectWithSuccess(`/recipes/${recipe.id}?edit=1`, { message: t('toast.created'), description: t('toast.createdDescription') })
}

export default function NewRecipe() {
	const actionData = useActionData<typeof action>()
	const reply = actionData?.result as { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null } | undefined
	const initial = (reply?.initialValue ?? {}) as Record<string, string>
	const t = useT('recipes')
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<Link to="/meal-planning?tab=recipes" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800">
				<Icon name="chevron-left" className="size-4" /> {t('back')}
			</Link>
			<h1 className="text-2xl font-bold">{t('new.title')}</h1>
			<Form method="post" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" noValidate>
				<RecipeFields values={{ ...initial, servings: initial.servings ? Number(initial.servings) : 1, tags: initial.tags ? String(initial.tags).split(',') : [] }} errors={reply?.error ?? {}} />
				<button type="submit" className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 font-semibold text-white">
					{t('new.submit')}
				</button>
			</Form>
		</main>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
