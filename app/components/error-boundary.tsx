/**
 * The one error page of the app: every page route exports an `ErrorBoundary` that renders
 * {@link GeneralErrorBoundary}, and so does the root (for failures above any route). A thrown
 * 404 — an unknown page, a missing or foreign recipe, any loader's `NotFound` — shows
 * {@link NotFoundPage}; other thrown responses and bugs show {@link ErrorPage}. The pages are
 * plain server-rendered HTML with links, so they work with JavaScript off; the root adds the
 * bottom navigation for a signed-in user, so the user can always go on.
 *
 * A route that needs a different answer for one status passes it in `statusHandlers`; the
 * design stays this file's.
 */
import { isRouteErrorResponse, Link, useParams, useRouteError, useRouteLoaderData, type Params } from '@remix-run/react'
import type { ReactNode } from 'react'
import { buttonClass } from '#app/components/button.tsx'
import { Icon, type IconName } from '#app/components/icon.tsx'
import { useT } from '#app/utils/i18n.tsx'

/** A thrown Response as the boundary sees it (`status`, `statusText`, its body as `data`). */
export type ThrownResponse = { status: number; statusText: string; data: unknown }

/** Renders the page for one thrown status. */
export type StatusHandler = (info: { error: ThrownResponse; params: Params }) => ReactNode

/** Spec section 2: 'any other path | page reading "404 Page Not Found"' (English; the page shows its translation, errors `notFound.title`). */
export const NOT_FOUND_TITLE = '404 Page Not Found'
/** The general failure's heading in English (the page shows its translation, errors `error.title`). */
export const ERROR_TITLE = 'Something went wrong'

/**
 * The frame both pages share: an icon, a heading, a sentence, a way back (room below for the
 * bottom navigation). The way back is the dashboard ('Back to today') for a signed-in person and
 * the home page for a visitor: the same design for both, only the link's words differ.
 */
function ErrorFrame({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
	const t = useT('errors')
	const signedIn = Boolean((useRouteLoaderData('root') as { user?: unknown } | undefined)?.user)
	return (
		<main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 pb-28 text-center">
			<span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700" aria-hidden="true">
				<Icon name={icon} className="size-8" />
			</span>
			<h1 className="text-2xl font-bold text-slate-900">{title}</h1>
			{children}
			<Link to="/" className={buttonClass('primary')}>
				{t(signedIn ? 'back' : 'home')}
			</Link>
		</main>
	)
}

/** The 404 page: the same for an unknown path, a missing recipe and any loader's 404. */
export function NotFoundPage() {
	const t = useT('errors')
	return (
		<ErrorFrame icon="search" title={t('notFound.title')}>
			<p className="text-slate-700">{t('notFound.text')}</p>
		</ErrorFrame>
	)
}

/**
 * Any other failure. `detail` is shown under the advice: a thrown 4xx response's text (written
 * for the user, e.g. 'Images must be at most 8 MB'); never a bug's message, which may hold
 * internals.
 */
export function ErrorPage({ detail }: { detail?: string | null }) {
	const t = useT('errors')
	return (
		<ErrorFrame icon="help" title={t('error.title')}>
			<p className="text-slate-700">{t('error.advice')}</p>
			{detail ? <p className="text-sm text-slate-600">{detail}</p> : null}
		</ErrorFrame>
	)
}

/** A 4xx response's body when it is a short sentence; otherwise nothing. */
function userText(error: ThrownResponse): string | null {
	if (error.status >= 500 || typeof error.data !== 'string') return null
	const text = error.data.trim()
	return text && text.length <= 200 ? `${error.status}: ${text}` : null
}

const defaultStatusHandlers: Record<number, StatusHandler> = { 404: () => <NotFoundPage /> }

/**
 * The route error boundary. Thrown responses go to `statusHandlers[status]` (default: 404 →
 * {@link NotFoundPage}), else `defaultStatusHandler` (default: {@link ErrorPage} with the
 * response's text when it is a 4xx); anything else (a bug) to `unexpectedErrorHandler`
 * (default: {@link ErrorPage} without details).
 */
export function GeneralErrorBoundary({
	statusHandlers,
	defaultStatusHandler = ({ error }) => <ErrorPage detail={userText(error)} />,
	unexpectedErrorHandler = () => <ErrorPage />,
}: {
	statusHandlers?: Record<number, StatusHandler>
	defaultStatusHandler?: StatusHandler
	unexpectedErrorHandler?: (error: unknown) => ReactNode
} = {}) {
	const error = useRouteError()
	const params = useParams()
	if (!isRouteErrorResponse(error)) return unexpectedErrorHandler(error)
	const handler = statusHandlers?.[error.status] ?? defaultStatusHandlers[error.status] ?? defaultStatusHandler
	return handler({ error, params })
}
