/**
 * Take Photo (spec sections 2 and 9): the rear camera at ideal 640×480, one frame
 * captured as a JPEG of quality 0.8. Loaded with a dynamic import() when Take Photo is pressed,
 * never in a page's first load. It only captures: the photo goes to the same upload the
 * no-JavaScript form posts (/multimodal-input, or POST /api/analyze-food-image).
 *
 * `captureFromCamera()` shows the full-screen preview ({@link CameraPhoto} in
 * camera-photo-overlay.tsx) in its own React root and resolves with the photo, or rejects with
 * one of {@link CAMERA_ERRORS}.
 */

/** Spec section 9 'Capture'. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
	video: { facingMode: { ideal: 'environment' }, width: { ideal: 640 }, height: { ideal: 480 } },
	audio: false,
}
/** Spec section 9: JPEG quality of a captured photo. */
export const JPEG_QUALITY = 0.8

/** Spec section 8 'Capture and recognition errors'. */
export const CAMERA_ERRORS = {
	access: 'Unable to access camera. Please check permissions.',
	cancelled: 'Camera capture cancelled',
	capture: 'Failed to capture photo',
} as const

/** True when the browser can open a camera at all (a secure page with mediaDevices). */
export function cameraAvailable(): boolean {
	return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia
}

/** Opens the rear camera. @throws Error(CAMERA_ERRORS.access) when it is refused or missing. */
export async function openCamera(): Promise<MediaStream> {
	if (!cameraAvailable()) throw new Error(CAMERA_ERRORS.access)
	try {
		return await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS)
	} catch {
		throw new Error(CAMERA_ERRORS.access)
	}
}

/** The video's current frame as a JPEG (quality {@link JPEG_QUALITY}), at the video's own size. */
export function grabFrame(video: HTMLVideoElement): Promise<Blob> {
	const canvas = document.createElement('canvas')
	canvas.width = video.videoWidth || 640
	canvas.height = video.videoHeight || 480
	const context = canvas.getContext('2d')
	if (!context) return Promise.reject(new Error(CAMERA_ERRORS.capture))
	context.drawImage(video, 0, 0, canvas.width, canvas.height)
	return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(CAMERA_ERRORS.capture))), 'image/jpeg', JPEG_QUALITY))
}

/** Stops every track of `stream` (the camera light goes off). */
export function stopCamera(stream: MediaStream | null): void {
	for (const track of stream?.getTracks() ?? []) track.stop()
}

/**
 * Shows the full-screen camera preview with Cancel and a capture button.
 * @returns the photo (image/jpeg).
 * @throws Error with CAMERA_ERRORS.access (camera refused or missing) or CAMERA_ERRORS.cancelled.
 */
export async function captureFromCamera(): Promise<Blob> {
	const [{ createRoot }, { createElement }, { CameraPhoto }] = await Promise.all([import('react-dom/client'), import('react'), import('./camera-photo-overlay.tsx')])
	const host = document.createElement('div')
	document.body.append(host)
	const root = createRoot(host)
	const close = () => {
		root.unmount()
		host.remove()
	}
	return new Promise<Blob>((resolve, reject) => {
		root.render(
			createElement(CameraPhoto, {
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
			}),
		)
	})
}
