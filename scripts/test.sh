#!/usr/bin/env bash
# `npm test`: the same bootstrap as `npm start`, then every suite: Japa unit, functional and
# browser tests, and the Vitest component tests. Extra arguments go to Japa (e.g. a suite name).
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

ensure_node
ensure_conversion_tools chromium:chromium
ensure_dependencies
report_conversion_tools
ensure_env_file
cd "$ROOT"

mkdir -p tmp
# Pages are served from the production build rather than Vite's dev server (providers/vite_provider.ts):
# always rebuilt, since the pages also import server-side enums and types the build stamp does not watch.
# CI builds once before its lanes start and sets DOCSITE_FRONT_END_BUILT=1.
[ "${DOCSITE_FRONT_END_BUILT:-}" = 1 ] || build_front_end || exit 1
# The suites start `docsite` as a child process a few hundred times; from the compiled server each
# start takes half the CPU of compiling the sources on the fly (bin/docsite.js picks it while fresh).
ensure_server_build || exit 1
export TEST_ASSETS=built
# Where the suites' output is kept (CI runs two test commands at once and counts both).
japa_log="${DOCSITE_JAPA_LOG:-tmp/japa.log}"
vitest_log="${DOCSITE_VITEST_LOG:-tmp/vitest.log}"
status=0
node ace test "$@" 2>&1 | tee "$japa_log" || status=1
[ "${PIPESTATUS[0]}" -ne 0 ] && status=1
if [ $# -eq 0 ]; then
  npx vitest run 2>&1 | tee "$vitest_log"
  [ "${PIPESTATUS[0]}" -ne 0 ] && status=1
  # The page types (types/pages.generated.ts) are committed; the UI project's check also writes the
  # declarations (.adonisjs/ui) through which the server program sees the pages' props.
  echo "typecheck: checking the pages and the server"
  if npx tsc -p tsconfig.inertia.json && npx tsc --noEmit -p tsconfig.json; then echo "typecheck: clean"; else status=1; fi
  # ESLint with prettier as one of its rules (eslint.config.js, .prettierrc.cjs); `npm run format` fixes what it can.
  echo "eslint: checking the code style"
  if npx eslint . --max-warnings 0; then echo "eslint: clean"; else status=1; fi
fi
exit $status
