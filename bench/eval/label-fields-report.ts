/**
 * Prints the label reader's score per field (clean and degraded images) as JSON, for the label
 * test sets given as arguments (default tests/fixtures/labels):
 * `npx tsx bench/eval/label-fields-report.ts tests/fixtures/labels tests/fixtures/labels-full`.
 */
import path from 'node:path'
import { closeOcrPool } from '#app/domain/capture/image/ocr-pool.server.ts'
import { scoreLabelSet } from './labels.ts'

const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ['tests/fixtures/labels']
const out: Record<string, unknown> = {}
for (const dir of dirs) {
	const score = await scoreLabelSet(path.resolve(dir))
	out[dir] = { clean: score.clean, degraded: score.degraded, images: score.images.length, fields: score.fields, misses: score.images.filter((i) => i.wrong.length).map((i) => `${i.file}: ${i.wrong.join('; ')}`) }
}
await closeOcrPool()
console.log(JSON.stringify(out, null, 1))
