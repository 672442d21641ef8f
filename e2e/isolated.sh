#!/usr/bin/env bash
# Builds the client, the back office and the server into private folders and runs Playwright against them, so
# several end-to-end runs can share one checkout. Usage: e2e/isolated.sh NAME [playwright args...]
set -euo pipefail
cd "$(dirname "$0")/.."
name="$1"; shift
root="$PWD"
(cd apps/client && npx vite build --outDir "dist-$name" --emptyOutDir --logLevel warn)
(cd apps/backoffice && npx vite build --outDir "dist-$name" --emptyOutDir --logLevel warn)
SERVER_OUT="dist-$name" node apps/server/build.mjs >/dev/null
cd e2e
E2E_OUTPUT_DIR="test-results-$name" E2E_SERVER_OUT="dist-$name" E2E_CLIENT_DIST="$root/apps/client/dist-$name" E2E_BACKOFFICE_DIST="$root/apps/backoffice/dist-$name" npx playwright test "$@"
