import { test } from '@japa/runner'
import { mayNamePublicFile } from '#core/kernel/http/public_file_path'

test.group('Which paths the static middleware is asked about', () => {
  test('files of public/ are', ({ assert }) => {
    for (const path of ['/favicon.ico', '/favicon.svg', '/assets/app-Bx12.js', '/assets/server/ssr.js?v=2']) {
      assert.isTrue(mayNamePublicFile(path), path)
    }
  })

  test('pages and API calls are not', ({ assert }) => {
    for (const path of ['/', '/document/5', '/category/2?page=3', '/search?wd=a.b', '/api/v1/settings', '/api/v1/x.json']) {
      assert.isFalse(mayNamePublicFile(path), path)
    }
  })
})
