import { test } from '@japa/runner'
import { createUser, tokenFor } from '#tests/helpers/users'

const LONE = 'a\ud800b@example.com'

test.group('Malformed Unicode in a request', () => {
  test('a lone surrogate in any field is refused with 400 and a message, signed in or not', async ({ client, assert }) => {
    const token = await tokenFor(await createUser())
    const attempts = [
      client.post('/api/v1/user/findpassword/stepone').json({ email: LONE }),
      client.post('/api/v1/user/register').json({ username: 'lone_one', email: LONE, password: 'secret123' }),
      client.post('/api/v1/user/email/code').json({ email: LONE, type: 2 }),
      client.post('/api/v1/user/login').json({ username: 'x\udfffy', password: 'secret123' }),
      client.put('/api/v1/user/profile').bearerToken(token).json({ email: LONE }),
      client
        .put('/api/v1/user/profile')
        .bearerToken(token)
        .json({ nested: { ['k\ud800']: 1 } }),
      client.post('/api/v1/user/login').json({ username: ['ok', '\udc00'], password: 'secret123' }),
    ]
    for (const attempt of attempts) {
      const response = await attempt
      response.assertStatus(400)
      assert.equal(response.body().message, '请求包含无效的字符')
    }
  })

  test('the statistics beacon refuses it too, and well-formed text of any script passes', async ({ client, assert }) => {
    const beacon = await client.post('/api/v1/statistics/record-page-view').json({ url: '/x\ud800' })
    if (beacon.status() !== 404) {
      beacon.assertStatus(400)
      assert.equal(beacon.body().message, '请求包含无效的字符')
    }
    const fine = await client.post('/api/v1/user/findpassword/stepone').json({ email: '不是邮箱😀' })
    fine.assertStatus(400)
    assert.equal(fine.body().message, '请输入正确的电子邮箱')
  })
})
