/**
 * Barcode scanning island: the rear camera (ideal 640x480, spec section 9) read by
 * `@zxing/browser`'s 1D reader, accepting the spec section 5 formats (EAN-13, EAN-8, UPC-A, UPC-E,
 * Code 128, Code 39). 30 s without a code gives 'Barcode scan timeout - no barcode detected'; a
 * refused or missing camera gives 'Unable to access camera for barcode scanning' and the panel
 * offers the number field instead. Loaded with a dynamic import() when Scan Barcode is pressed,
 * never in the first load. It only captures: the code goes to GET /api/lookup-barcode/{code}.
 */
import { BarcodeFormat, BrowserMultiFormatOneDReader, type IScannerControls } from '@zxing/browser'
import { useEffect, useRef } from 'react'
import { useT } from '#app/utils/i18n.tsx'

export { islandMessage } from './messages.ts'

/** Spec section 9: barcode scan timeout in ms. */
export const BARCODE_TIMEOUT_MS = 30_000

/** Spec section 8 'Capture and recognition errors'. */
export const BARCODE_ERRORS = {
	timeout: 'Barcode scan timeout - no barcode detected',
	camera: 'Unable to access camera for barcode scanning',
	cancelled: 'Barcode scanning cancelled',
} as const

/** Spec section 5 'Barcode formats accepted'. */
const ACCEPTED = new Set<BarcodeFormat>([BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.UPC_A, BarcodeFormat.UPC_E, BarcodeFormat.CODE_128, BarcodeFormat.CODE_39])

/** True when the browser can open a camera at all. */
export function cameraAvailable(): boolean {
	return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia
}

/**
 * Full-screen camera preview with Cancel. Calls exactly one of `onCode`, `onError` (with
 * `cameraFailed` true when the camera could not be opened) or `onCancel`.
 */
export function BarcodeScanner({
	onCode,
	onError,
	onCancel,
}: {
	onCode: (code: string) => void
	onError: (message: string, cameraFailed: boolean) => void
	onCancel: () => void
}) {
	const t = useT('capture')
	const video = useRef<HTMLVideoElement>(null)
	const done = useRef(false)
	const controls = useRef<IScannerControls | null>(null)
	const stream = useRef<MediaStream | null>(null)

	useEffect(() => {
		let timer: ReturnType<typeof setTimeout> | undefined
		const stop = () => {
			clearTimeout(timer)
			controls.current?.stop()
			for (const track of stream.current?.getTracks() ?? []) track.stop()
		}
		const once = (fn: () => void) => {
			if (done.current) return
			done.current = true
			stop()
			fn()
		}
		;(async () => {
			if (!cameraAvailable()) return once(() => onError(BARCODE_ERRORS.camera, true))
			try {
				stream.current = await navigator.mediaDevices.getUserMedia({
					video: { facingMode: { ideal: 'environment' }, width: { ideal: 640 }, height: { ideal: 480 } },
					audio: false,
				})
			} catch {
				return once(() => onError(BARCODE_ERRORS.camera, true))
			}
			if (done.current) return stop()
			timer = setTimeout(() => once(() => onError(BARCODE_ERRORS.timeout, false)), BARCODE_TIMEOUT_MS)
			const reader = new BrowserMultiFormatOneDReader()
			try {
				controls.current = await reader.decodeFromStream(stream.current, video.current ?? undefined, (result) => {
					if (!result || !ACCEPTED.has(result.getBarcodeFormat())) return
					const text = result.getText()
					once(() => onCode(text))
				})
				if (done.current) controls.current.stop()
			} catch {
				once(() => onError(BARCODE_ERRORS.camera, true))
			}
		})()
		return () => {
			done.current = true
			stop()
		}
		// Runs once per mount: the callbacks are read when a result arrives.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])

	return (
		<div role="dialog" aria-modal="true" aria-label={t('scanner.title')} className="fixed inset-0 z-50 flex flex-col bg-black">
			<video ref={video} className="h-full w-full flex-1 object-cover" muted playsInline aria-label={t('camera.preview')} />
			<div className="pointer-events-none absolute inset-x-8 top-1/3 h-1/4 rounded-xl border-4 border-white/80" aria-hidden="true" />
			<p className="absolute inset-x-0 top-6 text-center text-lg font-semibold text-white" role="status">
				{t('busy.barcode')}
			</p>
			<div className="absolute inset-x-0 bottom-8 flex justify-center">
				<button
					type="button"
					onClick={() => {
						if (done.current) return
						done.current = true
						controls.current?.stop()
						for (const track of stream.current?.getTracks() ?? []) track.stop()
						onCancel()
					}}
					className="min-h-11 rounded-full bg-white px-8 font-semibold text-slate-900"
				>
					{t('forms.cancel')}
				</button>
			</div>
		</div>
	)
}
