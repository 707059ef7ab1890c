/**
 * Colour arithmetic for the design tokens: CSS colours (hex, `oklch()`) to sRGB, and the WCAG 2.2
 * contrast ratio. Pure; used by the token tests (app/styles/tokens.test.ts) and the contrast table in
 * docs/design.md. Not shipped to the browser.
 */

/** An sRGB colour, channels 0–1 (gamma-encoded), alpha 0–1. */
export type Rgb = { r: number; g: number; b: number; a: number }

const clamp = (v: number) => Math.min(1, Math.max(0, v))

/**
 * OKLCH to gamma-encoded sRGB, clipped to the gamut per channel (what a browser shows for the few
 * Tailwind colours just outside sRGB). Equations: Björn Ottosson, "A perceptual color space for
 * image processing" (2020), the OKLab → linear sRGB matrices; sRGB transfer function IEC 61966-2-1.
 * @param l lightness 0–1, `c` chroma, `h` hue in degrees.
 */
export function oklchToRgb(l: number, c: number, h: number, a = 1): Rgb {
	const hr = (h * Math.PI) / 180
	const A = c * Math.cos(hr)
	const B = c * Math.sin(hr)
	const l_ = (l + 0.3963377774 * A + 0.2158037573 * B) ** 3
	const m_ = (l - 0.1055613458 * A - 0.0638541728 * B) ** 3
	const s_ = (l - 0.0894841775 * A - 1.291485548 * B) ** 3
	const lin = [
		4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
		-1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
		-0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
	].map((v) => clamp(v))
	const enc = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055)
	return { r: enc(lin[0]!), g: enc(lin[1]!), b: enc(lin[2]!), a }
}

/**
 * Parses the CSS colours the tokens use: `#rgb`, `#rrggbb`, `oklch(L% C H)` and `oklch(L% C H / A)`
 * (A as 0–1 or a percentage).
 * @throws Error for any other syntax (the caller resolves `var()` first).
 */
export function parseColor(css: string): Rgb {
	const s = css.trim().toLowerCase()
	const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(s)
	if (hex) {
		const h = hex[1]!.length === 3 ? [...hex[1]!].map((x) => x + x).join('') : hex[1]!
		return { r: parseInt(h.slice(0, 2), 16) / 255, g: parseInt(h.slice(2, 4), 16) / 255, b: parseInt(h.slice(4, 6), 16) / 255, a: 1 }
	}
	const ok = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)\s*(?:\/\s*([\d.]+)(%?))?\s*\)$/.exec(s)
	if (ok) {
		const l = Number(ok[1]) / (ok[2] ? 100 : 1)
		const a = ok[5] === undefined ? 1 : Number(ok[5]) / (ok[6] ? 100 : 1)
		return oklchToRgb(l, Number(ok[3]), Number(ok[4]), a)
	}
	throw new Error(`Unsupported colour: ${css}`)
}

/** WCAG relative luminance of an opaque sRGB colour (0 black – 1 white). */
export function luminance({ r, g, b }: Rgb): number {
	const lin = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
	return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** `top` painted over the opaque `bottom` (alpha compositing in gamma-encoded sRGB, as browsers do). */
export function over(top: Rgb, bottom: Rgb): Rgb {
	const mix = (t: number, b: number) => t * top.a + b * (1 - top.a)
	return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 }
}

/**
 * WCAG 2.2 contrast ratio (1–21) of a foreground on an opaque background; a translucent
 * foreground is first composited over the background.
 * WCAG AA: 4.5 for text, 3 for large text (≥ 24 px, or ≥ 18.66 px bold) and UI component boundaries.
 */
export function contrast(fg: Rgb, bg: Rgb): number {
	const f = luminance(fg.a < 1 ? over(fg, bg) : fg)
	const b = luminance(bg)
	return (Math.max(f, b) + 0.05) / (Math.min(f, b) + 0.05)
}

/** Hex `#rrggbb` of an sRGB colour (for the docs). */
export function toHex({ r, g, b }: Rgb): string {
	return `#${[r, g, b].map((v) => Math.round(clamp(v) * 255).toString(16).padStart(2, '0')).join('')}`
}
