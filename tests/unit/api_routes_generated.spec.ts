import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { API_ROUTES_FILE, renderApiRoutesModule } from '#core/kernel/http/api_routes_module'

const ROOT = join(import.meta.dirname, '../..')

test.group('The API route registry of the UI', () => {
  test('types/api_routes.generated.ts is what the routes of every manifest generate', async ({ assert }) => {
    const committed = await readFile(join(ROOT, API_ROUTES_FILE), 'utf8')
    const generated = await renderApiRoutesModule(app)
    const committedLines = committed.split('\n')
    const generatedLines = generated.split('\n')
    const line = generatedLines.findIndex((text, index) => text !== committedLines[index])
    const where =
      line === -1
        ? 'lines past the end'
        : `line ${line + 1}: ${JSON.stringify(committedLines[line])}, the router says ${JSON.stringify(generatedLines[line])}`
    assert.isTrue(committed === generated, `stale at ${where}; run \`node scripts/generate_api_routes.ts\` and commit the result`)
  }).timeout(30000)

  test('it holds the API routes of a plugin the default configuration leaves out, and no page routes', async ({ assert }) => {
    const generated = await renderApiRoutesModule(app)
    assert.include(generated, "name: 'hello.store'")
    assert.include(generated, "pattern: '/api/v1/hello/greeting/list'")
    assert.notInclude(generated, "pattern: '/admin/")
    assert.notMatch(generated, /methods: \[[^\]]*'HEAD'/)
  }).timeout(30000)
})
