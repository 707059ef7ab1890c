import { describe, expect, it } from 'vitest'
import { shrinkTasksToThreadTime, type TraceEvent } from './lighthouse-cpu.ts'

const main = (pid: number, tid: number): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name: 'CrRendererMain' } })
const x = (name: string, ts: number, dur: number, tdur?: number, tid = 1): TraceEvent => ({ name, ph: 'X', pid: 1, tid, ts, dur, ...(tdur === undefined ? {} : { tdur }) })

describe('a trace with main-thread tasks at their thread time', () => {
	it('shortens a task stretched by the host to its CPU time and keeps its children inside it, in proportion', () => {
		const task = x('RunTask', 1000, 400, 100)
		const style = x('UpdateLayoutTree', 1200, 200)
		const layout = x('Layout', 1400, 0)
		const events = [main(1, 1), task, style, layout]
		expect(shrinkTasksToThreadTime(events)).toEqual({ tasks: 1, wallMs: 0.4, threadMs: 0.1 })
		expect(task).toMatchObject({ ts: 1000, dur: 100 })
		expect(style).toMatchObject({ ts: 1050, dur: 50 })
		expect(layout.ts).toBe(1100)
	})

	it('leaves other threads, tasks without thread time and tasks already at their CPU time alone', () => {
		const worker = x('RunTask', 1000, 400, 100, 2)
		const noThreadTime = x('RunTask', 2000, 300)
		const busy = x('RunTask', 3000, 50, 60)
		shrinkTasksToThreadTime([main(1, 1), worker, noThreadTime, busy])
		expect(worker.dur).toBe(400)
		expect(noThreadTime.dur).toBe(300)
		expect(busy.dur).toBe(50)
	})

	it('shrinks only top-level tasks: a task nested in another is scaled as its child', () => {
		const outer = x('RunTask', 0, 100, 50)
		const inner = x('RunTask', 20, 40, 40)
		shrinkTasksToThreadTime([main(1, 1), outer, inner])
		expect(outer.dur).toBe(50)
		expect(inner).toMatchObject({ ts: 10, dur: 20 })
	})
})
