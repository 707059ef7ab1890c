import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { Landing } from '#app/components/landing.tsx'
import { getUser } from '#app/utils/auth.server.ts'

export const meta: MetaFunction = () => [{ title: 'Platewise' }]

/** Any unknown path: visitors see the landing page; signed-in users a real 404 (spec section 2). */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await getUser(request)
	if (!user) return data({ signedIn: false as const }, { status: 200 })
	return data({ signedIn: true as const }, { status: 404 })
}

export default function CatchAll() {
	const { signedIn } = useLoaderData<typeof loader>()
	if (!signedIn) return <Landing />
	return (
		<main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
			<h1 className="text-2xl font-bold">404 Page Not Found</h1>
			<p className="text-slate-700">The page you're looking for doesn't exist.</p>
			<Link to="/" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white">
				Back to today
			</Link>
		</main>
	)
}
