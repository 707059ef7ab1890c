import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { users } from '#db/schema.ts'
import type { Locale } from '#app/utils/i18n.tsx'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'

type Refused = { data: { fieldErrors: Record<string, string[] | undefined> }; init: ResponseInit | null }

async function personSpeaking(language: Locale, profile: Partial<typeof users.$inferInsert> = {}) {
	const { db } = await import('#app/db.server.ts')
	const u = await createTestUser()
	await db.update(users).set({ language, ...profile }).where(eq(users.id, u.user.id))
	return u
}

async function toastOf(res: Response) {
	const { getToast } = await import('#app/utils/toast.server.ts')
	const cookie = (res.headers.get('Set-Cookie') ?? '').split(';')[0]!
	return (await getToast(new Request('http://localhost:3000/', { headers: { Cookie: cookie } }))).toast
}

const page = async (cookie: string) => {
	const { loader } = await import('./route.tsx')
	return loader(routeArgs(new Request('http://localhost:3000/profile/nutrient-targets', { headers: { Cookie: cookie } })))
}
const post = async (cookie: string, fields: Record<string, string>) => {
	const { action } = await import('./route.tsx')
	return action(routeArgs(formRequest('/profile/nutrient-targets', fields, { Cookie: cookie })))
}

describe('/profile/nutrient-targets in the user’s language', () => {
	test('English: the title, the note and the toast read as before', async () => {
		const { cookie } = await personSpeaking('en')
		const d = await page(cookie)
		expect(d.title).toBe('Nutrient targets · Platewise')
		expect(d.note).toBe('Your profile has no sex or date of birth, so the targets are the FDA Daily Values used on food labels')
		const res = (await post(cookie, { intent: 'set-target', nutrient: 'vitamin_c_mg', target: '120', upperLimit: '' })) as Response
		expect(res.status).toBe(302)
		expect(await toastOf(res)).toMatchObject({ message: 'Targets saved', description: 'Your own Vitamin C target is saved.' })
	})

	test('German: title, why-these-targets note, refusals and toasts are German; the nutrient is named in German', async () => {
		const { cookie } = await personSpeaking('de')
		const d = await page(cookie)
		expect(d.title).toBe('Nährstoffziele · Platewise')
		expect(d.note).toBe('Dein Profil hat kein Geschlecht und kein Geburtsdatum, daher gelten die Tageswerte der FDA von Lebensmitteletiketten')
		const bad = (await post(cookie, { intent: 'set-target', nutrient: 'vitamin_c_mg', target: 'viel', upperLimit: '' })) as unknown as Refused
		expect(bad.init?.status).toBe(400)
		expect(bad.data.fieldErrors.target).toEqual(['Das Ziel muss eine Zahl sein'])
		const saved = (await post(cookie, { intent: 'set-target', nutrient: 'calcium_mg', target: '1100', upperLimit: '' })) as Response
		expect(await toastOf(saved)).toMatchObject({ message: 'Ziele gespeichert', description: 'Dein eigenes Ziel für Calcium ist gespeichert.' })
		const stage = (await post(cookie, { intent: 'life-stage', lifeStage: 'pregnant' })) as Response
		expect(await toastOf(stage)).toMatchObject({ message: 'Profil aktualisiert' })
	})

	test('a woman of 55 set as pregnant is told, in Spanish, that the pregnancy intakes cover ages 14 to 50', async () => {
		const { cookie } = await personSpeaking('es', { gender: 'female', dateOfBirth: '1970-01-01', lifeStage: 'pregnant' })
		const d = await page(cookie)
		expect(d.targetsFrom).toBe('DRI')
		expect(d.note).toBe('Las ingestas de referencia para el embarazo abarcan de 14 a 50 años, así que estos son los objetivos para tu edad')
	})
})
