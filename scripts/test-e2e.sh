#!/usr/bin/env bash
# Browser tests: Debian's Chromium (installed when missing) drives the built app served by the
# real server (the Playwright config starts it on 127.0.0.1 with a fresh database).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-apt.sh

ensure_apt /usr/bin/chromium chromium
npm run build --silent
E2E_PORT=${E2E_PORT:-$(free_port)} npx playwright test -c apps/web/playwright.config.ts "$@"
