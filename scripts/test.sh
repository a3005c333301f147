#!/usr/bin/env bash
# `npm test`: every suite, the way CI runs it. Unit and API tests on SQLite, the API tests again
# on a throwaway PostgreSQL, then the browser tests in Chromium. Each suite runs even when an
# earlier one failed; the last line counts every test: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
results=.tmp/test-results
rm -rf "$results" && mkdir -p "$results"
status=0

echo "== unit and API tests (SQLite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/sqlite.json" || status=1

echo "== API tests (PostgreSQL)"
bash scripts/with-postgres.sh npx vitest run --project server \
  --reporter=default --reporter=json --outputFile.json="$results/postgres.json" || status=1

echo "== browser tests (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_FILE="$PWD/$results/e2e.json" bash scripts/test-e2e.sh --reporter=list,json || status=1

node scripts/count-tests.mjs "$results" sqlite.json postgres.json e2e.json || status=1
exit $status
