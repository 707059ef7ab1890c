import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteError, isRouteErrorResponse } from '@remix-run/react'
import { useEffect } from 'react'
import { getToast } from '#app/utils/toast.server.ts'
import { Toast } from '#app/components/toast.tsx'
import { BottomNav } from '#app/components/bottom-nav.tsx'
import { getUser } from '#app/utils/auth.server.ts'
import { useNonce } from '#app/utils/nonce.tsx'
import stylesheet from '#app/styles/tailwind.css?url'

export const links: LinksFunction = () => [
	{ rel: 'stylesheet', href: stylesheet },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/**
 * The site's meta description (issue 13 item 14). Rendered by the Layout itself rather than by
 * `meta`, because a route's own `meta` (e.g. the landing page's title) replaces the root's.
 */
export const SITE_DESCRIPTION =
	'Platewise is a free nutrition and calorie tracker: log meals from the USDA food database or by barcode, and see calories, protein, carbs and fat against your daily goals.'

export const meta: MetaFunction = () => [{ title: 'Platewise — nutrition and calorie tracking' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const [user, { toast, headers }] = await Promise.all([getUser(request), getToast(request)])
	return data(
		{ user: user ? { id: user.id, firstName: user.firstName, timezone: user.timezone } : null, toast: toast ?? null },
		{ headers },
	)
}

export function Layout({ children }: { children: React.ReactNode }) {
	const nonce = useNonce()
	// `<html data-hydrated>` once React has taken over the server's HTML. The JavaScript loads after
	// the first paint (app/utils/paint-first.server.ts), so browser tests that exercise what only
	// JavaScript does wait for this mark (tests/e2e/fixtures.ts).
	useEffect(() => {
		document.documentElement.dataset.hydrated = 'true'
	}, [])
	return (
		<html lang="en">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#047857" />
				<meta name="description" content={SITE_DESCRIPTION} />
				<Meta />
				<Links />
			</head>
			<body>
				{children}
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	)
}

export default function App() {
	const { toast } = useLoaderData<typeof loader>()
	return (
		<>
			<Outlet />
			{toast ? <Toast toast={toast} /> : null}
		</>
	)
}

/**
 * The general error boundary: any route that fails (a thrown 404, a bug) renders here inside the
 * document, with the app's navigation, so the user can always go on. Routes without their own
 * boundary (all of them) bubble up to this one.
 */
export function ErrorBoundary() {
	const error = useRouteError()
	const missing = isRouteErrorResponse(error) && error.status === 404
	return (
		<main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 pb-28 text-center">
			<h1 className="text-2xl font-bold">{missing ? '404 Page Not Found' : 'Something went wrong'}</h1>
			<p className="text-slate-600">
				{missing ? "The page you're looking for doesn't exist." : 'Please try again. If it keeps happening, contact support.'}
			</p>
			<a href="/" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-medium text-white">
				Go home
			</a>
			<BottomNav />
		</main>
	)
}
