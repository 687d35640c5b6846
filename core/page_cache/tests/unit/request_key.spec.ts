import { test } from '@japa/runner'
import type { IncomingMessage } from 'node:http'
import { anonymousRequestKey } from '../../services/request_key.js'

function request(method: string, url: string, headers: Record<string, string> = {}) {
  return { method, url, headers: { host: 'site.test', ...headers } } as unknown as IncomingMessage
}

test.group('Page cache: which requests may share an answer', () => {
  test('an anonymous GET or HEAD has a key; a full page, an Inertia visit and a JSON read each their own', ({ assert }) => {
    const page = anonymousRequestKey(request('GET', '/document/1', { accept: 'text/html' }))
    const inertia = anonymousRequestKey(request('GET', '/document/1', { 'x-inertia': 'true', 'x-inertia-version': 'v1' }))
    const newBuild = anonymousRequestKey(request('GET', '/document/1', { 'x-inertia': 'true', 'x-inertia-version': 'v2' }))
    const json = anonymousRequestKey(request('GET', '/document/1', { accept: 'application/json' }))
    assert.isString(page)
    assert.equal(anonymousRequestKey(request('HEAD', '/document/1', { accept: 'text/html' })), page)
    assert.lengthOf(new Set([page, inertia, newBuild, json]), 4)
    // Other cookies (a stale XSRF token, an analytics cookie) do not make a visitor a member.
    assert.equal(anonymousRequestKey(request('GET', '/document/1', { accept: 'text/html', cookie: 'theme=dark' })), page)
  })

  test("members, token callers, other sites' browsers, partial reloads and writes have none", ({ assert }) => {
    assert.isNull(anonymousRequestKey(request('GET', '/', { cookie: 'a=1; docsite-session=xyz' })))
    assert.isNull(anonymousRequestKey(request('GET', '/', { cookie: 'remember_web=xyz' })))
    assert.isNull(anonymousRequestKey(request('GET', '/', { authorization: 'Bearer abc' })))
    assert.isNull(anonymousRequestKey(request('GET', '/', { 'x-inertia': 'true', 'x-inertia-partial-data': 'documents' })))
    assert.isNull(anonymousRequestKey(request('POST', '/')))
    // Its answer carries CORS headers for that one origin.
    assert.isNull(anonymousRequestKey(request('GET', '/api/v1/settings', { origin: 'https://app.example' })))
  })
})
