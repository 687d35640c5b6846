import { test } from '@japa/runner'
import { settings } from '#core/settings/contracts'
import { plainRequest } from '#tests/helpers/plain_http'

test.group('Site identity: home subtitle and favicon', (group) => {
  group.each.setup(async () => {
    const favicon = await settings.get<string>('system', 'favicon')
    return async () => {
      await settings.update('system', { favicon })
    }
  })

  test('the home page introduces a document library, not the software behind it', async ({ assert }) => {
    const home = await plainRequest('GET', '/')
    assert.equal(home.status, 200)
    assert.include(home.text, '汇集学习、办公与专业资料')
    assert.notInclude(home.text, '自己部署')
  }).timeout(120_000)

  test('a favicon is served at /favicon.ico and /favicon.svg and linked from every page head', async ({ assert }) => {
    const ico = await fetch(`http://${process.env.HOST}:${process.env.PORT}/favicon.ico`)
    assert.equal(ico.status, 200)
    assert.match(ico.headers.get('content-type') ?? '', /icon/)
    const bytes = Buffer.from(await ico.arrayBuffer())
    assert.deepEqual([...bytes.subarray(0, 4)], [0, 0, 1, 0], 'an ICO file')
    const svg = await fetch(`http://${process.env.HOST}:${process.env.PORT}/favicon.svg`)
    assert.equal(svg.status, 200)
    assert.include(await svg.text(), '<svg')

    for (const path of ['/', '/login']) {
      const head = (await plainRequest('GET', path)).text.split('</head>')[0]
      assert.match(head, /<link rel="icon" href="\/favicon\.ico" sizes="any"/, path)
      assert.match(head, /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml"/, path)
    }
  }).timeout(120_000)

  test('an uploaded 网站图标 replaces the default icon', async ({ assert }) => {
    await settings.update('system', { favicon: '/uploads/site/icon.png' })
    const head = (await plainRequest('GET', '/')).text.split('</head>')[0]
    assert.match(head, /<link rel="icon" href="\/uploads\/site\/icon\.png"/)
    assert.notInclude(head, '/favicon.svg')
  }).timeout(120_000)
})
