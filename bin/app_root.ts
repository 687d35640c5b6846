import { Ignitor } from '@adonisjs/core'
import type { ApplicationService } from '@adonisjs/core/types'

export const APP_ROOT = new URL('../', import.meta.url)

export function importer(filePath: string) {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

function readEnvWhileBooting(app: ApplicationService) {
  app.booting(async () => {
    await import('#start/env')
  })
}

/** What bin/server, bin/console and bin/test start from: env read while booting, signals end the app. */
export function appIgnitor() {
  return new Ignitor(APP_ROOT, { importer }).tap((app) => {
    readEnvWhileBooting(app)
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
}

/** A started console app, for scripts that use the app's services outside ace (the docsite CLI, benches). */
export async function startConsoleApp() {
  const app = new Ignitor(APP_ROOT, { importer }).createApp('console')
  readEnvWhileBooting(app)
  try {
    await app.init()
    await app.boot()
    await app.start(() => {})
  } catch (error) {
    // What booted before the failure (database pools, Redis) would keep the command running.
    await app.terminate().catch(() => {})
    throw error
  }
  return app
}
