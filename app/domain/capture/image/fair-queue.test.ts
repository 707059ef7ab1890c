/**
 * The photo pipeline's work line (fair-queue.ts): one user's waiting jobs never make another
 * user's job wait behind them or be refused.
 */
import { describe, expect, test } from 'vitest'
import { FairQueue, type Refusal } from './fair-queue.ts'

/** A job the test finishes by hand, recording when it started. */
function heldJobs() {
	const started: string[] = []
	const finish = new Map<string, () => void>()
	const job = (name: string) => () =>
		new Promise<string>((resolve) => {
			started.push(name)
			finish.set(name, () => resolve(name))
		})
	const tick = () => new Promise((r) => setTimeout(r, 0))
	return { started, finish: (name: string) => finish.get(name)!(), job, tick }
}

const refuse = (why: Refusal) => new Error(why === 'user' ? 'too many of yours' : 'busy')

describe('a line fair per user', () => {
	test("a second user's job runs next while the first user has 32 waiting", async () => {
		const q = new FairQueue({ slots: 1, perUserWaiting: 32, totalWaiting: 64, refuse })
		const h = heldJobs()
		const a = Array.from({ length: 33 }, (_, i) => q.run('a', h.job(`a${i}`)))
		await h.tick()
		expect(q.size).toEqual({ running: 1, waiting: 32 })
		const b = q.run('b', h.job('b0'))
		h.finish('a0')
		await h.tick()
		expect(h.started).toEqual(['a0', 'b0'])
		h.finish('b0')
		expect(await b).toBe('b0')
		for (let i = 1; i < 33; i++) {
			await h.tick()
			h.finish(`a${i}`)
		}
		expect(await Promise.all(a)).toEqual(Array.from({ length: 33 }, (_, i) => `a${i}`))
		expect(q.size).toEqual({ running: 0, waiting: 0 })
	})

	test('users take turns: next is the user who started a job longest ago (or never), ties in the order their lines formed', async () => {
		const q = new FairQueue({ slots: 1, perUserWaiting: 8, totalWaiting: 64, refuse })
		const h = heldJobs()
		void q.run('a', h.job('a0'))
		for (const name of ['a1', 'a2', 'a3']) void q.run('a', h.job(name))
		for (const name of ['b1', 'b2']) void q.run('b', h.job(name))
		void q.run('c', h.job('c1'))
		const order = ['a0', 'b1', 'c1', 'a1', 'b2', 'a2', 'a3']
		for (const name of order) {
			await h.tick()
			h.finish(name)
		}
		await h.tick()
		expect(h.started).toEqual(order)
	})

	test("past a user's own cap only that user is refused; another user's job still waits its turn", async () => {
		const q = new FairQueue({ slots: 1, perUserWaiting: 2, totalWaiting: 64, refuse })
		const h = heldJobs()
		void q.run('a', h.job('a0'))
		void q.run('a', h.job('a1'))
		void q.run('a', h.job('a2'))
		await expect(q.run('a', h.job('a3'))).rejects.toThrow('too many of yours')
		const b = q.run('b', h.job('b0'))
		expect(q.size.waiting).toBe(3)
		h.finish('a0')
		await h.tick()
		expect(h.started).toEqual(['a0', 'b0'])
		h.finish('b0')
		expect(await b).toBe('b0')
		await h.tick()
		h.finish('a1')
		await h.tick()
		h.finish('a2')
	})

	test('a full line refuses with its own error; a failing job frees its slot', async () => {
		const q = new FairQueue({ slots: 1, perUserWaiting: 8, totalWaiting: 1, refuse })
		const failing = q.run('a', () => Promise.reject(new Error('decode failed')))
		const h = heldJobs()
		const next = q.run('b', h.job('b0'))
		await expect(q.run('c', h.job('c0'))).rejects.toThrow('busy')
		await expect(failing).rejects.toThrow('decode failed')
		await h.tick()
		h.finish('b0')
		expect(await next).toBe('b0')
	})
})
