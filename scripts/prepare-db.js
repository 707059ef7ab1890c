#!/usr/bin/env node
/** `npm run dev` / `npm run db:prepare`: migrate and import all bundled foods (idempotent). */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
fs.mkdirSync('data', { recursive: true })
const r = spawnSync('node_modules/.bin/tsx', ['db/import-foods.ts', '--only', 'all'], { stdio: 'inherit' })
process.exit(r.status ?? 1)
