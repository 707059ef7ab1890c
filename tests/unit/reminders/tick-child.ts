/**
 * Child process of app/domain/reminders/scheduler.server.test.ts: a second server process running
 * the reminder scheduler on the same database file (argv[2]). It says 'ready', then for each line
 * on stdin (a simulated instant, epoch ms) runs one tick at that instant with a recording push
 * service and mail and answers 'ok'; when stdin ends it prints what it sent as one JSON line.
 * Run with `node --import tsx`.
 */
import readline from 'node:readline'

const [file] = process.argv.slice(2) as [string]
process.env.DATABASE_URL = `file:${file}`
process.env.SESSION_SECRET = 'test-session-secret'
Object.assign(process.env, { NODE_ENV: 'test' })

const { db } = await import('#app/db.server.ts')
const { runReminderTick } = await import('#app/domain/reminders/scheduler.server.ts')
const { recordingSenders } = await import('./senders.ts')

const { senders, sent, clock } = recordingSenders('child')
process.stdout.write('ready\n')
for await (const line of readline.createInterface({ input: process.stdin })) {
	clock.now = Number(line)
	await runReminderTick(db, senders, clock.now)
	process.stdout.write('ok\n')
}
process.stdout.write(`${JSON.stringify(sent)}\n`)
db.$client.close()
