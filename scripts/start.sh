#!/usr/bin/env bash
# `npm start`: installs what is missing, prepares the database with the demo site, builds the
# front end when its sources changed, and serves the production build.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

ensure_node
ensure_dependencies
ensure_env_file
cd "$ROOT"
export NODE_ENV=production
migrate
ace db:seed

stamp="public/assets/.docsite-built"
if [ ! -f "$stamp" ] || [ -n "$(find resources core plugins vite.config.ts package-lock.json -newer "$stamp" \( -name '*.tsx' -o -name '*.ts' -o -name '*.css' -o -name '*.json' \) -path '*' 2>/dev/null | grep -E '(resources/|/ui/|vite.config|package-lock)' | head -1)" ]; then
  log "building the front end"
  npx vite build --app --logLevel error
  touch "$stamp"
fi

PORT="${PORT:-$(grep -E '^PORT=' .env | cut -d= -f2)}"
log "Docsite is starting on http://localhost:${PORT:-3333}"
exec node --import @poppinss/ts-exec bin/server.ts
