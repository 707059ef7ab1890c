import { Link } from '@remix-run/react'

/** The profile's 'Account' section: where password, email, devices, API tokens and deletion are. */
export function AccountSection() {
	return (
		<section aria-labelledby="account-link-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id="account-link-title" className="text-lg font-bold">
				Account and security
			</h2>
			<p className="text-sm text-slate-700">Password, email, signed-in devices, API tokens for automations, and deleting your account.</p>
			<Link to="/profile/account" className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline" data-testid="account-link">
				Manage your account
			</Link>
		</section>
	)
}
