/**
 * The camera itself for the Take Photo island (spec sections 2 and 9): opening the rear camera,
 * grabbing a frame as a JPEG and stopping it, with the error texts. Shared by camera-photo.ts (the
 * entry that shows the overlay) and camera-photo-overlay.tsx (the overlay), which would otherwise
 * import each other.
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
