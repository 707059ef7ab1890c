#!/usr/bin/env node
/**
 * `npm run dev` / `npm run db:prepare`: migrate, import all bundled foods and write the built-in
 * recipe library (scripts/import-foods.ts; every step idempotent).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
fs.mkdirSync('data', { recursive: true })
const r = spawnSync('node_modules/.bin/tsx', ['scripts/import-foods.ts', '--only', 'all'], { stdio: 'inherit' })
process.exit(r.status ?? 1)
