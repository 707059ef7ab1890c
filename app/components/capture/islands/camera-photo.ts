/**
 * Take Photo (spec sections 2 and 9): the rear camera at ideal 640×480, one frame
 * captured as a JPEG of quality 0.8. Loaded with a dynamic import() when Take Photo is pressed,
 * never in a page's first load. It only captures: the photo goes to the same upload the
 * no-JavaScript form posts (/multimodal-input, or POST /api/analyze-food-image).
 *
 * `captureFromCamera()` shows the full-screen preview ({@link CameraPhoto} in
 * camera-photo-overlay.tsx) in its own React root and resolves with the photo, or rejects with
 * one of {@link CAMERA_ERRORS} (camera.ts, with the camera's own functions).
 */

import { TranslatorProvider, type Translator } from '#app/utils/i18n.tsx'
import { CAMERA_ERRORS } from './camera.ts'

export { cameraAvailable } from './camera.ts'
export { islandMessage } from './messages.ts'

/**
 * Shows the full-screen camera preview with Cancel and a capture button, worded by `translator`
 * (the page's: the preview renders in a React root of its own, outside the page's provider).
 * @returns the photo (image/jpeg).
 * @throws Error with CAMERA_ERRORS.access (camera refused or missing) or CAMERA_ERRORS.cancelled.
 */
export async function captureFromCamera(translator: Translator): Promise<Blob> {
	const [{ createRoot }, { createElement }, { CameraPhoto }] = await Promise.all([import('react-dom/client'), import('react'), import('./camera-photo-overlay.tsx')])
	const host = document.createElement('div')
	document.body.append(host)
	const root = createRoot(host)
	const close = () => {
		root.unmount()
		host.remove()
	}
	return new Promise<Blob>((resolve, reject) => {
		const camera = createElement(CameraPhoto, {
			onPhoto: (photo: Blob) => {
				close()
				resolve(photo)
			},
			onError: (message: string) => {
				close()
				reject(new Error(message))
			},
			onCancel: () => {
				close()
				reject(new Error(CAMERA_ERRORS.cancelled))
			},
		})
		root.render(createElement(TranslatorProvider, { value: translator }, camera))
	})
}
