#!/usr/bin/env bash
# Proves the Dockerfile's steps without a Docker daemon, on a fresh clone:
#   1. deps + build stage:  npm ci, npm run build
#   2. prod-deps stage:     npm ci --omit=dev in a separate folder (only production dependencies)
#   3. final stage:         the same files the Dockerfile copies, then `node scripts/start.js`
#      (first boot: migrations + USDA import into an empty data folder), and checks that the
#      landing page and /healthcheck answer; then SIGTERM, which must stop it cleanly (exit 0)
#      within fly.toml's kill_timeout.
# Usage: scripts/check-docker-steps.sh [repo]   (default: this repository's committed HEAD)
# Everything happens in a temp dir on a free port; every step is time-bounded.
set -euo pipefail
repo="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
work="$(mktemp -d "${TMPDIR:-/tmp}/platewise-docker-steps.XXXXXX")"
server_pid=""
cleanup() {
	if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill -KILL "$server_pid" 2>/dev/null || true; fi
	rm -rf "$work"
}
trap cleanup EXIT
step() { printf '\ndocker-steps: %s\n' "$*"; }
npm_ci() { timeout 900 npm ci --no-audit --no-fund --loglevel=error "$@"; }

step "fresh clone of $repo"
git clone --quiet --no-hardlinks "$repo" "$work/src"
cd "$work/src"

step "deps stage: npm ci"
npm_ci
step "build stage: npm run build"
timeout 600 npm run build --silent

step "prod-deps stage: npm ci --omit=dev"
mkdir "$work/prod-deps"
cp package.json package-lock.json "$work/prod-deps/"
(cd "$work/prod-deps" && npm_ci --omit=dev)

step "final stage: only production dependencies + the built output"
image="$work/image"
mkdir "$image"
mv "$work/prod-deps/node_modules" "$image/node_modules"
cp -R build package.json app db scripts server public vite.config.ts tsconfig.json "$image/"
if [ -e "$image/node_modules/.bin/remix" ] || [ -e "$image/node_modules/vite" ]; then
	echo "docker-steps: dev dependencies leaked into the production install" >&2
	exit 1
fi

port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
mkdir "$image/volume"
log="$work/server.log"
step "start on port $port (NODE_ENV=production, data on a fresh volume)"
(
	cd "$image"
	exec env -i PATH="$PATH" HOME="$work" NODE_ENV=production PORT="$port" \
		DATABASE_URL="file:$image/volume/platewise.db" SESSION_SECRET="docker-steps-secret" INSECURE_COOKIES=true \
		timeout 600 node scripts/start.js
) >"$log" 2>&1 &
server_pid=$!

ok=""
for _ in $(seq 1 180); do
	if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
	if page="$(curl -fsS --max-time 5 "http://127.0.0.1:$port/" 2>/dev/null)"; then ok=1; break; fi
	sleep 1
done
if [ -z "$ok" ]; then
	echo "docker-steps: the landing page never answered; server log:" >&2
	cat "$log" >&2
	exit 1
fi
echo "$page" | grep -q '<title>Platewise' || { echo "docker-steps: / answered without the Platewise landing page" >&2; exit 1; }
[ "$(curl -fsS --max-time 5 "http://127.0.0.1:$port/healthcheck")" = "OK" ] || { echo "docker-steps: /healthcheck is not OK" >&2; exit 1; }
echo "docker-steps: landing page and /healthcheck answer"

step "SIGTERM: must stop cleanly within 10 s (fly.toml kill_timeout)"
kill -TERM "$server_pid"
stopped=""
for _ in $(seq 1 100); do
	if ! kill -0 "$server_pid" 2>/dev/null; then stopped=1; break; fi
	sleep 0.1
done
if [ -z "$stopped" ]; then
	echo "docker-steps: still running 10 s after SIGTERM; log:" >&2
	cat "$log" >&2
	exit 1
fi
set +e
wait "$server_pid"
code=$?
set -e
server_pid=""
grep -q 'database closed' "$log" || { echo "docker-steps: the server did not report closing the database; log:" >&2; cat "$log" >&2; exit 1; }
if [ "$code" -ne 0 ]; then
	echo "docker-steps: exit code $code after SIGTERM; log:" >&2
	cat "$log" >&2
	exit 1
fi
echo "docker-steps: server log:"
sed 's/^/  | /' "$log" | tail -n 20
echo "docker-steps: passed (fresh clone → npm ci → build → npm ci --omit=dev → start → landing page → clean SIGTERM)"
