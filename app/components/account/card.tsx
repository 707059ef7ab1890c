import type { ReactNode } from 'react'
import { Button, FormAlert } from '#app/components/forms.tsx'

/** One section of the Account page: a card with its heading (which names the section) and a line saying what it does. */
export function AccountCard({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
	return (
		<section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id={`${id}-title`} className="text-lg font-bold">
				{title}
			</h2>
			{intro ? <p className="mb-3 text-sm text-slate-700">{intro}</p> : null}
			{children}
		</section>
	)
}

/** A form's end: the server's message for the whole form (its failure title and what to fix), then the submit button. */
export function SubmitRow({ formErrors, pending, label, pendingLabel }: { formErrors: string[] | undefined; pending: boolean; label: string; pendingLabel: string }) {
	return (
		<>
			{formErrors?.length ? <FormAlert title={formErrors[0]!} message={formErrors[1]} /> : null}
			<Button type="submit" className="w-full" disabled={pending}>
				{pending ? pendingLabel : label}
			</Button>
		</>
	)
}
