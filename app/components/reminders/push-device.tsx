/**
 * The client island that turns push reminders on or off for THIS browser: it asks for permission,
 * subscribes through the service worker's PushManager with the server's VAPID public key, and
 * sends the subscription to `POST /api/users/{id}/push-subscriptions` (off: unsubscribes and
 * `DELETE`s it). Loaded on demand (app/components/on-demand.tsx), never with the first page
 * load. Without JavaScript the server's HTML says push needs JavaScript; the switches above still
 * save as plain forms.
 */
import { useEffect, useState } from 'react'
import { Button } from '#app/components/button.tsx'
import { useT } from '#app/utils/i18n.tsx'

type State = 'checking' | 'unsupported' | 'blocked' | 'on' | 'off' | 'busy'

/** How long to wait for the service worker to be registered (it registers after the page's load, when idle). */
const WORKER_WAIT_MS = 8000

/** base64url → bytes, for `applicationServerKey`. */
function keyBytes(base64url: string): ArrayBuffer {
	const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4)
	return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)).buffer
}

/** The service worker's registration, or null when none arrives in time (no worker in development, or blocked). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
	if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return null
	return Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS))])
}

/** This device's push switch. `publicKey` null: the server has no VAPID keys. */
export function PushDevice({ userId, publicKey }: { userId: string; publicKey: string | null }) {
	const t = useT('reminders')
	const [state, setState] = useState<State>('checking')
	const [failed, setFailed] = useState(false)
	const [mounted, setMounted] = useState(false)

	useEffect(() => {
		let live = true
		setMounted(true)
		void (async () => {
			const reg = await registration()
			if (!live) return
			if (!reg) return setState('unsupported')
			if (Notification.permission === 'denied') return setState('blocked')
			const sub = await reg.pushManager.getSubscription()
			if (live) setState(sub ? 'on' : 'off')
		})()
		return () => {
			live = false
		}
	}, [])

	const api = `/api/users/${encodeURIComponent(userId)}/push-subscriptions`
	async function turnOn() {
		setFailed(false)
		setState('busy')
		try {
			const reg = await registration()
			if (!reg || !publicKey) return setState('unsupported')
			if ((await Notification.requestPermission()) !== 'granted') return setState('blocked')
			const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }))
			const res = await fetch(api, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(sub.toJSON()) })
			if (!res.ok) throw new Error(String(res.status))
			setState('on')
		} catch {
			setFailed(true)
			setState('off')
		}
	}
	async function turnOff() {
		setFailed(false)
		setState('busy')
		try {
			const reg = await registration()
			const sub = await reg?.pushManager.getSubscription()
			if (sub) {
				await fetch(`${api}?endpoint=${encodeURIComponent(sub.endpoint)}`, { method: 'DELETE' })
				await sub.unsubscribe()
			}
			setState('off')
		} catch {
			setFailed(true)
			setState('on')
		}
	}

	if (!publicKey) return <p className="text-sm text-slate-700">{t('push.notConfigured')}</p>
	return (
		<>
			<noscript>
				<p className="text-sm font-semibold text-slate-800">{t('push.needsJs')}</p>
			</noscript>
			{/* Hidden until the island runs: without JavaScript only the line above shows. */}
			<div hidden={!mounted} data-testid="push-device" aria-live="polite" className="space-y-2">
				{state === 'checking' ? <p className="text-sm text-slate-700">{t('push.checking')}</p> : null}
				{state === 'unsupported' ? <p className="text-sm text-slate-700">{t('push.unsupported')}</p> : null}
				{state === 'blocked' ? <p className="text-sm text-slate-700">{t('push.blocked')}</p> : null}
				{state === 'on' || state === 'off' || state === 'busy' ? (
					<>
						<p className="text-sm text-slate-800">{t(state === 'on' ? 'push.on' : 'push.off')}</p>
						{state === 'on' ? (
							<Button type="button" variant="secondary" className="w-full" onClick={() => void turnOff()}>
								{t('push.turnOff')}
							</Button>
						) : (
							<Button type="button" className="w-full" disabled={state === 'busy'} onClick={() => void turnOn()}>
								{t('push.turnOn')}
							</Button>
						)}
					</>
				) : null}
				{failed ? (
					<p role="alert" className="text-sm text-red-700">
						{t('push.failed')}
					</p>
				) : null}
			</div>
		</>
	)
}
