/**
 * The Take Photo overlay (spec section 2): a full-screen preview of the rear camera with
 * Cancel and a capture button. Calls exactly one of `onPhoto` (a JPEG), `onError` (with
 * 'Unable to access camera. Please check permissions.') or `onCancel`. Part of the camera-photo
 * island: loaded with import() on first use.
 */
import { useEffect, useRef, useState } from 'react'
import { useT } from '#app/utils/i18n.tsx'
import { CAMERA_ERRORS, grabFrame, openCamera, stopCamera } from './camera.ts'

export type CameraPhotoProps = { onPhoto: (photo: Blob) => void; onError: (message: string) => void; onCancel: () => void }

export function CameraPhoto({ onPhoto, onError, onCancel }: CameraPhotoProps) {
	const t = useT('capture')
	const video = useRef<HTMLVideoElement>(null)
	const stream = useRef<MediaStream | null>(null)
	const done = useRef(false)
	const [ready, setReady] = useState(false)

	useEffect(() => {
		;(async () => {
			try {
				const s = await openCamera()
				if (done.current) return stopCamera(s)
				stream.current = s
				const v = video.current
				if (!v) return
				v.srcObject = s
				await v.play().catch(() => {})
				if (v.readyState < 2) await new Promise((r) => v.addEventListener('loadeddata', r, { once: true }))
				if (!done.current) setReady(true)
			} catch (error) {
				if (done.current) return
				done.current = true
				stopCamera(stream.current)
				onError(error instanceof Error ? error.message : CAMERA_ERRORS.access)
			}
		})()
		return () => {
			done.current = true
			stopCamera(stream.current)
		}
		// Runs once per mount; the callbacks are read when the user acts.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])

	const finish = (fn: () => void) => {
		if (done.current) return
		done.current = true
		stopCamera(stream.current)
		fn()
	}

	async function capture() {
		if (done.current || !video.current) return
		try {
			const photo = await grabFrame(video.current)
			finish(() => onPhoto(photo))
		} catch {
			finish(() => onError(CAMERA_ERRORS.capture))
		}
	}

	return (
		<div role="dialog" aria-modal="true" aria-label={t('camera.title')} className="fixed inset-0 z-50 flex flex-col bg-black">
			<video ref={video} className="h-full w-full flex-1 object-contain" muted playsInline aria-label={t('camera.preview')} />
			<p className="absolute inset-x-0 top-6 text-center text-lg font-semibold text-white" role="status">
				{ready ? t('camera.point') : t('camera.starting')}
			</p>
			<div className="absolute inset-x-0 bottom-8 flex items-center justify-center gap-6">
				<button type="button" onClick={() => finish(onCancel)} className="min-h-11 rounded-full bg-white px-6 font-semibold text-slate-900">
					{t('forms.cancel')}
				</button>
				<button
					type="button"
					onClick={() => void capture()}
					disabled={!ready}
					aria-label={t('camera.capture')}
					className="size-16 rounded-full border-4 border-white bg-white/30 disabled:opacity-50"
				/>
			</div>
		</div>
	)
}
