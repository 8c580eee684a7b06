#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright's own browser download is not reachable here).
# Installs it when it is missing; needs root, as on this project's machines and CI.
set -euo pipefail
chromium_path="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $chromium_path: install it (Debian: sudo apt-get install -y chromium) or set CHROME_PATH." >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null
