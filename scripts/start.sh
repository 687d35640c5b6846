#!/usr/bin/env bash
# `npm start`: installs what is missing, compiles the server and builds the front end when their
# sources changed, prepares the database with the demo site, and serves the production build.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

ensure_node
ensure_conversion_tools
ensure_dependencies
report_conversion_tools
ensure_env_file
cd "$ROOT"
export NODE_ENV=production
ensure_server_build
use_server_build
migrate
ace db:seed
report_site_notices

ensure_front_end_build

PORT="${PORT:-$(grep -E '^PORT=' .env | cut -d= -f2)}"
log "Docsite is starting on http://localhost:${PORT:-3333}"
# A 2 MB young generation makes V8 collect the socket buffers of a large upload early: a 500 MB
# upload then grows the server by ~45 MB instead of ~66 MB (bench/upload/upload_rss.ts), with no
# measurable cost to page rendering (bench/reader/document_page.ts).
# build/ is plain JavaScript: the server starts in about a third of the time the TypeScript sources
# take and uses less memory (bench/startup/cli_and_server_start.ts).
# --heap-growing-percent=40: after each full collection V8 lets the old generation grow to 1.4 times
# what survived, where it otherwise allows up to 4 times on a machine with memory to spare; the pages
# it grows into stay in the process. Under a steady page load (bench/memory/soak.ts) the server then
# holds ~305 MB instead of ~550 MB, at the same CPU time per request. Unlike --max-old-space-size,
# it sets no ceiling a large job could hit.
exec node --max-semi-space-size=2 --heap-growing-percent=40 build/bin/server.js
