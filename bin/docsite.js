#!/usr/bin/env node
/*
 * Entry of the `docsite` CLI. It runs the compiled server (build/, made by `npm start` or
 * `node scripts/build_server.ts`) when that build is up to date with the sources: no TypeScript
 * to compile, so commands start in about a third of the time. Otherwise (a developer's edited
 * checkout, or DOCSITE_FROM_SOURCE=1) it runs the sources through @poppinss/ts-exec, as ace does.
 * Inside build/ it is build/bin/docsite.js and runs its own cli/docsite.js.
 * The CLI works from any directory: it runs in the app root, where ts-exec finds tsconfig.json.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { STAMP, serverBuildIsFresh } from './server_build.js'

process.chdir(fileURLToPath(new URL('../', import.meta.url)))
if (existsSync('cli/docsite.js')) {
  await import('../cli/docsite.js')
} else if (!process.env.DOCSITE_FROM_SOURCE && existsSync(STAMP) && serverBuildIsFresh('.')) {
  await import('../build/cli/docsite.js')
} else {
  await import('@poppinss/ts-exec')
  await import('../cli/docsite.js')
}
