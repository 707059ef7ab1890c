import { Link } from '@remix-run/react'
import { Icon } from '#app/components/icon.tsx'
import { LanguagePicker } from '#app/components/language-picker.tsx'
import type { ReactNode } from 'react'

/** The mobile-width frame of the sign-in and sign-up pages, with the visitor's language choice. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
	return (
		<main className="mx-auto min-h-screen max-w-md px-5 py-8">
			<Link to="/" className="mb-8 inline-flex min-h-11 items-center gap-2 text-lg font-bold text-brand-700">
				<Icon name="leaf" className="size-6" /> Platewise
			</Link>
			<h1 className="text-2xl font-bold">{title}</h1>
			<p className="mb-6 text-slate-700">{subtitle}</p>
			{children}
			<footer className="mt-10 border-t border-slate-200 pt-4">
				<LanguagePicker />
			</footer>
		</main>
	)
}
