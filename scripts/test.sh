#!/usr/bin/env bash
# Every test, in the order that fails fastest: formatting, unit and component tests, the production build (which
# validates the content first), the type check (it reads the types the build generates from the GraphQL
# queries), the browser tests against the built site in Chromium (behaviour, accessibility, production
# headers), valid HTML, and the Lighthouse budgets. Ends with one summary line.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
mkdir -p reports

bash scripts/ensure-chromium.sh
npx prettier --check .
npx jest --json --outputFile=reports/jest.json
npx gatsby build
npx tsc --noEmit
npx playwright test
pages=(public/index.html public/en/index.html)
npx html-validate "${pages[@]}"
echo "html-validate: ${#pages[@]} pages valid"
node scripts/check-budgets.mjs
node scripts/test-summary.mjs "${#pages[@]}"
