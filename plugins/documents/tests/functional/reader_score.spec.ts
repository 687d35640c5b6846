import { test } from '@japa/runner'
import { createUser, tokenFor } from '#tests/helpers/users'
import { createReaderDocument } from './reader_fixtures.js'

test.group('Rating a document', () => {
  test('once per user; the document keeps the average of its ratings', async ({ client, assert }) => {
    const document = await createReaderDocument()
    const first = await tokenFor(await createUser())
    const second = await tokenFor(await createUser())

    ;(await client.get('/api/v1/document/score').qs({ document_id: document.id }).bearerToken(first)).assertBody({})
    ;(await client.post('/api/v1/document/score').json({ document_id: document.id, score: 500 }).bearerToken(first)).assertStatus(200)
    const again = await client.post('/api/v1/document/score').json({ document_id: document.id, score: 100 }).bearerToken(first)
    again.assertStatus(403)
    assert.equal(again.body().message, '您已经评过分了')
    ;(await client.post('/api/v1/document/score').json({ document_id: document.id, score: 200 }).bearerToken(second)).assertStatus(200)

    await document.refresh()
    assert.equal(document.score, 350)
    assert.equal(document.scoreCount, 2)
    const mine = await client.get('/api/v1/document/score').qs({ document_id: document.id }).bearerToken(first)
    assert.equal(mine.body().score, 500)
    assert.equal(mine.body().document_id, document.id)
  })

  test('scores outside 100–500, guests and hidden documents are refused', async ({ client }) => {
    const document = await createReaderDocument()
    const token = await tokenFor(await createUser())
    ;(await client.post('/api/v1/document/score').json({ document_id: document.id, score: 600 }).bearerToken(token)).assertStatus(400)
    ;(await client.post('/api/v1/document/score').json({ document_id: document.id, score: 50 }).bearerToken(token)).assertStatus(400)
    ;(await client.post('/api/v1/document/score').json({ document_id: document.id, score: 300 })).assertStatus(401)
    const hidden = await createReaderDocument({ status: 6 })
    ;(await client.post('/api/v1/document/score').json({ document_id: hidden.id, score: 300 }).bearerToken(token)).assertStatus(404)
  })
})
