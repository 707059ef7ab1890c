import fs from 'node:fs'

/**
 * The Chromium the e2e tests launch: CHROMIUM_PATH when set; else Debian's binary itself,
 * `/usr/lib/chromium/chromium`, rather than its `/usr/bin/chromium` wrapper. The wrapper sources
 * `/etc/chromium.d`, which adds `--enable-gpu-rasterization` (drawn through SwiftShader on a machine
 * without a GPU) and loads the packaged extensions into every profile: the same three spec files
 * took 211–218 s through the wrapper and 197 s without it, the utility processes' CPU halved.
 */
export function systemChromium(): string {
	if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
	return fs.existsSync('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : '/usr/bin/chromium'
}
