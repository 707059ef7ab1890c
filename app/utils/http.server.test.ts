/**
 * The HTML adapter's one error path (app/utils/http.server.ts): what each kind of domain failure
 * becomes for a form, a result view, or a redirect. The routes' own tests check the screens.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { ConflictError, InvalidError, NotFoundError, RateLimitError } from '#app/domain/errors.ts'
import { InvalidCredentialsError } from './auth.server.ts'
import { ServiceBusyError } from './hash-queue.server.ts'
import { domainFailure, inPageFailure, refusedForm } from './http.server.ts'
import { getToast } from './toast.server.ts'

type Reply = { data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }; init: { status: number; headers?: Record<string, string> } }

const schema = z.object({ email: z.string().email('Email is invalid'), password: z.string().min(6, 'Password is too short') })
function submitted(fields: Record<string, string>) {
	const form = new FormData()
	for (const [k, v] of Object.entries(fields)) form.set(k, v)
	return parseWithZod(form, { schema })
}
const loginToast = (e: { message: string }) => ({ message: 'Login failed', description: e.message })

describe('domainFailure', () => {
	test('in place: each error keeps its own status, a rate limit says when to retry, the password never comes back', async () => {
		const cases: Array<[Error, number, string | undefined]> = [
			[new InvalidCredentialsError(), 401, undefined],
			[new RateLimitError('Too many attempts. Try again in 60 seconds.', 60), 429, '60'],
			[new ServiceBusyError(), 503, expect.stringMatching(/^\d+$/) as unknown as string],
		]
		for (const [error, status, retryAfter] of cases) {
			const submission = submitted({ email: 'a@example.test', password: 'hunter22' })
			const res = (await domainFailure(error, { back: '/login', toast: loginToast, submission, inPlace: true, hideFields: ['password'] })) as unknown as Reply
			expect(res.init.status).toBe(status)
			expect(res.init.headers?.['Retry-After']).toEqual(retryAfter)
			expect(res.data.result.error['']).toEqual(['Login failed', error.message])
			expect(res.data.result.initialValue).toEqual({ email: 'a@example.test' })
		}
	})

	test('a field at fault shows on that field: 400 for invalid input, 409 for a conflict', async () => {
		const submission = submitted({ email: 'a@example.test', password: 'hunter22' })
		const invalid = (await domainFailure(new InvalidError('bad', { email: ['Use another address'] }), { back: '/x', toast: { message: 'Error' }, submission })) as unknown as Reply
		expect(invalid.init.status).toBe(400)
		expect(invalid.data.result.error.email).toEqual(['Use another address'])
		const taken = (await domainFailure(new ConflictError('Email already registered', { email: ['Email already registered'] }), { back: '/x', toast: { message: 'Registration failed' }, submission })) as unknown as Reply
		expect(taken.init.status).toBe(409)
		expect(taken.data.result.error.email).toEqual(['Email already registered'])
	})

	test('with no field at fault (and not in place), Post/Redirect/Get back with the toast', async () => {
		const res = (await domainFailure(new NotFoundError('Meal'), { back: '/?date=2026-11-20', toast: (e) => ({ message: 'Error', description: e.message }) })) as Response
		expect(res.status).toBe(302)
		expect(res.headers.get('Location')).toBe('/?date=2026-11-20')
		const cookie = (res.headers.get('Set-Cookie') ?? '').split(';')[0]!
		const { toast } = await getToast(new Request('http://localhost/', { headers: { Cookie: cookie } }))
		expect(toast).toMatchObject({ message: 'Error', description: 'Meal not found', type: 'error' })
	})

	test('an error that is not a domain error is a bug: it goes on to the error boundary', async () => {
		const bug = new TypeError('x is undefined')
		await expect(domainFailure(bug, { back: '/', toast: { message: 'Error' } })).rejects.toBe(bug)
		expect(() => inPageFailure(bug, 'Upload Error')).toThrow(bug)
	})
})

describe('refusedForm and inPageFailure', () => {
	test('a refused submission is a 400 with the field named and the toast text as the form message', async () => {
		const res = (await refusedForm(submitted({ email: 'nope', password: 'abc' }), { message: 'Password too short', description: 'Password must be at least 6 characters long.' }, { hideFields: ['password'] })) as unknown as Reply
		expect(res.init.status).toBe(400)
		expect(res.data.result.error.email).toEqual(['Email is invalid'])
		expect(res.data.result.error['']).toEqual(['Password too short', 'Password must be at least 6 characters long.'])
		expect(res.data.result.initialValue).not.toHaveProperty('password')
	})

	test("a result view's failure keeps the error's status; the field message is the description", () => {
		expect(inPageFailure(new InvalidError('image: Please select a valid image file', { image: ['Please select a valid image file'] }), 'Upload Error')).toEqual({
			status: 422,
			toast: { message: 'Upload Error', description: 'Please select a valid image file' },
		})
		expect(inPageFailure(new RateLimitError('Slow down', 5), 'Upload Error')).toEqual({ status: 429, toast: { message: 'Upload Error', description: 'Slow down' } })
	})
})

describe('the domain’s English messages in the user’s language', () => {
	const goalSchema = z.object({ dailyFatGoal: z.number({ error: 'Daily fat must be a number' }).max(300, 'Daily fat must be between 10 and 300') })
	const german = new Request('http://localhost/goals', { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } })

	test('a refused form shows its field message in German, the field name unchanged', async () => {
		const form = new FormData()
		form.set('dailyFatGoal', '400')
		const res = (await refusedForm(parseWithZod(form, { schema: goalSchema }), undefined, { request: german })) as unknown as Reply
		expect(res.data.result.error.dailyFatGoal).toEqual(['Tägliches Fett muss zwischen 10 und 300 liegen'])
	})

	test('a domain error’s fields and the toast built from its message are translated; a route’s own toast title passes', async () => {
		const form = new FormData()
		form.set('email', 'a@b.co')
		const res = (await domainFailure(new ConflictError('This username is taken', { username: ['This username is taken'] }), {
			back: '/register',
			toast: (e) => ({ message: 'Registrierung fehlgeschlagen', description: e.message }),
			submission: parseWithZod(form, { schema: z.object({ email: z.string() }) }),
			inPlace: true,
			request: german,
		})) as unknown as Reply
		expect(res.data.result.error.username).toEqual(['Dieser Benutzername ist vergeben'])
		expect(res.data.result.error['']).toEqual(['Registrierung fehlgeschlagen', 'Dieser Benutzername ist vergeben'])
	})

	test('without the request the answer stays English', async () => {
		const form = new FormData()
		form.set('dailyFatGoal', '400')
		const res = (await refusedForm(parseWithZod(form, { schema: goalSchema }))) as unknown as Reply
		expect(res.data.result.error.dailyFatGoal).toEqual(['Daily fat must be between 10 and 300'])
		expect(inPageFailure(new NotFoundError('Recipe'), 'Fehler', 'de').toast.description).toBe('Rezept nicht gefunden')
	})
})
