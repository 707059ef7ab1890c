/**
 * /profile/import: bring history from another tracker (or a Platewise backup). Upload a file (the
 * format is read from its content) → its preview page (/profile/import/{id}) → Confirm or Cancel;
 * below, the past imports with Undo. Works without JavaScript (a multipart form posting here); with
 * it, the upload shows its progress (app/components/imports/upload-form.tsx).
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Icon } from '#app/components/icon.tsx'
import { ImportList } from '#app/components/imports/import-list.tsx'
import { ImportUploadForm } from '#app/components/imports/upload-form.tsx'
import { requireActor } from '#app/utils/auth.server.ts'
import { requestLocale, serverT } from '#app/utils/i18n.server.ts'
import { useT } from '#app/utils/i18n.tsx'
import { importsPage, uploadAction } from './import.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Platewise' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const { actor } = await requireActor(request)
	return { ...(await importsPage(actor, new URL(request.url))), title: serverT(await requestLocale(request), 'imports')('title') }
}

export async function action({ request }: ActionFunctionArgs) {
	const { actor } = await requireActor(request)
	return uploadAction(actor, request, await requestLocale(request))
}

export default function ImportPage() {
	const d = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>()
	const t = useT('imports')
	const common = useT('common')
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<Link to="/profile" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800">
				<Icon name="chevron-left" className="size-4" /> {common('nav.profile')}
			</Link>
			<h1 className="text-2xl font-bold">{t('heading')}</h1>
			<p className="text-sm text-slate-700">{t('intro')}</p>
			<section className="rounded-2xl bg-white p-4 shadow-sm">
				<ImportUploadForm apiUrl={d.apiUrl} maxMb={d.maxMb} sources={d.sources} error={reply && 'error' in reply ? reply.error : null} />
			</section>
			<ImportList imports={d.imports} moreHref={d.moreHref} />
		</main>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
