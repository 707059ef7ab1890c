/**
 * The main thread's long tasks of one page load, at thread time: what a Lighthouse TBT figure is made
 * of, task by task, without Lighthouse. Loads `url` once in Debian's Chromium (390 × 844, no CPU
 * throttling), traces it, and prints every top-level renderer main-thread task of at least `--min`
 * ms of CPU (default 8: Lantern multiplies a task by 4 and counts what is over 50 ms, so a task of
 * 12.5 ms CPU or more blocks) with the CPU time of the event kinds inside it.
 *
 *   npx tsx bench/trace-main-thread.ts http://127.0.0.1:3000/ [--cookie 'a=b'] [--runs 3] [--min 8]
 *     [--samples]      V8 samples inside each long task: the share of each function (ours, or the frame of ours above a native one)
 *     [--first-frame]  only the task that paints first
 *     [--all]          every trace event kind inside a task, not only style, layout, paint and script
 *     [--html file]    answer the page's document from a file (assets still from the server), to try a markup or CSS change
 *
 * Development aid for ADR 021; the bench's figures come from Lighthouse (bench/lighthouse-cpu.ts).
 */
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'

type TraceEvent = { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; tts?: number; pid: number; tid: number; args?: Record<string, unknown> }

const args = process.argv.slice(2)
const url = args.find((a) => !a.startsWith('--') && /^https?:/.test(a))
const option = (name: string) => {
	const i = args.indexOf(`--${name}`)
	return i >= 0 ? args[i + 1] : undefined
}
if (!url) throw new Error('usage: trace-main-thread.ts <url> [--cookie c] [--runs n] [--min ms]')
/** Whether `--name` was given. */
const flag = (name: string) => args.includes(`--${name}`)
const cookie = option('cookie')
const runs = Number(option('runs') ?? 3)
const minMs = Number(option('min') ?? 8)

/** The kinds of trace event whose self CPU time is summed inside each long task. */
const KINDS = new Set(['ParseHTML', 'EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'HitTest', 'ParseAuthorStyleSheet', 'TimerFire', 'EventDispatch', 'MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPhase', 'v8.run', 'XHRReadyStateChange', 'FireAnimationFrame', 'RunMicrotasks', 'Decode Image', 'CompositeLayers', 'UpdateLayer', 'IntersectionObserverController::computeIntersections', 'ScheduleStyleRecalculation'])

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (let run = 0; run < runs; run++) {
	const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
	if (cookie) {
		const [name, ...rest] = cookie.split('=')
		await context.addCookies([{ name: name!, value: rest.join('='), url }])
	}
	const page = await context.newPage()
	const html = option('html')
	// --html: the page's document answered from a file (assets still from the server), to try a change to the markup.
	if (html) await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: readFileSync(html, 'utf8') }))
	await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading', 'toplevel', 'disabled-by-default-v8.compile', ...(flag('samples') ? ['disabled-by-default-v8.cpu_profiler'] : [])] })
	await page.goto(url, { waitUntil: 'load' })
	await page.waitForTimeout(1500)
	const buffer = await browser.stopTracing()
	await context.close()
	const events: TraceEvent[] = JSON.parse(buffer.toString()).traceEvents
	// The renderer main thread that parsed the page's HTML (other renderers may be in the trace).
	const parse = events.find((e) => e.name === 'ParseHTML' && String((e.args?.beginData as { url?: string })?.url ?? '').startsWith(url))
	const main = parse && events.find((e) => e.name === 'thread_name' && e.pid === parse.pid && e.tid === parse.tid)
	if (!main) throw new Error('no renderer main thread in the trace')
	const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts)
	const tasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask')
	const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)
	const navStart = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? tasks[0]!.ts
	// --samples: the V8 sampling profile's self time by function inside each long task.
	const frames = new Map<number, { functionName: string; url: string; lineNumber: number; columnNumber: number }>()
	const parentOf = new Map<number, number>()
	const sampleTimes: Array<{ ts: number; id: number }> = []
	for (const e of events.filter((x) => (x.name === 'Profile' || x.name === 'ProfileChunk') && x.pid === main.pid)) {
		const data = (e.args?.data ?? {}) as { startTime?: number; cpuProfile?: { nodes?: Array<{ id: number; parent?: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }>; samples?: number[] }; timeDeltas?: number[] }
		for (const n of data.cpuProfile?.nodes ?? []) {
			frames.set(n.id, n.callFrame)
			if (n.parent) parentOf.set(n.id, n.parent)
		}
		if (data.startTime) sampleTimes.push({ ts: data.startTime, id: -1 })
		let t = sampleTimes.length ? sampleTimes[sampleTimes.length - 1]!.ts : 0
		;(data.cpuProfile?.samples ?? []).forEach((id, i) => {
			t += data.timeDeltas?.[i] ?? 0
			sampleTimes.push({ ts: t, id })
		})
	}
	const samplesIn = (from: number, to: number) => {
		const byFn = new Map<string, number>()
		const inWindow = sampleTimes.filter((x) => x.id > 0 && x.ts >= from && x.ts <= to)
		for (let i = 0; i < inWindow.length; i++) {
			const f = frames.get(inWindow[i]!.id)
			if (!f) continue
			// Attribute a sample to the nearest frame of ours (not a native or library frame without a URL).
			let id = inWindow[i]!.id
			let fr = f
			while (!fr.url && parentOf.get(id) && frames.get(parentOf.get(id)!)) { id = parentOf.get(id)!; fr = frames.get(id)! }
			const k = `${fr.functionName || '(anon)'}@${(fr.url ?? '').split('/').pop()}:${fr.lineNumber}:${fr.columnNumber}${f !== fr ? `>${f.functionName}` : ''}`
			byFn.set(k, (byFn.get(k) ?? 0) + 1)
		}
		const n = inWindow.length || 1
		return [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${Math.round((100 * v) / n)}%`).join(', ')
	}
	const inPaint = (task: TraceEvent) => onMain.some((e) => e.name === 'Paint' && e.ts >= task.ts && e.ts <= task.ts + (task.dur ?? 0))
	let totalCpu = 0
	let blockingCpu = 0
	const lines: string[] = []
	for (const task of tasks) {
		const cpu = (task.tdur ?? task.dur ?? 0) / 1000
		totalCpu += cpu
		if (cpu < minMs) continue
		if (flag('first-frame') && !inPaint(task)) continue
		const afterFcp = fcp ? task.ts >= fcp.ts : true
		if (afterFcp) blockingCpu += Math.max(0, cpu * 4 - 50)
		const end = task.ts + (task.dur ?? 0)
		const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (KINDS.has(e.name) || flag('all')))
		const byKind = new Map<string, number>()
		for (const e of inside) {
			// Self time: the event's CPU less the CPU of counted events directly inside it.
			const eEnd = e.ts + (e.dur ?? 0)
			const children = inside.filter((c) => c !== e && c.ts >= e.ts && c.ts + (c.dur ?? 0) <= eEnd)
			const direct = children.filter((c) => !children.some((p) => p !== c && c.ts >= p.ts && c.ts + (c.dur ?? 0) <= p.ts + (p.dur ?? 0) && p.ts >= e.ts))
			const self = ((e.tdur ?? e.dur ?? 0) - direct.reduce((s, c) => s + (c.tdur ?? c.dur ?? 0), 0)) / 1000
			const label = e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'FunctionCall' ? `${e.name}(${String((e.args?.data as { url?: string; functionName?: string })?.url ?? '').split('/').pop()?.slice(0, 40) ?? ''})` : e.name
			byKind.set(label, (byKind.get(label) ?? 0) + self)
		}
		const parts = [...byKind].filter(([, v]) => v >= 0.5).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(1)}`)
		if (flag('samples')) parts.push('| JS: ' + samplesIn(task.ts, end))
		lines.push(`  at ${((task.ts - navStart) / 1000).toFixed(0).padStart(5)} ms ${afterFcp ? 'after' : 'before'} FCP: ${cpu.toFixed(1)} ms CPU (${((task.dur ?? 0) / 1000).toFixed(1)} wall)  ${parts.join(', ')}`)
	}
	console.log(`run ${run + 1}: FCP at ${fcp ? ((fcp.ts - navStart) / 1000).toFixed(0) : '?'} ms; main thread ${totalCpu.toFixed(0)} ms CPU; TBT at 4x from tasks >= ${minMs} ms after FCP: ${blockingCpu.toFixed(0)} ms`)
	for (const l of lines) console.log(l)
}
await browser.close()
