#!/usr/bin/env bash
# `npm run test:engines` (after a build): the visitor's journeys and the deployed editor's round trip in Firefox
# ESR and WebKitGTK, Debian's own packages (installed here when missing). WebKitGTK needs an X server: xvfb-run
# starts one for the run and stops it when the run ends, however it ends. Writes reports/engines.tap, which
# `npm test` counts.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-browsers.sh engines
mkdir -p reports
exec xvfb-run --auto-servernum --server-args='-screen 0 1280x1024x24' \
  npx tsx --test --test-concurrency=1 \
  --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination=reports/engines.tap \
  __tests__/browser/engines/engines.test.ts
