import { type LoaderFunctionArgs } from '@remix-run/node'
import { CATALOG_VERSION, namespaceMessages } from '#app/utils/i18n.server.ts'
import { isLocale } from '#app/utils/i18n.tsx'

/**
 * One namespace's compiled messages in one language, for a browser whose page did not carry them
 * (a client-side navigation to another screen; app/utils/i18n.tsx). The same for every user, so
 * cacheable: for good when the URL names the current catalogs' version, briefly otherwise.
 * @throws Response 404 for an unknown language or namespace.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
	const messages = isLocale(params.lang) && params.ns ? namespaceMessages(params.lang, params.ns) : null
	if (!messages) throw new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
	const current = new URL(request.url).searchParams.get('v') === CATALOG_VERSION
	return new Response(JSON.stringify(messages), {
		headers: {
			'Content-Type': 'application/json; charset=utf-8',
			'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
		},
	})
}
