import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { endSession } from '#app/utils/auth.server.ts'
import { crossSiteRefusal } from '#app/utils/csrf.server.ts'

/**
 * POST /logout: deletes the DB session, clears the cookie, goes to /login (spec section 4).
 * A resource route, so Remix's own origin check skips it: a post from another site gets the
 * 403 page and the session lives on.
 */
export async function action({ request }: ActionFunctionArgs) {
	const refused = crossSiteRefusal(request)
	if (refused) return refused
	return redirect('/login', { headers: { 'Set-Cookie': await endSession(request) } })
}

/** GET /logout never signs out (no state change on GET); it just goes home. */
export async function loader() {
	return redirect('/')
}
