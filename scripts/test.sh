#!/usr/bin/env bash
# Every test, in the order that fails fastest: unit and component tests, the production build, the type
# check (it reads the types the build generates from the GraphQL queries), then the browser tests against
# the built site in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

bash scripts/ensure-chromium.sh
npx jest
npx gatsby build
npx tsc --noEmit
npx playwright test
