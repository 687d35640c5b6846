#!/usr/bin/env bash
# `npm run dev`: the bootstrap, then the development server with hot reload.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
ensure_node
ensure_dependencies
ensure_env_file
cd "$ROOT"
sed -i 's/^NODE_ENV=production/NODE_ENV=development/' .env
migrate
ace db:seed
exec node ace serve --hmr
