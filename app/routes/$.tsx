import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Landing } from '#app/components/landing.tsx'
import { getUser } from '#app/utils/auth.server.ts'

/** The root loader's translated site texts (app/root.tsx): this route's own loader throws for a signed-in user. */
type RootSite = { site?: { notFound: string } }

export const meta: MetaFunction = ({ error, matches }) => [
	{ title: error ? ((matches.find((m) => m.id === 'root')?.data as RootSite | undefined)?.site?.notFound ?? 'Page Not Found · Platewise') : 'Platewise' },
]

/**
 * Any unknown path answers 404: visitors get it with the landing page as its body (a way in for
 * a mistyped link, while crawlers and `/favicon.ico` probes learn the path does not exist);
 * signed-in users the app's 404 page (spec section 2), thrown so it is the same page every other
 * missing thing shows.
 * @throws Response 404 for a signed-in user.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await getUser(request)
	if (user) throw new Response('Not Found', { status: 404 })
	return data(null, { status: 404 })
}

export default function CatchAll() {
	return <Landing />
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
