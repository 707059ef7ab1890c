/**
 * "Chrome on Android" from a User-Agent header, for the session list. Pure; a small table of the
 * browsers and systems people use, matched in the order that disambiguates them (Edge and Opera
 * carry 'Chrome', Chrome carries 'Safari', iPadOS may say 'Macintosh').
 */

const BROWSERS: Array<[RegExp, string]> = [
	[/Edg(e|A|iOS)?\//, 'Edge'],
	[/OPR\/|Opera/, 'Opera'],
	[/SamsungBrowser\//, 'Samsung Internet'],
	[/Firefox\/|FxiOS\//, 'Firefox'],
	[/CriOS\/|Chrome\//, 'Chrome'],
	[/Version\/[\d.]+.*Safari\//, 'Safari'],
	[/curl\//, 'curl'],
	[/Shortcuts|CFNetwork/, 'Apple Shortcuts'],
	[/node|undici|axios|python-requests|Go-http-client/i, 'Script'],
]
const SYSTEMS: Array<[RegExp, string]> = [
	[/iPhone/, 'iPhone'],
	[/iPad/, 'iPad'],
	[/Android/, 'Android'],
	[/CrOS/, 'ChromeOS'],
	[/Windows/, 'Windows'],
	[/Mac OS X|Macintosh/, 'Mac'],
	[/Linux/, 'Linux'],
]

/**
 * A short device description, e.g. 'Safari on iPhone', 'Firefox on Linux', 'Unknown device'.
 * @param userAgent the request's User-Agent (null when it sent none).
 */
export function deviceFromUserAgent(userAgent: string | null | undefined): string {
	if (!userAgent) return 'Unknown device'
	const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1]
	const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1]
	if (browser && system) return `${browser} on ${system}`
	return browser ?? system ?? 'Unknown device'
}
