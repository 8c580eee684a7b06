#!/usr/bin/env bash
# Installs the Debian packages the browser tests drive, those of the engines named as arguments:
#   chromium  Debian's Chromium (Playwright's tests and Lighthouse; CHROME_PATH may point at another build)
#   engines   Firefox ESR and WebKitGTK's WebDriver, with the virtual X server WebKitGTK needs
#   java      a Java runtime for the W3C's Nu Html Checker (vnu-jar), which checks the built pages
# Playwright's own browser downloads are not reachable from this project's machines. Quick when everything is
# there already; needs root to install, as on this project's machines and CI.
set -euo pipefail

packages=()
for engine in "$@"; do
  case "$engine" in
    chromium)
      [ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || packages+=(chromium)
      ;;
    engines)
      for package in firefox-esr webkit2gtk-driver xvfb xauth; do
        dpkg-query -W -f='${Status}' "$package" 2> /dev/null | grep -q 'install ok installed' || packages+=("$package")
      done
      ;;
    java)
      command -v java > /dev/null || packages+=(openjdk-17-jre-headless)
      ;;
    *)
      echo "Unknown engine \"$engine\": expected chromium, engines or java." >&2
      exit 2
      ;;
  esac
done

if [ ${#packages[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${packages[*]}. Install them (sudo apt-get install -y ${packages[*]}) or set CHROME_PATH for Chromium." >&2
  exit 1
fi
echo "Installing Debian's ${packages[*]} for the browser tests..."
# Another install on the same machine holds dpkg's lock for a while: wait for it rather than fail.
apt-get -o DPkg::Lock::Timeout=600 update -qq
DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "${packages[@]}" > /dev/null
