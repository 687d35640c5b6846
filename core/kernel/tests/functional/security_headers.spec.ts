import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { hstsFor } from '#config/shield'

/** The nonce of script-src in a CSP header. */
function scriptNonce(csp: string | undefined) {
  const scriptSrc = (csp ?? '').split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
  return /'nonce-([^']+)'/.exec(scriptSrc)?.[1]
}

/** Every script element of a page with its type and nonce attribute. */
function scriptTags(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes]) => ({
    type: /\btype="([^"]*)"/.exec(attributes)?.[1] ?? '',
    nonce: /\bnonce="([^"]*)"/.exec(attributes)?.[1],
  }))
}

/** Scripts a browser runs: everything but JSON data blocks (Inertia's page data, JSON-LD). */
function runnable(html: string) {
  return scriptTags(html).filter((tag) => !/json/i.test(tag.type))
}

test.group('Security headers: Content-Security-Policy', () => {
  for (const [path, status] of [
    ['/', 200],
    ['/login', 200],
    ['/no-such-page-for-csp', 404],
  ] as const) {
    test(`${path} sends a CSP whose nonce every script of the page carries`, async ({ client, assert }) => {
      const response = await client.get(path).header('Accept', 'text/html')
      response.assertStatus(status)
      const csp = response.header('content-security-policy') ?? ''
      assert.include(csp, "default-src 'self'")
      assert.include(csp, "object-src 'none'")
      assert.include(csp, "base-uri 'self'")
      assert.notInclude(csp.split(';').find((part) => part.includes('script-src')) ?? '', 'unsafe-inline')
      const nonce = scriptNonce(csp)
      assert.match(nonce ?? '', /^[\w-]{16,}$/)

      const scripts = runnable(response.text())
      assert.isAbove(scripts.length, 0)
      for (const script of scripts) assert.equal(script.nonce, nonce)
    }).timeout(120000)
  }

  test('each response has a nonce of its own', async ({ client, assert }) => {
    const first = scriptNonce((await client.get('/login')).header('content-security-policy'))
    const second = scriptNonce((await client.get('/login')).header('content-security-policy'))
    assert.notEqual(first, second)
  }).timeout(120000)

  test('API answers carry the same policy without a nonce, plus the other guards', async ({ client, assert }) => {
    const page = (await client.get('/login').header('Accept', 'text/html')).header('content-security-policy') ?? ''
    const withoutNonce = page.replace(/ 'nonce-[^']+'/, '')
    for (const path of ['/api/v1/settings', '/api/v1/no-such-endpoint']) {
      const response = await client.get(path)
      const csp = response.header('content-security-policy') ?? ''
      assert.isUndefined(scriptNonce(csp), path)
      assert.equal(csp.replace(/\s*;\s*/g, ';'), withoutNonce.replace(/\s*;\s*/g, ';'), path)
      assert.equal(response.header('x-frame-options'), 'SAMEORIGIN', path)
      assert.equal(response.header('x-content-type-options'), 'nosniff', path)
    }
  }).timeout(120000)
})

test.group('Security headers: HSTS', (group) => {
  const configured = app.config.get('shield.hsts')
  group.each.teardown(() => app.config.set('shield.hsts', configured))

  test('no Strict-Transport-Security while APP_URL is http', async ({ client, assert }) => {
    app.config.set('shield.hsts', hstsFor('http://localhost:3333'))
    const response = await client.get('/')
    response.assertStatus(200)
    assert.isUndefined(response.header('strict-transport-security'))
  }).timeout(120000)

  test('Strict-Transport-Security on every response once APP_URL is https', async ({ client, assert }) => {
    app.config.set('shield.hsts', hstsFor('https://docs.example.com'))
    for (const path of ['/', '/api/v1/settings', '/no-such-page-for-hsts']) {
      const response = await client.get(path)
      assert.equal(response.header('strict-transport-security'), 'max-age=15552000', path)
    }
  }).timeout(120000)
})

test.group('Security headers: CORS', (group) => {
  group.each.teardown(() => env.set('CORS_ORIGINS', ''))

  test('by default no other origin may read the API, preflight or not', async ({ client, assert }) => {
    const response = await client.get('/api/v1/settings').header('Origin', 'https://evil.example')
    response.assertStatus(200)
    assert.isUndefined(response.header('access-control-allow-origin'))

    const preflight = await client
      .options('/api/v1/document/list')
      .header('Origin', 'https://evil.example')
      .header('Access-Control-Request-Method', 'POST')
    assert.isUndefined(preflight.header('access-control-allow-origin'))
    assert.isUndefined(preflight.header('access-control-allow-methods'))
  })

  test('the site itself and the origins of CORS_ORIGINS may, others still not', async ({ client, assert }) => {
    env.set('CORS_ORIGINS', 'https://m.example.com, https://admin.example.com/')
    const own = `http://${process.env.HOST}:${process.env.PORT}`
    for (const origin of [own, 'https://m.example.com', 'https://admin.example.com']) {
      const response = await client.get('/api/v1/settings').header('Origin', origin)
      assert.equal(response.header('access-control-allow-origin'), origin)
      assert.isUndefined(response.header('access-control-allow-credentials'))
    }
    const preflight = await client
      .options('/api/v1/document/list')
      .header('Origin', 'https://m.example.com')
      .header('Access-Control-Request-Method', 'PUT')
    assert.equal(preflight.header('access-control-allow-origin'), 'https://m.example.com')
    assert.include(preflight.header('access-control-allow-methods'), 'PUT')

    for (const origin of ['https://evil.example', 'https://m.example.com.evil.example', 'http://m.example.com']) {
      const response = await client.get('/api/v1/settings').header('Origin', origin)
      assert.isUndefined(response.header('access-control-allow-origin'), origin)
    }
  })
})
