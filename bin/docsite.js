#!/usr/bin/env node
/*
 * Entry of the `docsite` CLI. From the sources, TypeScript goes through @poppinss/ts-exec
 * (as for ace); a build ships cli/docsite.js and needs no hook. The CLI works from any
 * directory: it runs in the app root, where ts-exec finds tsconfig.json.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

process.chdir(fileURLToPath(new URL('../', import.meta.url)))
if (!existsSync('cli/docsite.js')) {
  await import('@poppinss/ts-exec')
}
await import('../cli/docsite.js')
