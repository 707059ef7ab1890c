import type { ToWorker } from '#app/domain/offline/protocol.ts'

/** Posts `message` to the active service worker and waits for its answer on a private channel. */
export function ask<A>(worker: ServiceWorker, message: ToWorker): Promise<A> {
	return new Promise((resolve) => {
		const channel = new MessageChannel()
		channel.port1.onmessage = (event) => resolve(event.data as A)
		worker.postMessage(message, [channel.port2])
	})
}
