/** Configuration only through the validated env module, failing fast with a clear message. */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'

const saved = { ...process.env }
afterEach(() => {
	for (const key of ['PORT', 'RATE_LIMIT', 'TRUST_PROXY', 'AI_BASE_URL', 'DATABASE_URL', 'RENDER_MEMO_MB']) {
		if (saved[key] === undefined) delete process.env[key]
		else process.env[key] = saved[key]
	}
})

describe('env module', () => {
	test.each([
		['PORT', 'not-a-port'],
		['RATE_LIMIT', 'maybe'],
		['TRUST_PROXY', 'yes'],
		['AI_BASE_URL', 'not a url'],
		['RENDER_MEMO_MB', 'lots'],
		['RENDER_MEMO_MB', '-1'],
	])('%s=%s stops with a message naming the variable', async (key, value) => {
		const { getEnv } = await import('#app/utils/env.server.ts')
		process.env[key] = value
		expect(() => getEnv()).toThrow(new RegExp(`^Invalid environment configuration: .*${key}`))
	})

	test('defaults: the embedded setup needs no variables; an empty variable counts as unset', async () => {
		const { getEnv } = await import('#app/utils/env.server.ts')
		const { DEFAULT_DATABASE_URL } = await import('#db/client.ts')
		process.env.DATABASE_URL = ''
		process.env.TRUST_PROXY = ''
		delete process.env.PORT
		const env = getEnv()
		expect(env.DATABASE_URL).toBe(DEFAULT_DATABASE_URL)
		expect(env.TRUST_PROXY).toBe(false)
		expect(env.PORT).toBe(3000)
		delete process.env.RENDER_MEMO_MB
		expect(getEnv().RENDER_MEMO_MB).toBe(2)
		process.env.RENDER_MEMO_MB = '0'
		expect(getEnv().RENDER_MEMO_MB).toBe(0)
	})

	test('app code reads process.env only in app/utils/env.server.ts, and the DB URL default exists once', () => {
		const offenders: string[] = []
		const defaults: string[] = []
		const walk = (dir: string) => {
			for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
				const p = path.join(dir, entry.name)
				if (entry.isDirectory()) walk(p)
				else if (/\.(ts|tsx|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
					const text = fs.readFileSync(p, 'utf8')
					if (/process\.env/.test(text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')) && !p.endsWith(path.join('utils', 'env.server.ts'))) offenders.push(p)
					if (text.includes("'file:./data/platewise.db'")) defaults.push(p)
				}
			}
		}
		walk(path.resolve('app'))
		for (const dir of ['db', 'scripts']) walk(path.resolve(dir))
		// Scripts that set variables for the processes they start are allowed; app code is not.
		expect(offenders.filter((p) => p.includes(`${path.sep}app${path.sep}`))).toEqual([])
		expect(defaults.map((p) => path.relative(process.cwd(), p))).toEqual(['db/client.ts'])
	})
})
