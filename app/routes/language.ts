import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { readForm } from '#app/utils/body.server.ts'
import { crossSiteRefusal } from '#app/utils/csrf.server.ts'
import { languageCookie } from '#app/utils/i18n.server.ts'
import { isLocale } from '#app/utils/i18n.tsx'
import { safeRedirect } from '#app/utils/safe-redirect.ts'
import { cookieSecure } from '#app/utils/session.server.ts'

/**
 * POST /language (`language`, `redirectTo`): remembers a visitor's language choice in a cookie
 * (the landing, login and register pages offer it; a signed-in user's profile language wins over
 * it) and goes back to the page it was chosen on. Works without JavaScript.
 * Answers 400 naming the field when `language` is not one of the UI languages.
 * @throws Response 415 when the body is not a form (body.server.ts `readForm`).
 */
export async function action({ request }: ActionFunctionArgs) {
	const refused = crossSiteRefusal(request)
	if (refused) return refused
	// 415 for a body that is not a form, 413 past the size cap (body.server.ts).
	const form = await readForm(request)
	const language = form.get('language')
	if (!isLocale(language)) return new Response('language: choose one of en, es, fr, de, it, pt', { status: 400, headers: { 'Content-Type': 'text/plain' } })
	const to = form.get('redirectTo')
	return redirect(safeRedirect(typeof to === 'string' ? to : '/'), { headers: { 'Set-Cookie': languageCookie(language, cookieSecure) } })
}

/** GET /language has nothing to show: home. */
export function loader() {
	return redirect('/')
}
