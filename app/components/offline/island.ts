/**
 * The dashboard's offline island (plain DOM, loaded after the page by ./boot.ts; nothing of it is
 * in the server HTML, so with JavaScript off nothing changes):
 *
 * - the offline mark: "Offline — showing your diary as of 14:32" when the worker served this page
 *   from its copy, or a line saying that what is logged now is kept on the phone while offline;
 * - the writes waiting for the network (./queue.ts), each marked pending, or, once the server
 *   refused one (an entry removed elsewhere: 404), marked not saved with the reason and a Dismiss
 *   button, so a conflict is shown, never lost;
 * - while offline, a submitted dashboard or weight/water form that the queue takes is kept on the
 *   device instead of being sent (the submit is stopped before Remix sees it), and shown at once;
 * - while offline, a link loads its page as a document (the worker's copy or its offline page);
 * - when the network returns (and at start), the queue is sent, then the page's data reloaded.
 */
import { BODY_UNIT_LABELS, displayWater, type UnitSystem } from '#app/domain/nutrition/body-units.ts'
import { formatNumber } from '#app/utils/format.ts'
import type { CopyAnswer } from '#app/domain/offline/protocol.ts'
import { browserTranslator, LOCALE_TAGS, readI18nPayload, translatorFor, type Locale, type Translate } from '#app/utils/i18n.tsx'
import { ask } from './ask.ts'
import { enqueue, flush, forget, queuedFor, writeFor, type QueuedWrite } from './queue.ts'

type RemixWindow = Window & {
	__remixContext?: { state?: { loaderData?: Record<string, unknown> } }
	__remixRouter?: { revalidate: () => unknown }
}

/** The weight and water forms' unit system, from the dashboard's loader data. */
function unitSystem(): UnitSystem {
	const data = (window as RemixWindow).__remixContext?.state?.loaderData?.['routes/_index'] as { body?: { water?: { units?: { system?: UnitSystem } } } } | undefined
	return data?.body?.water?.units?.system ?? 'metric'
}

/** A queued drink's amount in the user's water unit ('8 fl oz', '250 ml', '1.234 ml' in German), from the ml it will post. */
export function waterAmountText(ml: number, units: UnitSystem, locale: Locale): string {
	return `${formatNumber(displayWater(ml, units), 1, locale)} ${BODY_UNIT_LABELS[units].water}`
}

/** The food or entry name shown near a form (the food sheet's heading, an entry's row). */
function nameNear(form: HTMLFormElement): string {
	let node: HTMLElement | null = form.parentElement
	for (let i = 0; node && i < 3; i++, node = node.parentElement) {
		const heading = node.querySelector('h3')
		if (heading?.textContent) return heading.textContent.trim()
	}
	return ''
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> & { className?: string } = {}, ...children: (Node | string)[]) {
	const node = Object.assign(document.createElement(tag), props)
	node.append(...children)
	return node
}

/** Starts the island on a signed-in dashboard. */
export async function startIsland({ worker, userId }: { worker: ServiceWorker; userId: string }): Promise<void> {
	const translator = browserTranslator(readI18nPayload())
	// Fetched through the worker, which keeps it for the next offline visit.
	await translator.load('offline').catch(() => {})
	const t: Translate<'offline'> = translator.has('offline') ? translatorFor(translator, 'offline') : (key) => key
	const { copiedAt } = await ask<CopyAnswer>(worker, { type: 'served-from-copy' })

	const root = element('section', { className: 'space-y-2' })
	root.dataset.testid = 'offline-island'
	root.setAttribute('aria-live', 'polite')
	document.querySelector('main')?.prepend(root)
	let notice = ''

	const time = (ms: number) => new Intl.DateTimeFormat(LOCALE_TAGS[translator.locale], { hour: '2-digit', minute: '2-digit' }).format(ms)

	async function render() {
		const writes = await queuedFor(userId)
		const lines: Node[] = []
		if (copiedAt && !navigator.onLine) lines.push(element('p', { className: 'rounded-lg bg-amber-100 p-3 text-sm font-semibold text-amber-950' }, t('copy', { time: time(copiedAt) })))
		else if (!navigator.onLine) lines.push(element('p', { className: 'rounded-lg bg-amber-100 p-3 text-sm font-semibold text-amber-950' }, t('offline')))
		if (notice) lines.push(element('p', { className: 'rounded-lg bg-brand-50 p-3 text-sm text-brand-800' }, notice))
		const waiting = writes.filter((w) => !w.conflict)
		if (writes.length) {
			const list = element('ul', { className: 'space-y-1' }, ...writes.map((w) => item(w)))
			list.dataset.testid = 'offline-queue'
			lines.push(element('div', { className: 'rounded-2xl bg-white p-4 shadow-sm' }, element('h2', { className: 'mb-2 text-base font-bold' }, t('pending.title', { count: waiting.length })), list))
		}
		// A client-side navigation away and back renders a new <main>: the island follows it.
		if (!root.isConnected) document.querySelector('main')?.prepend(root)
		root.replaceChildren(...lines)
		root.hidden = lines.length === 0
	}

	function item(w: QueuedWrite): HTMLElement {
		const amount = w.label.key === 'item.water' && typeof w.body?.ml === 'number' ? waterAmountText(w.body.ml, unitSystem(), translator.locale) : undefined
		const label = t(w.label.key, amount ? { ...w.label.values, amount } : w.label.values)
		const li = element('li', { className: 'flex items-center justify-between gap-2 text-sm' })
		li.dataset.testid = w.conflict ? 'offline-conflict' : 'offline-pending'
		if (!w.conflict) {
			li.append(element('span', {}, label), element('span', { className: 'shrink-0 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800' }, t('pending.status')))
			return li
		}
		const reason = w.conflict.status === 404 ? t('conflict.gone') : t('conflict.refused', { message: w.conflict.message })
		const dismiss = element('button', { type: 'button', className: 'min-h-11 shrink-0 rounded-lg border border-slate-400 px-3 font-semibold' }, t('dismiss'))
		dismiss.addEventListener('click', () => void forget(w.id).then(render))
		li.append(element('span', {}, element('strong', {}, `${t('conflict.status')}: `), `${label}. ${reason}`), dismiss)
		return li
	}

	let sending = false
	async function send() {
		if (sending || !navigator.onLine) return
		sending = true
		try {
			const sent = await flush(userId)
			if (sent > 0) {
				notice = t('sent', { count: sent })
				// The day's totals now include what was sent.
				const router = (window as RemixWindow).__remixRouter
				if (router) await router.revalidate()
				else location.reload()
			}
		} finally {
			sending = false
			await render()
		}
	}

	// Capture phase on window: runs before React's handler on the document, so Remix never submits.
	window.addEventListener(
		'submit',
		(event) => {
			if (navigator.onLine) return
			const form = event.target
			if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== 'post') return
			const action = new URL(form.action, location.href).pathname
			if (action !== '/' && action !== '/weight') return
			const submitter = (event as SubmitEvent).submitter
			const write = writeFor(action, new FormData(form, submitter), { userId, units: unitSystem(), name: nameNear(form) })
			if (!write) return
			event.preventDefault()
			event.stopPropagation()
			notice = t('queued')
			void enqueue(write).then(async () => {
				// A sheet or an opened meal closes: its page is a document the worker keeps for offline.
				const url = new URL(location.href)
				const closes = ['sheet', 'food', 'q', 'edit', 'open', 'delete'].some((p) => url.searchParams.has(p))
				if (closes) {
					for (const p of ['sheet', 'food', 'q', 'edit', 'open', 'delete']) url.searchParams.delete(p)
					location.assign(url.pathname + url.search)
				} else {
					form.reset()
					await render()
				}
			})
		},
		true,
	)
	// Offline, a link loads its page as a document, which the worker answers from its copy (or its
	// offline page); Remix's own navigation would need the network for the page's data.
	window.addEventListener(
		'click',
		(event) => {
			if (navigator.onLine || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
			const link = event.target instanceof Element ? event.target.closest('a[href]') : null
			if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.target || link.hasAttribute('download')) return
			event.preventDefault()
			event.stopPropagation()
			location.assign(link.href)
		},
		true,
	)
	window.addEventListener('online', () => void send())
	window.addEventListener('offline', () => void render())
	await render()
	await send()
}
