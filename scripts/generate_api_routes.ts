/**
 * Writes types/api_routes.generated.ts, the API routes the UI may call (see "API URLs
 * from the UI" in docs/conventions.md). Run after adding, renaming or removing an /api/v1
 * route: `node scripts/generate_api_routes.ts`.
 */
import 'reflect-metadata'
import { writeFile } from 'node:fs/promises'

await import('@poppinss/ts-exec')
const { Ignitor } = await import('@adonisjs/core')
const { APP_ROOT, importer } = await import('../bin/app_root.js')
const { API_ROUTES_FILE, renderApiRoutesModule } = await import('../core/kernel/http/api_routes_module.js')

const app = new Ignitor(APP_ROOT, { importer }).createApp('console')
app.booting(async () => {
  await import('#start/env')
})
await app.init()
await app.boot()
try {
  await writeFile(new URL(API_ROUTES_FILE, APP_ROOT), await renderApiRoutesModule(app))
  process.stdout.write(`wrote ${API_ROUTES_FILE}\n`)
} finally {
  await app.terminate()
}
