/**
 * A work line that is fair per user: jobs run in a fixed number of slots, taken from the users'
 * own first-in-first-out lines in turn (round robin), so one user's waiting jobs never make
 * another user's job wait behind them: a job waits for at most the running ones and one job of
 * each other user with work waiting. Each user may have at most `perUserWaiting` jobs waiting
 * (past it their new job is refused at once, costing nothing), and the whole line at most
 * `totalWaiting` (a memory bound: every waiting job holds its upload).
 *
 * Used for the photo pipeline's image decoding and label OCR (decode.server.ts, ocr-pool.server.ts).
 */

/** Why a job was refused without running: its user has too many waiting, or the line is full. */
export type Refusal = 'user' | 'full'

/** The line's shape. */
export type FairQueueOptions = {
	/** Jobs running at once. */
	slots: number
	/** Jobs one user may have waiting (not running). */
	perUserWaiting: number
	/** Jobs all users together may have waiting. */
	totalWaiting: number
	/** The error a refused job rejects with. */
	refuse: (why: Refusal) => Error
}

type Job = { start: () => void }

/** See the module comment. */
export class FairQueue {
	/** Each user's waiting jobs; a Map keeps the users in the order their line formed. */
	private lines = new Map<string, Job[]>()
	/** When each user with a job running or waiting last started one (a counter), and how many run. */
	private users = new Map<string, { lastStart: number; running: number }>()
	private starts = 0
	private running = 0
	private waiting = 0

	constructor(private readonly options: FairQueueOptions) {}

	/** Jobs running now and waiting now (for tests and the bench). */
	get size(): { running: number; waiting: number } {
		return { running: this.running, waiting: this.waiting }
	}

	/**
	 * Runs `task` in `user`'s turn.
	 * @returns what `task` returns.
	 * @throws the `refuse` error ('user' or 'full') when the job may not wait; whatever `task` throws.
	 */
	run<T>(user: string, task: () => Promise<T>): Promise<T> {
		const line = this.lines.get(user) ?? []
		if (this.running < this.options.slots && this.waiting === 0) return this.execute(user, task)
		if (line.length >= this.options.perUserWaiting) return Promise.reject(this.options.refuse('user'))
		if (this.waiting >= this.options.totalWaiting) return Promise.reject(this.options.refuse('full'))
		return new Promise<T>((resolve, reject) => {
			line.push({ start: () => this.execute(user, task).then(resolve, reject) })
			this.lines.set(user, line)
			this.waiting++
		})
	}

	private execute<T>(user: string, task: () => Promise<T>): Promise<T> {
		this.running++
		const state = this.users.get(user) ?? { lastStart: 0, running: 0 }
		state.lastStart = ++this.starts
		state.running++
		this.users.set(user, state)
		let result: Promise<T>
		try {
			result = task()
		} catch (error) {
			result = Promise.reject(error)
		}
		return result.finally(() => {
			this.running--
			state.running--
			if (state.running === 0 && !this.lines.has(user)) this.users.delete(user)
			this.next()
		})
	}

	/**
	 * Starts the next job: the first waiting job of the user who started one longest ago (a user
	 * who has not started one yet comes first; ties in the order their lines formed).
	 */
	private next() {
		while (this.running < this.options.slots && this.waiting > 0) {
			let turn: string | null = null
			let oldest = Infinity
			for (const user of this.lines.keys()) {
				const lastStart = this.users.get(user)?.lastStart ?? 0
				if (lastStart < oldest) [turn, oldest] = [user, lastStart]
			}
			const line = this.lines.get(turn!)!
			const job = line.shift()!
			if (line.length === 0) this.lines.delete(turn!)
			this.waiting--
			job.start()
		}
	}
}
