import { describe, expect, test } from 'vitest'
import { getToast, redirectWithSuccess } from './toast.server.ts'

describe('getToast', () => {
	test('a page request without a toast cookie gets no toast and no Set-Cookie', async () => {
		const { toast, headers } = await getToast(new Request('http://localhost/', { headers: { Cookie: '__session=abc' } }))
		expect(toast).toBeUndefined()
		expect(headers.get('Set-Cookie')).toBeNull()
		const bare = await getToast(new Request('http://localhost/'))
		expect(bare.toast).toBeUndefined()
		expect(bare.headers.get('Set-Cookie')).toBeNull()
	})

	test('a flashed toast is read once: the answer clears its cookie', async () => {
		const redirect = await redirectWithSuccess('/', { message: 'Food added', description: 'Added Bananas, raw to your meal' })
		const cookie = (redirect.headers.get('Set-Cookie') ?? '').split(';')[0]!
		const first = await getToast(new Request('http://localhost/', { headers: { Cookie: `__session=abc; ${cookie}` } }))
		expect(first.toast).toMatchObject({ message: 'Food added', description: 'Added Bananas, raw to your meal', type: 'success' })
		const cleared = (first.headers.get('Set-Cookie') ?? '').split(';')[0]!
		expect(cleared).toMatch(/^toast-session=/)
		const second = await getToast(new Request('http://localhost/', { headers: { Cookie: cleared } }))
		expect(second.toast).toBeUndefined()
	})

	test('a forged toast cookie shows nothing', async () => {
		const { toast } = await getToast(new Request('http://localhost/', { headers: { Cookie: 'toast-session=eyJ0b2FzdCI6eyJtZXNzYWdlIjoiSGkifX0%3D.forged' } }))
		expect(toast).toBeUndefined()
	})
})
