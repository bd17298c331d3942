#!/usr/bin/env bash
# `npm test`: type check, lint, import rules, build, unit and API tests (PGlite, and PostgreSQL when it answers), and
# beside them the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== type check"
npx react-router typegen >/dev/null
npx tsc --noEmit

echo "== lint (Biome)"
npx biome check .

echo "== component sizes (no React component over 250 lines)"
npx tsx scripts/check-component-sizes.ts

echo "== import rules (dependency-cruiser: directions, no circles, no barrels)"
npm run --silent deps

echo "== build (storefront and the compiled server npm start runs)"
npm run build >/dev/null

# The browser tests mostly wait on the shop and Chromium, the unit and API tests mostly compute: the browser tests
# run beside them (their output is shown after them, in one piece) and the run takes the longer of the two.
e2e_log="$(mktemp)"
npx vitest run --config vitest.e2e.config.ts >"$e2e_log" 2>&1 &
e2e_pid=$!
trap 'kill "$e2e_pid" 2>/dev/null || true; rm -f "$e2e_log"' EXIT

echo "== unit and API tests on embedded PGlite"
npx vitest run

if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null 2>&1 && pg_isready -q -h 127.0.0.1 -p 5432; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests on PostgreSQL (${TEST_DATABASE_URL})"
  npx vitest run .api.test
else
  echo "== API tests on PostgreSQL: SKIPPED (no server answers on 127.0.0.1:5432 and TEST_DATABASE_URL is not set)"
fi

echo "== browser tests in Chromium (they ran beside the tests above)"
e2e_status=0
wait "$e2e_pid" || e2e_status=$?
cat "$e2e_log"
exit "$e2e_status"
