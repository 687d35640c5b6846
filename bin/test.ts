process.env.NODE_ENV = 'test'

import 'reflect-metadata'
import { prettyPrintError } from '@adonisjs/core'
import { configure, processCLIArgs, run } from '@japa/runner'
import { appIgnitor } from './app_root.js'
import { prepareTestEnvironment } from '../tests/environment.js'

await prepareTestEnvironment()

/**
 * Spec files a run leaves out (DOCSITE_SPECS_ELSEWHERE, comma-separated paths): CI's first lane
 * leaves the longest browser specs to its second lane, which runs them by --files (.ci/run).
 */
function specsRunElsewhere() {
  return (process.env.DOCSITE_SPECS_ELSEWHERE ?? '')
    .split(',')
    .map((file) => file.trim())
    .filter(Boolean)
}

appIgnitor()
  .testRunner()
  .configure(async (app) => {
    const { runnerHooks, ...config } = await import('../tests/bootstrap.js')
    processCLIArgs(process.argv.splice(2))
    configure({
      ...app.rcFile.tests,
      ...config,
      exclude: ['node_modules/**', '.git/**', 'coverage/**', ...specsRunElsewhere()],
      setup: runnerHooks.setup,
      teardown: runnerHooks.teardown.concat([() => app.terminate()]),
    })
  })
  .run(() => run())
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
