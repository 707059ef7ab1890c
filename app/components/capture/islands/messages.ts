/**
 * The capture islands' error messages (spec section 8, thrown in English by barcode-scanner.tsx,
 * speech.ts and camera.ts) in the page's language. Each island module re-exports
 * {@link islandMessage}, so the table loads with the islands, not with the panel.
 */
import type { MessageKey } from '#app/locales/catalogs.ts'
import type { Translate } from '#app/utils/i18n.tsx'

const ISLAND_MESSAGES: Record<string, MessageKey<'capture'>> = {
	'Barcode scan timeout - no barcode detected': 'island.barcodeTimeout',
	'Unable to access camera for barcode scanning': 'island.barcodeCamera',
	'Speech recognition not supported in this browser': 'island.speechUnsupported',
	'Speech recognition timeout': 'island.speechTimeout',
	'Unable to access camera. Please check permissions.': 'island.cameraAccess',
	'Camera capture cancelled': 'island.cameraCancelled',
	'Failed to capture photo': 'island.captureFailed',
}

/**
 * An island's English message in the page's language ('Speech recognition error: <code>' keeps
 * the browser's code); a message not listed (a browser's own) is returned as it came.
 */
export function islandMessage(t: Translate<'capture'>, message: string): string {
	const key = ISLAND_MESSAGES[message]
	if (key) return t(key)
	const speech = /^Speech recognition error: (.+)$/.exec(message)
	return speech ? t('island.speechError', { code: speech[1]! }) : message
}
