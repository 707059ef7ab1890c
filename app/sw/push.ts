/**
 * Web Push handlers of the service worker (`push`, `notificationclick`), owned by the reminders
 * feature; app/sw/service-worker.ts imports this module for its side effects. It runs in the
 * worker: no React, DOM, server modules or routes here.
 *
 * A reminder arrives as the JSON app/utils/reminder-texts.server.ts writes (the server's
 * `PushPayload`, app/domain/reminders/messages.ts): `{ title, body, url, tag, kind }`, already in
 * the user's language. It is shown as a notification with its tag (a newer reminder of the same
 * kind replaces an unread older one); opening it focuses an open Platewise window on `url`, or
 * opens one.
 */
declare const self: ServiceWorkerGlobalScope

/** The reminder's JSON (the server's PushPayload; a copy of its shape, as the worker cannot import server types). */
type Reminder = { title: string; body: string; url: string; tag: string }

/** The manifest's icons (public/icons): the app icon, and the monochrome badge Android shows in the status bar. */
const ICON = '/icons/icon-192.png'
const BADGE = '/icons/badge-96.png'

/** A same-origin path to open, or '/' for anything else (another origin, '//host', junk). */
function safePath(url: unknown): string {
	return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : '/'
}

/** The message's reminder, or null when it carries none we can read. */
function readReminder(event: PushEvent): Reminder | null {
	try {
		const d = event.data?.json() as Partial<Reminder> | undefined
		if (!d || typeof d.title !== 'string' || !d.title) return null
		return { title: d.title, body: typeof d.body === 'string' ? d.body : '', url: safePath(d.url), tag: typeof d.tag === 'string' ? d.tag : 'platewise' }
	} catch {
		return null
	}
}

self.addEventListener('push', (event) => {
	// A push subscribed with userVisibleOnly must show something, even a message we cannot read.
	const reminder = readReminder(event) ?? { title: 'Platewise', body: '', url: '/', tag: 'platewise' }
	event.waitUntil(self.registration.showNotification(reminder.title, { body: reminder.body, tag: reminder.tag, icon: ICON, badge: BADGE, data: { url: reminder.url } }))
})

self.addEventListener('notificationclick', (event) => {
	event.notification.close()
	const target = new URL(safePath((event.notification.data as { url?: unknown } | null)?.url), self.location.origin).href
	event.waitUntil(
		(async () => {
			const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
			const open = windows.find((w) => new URL(w.url).origin === self.location.origin)
			if (open) {
				const focused = await open.focus()
				await focused.navigate(target).catch(() => null)
				return
			}
			await self.clients.openWindow(target)
		})(),
	)
})

export {}
