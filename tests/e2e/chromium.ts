import fs from 'node:fs'

/** Where Debian's chromium-headless-shell package puts Chromium's old headless mode as its own binary. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
/** Debian's Chromium binary itself, behind the `/usr/bin/chromium` wrapper. */
const CHROMIUM_BINARY = '/usr/lib/chromium/chromium'

/**
 * The Chromium the e2e tests launch: CHROMIUM_PATH when set; else Debian's headless shell
 * (package chromium-headless-shell, the build Playwright itself runs headless tests in); else
 * Debian's Chromium binary, never its `/usr/bin/chromium` wrapper when the binary is there.
 *
 * Why the headless shell: the full browser in its new headless mode is the whole desktop browser
 * without a window. Measured on this 2-core machine, a new context and page with two loads of the
 * landing page took 1,951 ms wall and 1.46 s of CPU in the full browser, 861 ms and 0.63 s in the
 * headless shell (15 rounds each, JavaScript on; 933 against 395 ms with it off).
 *
 * Why not the wrapper: it sources `/etc/chromium.d`, which adds `--enable-gpu-rasterization`
 * (drawn through SwiftShader on a machine without a GPU) and loads the packaged extensions into
 * every profile: the same three spec files took 211–218 s through it and 197 s without.
 */
export function systemChromium(): string {
	if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
	for (const candidate of [HEADLESS_SHELL, CHROMIUM_BINARY]) if (fs.existsSync(candidate)) return candidate
	return '/usr/bin/chromium'
}
