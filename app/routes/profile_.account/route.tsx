/**
 * /profile/account: the account's control panel. Change password (other devices are signed out),
 * change email, the signed-in devices (sign out one or every other), personal API tokens (made,
 * shown once, revoked) and deleting the account (the export offered first, then a confirmation
 * step with the password). Server-rendered forms posting here, working without JavaScript; the
 * rules are the account domain's (./account.server.ts).
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { ApiTokens } from '#app/components/account/api-tokens.tsx'
import { ChangeEmailForm, ChangePasswordForm } from '#app/components/account/credentials-forms.tsx'
import { DeleteAccount } from '#app/components/account/delete-account.tsx'
import { SessionsList } from '#app/components/account/sessions-list.tsx'
import type { AccountReply } from '#app/components/account/types.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { ProfileSubpage } from '#app/components/profile-subpage.tsx'
import { requireActor } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { useT } from '#app/utils/i18n.tsx'
import { accountAction, loadAccount } from './account.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Platewise' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const { user, actor } = await requireActor(request)
	return loadAccount(request, user, actor)
}

export async function action({ request }: ActionFunctionArgs) {
	const { actor } = await requireActor(request)
	return accountAction(request, actor, await readForm(request))
}

export default function AccountPage() {
	const d = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>() as AccountReply
	const [search] = useSearchParams()
	const t = useT('account')
	return (
		<ProfileSubpage title={t('heading')}>
			<ChangePasswordForm reply={reply} />
			<ChangeEmailForm reply={reply} email={d.email} />
			<SessionsList sessions={d.sessions} />
			<ApiTokens tokens={d.tokens} reply={reply} />
			<DeleteAccount userId={d.userId} confirming={search.get('delete') === 'confirm'} reply={reply} />
		</ProfileSubpage>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
