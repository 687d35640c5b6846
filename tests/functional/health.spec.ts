import { test } from '@japa/runner'

test.group('Site shell', () => {
  test('the home page is rendered on the server with the site name', async ({ client }) => {
    const response = await client.get('/')
    response.assertStatus(200)
    response.assertTextIncludes('data-server-rendered="true"')
    response.assertTextIncludes('Docsite 文库')
  })

  test('an unknown page answers 404 with the not-found page', async ({ client }) => {
    const response = await client.get('/no/such/page')
    response.assertStatus(404)
    response.assertTextIncludes('页面不存在')
  })

  test('an unknown API path answers JSON', async ({ client }) => {
    const response = await client.get('/api/v1/no-such-thing')
    response.assertStatus(404)
    response.assertBodyContains({ code: 5 })
  })
})
