/**
 * The reminder scheduler against a real database, with two server processes ticking at once: this
 * test process and a child (tests/unit/reminders/tick-child.ts) run a tick every five simulated minutes
 * over the same days, across New York's daylight-saving changes of 8 March and 1 November 2026.
 * Only the push service and mail are fakes (tests/unit/reminders/senders.ts).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import type { User } from '#db/schema.ts'
import type { Sent as Recorded } from '#tests/unit/reminders/senders.ts'

/** A recorded message with its words as the real senders render them (tag, url, title; subject and bodies for mail). */
type Sent = Recorded & { tag?: string; url?: string; title?: string; subject?: string; text?: string; html?: string }

const NY = 'America/New_York'
const CHILD = path.resolve('tests/unit/reminders/tick-child.ts')
const utc = (iso: string) => Date.parse(iso)
/** Simulated time between two ticks: five minutes, as every reminder time here is a multiple of five minutes (so each falls on a tick; the server ticks every minute). */
const STEP_MS = 5 * 60_000

/** The wall clock in New York at `at`, read with Intl (not with the module under test). */
function newYork(at: number) {
	const p = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone: NY, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(at).map((x) => [x.type, x.value]))
	return { day: `${p.year}-${p.month}-${p.day}`, clock: `${p.hour}:${p.minute}` }
}

type Person = { user: User; endpoint: string }

async function person(name: string, switches: Partial<Record<'emailNotifications' | 'pushNotifications' | 'mealReminders' | 'goalReminders' | 'weeklyReports', boolean>>, times?: Record<'breakfastAt' | 'lunchAt' | 'dinnerAt' | 'snackAt' | 'goalAt', string>): Promise<Person> {
	const { db } = await import('#app/db.server.ts')
	const { createTestUser } = await import('#tests/utils.ts')
	const { updateProfile } = await import('#app/domain/users/users.server.ts')
	const { pushSubscriptions } = await import('#db/schema.ts')
	const { saveReminderTimes } = await import('./devices.server.ts')
	const { ReminderTimesSchema } = await import('./reminders.schema.ts')
	const { user } = await createTestUser({ timezone: NY, firstName: name })
	const off = { emailNotifications: false, pushNotifications: false, mealReminders: false, goalReminders: false, weeklyReports: false }
	const updated = await updateProfile(db, user.id, { ...off, ...switches })
	const endpoint = `https://push.example.test/${name}`
	// A device of this user (the subscribe endpoint's own rules are tested with the API).
	await db.insert(pushSubscriptions).values({ id: `sub-${name}`, userId: user.id, endpoint, p256dh: 'k', auth: 'a' })
	if (times) await saveReminderTimes(db, { userId: user.id, timezone: NY }, ReminderTimesSchema.parse(times))
	return { user: updated, endpoint }
}

/**
 * This process and a child process tick together, every five simulated minutes over [from, to] on the
 * same database: each instant is handed to the child and run here at the same time, so both race
 * for every claim. Returns everything both sent.
 */
async function twoProcessesTick(from: number, to: number): Promise<Sent[]> {
	const { db } = await import('#app/db.server.ts')
	const { runReminderTick } = await import('./scheduler.server.ts')
	const { recordingSenders } = await import('#tests/unit/reminders/senders.ts')
	const file = process.env.DATABASE_URL!.replace(/^file:/, '')
	const child = spawn(process.execPath, ['--import', 'tsx', CHILD, file], { stdio: ['pipe', 'pipe', 'pipe'] })
	let err = ''
	child.stderr.on('data', (d: Buffer) => (err += d.toString()))
	const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
	const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]()
	const nextLine = async () => {
		const r = await Promise.race([lines.next(), exited.then((code) => Promise.reject(new Error(`tick child ended (${code}): ${err}`)))])
		return r.done ? '' : r.value
	}
	expect(await nextLine()).toBe('ready')
	const mine = recordingSenders('parent')
	for (let now = from; now <= to; now += STEP_MS) {
		child.stdin.write(`${now}\n`)
		mine.clock.now = now
		const [, ack] = await Promise.all([runReminderTick(db, mine.senders, now), nextLine()])
		expect(ack).toBe('ok')
	}
	child.stdin.end()
	const theirs = JSON.parse(await nextLine()) as Recorded[]
	expect(await exited).toBe(0)
	const { reminderPushPayload, weeklyReportEmail } = await import('#app/utils/reminder-texts.server.ts')
	return [...mine.sent, ...(theirs as Recorded[])]
		.sort((a, b) => a.at - b.at)
		.map((s) => (s.notice ? { ...s, ...reminderPushPayload(s.notice, s.language) } : s.report ? { ...s, ...weeklyReportEmail(s.report, 'https://platewise.example', s.language) } : s))
}

let ada: Person // every switch on: meals at 08:00, 12:30, 19:00 and a snack at 02:30 (skipped on 8 March), goal at 20:00, weekly report
let night: Person // meal reminders only: a snack at 01:30 (twice on 1 November)
let off: Person // every switch off, with a device
let pushOnly: Person // push on, but meal, goal and weekly off
let march: Sent[]
let november: Sent[]

const MARCH = { from: utc('2026-03-07T05:00:00Z'), to: utc('2026-03-10T04:00:00Z') } // 7 March 00:00 EST to 10 March 00:00 EDT
const NOVEMBER = { from: utc('2026-10-31T04:00:00Z'), to: utc('2026-11-02T17:00:00Z') } // 31 October 00:00 EDT to 2 November 12:00 EST

beforeAll(async () => {
	const { db } = await import('#app/db.server.ts')
	const { quickAdd } = await import('#app/domain/diary/quick-add.server.ts')
	const { recordWeighIn } = await import('#app/domain/body/weigh-ins.server.ts')
	ada = await person('ada', { emailNotifications: true, pushNotifications: true, mealReminders: true, goalReminders: true, weeklyReports: true }, { breakfastAt: '08:00', lunchAt: '12:30', dinnerAt: '19:00', snackAt: '02:30', goalAt: '20:00' })
	night = await person('night', { pushNotifications: true, mealReminders: true }, { breakfastAt: '', lunchAt: '', dinnerAt: '', snackAt: '01:30', goalAt: '20:00' })
	off = await person('off', {})
	pushOnly = await person('pushonly', { pushNotifications: true, emailNotifications: true })
	const actor = { userId: ada.user.id, timezone: NY }
	// The week reported on 8 March (1-7 March): two logged days, two weigh-ins.
	await quickAdd(db, actor, { date: '2026-03-02', mealType: 'breakfast', calories: 1800, protein: 100, carbs: 200, fat: 60 })
	await quickAdd(db, actor, { date: '2026-03-04', mealType: 'dinner', calories: 2000, protein: 120, carbs: 180, fat: 70 })
	await recordWeighIn(db, actor, { date: '2026-02-28', weightKg: 80 })
	await recordWeighIn(db, actor, { date: '2026-03-06', weightKg: 79 })
	// 9 March: lunch logged before its reminder, 1,500 of 2,000 kcal (75 %: near enough the goal).
	await quickAdd(db, actor, { date: '2026-03-09', mealType: 'lunch', calories: 1500, protein: 0, carbs: 0, fat: 0 })
	march = await twoProcessesTick(MARCH.from, MARCH.to)
	november = await twoProcessesTick(NOVEMBER.from, NOVEMBER.to)
}, 900_000)

const pushesTo = (sent: Sent[], p: Person) => sent.filter((s) => s.channel === 'push' && s.endpoint === p.endpoint)
const key = (s: Sent) => `${s.tag} ${newYork(s.at).day}`

describe('two processes ticking across the March daylight-saving change', () => {
	test('each reminder is sent exactly once, and both processes took part', () => {
		const keys = march.map((s) => `${s.channel} ${s.endpoint ?? s.to} ${key(s)}`)
		expect(new Set(keys).size).toBe(keys.length)
		expect(new Set(march.map((s) => s.by))).toEqual(new Set(['parent', 'child']))
	})

	test('meal reminders come at the local time chosen, on standard and on daylight time', () => {
		const breakfasts = pushesTo(march, ada).filter((s) => s.tag === 'reminder-breakfast').map((s) => s.at)
		// 08:00 EST is 13:00 UTC; 08:00 EDT (from 8 March) is 12:00 UTC.
		expect(breakfasts).toEqual([utc('2026-03-07T13:00:00Z'), utc('2026-03-08T12:00:00Z'), utc('2026-03-09T12:00:00Z')])
		for (const s of pushesTo(march, ada).filter((x) => x.tag !== 'reminder-snack')) {
			const expected = { 'reminder-breakfast': '08:00', 'reminder-lunch': '12:30', 'reminder-dinner': '19:00', 'reminder-goal': '20:00' }[s.tag!]
			expect(newYork(s.at).clock).toBe(expected)
		}
	})

	test('a time the clocks skip (02:30 on 8 March) comes once, an hour on, at 03:30 EDT', () => {
		const snacks = pushesTo(march, ada).filter((s) => s.tag === 'reminder-snack')
		expect(snacks.map((s) => [newYork(s.at).day, newYork(s.at).clock])).toEqual([
			['2026-03-07', '02:30'],
			['2026-03-08', '03:30'],
			['2026-03-09', '02:30'],
		])
	})

	test('a meal already logged gets no reminder, and a day near its goal no goal reminder', () => {
		const days = (tag: string) => pushesTo(march, ada).filter((s) => s.tag === tag).map((s) => newYork(s.at).day)
		expect(days('reminder-lunch')).toEqual(['2026-03-07', '2026-03-08'])
		expect(days('reminder-dinner')).toEqual(['2026-03-07', '2026-03-08', '2026-03-09'])
		// Nothing logged on 7 and 8 March (0 kcal: far from 2,000); 9 March is at 75 %.
		expect(days('reminder-goal')).toEqual(['2026-03-07', '2026-03-08'])
		const goal = pushesTo(march, ada).find((s) => s.tag === 'reminder-goal')!
		expect(goal.url).toBe('/?date=2026-03-07')
	})

	test('users with the switches off, or with push on but no reminder switched on, get nothing', async () => {
		const { db } = await import('#app/db.server.ts')
		const { reminderSchedule } = await import('#db/schema.ts')
		for (const p of [off, pushOnly]) {
			expect(march.concat(november).filter((s) => s.endpoint === p.endpoint || s.to === p.user.email)).toEqual([])
			expect(await db.select().from(reminderSchedule).where(eq(reminderSchedule.userId, p.user.id))).toEqual([])
		}
	})

	test("the weekly report email on Sunday 8 March at 08:00 holds the week's averages, on-track days and weight trend", () => {
		const mails = march.filter((s) => s.channel === 'mail')
		expect(mails).toHaveLength(1)
		const mail = mails[0]!
		expect(mail.to).toBe(ada.user.email)
		expect(newYork(mail.at)).toEqual({ day: '2026-03-08', clock: '08:00' })
		expect(mail.subject).toBe('Your Platewise week: Mar 1 – Mar 7')
		// Averages per logged day of the two days logged; both within 90-110 % of 2,000 kcal.
		const avg = (a: number, b: number) => Math.round((a + b) / 2).toLocaleString('en-US')
		expect(mail.text).toContain('Days logged: 2 of 7')
		expect(mail.text).toContain(`Average calories: ${avg(1800, 2000)} kcal a day`)
		expect(mail.text).toContain(`Average protein: ${avg(100, 120)} g`)
		expect(mail.text).toContain(`Average carbs: ${avg(200, 180)} g`)
		expect(mail.text).toContain(`Average fat: ${avg(60, 70)} g`)
		expect(mail.text).toContain('Days on track: 2/7')
		// Trend weight (EWMA, 10 % a day): seeded by 80 kg on 28 February; 79 kg six days later.
		const end = 79 + (80 - 79) * 0.9 ** 6
		expect(mail.text).toContain(`Weight trend: ${end.toFixed(1)} kg (−${(80 - end).toFixed(1)} kg this week)`)
		expect(mail.html).toContain(`<td style="padding:4px 0;font-weight:600">2/7</td>`)
		expect(mail.text).toContain('https://platewise.example/profile/notifications')
	})
})

describe('two processes ticking across the November daylight-saving change', () => {
	test('a time that happens twice (01:30 on 1 November) is sent once, at its first occurrence', () => {
		const snacks = pushesTo(november, night).map((s) => s.at)
		expect(snacks).toEqual([utc('2026-10-31T05:30:00Z'), utc('2026-11-01T05:30:00Z'), utc('2026-11-02T06:30:00Z')])
	})

	test('each reminder once, at its local time, on both sides of the change', () => {
		const keys = november.map((s) => `${s.channel} ${s.endpoint ?? s.to} ${key(s)}`)
		expect(new Set(keys).size).toBe(keys.length)
		const dinners = pushesTo(november, ada).filter((s) => s.tag === 'reminder-dinner').map((s) => s.at)
		// 19:00 EDT is 23:00 UTC; 19:00 EST (1 November) is 00:00 UTC the next day.
		expect(dinners).toEqual([utc('2026-10-31T23:00:00Z'), utc('2026-11-02T00:00:00Z')])
		const mail = november.filter((s) => s.channel === 'mail')
		expect(mail.map((m) => m.at)).toEqual([utc('2026-11-01T13:00:00Z')])
		expect(mail[0]!.subject).toBe('Your Platewise week: Oct 25 – Oct 31')
		expect(mail[0]!.text).toContain('Days logged: 0 of 7')
	})

	test('reminders missed while no server ran (10 March to 30 October) are not sent late', () => {
		expect(november.every((s) => s.at >= NOVEMBER.from)).toBe(true)
		expect(november.filter((s) => newYork(s.at).day < '2026-10-31')).toEqual([])
	})
})

describe('devices', () => {
	test('a device whose push service answers 410 is removed; the others still get the reminder', async () => {
		const { db } = await import('#app/db.server.ts')
		const { pushSubscriptions } = await import('#db/schema.ts')
		const { runReminderTick } = await import('./scheduler.server.ts')
		const { recordingSenders } = await import('#tests/unit/reminders/senders.ts')
		const p = await person('twodevices', { pushNotifications: true, goalReminders: true }, { breakfastAt: '', lunchAt: '', dinnerAt: '', snackAt: '', goalAt: '20:00' })
		await db.insert(pushSubscriptions).values({ id: 'sub-twodevices-old', userId: p.user.id, endpoint: 'https://push.example.test/gone', p256dh: 'k', auth: 'a' })
		const { senders, sent, clock } = recordingSenders('parent', (endpoint) => (endpoint.endsWith('/gone') ? 'gone' : 'sent'))
		clock.now = utc('2026-11-20T00:59:00Z') // 19:59 EST
		await runReminderTick(db, senders, clock.now)
		clock.now += 60_000
		await runReminderTick(db, senders, clock.now)
		expect(pushesTo(sent, p).concat(sent.filter((s) => s.endpoint?.endsWith('/gone'))).map((s) => s.endpoint).sort()).toEqual(['https://push.example.test/gone', p.endpoint])
		const left = await db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, p.user.id))
		expect(left).toEqual([{ endpoint: p.endpoint }])
	})
})
