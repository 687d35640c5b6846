import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { test } from '@japa/runner'
import { API_ROUTES_FILE } from '#core/kernel/http/api_routes_module'

const ROOT = join(import.meta.dirname, '../..')

/** A string or template literal that starts with the API prefix: '/api/v1…', "/api/v1…" or `/api/v1…`. */
const API_LITERAL = /['"`]\/api\/v1\b/

function uiFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'tests' || entry.name.startsWith('.')) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return uiFiles(path)
    return /\.(tsx|ts)$/.test(entry.name) ? [path] : []
  })
}

function uiFolders() {
  const owners = ['core', 'plugins'].flatMap((kind) =>
    readdirSync(join(ROOT, kind), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(ROOT, kind, entry.name, 'ui'))
  )
  return [join(ROOT, 'resources'), ...owners.filter((folder) => readdirSync(join(folder, '..')).includes('ui'))]
}

test.group('API URLs in the UI', () => {
  test('come from apiUrl(), not from string literals', ({ assert }) => {
    const offending = uiFolders()
      .flatMap((folder) => uiFiles(folder))
      .map((path) => relative(ROOT, path))
      .filter((path) => path !== API_ROUTES_FILE)
      .flatMap((path) =>
        readFileSync(join(ROOT, path), 'utf8')
          .split('\n')
          .flatMap((line, index) => (API_LITERAL.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : []))
      )
    assert.deepEqual(offending, [], 'name the route with apiUrl() from resources/lib/api_url.ts')
  })

  test('the check sees a literal the way a page writes one', ({ assert }) => {
    assert.match("api.get('/api/v1/document/list', query)", API_LITERAL)
    assert.match('xhr.open("POST", "/api/v1/upload/document")', API_LITERAL)
    assert.match('api.put(`/api/v1/plugin/${action}`)', API_LITERAL)
    assert.notMatch('placeholder="路径包含，如 /api/v1/user"', API_LITERAL)
    assert.notMatch("api.get(apiUrl('documents.list'), query)", API_LITERAL)
  })
})
