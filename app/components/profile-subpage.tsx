import type { ReactNode } from 'react'
import { Link } from '@remix-run/react'
import { useT } from '#app/utils/i18n.tsx'
import { Icon } from './icon.tsx'

/** The frame of a page under the profile (/profile/…): the way back to Profile, the title, the sections. */
export function ProfileSubpage({ title, children }: { title: string; children: ReactNode }) {
	const common = useT('common')
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<Link to="/profile" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800">
				<Icon name="chevron-left" className="size-4" /> {common('nav.profile')}
			</Link>
			<h1 className="text-2xl font-bold">{title}</h1>
			{children}
		</main>
	)
}
