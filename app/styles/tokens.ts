/**
 * The colour tokens of app/styles/tailwind.css as numbers, per mode: Tailwind's default palette
 * (node_modules/tailwindcss/theme.css), our `@theme` block on top (light), and the dark block
 * (`:root { @variant dark { … } }`). Node-only (reads files); used by the token tests and to write
 * the contrast table of docs/design.md. Never imported by the app.
 */
import fs from 'node:fs'
import path from 'node:path'
import { contrast, parseColor, type Rgb } from './contrast.ts'

export type Mode = 'light' | 'dark'

/** Custom properties `--name: value;` declared directly in `block` (nested blocks skipped). */
function declarations(block: string): Map<string, string> {
	const out = new Map<string, string>()
	let depth = 0
	let current = ''
	for (const ch of block.replace(/\/\*[\s\S]*?\*\//g, '')) {
		if (ch === '{') depth++
		else if (ch === '}') depth--
		else if (ch === ';' && depth === 0) {
			const m = /^\s*(--[\w-]+)\s*:\s*([\s\S]+?)\s*$/.exec(current)
			if (m) out.set(m[1]!, m[2]!)
			current = ''
		} else if (depth === 0) current += ch
	}
	return out
}

/** The body of the first `{ … }` after `marker` in `css`. */
function blockAfter(css: string, marker: string): string {
	const at = css.indexOf(marker)
	if (at < 0) throw new Error(`Not found in the stylesheet: ${marker}`)
	const open = css.indexOf('{', at)
	let depth = 0
	for (let i = open; i < css.length; i++) {
		if (css[i] === '{') depth++
		else if (css[i] === '}' && --depth === 0) return css.slice(open + 1, i)
	}
	throw new Error(`Unclosed block after ${marker}`)
}

/** Variable name → CSS value per mode (unresolved: values may hold `var(--…)`), and the names the dark block declares. */
export type Tokens = Record<Mode, Map<string, string>> & { darkNames: Set<string> }

/** Reads the tokens of app/styles/tailwind.css under `root` (the repository). */
export function readTokens(root = process.cwd()): Tokens {
	const defaults = fs.readFileSync(path.join(root, 'node_modules/tailwindcss/theme.css'), 'utf8')
	const ours = fs.readFileSync(path.join(root, 'app/styles/tailwind.css'), 'utf8')
	const light = new Map([...declarations(blockAfter(defaults, '@theme')), ...declarations(blockAfter(ours, '@theme {'))])
	const darkBlock = declarations(blockAfter(blockAfter(ours, ':root {'), '@variant dark'))
	return { light, dark: new Map([...light, ...darkBlock]), darkNames: new Set(darkBlock.keys()) }
}

/**
 * The colour `--color-<name>` shows in `mode`, its `var()` references resolved.
 * @throws Error for an unknown name or a value `parseColor` cannot read.
 */
export function tokenColor(tokens: Map<string, string>, name: string): Rgb {
	let value = tokens.get(`--color-${name}`)
	for (let hops = 0; value && /^var\(/.test(value); hops++) {
		if (hops > 10) throw new Error(`var() loop at ${name}`)
		value = tokens.get(/^var\((--[\w-]+)\)$/.exec(value)?.[1] ?? '')
	}
	if (!value) throw new Error(`Unknown colour token: ${name}`)
	return parseColor(value)
}

/**
 * Whether `--color-<name>` is declared for dark mode, directly or through a token it references
 * (a mid-tone such as amber-500 may keep its value: declaring it records that it was considered).
 */
export function hasDarkValue(tokens: Tokens, name: string): boolean {
	for (let v: string | undefined = `var(--color-${name})`, hops = 0; v && hops < 10; hops++) {
		const ref = /^var\((--[\w-]+)\)$/.exec(v)?.[1]
		if (!ref) return false
		if (tokens.darkNames.has(ref)) return true
		v = tokens.light.get(ref)
	}
	return false
}

/** A foreground drawn on a background, and the ratio it needs (4.5 text, 3 large text or UI). */
export type Pair = { fg: string; bg: string; min: 3 | 4.5; use: string }

/** The ratio of one pair in one mode, rounded to 0.01 (fg may be translucent, e.g. 'white/80'). */
export function pairRatio(tokens: Map<string, string>, { fg, bg }: Pick<Pair, 'fg' | 'bg'>): number {
	const [name, alpha] = fg.split('/')
	const colour = tokenColor(tokens, name!)
	const f = alpha ? { ...colour, a: Number(alpha) / 100 } : colour
	return Math.round(contrast(f, tokenColor(tokens, bg)) * 100) / 100
}

/**
 * The pairs the design system promises (docs/design.md "Colour"): the semantic tokens, and the
 * palette pairs the components use most (text on cards and the page, buttons, alerts, chips).
 */
export const DESIGN_PAIRS: Pair[] = [
	{ fg: 'ink', bg: 'surface', min: 4.5, use: 'headings on cards' },
	{ fg: 'ink-soft', bg: 'surface', min: 4.5, use: 'body text on cards (text-slate-700)' },
	{ fg: 'ink-soft', bg: 'canvas', min: 4.5, use: 'body text on the page' },
	{ fg: 'ink-soft', bg: 'surface-muted', min: 4.5, use: 'body text on muted panels (bg-slate-100)' },
	{ fg: 'ink-muted', bg: 'surface', min: 4.5, use: 'secondary text on cards (text-slate-600)' },
	{ fg: 'ink-muted', bg: 'canvas', min: 4.5, use: 'secondary text on the page' },
	{ fg: 'ink-muted', bg: 'surface-muted', min: 4.5, use: 'secondary text on muted panels' },
	{ fg: 'slate-500', bg: 'surface', min: 4.5, use: 'placeholders (text-slate-500)' },
	{ fg: 'slate-800', bg: 'slate-200', min: 4.5, use: 'text on chips and tracks (bg-slate-200)' },
	{ fg: 'field', bg: 'surface', min: 3, use: 'input borders on cards (border-slate-400)' },
	{ fg: 'field', bg: 'canvas', min: 3, use: 'input borders on the page' },
	{ fg: 'field', bg: 'surface-muted', min: 3, use: 'input borders on muted panels' },
	{ fg: 'on-accent', bg: 'accent', min: 4.5, use: 'primary button (bg-brand-700 text-white)' },
	{ fg: 'on-accent', bg: 'brand-800', min: 4.5, use: 'primary button, hover and pressed' },
	{ fg: 'accent-ink', bg: 'surface', min: 4.5, use: 'links on cards (text-brand-700)' },
	{ fg: 'accent-ink', bg: 'canvas', min: 4.5, use: 'links on the page' },
	{ fg: 'brand-800', bg: 'surface', min: 4.5, use: 'accent text (text-brand-800)' },
	{ fg: 'brand-800', bg: 'accent-soft', min: 4.5, use: 'selected item (bg-brand-50 text-brand-800)' },
	{ fg: 'brand-800', bg: 'brand-100', min: 4.5, use: 'badge (bg-brand-100 text-brand-800)' },
	{ fg: 'brand-600', bg: 'surface', min: 3, use: 'progress bars and rings on cards' },
	{ fg: 'on-danger', bg: 'danger', min: 4.5, use: 'danger button (bg-red-700 text-white)' },
	{ fg: 'danger', bg: 'surface', min: 4.5, use: 'error text under a field (text-red-700)' },
	{ fg: 'danger-ink', bg: 'danger-soft', min: 4.5, use: 'error banner (bg-red-50 text-red-800)' },
	{ fg: 'red-900', bg: 'danger-soft', min: 4.5, use: 'form alert (bg-red-50 text-red-900)' },
	{ fg: 'red-600', bg: 'surface', min: 3, use: 'input border with an error (border-red-600)' },
	{ fg: 'warning-ink', bg: 'warning-soft', min: 4.5, use: 'caution note (bg-amber-100 text-amber-900)' },
	{ fg: 'amber-950', bg: 'amber-100', min: 4.5, use: 'caution badge (bg-amber-100 text-amber-950)' },
	{ fg: 'sky-900', bg: 'sky-50', min: 4.5, use: 'info note (bg-sky-50 text-sky-900)' },
	{ fg: 'focus', bg: 'surface', min: 3, use: 'focus ring on cards' },
	{ fg: 'focus', bg: 'canvas', min: 3, use: 'focus ring on the page' },
]
