import { test } from '@japa/runner'
import { safeRedirect } from '#core/accounts/services/safe_redirect'

/** Addresses a browser would leave the site for, once it has cleaned them up. */
const OFFSITE = [
  '//evil.example',
  '///evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '\x01//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t\\evil.example',
  'https://evil.example/login',
  'HTTPS://evil.example',
  'http:evil.example',
  'https:/\\evil.example',
  '//evil.example@docsite.invalid',
  'javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//%65vil.example',
]

test.group('safeRedirect', () => {
  test('addresses that leave the site fall back to the home page', ({ assert }) => {
    for (const value of OFFSITE) {
      assert.equal(safeRedirect(value), '/', JSON.stringify(value))
    }
  })

  test('paths that only look like another host stay on the site', ({ assert }) => {
    const cases: [string, string][] = [
      ['/.//evil.example', '/evil.example'],
      ['/a/..//evil.example', '/evil.example'],
      ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
      ['/%09/evil.example', '/%09/evil.example'],
      ['/%5Cevil.example', '/%5Cevil.example'],
      ['/\u0000/evil.example', '/%00/evil.example'],
      ['\u3000//evil.example', '/%E3%80%80//evil.example'],
    ]
    for (const [value, expected] of cases) {
      const result = safeRedirect(value)
      assert.equal(result, expected, JSON.stringify(value))
      assert.isFalse(new URL(result, 'https://docs.example').host !== 'docs.example', JSON.stringify(value))
    }
  })

  test('paths of the site are kept with their query and fragment', ({ assert }) => {
    assert.equal(safeRedirect('/me'), '/me')
    assert.equal(safeRedirect('/document/12?page=3#p3'), '/document/12?page=3#p3')
    assert.equal(safeRedirect('/search?wd=%E5%BC%A0%E4%B8%89'), '/search?wd=%E5%BC%A0%E4%B8%89')
    assert.equal(safeRedirect('/search?wd=张三'), '/search?wd=%E5%BC%A0%E4%B8%89')
  })

  test('anything that is not a usable string falls back', ({ assert }) => {
    for (const value of [undefined, null, '', 42, ['/me'], { path: '/me' }, '/' + 'a'.repeat(3000)]) {
      assert.equal(safeRedirect(value, '/me'), '/me')
    }
  })
})
