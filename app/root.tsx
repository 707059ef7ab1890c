import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useMatches, useRouteLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { getToast } from '#app/utils/toast.server.ts'
import { Toast } from '#app/components/toast.tsx'
import { BottomNav, showsBottomNav } from '#app/components/bottom-nav.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { getUser } from '#app/utils/auth.server.ts'
import { resolveLocale, serverT } from '#app/utils/i18n.server.ts'
import { useLocale } from '#app/utils/i18n.tsx'
import { useNonce } from '#app/utils/nonce.tsx'
import stylesheet from '#app/styles/tailwind.css?url'
import type { THEMES } from '#db/schema.ts'

/** A colour theme: 'system' follows the device's prefers-color-scheme (db/schema.ts THEMES). */
type Theme = (typeof THEMES)[number]

export const links: LinksFunction = () => [
	{ rel: 'stylesheet', href: stylesheet },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
	// Installable: the web app manifest (public/manifest.webmanifest) and the iOS home-screen icon.
	{ rel: 'manifest', href: '/manifest.webmanifest' },
	{ rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
]

/**
 * The site's meta description. Rendered by the Layout itself rather than by
 * `meta`, because a route's own `meta` (e.g. the landing page's title) replaces the root's.
 */
export const SITE_DESCRIPTION =
	'Platewise is a free nutrition and calorie tracker: log meals from the USDA food database or by barcode, and see calories, protein, carbs and fat against your daily goals.'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.site.title ?? 'Platewise — nutrition and calorie tracking' }]

/**
 * The browser's toolbar colour (`<meta name="theme-color">`) per theme: the brand green in light,
 * the dark canvas (slate-950) in dark; 'system' gives both, chosen by the device's colour scheme.
 */
const THEME_COLORS: Record<Theme, Array<[string, string | undefined]>> = {
	light: [['#047857', undefined]],
	dark: [['#020618', undefined]],
	system: [
		['#047857', '(prefers-color-scheme: light)'],
		['#020618', '(prefers-color-scheme: dark)'],
	],
}

/** The site-wide texts of the root's meta in `locale` (namespace ui); English is {@link SITE_DESCRIPTION}. */
function siteTexts(locale: Parameters<typeof serverT>[0]) {
	const t = serverT(locale, 'ui')
	return { title: t('site.title'), description: t('site.description'), notFound: t('site.notFound') }
}

export async function loader({ request }: LoaderFunctionArgs) {
	const [user, { toast, headers }] = await Promise.all([getUser(request), getToast(request)])
	return data(
		{
			user: user ? { id: user.id, firstName: user.firstName, timezone: user.timezone } : null,
			// The colour theme on <html data-theme> (app/styles/tailwind.css): the person's setting, else the device's.
			theme: user?.theme ?? 'system',
			toast: toast ?? null,
			// The page's language (profile, then the visitor's choice, then Accept-Language): entry.server.tsx renders in it.
			locale: resolveLocale(request, user),
			// The site's title, description and not-found title in that language (meta functions cannot translate).
			site: siteTexts(resolveLocale(request, user)),
		},
		{ headers },
	)
}

export function Layout({ children }: { children: React.ReactNode }) {
	const nonce = useNonce()
	const locale = useLocale()
	const rootData = useRouteLoaderData<typeof loader>('root')
	// Rendered into the server's HTML, so the chosen theme paints on the first frame, JavaScript or not;
	// an error page without the root's data follows the device ('system').
	const theme = rootData?.theme ?? 'system'
	// `<html data-hydrated>` once React has taken over the server's HTML. The JavaScript loads after
	// the first paint (app/utils/paint-first.server.ts), so browser tests that exercise what only
	// JavaScript does wait for this mark (tests/e2e/fixtures.ts).
	useEffect(() => {
		document.documentElement.dataset.hydrated = 'true'
	}, [])
	return (
		<html lang={locale} data-theme={theme}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="color-scheme" content={theme === 'system' ? 'light dark' : theme} />
				{THEME_COLORS[theme].map(([color, media]) => (
					<meta key={color} name="theme-color" content={color} media={media} />
				))}
				<meta name="description" content={rootData?.site.description ?? SITE_DESCRIPTION} />
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

/** sessionStorage key: the language the page last reloaded itself to show. */
const RELOADED_FOR = 'platewise-reloaded-for-language'

export default function App() {
	const { toast, user, locale } = useLoaderData<typeof loader>()
	const matches = useMatches()
	const pageLocale = useLocale()
	// The language changed (the profile's Settings saved another one): the next page is rendered in
	// it. The browser holds only this language's words, so it loads the page afresh.
	// At most once per language in a tab: a document that somehow lacked its words must not reload forever.
	useEffect(() => {
		if (locale === pageLocale || sessionStorage.getItem(RELOADED_FOR) === locale) return
		sessionStorage.setItem(RELOADED_FOR, locale)
		window.location.reload()
	}, [locale, pageLocale])
	return (
		<>
			<Outlet />
			{/* The bottom navigation on every signed-in screen, error pages included (a route opts out with handle.bottomNav = false). */}
			{user && showsBottomNav(matches) ? <BottomNav /> : null}
			{toast ? <Toast toast={toast} /> : null}
		</>
	)
}

/**
 * Failures above every route (the root loader, the layout): the same error page as every
 * route's own boundary (app/components/error-boundary.tsx), inside the document.
 */
export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
