import { Link } from '@remix-run/react'
import { BottomNav } from './bottom-nav.tsx'

/**
 * A signed-in page whose feature has not shipped yet: says so plainly and offers what works
 * today, instead of a 404 from the app's own navigation.
 */
export function NotYetAvailable({ title, what, showNav }: { title: string; what: string; showNav: boolean }) {
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<h1 className="text-2xl font-bold">{title}</h1>
			<div className="rounded-2xl bg-white p-4 shadow-sm">
				<p className="font-semibold">Not available yet</p>
				<p className="mt-1 text-slate-700">{what}</p>
				<div className="mt-4 flex flex-wrap gap-2">
					<Link to="/" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white">
						Back to today
					</Link>
					<Link to="/search" className="inline-flex min-h-11 items-center rounded-lg border border-slate-400 px-4 font-semibold">
						Search foods
					</Link>
				</div>
			</div>
			{showNav ? <BottomNav /> : null}
		</main>
	)
}
