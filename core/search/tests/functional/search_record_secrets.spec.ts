import { test } from '@japa/runner'
import SearchRecord from '#core/search/models/search_record'

test.group('Search records keep no secrets', () => {
  test('a reset link pasted into the search box is recorded without its token and address', async ({ client, assert }) => {
    const agent = `SecretSearch/${Date.now()}`
    const response = await client
      .get('/api/v1/search')
      .qs({ wd: '/findpassword?token=abcSECRETxyz&email=who@example.com' })
      .header('user-agent', agent)
    response.assertStatus(200)
    const record = await SearchRecord.query().where('user_agent', agent).firstOrFail()
    assert.equal(record.keywords, '/findpassword')
  })
})
