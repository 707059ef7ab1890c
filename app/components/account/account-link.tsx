import { Link } from '@remix-run/react'
import { useT } from '#app/utils/i18n.tsx'

/** The profile's 'Account' section: where password, email, devices, API tokens and deletion are. */
export function AccountSection() {
	const t = useT('account')
	return (
		<section aria-labelledby="account-link-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id="account-link-title" className="text-lg font-bold">
				{t('link.title')}
			</h2>
			<p className="text-sm text-slate-700">{t('link.text')}</p>
			<Link to="/profile/account" className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline" data-testid="account-link">
				{t('link.manage')}
			</Link>
		</section>
	)
}
