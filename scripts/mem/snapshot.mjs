#!/usr/bin/env node
/**
 * Summarises a V8 heap snapshot (from `node --heapsnapshot-signal=SIGUSR2` memory
 * work): the total, self size per node type, the largest constructor/name groups, and the
 * objects with the largest retained size (Lengauer-Tarjan dominators over the snapshot graph,
 * weak edges ignored) with a path from the root to each.
 *
 * Usage: node --max-old-space-size=4096 scripts/mem/snapshot.mjs FILE.heapsnapshot [top=40]
 * A diagnostic only.
 */
import fs from 'node:fs'

const file = process.argv[2]
const top = Number(process.argv[3] ?? 40)
const snap = JSON.parse(fs.readFileSync(file, 'utf8'))
const meta = snap.snapshot.meta
const nf = meta.node_fields
const ef = meta.edge_fields
const nodeTypes = meta.node_types[0]
const edgeTypes = meta.edge_types[0]
const N = nf.length
const E = ef.length
const nodes = snap.nodes
const edges = snap.edges
const strings = snap.strings
const count = nodes.length / N
const iType = nf.indexOf('type')
const iName = nf.indexOf('name')
const iSelf = nf.indexOf('self_size')
const iEdges = nf.indexOf('edge_count')
const eType = ef.indexOf('type')
const eName = ef.indexOf('name_or_index')
const eTo = ef.indexOf('to_node')

const firstEdge = new Uint32Array(count + 1)
for (let i = 0, e = 0; i < count; i++) {
	firstEdge[i] = e
	e += nodes[i * N + iEdges] * E
}
firstEdge[count] = edges.length
const type = (i) => nodeTypes[nodes[i * N + iType]]
const name = (i) => strings[nodes[i * N + iName]]
const self = (i) => nodes[i * N + iSelf]
const mb = (n) => (n / 2 ** 20).toFixed(2)

let total = 0
const byType = new Map()
const byName = new Map()
for (let i = 0; i < count; i++) {
	const s = self(i)
	total += s
	byType.set(type(i), (byType.get(type(i)) ?? 0) + s)
	const key = `${type(i)}:${type(i) === 'string' || type(i) === 'concatenated string' ? '(strings)' : String(name(i)).slice(0, 60)}`
	const g = byName.get(key) ?? { size: 0, n: 0 }
	g.size += s
	g.n++
	byName.set(key, g)
}
console.log(`nodes ${count}, total self size ${mb(total)} MB`)
console.log('\nby type:')
for (const [t, s] of [...byType].sort((a, b) => b[1] - a[1])) console.log(`  ${mb(s).padStart(8)}  ${t}`)
console.log('\nlargest groups (self size):')
for (const [k, g] of [...byName].sort((a, b) => b[1].size - a[1].size).slice(0, top)) console.log(`  ${mb(g.size).padStart(8)}  ${String(g.n).padStart(7)}  ${k}`)

// Dominators (iterative Cooper-Harvey-Kennedy over a post order from the root, node 0).
const isWeak = (e) => edgeTypes[edges[e + eType]] === 'weak'
const post = new Int32Array(count).fill(-1)
const order = []
{
	const stack = [0]
	const iter = new Uint32Array(count)
	const seen = new Uint8Array(count)
	seen[0] = 1
	for (let i = 0; i < count; i++) iter[i] = firstEdge[i]
	while (stack.length) {
		const v = stack[stack.length - 1]
		let pushed = false
		while (iter[v] < firstEdge[v + 1]) {
			const e = iter[v]
			iter[v] += E
			if (isWeak(e)) continue
			const w = edges[e + eTo] / N
			if (!seen[w]) {
				seen[w] = 1
				stack.push(w)
				pushed = true
				break
			}
		}
		if (!pushed) {
			stack.pop()
			post[v] = order.length
			order.push(v)
		}
	}
}
const preds = Array.from({ length: count }, () => [])
for (let v = 0; v < count; v++) {
	if (post[v] < 0) continue
	for (let e = firstEdge[v]; e < firstEdge[v + 1]; e += E) {
		if (isWeak(e)) continue
		const w = edges[e + eTo] / N
		if (post[w] >= 0) preds[w].push(v)
	}
}
const idom = new Int32Array(count).fill(-1)
idom[0] = 0
const intersect = (a, b) => {
	while (a !== b) {
		while (post[a] < post[b]) a = idom[a]
		while (post[b] < post[a]) b = idom[b]
	}
	return a
}
for (let changed = true; changed; ) {
	changed = false
	for (let k = order.length - 2; k >= 0; k--) {
		const v = order[k]
		let d = -1
		for (const p of preds[v]) if (idom[p] >= 0) d = d < 0 ? p : intersect(p, d)
		if (d >= 0 && idom[v] !== d) {
			idom[v] = d
			changed = true
		}
	}
}
const retained = new Float64Array(count)
for (const v of order) {
	retained[v] += self(v)
	if (v !== 0 && idom[v] >= 0) retained[idom[v]] += retained[v]
}
// A path from the root, through the first non-weak retainer with a smaller post-order distance.
const parentEdge = new Int32Array(count).fill(-1)
const parent = new Int32Array(count).fill(-1)
{
	const queue = [0]
	const seen = new Uint8Array(count)
	seen[0] = 1
	for (let q = 0; q < queue.length; q++) {
		const v = queue[q]
		for (let e = firstEdge[v]; e < firstEdge[v + 1]; e += E) {
			if (isWeak(e)) continue
			const w = edges[e + eTo] / N
			if (seen[w]) continue
			seen[w] = 1
			parent[w] = v
			parentEdge[w] = e
			queue.push(w)
		}
	}
}
const edgeLabel = (e) => {
	const t = edgeTypes[edges[e + eType]]
	const n = edges[e + eName]
	return t === 'element' || t === 'hidden' ? `[${n}]` : `.${strings[n]}`
}
const pathTo = (v) => {
	const parts = []
	for (let x = v, k = 0; parent[x] >= 0 && k < 8; x = parent[x], k++) parts.unshift(`${edgeLabel(parentEdge[x])}`)
	return parts.join('')
}
const candidates = []
for (let v = 1; v < count; v++) {
	const t = type(v)
	if (t === 'synthetic' || t === 'hidden') continue
	if (retained[v] > 256 * 1024) candidates.push(v)
}
candidates.sort((a, b) => retained[b] - retained[a])
console.log('\nlargest retained (MB  self  type name  path):')
for (const v of candidates.slice(0, top)) console.log(`  ${mb(retained[v]).padStart(8)} ${mb(self(v)).padStart(6)}  ${type(v)} ${String(name(v)).slice(0, 50)}  ${pathTo(v).slice(-140)}`)
