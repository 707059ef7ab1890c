import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { endSession } from '#app/utils/auth.server.ts'

/** POST /logout: deletes the DB session, clears the cookie, goes to /login (spec section 4). */
export async function action({ request }: ActionFunctionArgs) {
	return redirect('/login', { headers: { 'Set-Cookie': await endSession(request) } })
}

/** GET /logout never signs out (no state change on GET); it just goes home. */
export async function loader() {
	return redirect('/')
}
