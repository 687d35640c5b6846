import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'

/**
 * The version of a built front end as @adonisjs/inertia works it out when none is configured
 * (md5 of the Vite manifest as JSON), worked out once per process: Inertia makes an instance per
 * request and each hashed the whole manifest again (about 2% of a page's CPU time). Undefined
 * without a build, where Inertia decides as before. The manifest does not change while the
 * process runs: @adonisjs/vite reads it once too.
 */
export function builtAssetsVersion(manifestFile: string) {
  if (!existsSync(manifestFile)) return undefined
  return createHash('md5')
    .update(JSON.stringify(JSON.parse(readFileSync(manifestFile, 'utf8'))))
    .digest('hex')
}
