/**
 * The offline queue: dashboard writes made without a network, kept on the device (IndexedDB
 * `platewise-offline`, store `queue`, through idb-keyval) until they can be sent.
 *
 * A queued write is the /api call its form stands for (the same domain function the form's action
 * calls), with a fresh idempotency key sent as `Idempotency-Key`, so sending it again after a lost
 * answer never writes twice (app/domain/offline/idempotency.server.ts). Each belongs to the account
 * that made it and is sent only while that account is signed in; the worker clears the queue on
 * sign-out. Forms and their calls:
 *
 * | form (`intent`)                  | call                                   |
 * | -------------------------------- | -------------------------------------- |
 * | `add-food` (dashboard)           | POST /api/users/{id}/meal-foods        |
 * | `quick-add` (dashboard)          | POST /api/users/{id}/quick-add         |
 * | `update-entry`, `move-entry`     | PATCH /api/meal-foods/{entryId}        |
 * | `remove-entry`                   | DELETE /api/meal-foods/{entryId}       |
 * | `add-water` (/weight)            | POST /api/users/{id}/water             |
 * | `weigh-in` (/weight)             | POST /api/users/{id}/weights           |
 */
import { createStore, del, entries, set } from 'idb-keyval'
import { toKg, toMl, type UnitSystem } from '#app/domain/nutrition/body-units.ts'
import { QUEUE_DB, QUEUE_STORE } from '#app/domain/offline/protocol.ts'

/** What the island shows of a queued write: a message key of the `offline` namespace and its values. */
export type QueuedLabel = { key: 'item.addFood' | 'item.quickAdd' | 'item.updateEntry' | 'item.moveEntry' | 'item.removeEntry' | 'item.water' | 'item.weighIn'; values: Record<string, string> }

/** One write waiting for the network. */
export type QueuedWrite = {
	/** The idempotency key, also the record's key. */
	id: string
	userId: string
	method: 'POST' | 'PATCH' | 'DELETE'
	url: string
	body: Record<string, unknown> | null
	label: QueuedLabel
	/** epoch ms */
	createdAt: number
	/** Refused by the server (e.g. 404: the entry was removed elsewhere): kept to be shown, never sent again. */
	conflict?: { status: number; message: string }
}

const store = () => createStore(QUEUE_DB, QUEUE_STORE)

/** A new idempotency key (a UUID). */
function newKey(): string {
	if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
	return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

const text = (form: FormData, name: string) => {
	const v = form.get(name)
	return typeof v === 'string' ? v.trim() : ''
}
/** A number field, or undefined when empty (the API's defaults apply). */
const num = (form: FormData, name: string) => (text(form, name) === '' ? undefined : Number(text(form, name)))
/** Drops undefined values (the API refuses unknown fields, and absent means "default"). */
const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''))

/**
 * The /api call a submitted dashboard or weight form stands for, or null for a form this queue
 * does not take (it then goes its usual way and fails without a network).
 * @param action the form's action path: '/' (the dashboard) or '/weight'.
 * @param context the signed-in user, the unit system of their weight and water forms, and the
 *   name of the food or entry near the form (for the label).
 */
export function writeFor(action: string, form: FormData, context: { userId: string; units: UnitSystem; name: string }): Omit<QueuedWrite, 'id' | 'createdAt'> | null {
	const { userId, units, name } = context
	const user = `/api/users/${encodeURIComponent(userId)}`
	const entry = `/api/meal-foods/${encodeURIComponent(text(form, 'entryId'))}`
	const date = text(form, 'date') || undefined
	const amount = `${text(form, 'quantity')} ${text(form, 'unit')}`.trim()
	const common = { userId }
	switch (action === '/weight' ? `weight:${text(form, 'intent')}` : text(form, 'intent')) {
		case 'add-food':
			return { ...common, method: 'POST', url: `${user}/meal-foods`, body: defined({ foodId: num(form, 'foodId'), quantity: num(form, 'quantity'), unit: text(form, 'unit'), mealType: text(form, 'mealType'), date, mealId: text(form, 'mealId') }), label: { key: 'item.addFood', values: { name, amount } } }
		case 'quick-add':
			return { ...common, method: 'POST', url: `${user}/quick-add`, body: defined({ mealType: text(form, 'mealType'), date, calories: num(form, 'calories'), protein: num(form, 'protein'), carbs: num(form, 'carbs'), fat: num(form, 'fat') }), label: { key: 'item.quickAdd', values: { kcal: text(form, 'calories') } } }
		case 'update-entry':
			return { ...common, method: 'PATCH', url: entry, body: defined({ quantity: num(form, 'quantity'), unit: text(form, 'unit') }), label: { key: 'item.updateEntry', values: { amount } } }
		case 'move-entry':
			return { ...common, method: 'PATCH', url: entry, body: defined({ mealType: text(form, 'mealType'), date: text(form, 'toDate') }), label: { key: 'item.moveEntry', values: {} } }
		case 'remove-entry':
			return { ...common, method: 'DELETE', url: entry, body: null, label: { key: 'item.removeEntry', values: {} } }
		case 'weight:add-water': {
			const custom = num(form, 'amount')
			const ml = custom !== undefined ? toMl(custom, units) : num(form, 'ml')
			const shown = custom !== undefined ? `${custom} ${units === 'imperial' ? 'fl oz' : 'ml'}` : `${ml} ml`
			return { ...common, method: 'POST', url: `${user}/water`, body: defined({ ml: ml === undefined ? undefined : Math.round(ml), date }), label: { key: 'item.water', values: { amount: shown } } }
		}
		case 'weight:weigh-in': {
			const weight = num(form, 'weight')
			return { ...common, method: 'POST', url: `${user}/weights`, body: defined({ date, weightKg: weight === undefined ? undefined : toKg(weight, units) }), label: { key: 'item.weighIn', values: { amount: `${weight ?? ''} ${units === 'imperial' ? 'lb' : 'kg'}` } } }
		}
		default:
			return null
	}
}

/** Keeps `write` on the device with a new idempotency key. */
export async function enqueue(write: Omit<QueuedWrite, 'id' | 'createdAt'>): Promise<QueuedWrite> {
	const queued: QueuedWrite = { ...write, id: newKey(), createdAt: Date.now() }
	await set(queued.id, queued, store())
	return queued
}

/** The account's queued writes, oldest first. */
export async function queuedFor(userId: string): Promise<QueuedWrite[]> {
	const all = (await entries<string, QueuedWrite>(store())).map(([, w]) => w)
	return all.filter((w) => w.userId === userId).sort((a, b) => a.createdAt - b.createdAt)
}

/** Forgets one queued write (sent, or a conflict the user dismissed). */
export const forget = (id: string) => del(id, store())

/**
 * Sends the account's waiting writes in order, each with its idempotency key. A 2xx (or a replay
 * of one) removes it; a 4xx other than 408/409/429 marks it a conflict to show (e.g. 404: the entry
 * was removed elsewhere); anything else (no network, 5xx, a key still in flight, signed out) stops
 * the round and keeps the rest for the next one.
 * @returns how many were sent.
 */
export async function flush(userId: string): Promise<number> {
	let sent = 0
	for (const write of await queuedFor(userId)) {
		if (write.conflict) continue
		let response: Response
		try {
			response = await fetch(write.url, {
				method: write.method,
				credentials: 'same-origin',
				headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': write.id },
				body: write.body === null ? (write.method === 'DELETE' ? undefined : '{}') : JSON.stringify(write.body),
			})
		} catch {
			return sent
		}
		if (response.ok) {
			await forget(write.id)
			sent++
		} else if (response.status >= 400 && response.status < 500 && ![401, 408, 409, 429].includes(response.status)) {
			const body = (await response.json().catch(() => null)) as { message?: string } | null
			await set(write.id, { ...write, conflict: { status: response.status, message: body?.message ?? response.statusText } }, store())
		} else {
			return sent
		}
	}
	return sent
}
