import type { MetaFunction } from '@remix-run/node'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'

/** The root loader's translated site texts (app/root.tsx): this route's own loader always throws. */
type RootSite = { site?: { notFound: string } }

export const meta: MetaFunction = ({ error, matches }) => [
	{ title: error ? ((matches.find((m) => m.id === 'root')?.data as RootSite | undefined)?.site?.notFound ?? 'Page Not Found · Platewise') : 'Platewise' },
]

/**
 * Any unknown path answers 404 with the app's one 404 page (spec section 2: '404 Page Not Found';
 * app/components/error-boundary.tsx), for visitors and signed-in people alike, so crawlers and
 * `/favicon.ico` probes learn the path does not exist. Its way back leads a visitor to the home
 * page and a signed-in person to today.
 * @throws Response 404, always.
 */
export async function loader(): Promise<never> {
	throw new Response('Not Found', { status: 404 })
}

/** Never rendered (the loader always throws); a page route needs a component to have a boundary. */
export default function CatchAll() {
	return null
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
