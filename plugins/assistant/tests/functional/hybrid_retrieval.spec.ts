import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { settings } from '#core/settings/contracts'
import { Document, DocumentStatus } from '#plugins/documents/contracts'
import { indexChunksJob } from '#plugins/assistant/jobs/index_chunks_job'
import { retrieveChunks } from '#plugins/assistant/services/retrieve_chunks'
import { reindexChunks } from '#plugins/assistant/actions/reindex_chunks'
import { createUser, tokenFor } from '#tests/helpers/users'
import { plainRequest } from '#tests/helpers/plain_http'
import { assistantDisabled, notEnabledReason, resetAssistant } from './assistant_suite.js'
import { citedDocument, startIndexing } from './citation_fixtures.js'
import { FakeOpenAi } from './fake_openai.js'

const GUIDE = [
  'Getting started with the telescope. Unpack the tripod and attach the mount before the tube.',
  'Collimation. Align the secondary mirror with the focuser using a collimation cap; the primary mirror clips must stay loose.',
  'Cleaning the optics. Blow dust off the lens with a rubber bulb; never wipe a dry mirror.',
]
const HANDBOOK = ['员工手册总则。本手册适用于公司全体员工，内容包括考勤、休假与报销制度。', '年假制度。员工入职满一年后享有五天带薪年假。']
/** No word of it is in the guide ("collimate" is not "collimation"): BM25 finds nothing; the character n-grams do. */
const PARAPHRASE = 'how do I collimate it'
const DIMENSIONS = 64

const embeddingCalls = (fake: FakeOpenAi) => fake.requests.filter((request) => request.path.endsWith('/embeddings'))

async function vectorCount(documentId: number) {
  const row = await db
    .from('assistant_chunk_vectors')
    .join('assistant_chunks', 'assistant_chunks.id', 'assistant_chunk_vectors.chunk_id')
    .where('assistant_chunks.document_id', documentId)
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}

test.group('Assistant: hybrid retrieval with an embedding model', (group) => {
  const fake = new FakeOpenAi()
  let guide: Document
  let handbook: Document
  group.tap((item) => item.skip(assistantDisabled, notEnabledReason))
  group.setup(() => startIndexing(fake))
  group.each.setup(async () => {
    await resetAssistant()
    await db.from('assistant_chunk_vectors').delete()
    await db.from('assistant_chunk_terms').delete()
    await db.from('assistant_chunks').delete()
    fake.requests = []
    fake.embeddingStatus = 0
    return async () => {
      await Document.query()
        .whereIn('id', [guide?.id ?? 0, handbook?.id ?? 0])
        .delete()
      await settings.update('assistant', { ai_base_url: '', ai_model: '', ai_embedding_model: '' })
    }
  })

  async function embeddingOn() {
    await settings.update('assistant', {
      ai_base_url: fake.baseUrl,
      ai_api_key: 'sk-test',
      ai_model: 'fake-model',
      ai_embedding_model: 'fake-embedding',
      ai_embedding_dimensions: DIMENSIONS,
    })
  }

  test('without an embedding model nothing is embedded and retrieval is BM25 alone', async ({ assert }) => {
    await settings.update('assistant', { ai_base_url: fake.baseUrl, ai_model: 'fake-model' })
    guide = await citedDocument('Telescope guide', GUIDE)
    assert.isAbove((await retrieveChunks('collimation cap')).length, 0)
    assert.lengthOf(await retrieveChunks(PARAPHRASE), 0)
    assert.lengthOf(embeddingCalls(fake), 0)
    assert.equal(await vectorCount(guide.id), 0)
  })

  test('chunks are embedded in one batched call; a paraphrase BM25 misses is found by the vector side', async ({ assert }) => {
    await embeddingOn()
    guide = await citedDocument('Telescope guide', GUIDE)
    handbook = await citedDocument('员工手册', HANDBOOK)
    const chunkCount = Number((await db.from('assistant_chunks').where('document_id', guide.id).count('* as total').first())?.total)
    assert.equal(await vectorCount(guide.id), chunkCount)
    const calls = embeddingCalls(fake)
    assert.lengthOf(calls, 2, 'one call per document, all its chunks in it')
    assert.equal(calls[0].body.dimensions, DIMENSIONS)
    assert.lengthOf(calls[0].body.input, chunkCount)
    const stored = await db.from('assistant_chunk_vectors').select('vector').first()
    assert.equal(Buffer.from(stored.vector).byteLength, 4 + DIMENSIONS, 'int8 and a float32 scale')

    fake.requests = []
    const [hit] = await retrieveChunks(PARAPHRASE)
    assert.deepEqual(embeddingCalls(fake).at(-1)?.body.input, [PARAPHRASE], 'the question is embedded when asked')
    assert.equal(hit?.documentId, guide.id)
    assert.equal(hit?.page, 2)
    // Words still count: an exact phrase ranks its page first, and a question about nothing here cites nothing.
    assert.equal((await retrieveChunks('带薪年假'))[0]?.documentId, handbook.id)
    assert.lengthOf(await retrieveChunks('zebra quantum bitcoin'), 0)
    // 问这篇文档 scores the one document's chunks exactly.
    assert.lengthOf(await retrieveChunks(PARAPHRASE, { documentId: handbook.id }), 0)
    assert.equal((await retrieveChunks(PARAPHRASE, { documentId: guide.id }))[0]?.page, 2)
  })

  test('a failed embedding call fails the job (to be retried) but never the chunks; asking falls back to BM25', async ({ assert }) => {
    // The job is run by hand here: the queue's own retry waits seconds between attempts.
    guide = await citedDocument('Telescope guide', GUIDE)
    await db.from('assistant_chunks').where('document_id', guide.id).delete()
    await embeddingOn()
    fake.embeddingStatus = 500
    const context = { attempt: 1, jobId: 'retried', signal: new AbortController().signal }
    await assert.rejects(() => indexChunksJob.handle({ documentId: guide.id }, context))
    assert.isAbove((await retrieveChunks('collimation cap')).length, 0, 'searchable by words all the same')
    assert.equal(await vectorCount(guide.id), 0)

    fake.embeddingStatus = 0
    await indexChunksJob.handle({ documentId: guide.id }, context)
    assert.isAbove(await vectorCount(guide.id), 0, 'the retry embeds them')
    fake.embeddingStatus = 500
    assert.equal((await retrieveChunks('collimation cap'))[0]?.page, 2)
  })

  test('after an embedding model is set, reindex embeds the chunks indexed before it', async ({ assert }) => {
    guide = await citedDocument('Telescope guide', GUIDE)
    assert.equal(await vectorCount(guide.id), 0)
    await embeddingOn()
    const done = await reindexChunks()
    assert.isAtLeast(done.documents, 1)
    assert.isAtLeast(done.embedded, GUIDE.length)
    assert.isAtLeast(await vectorCount(guide.id), GUIDE.length)
    assert.equal((await retrieveChunks(PARAPHRASE))[0]?.documentId, guide.id)

    await settings.update('assistant', { ai_embedding_dimensions: 128 })
    await reindexChunks()
    const vectors = await db
      .from('assistant_chunk_vectors')
      .join('assistant_chunks', 'assistant_chunks.id', 'assistant_chunk_vectors.chunk_id')
      .where('assistant_chunks.document_id', guide.id)
      .select('vector')
    assert.lengthOf(vectors, await vectorCount(guide.id))
    assert.isTrue(
      vectors.every((row) => Buffer.from(row.vector).byteLength === 4 + 128),
      'other dimensions: replaced, never mixed'
    )
    assert.equal((await retrieveChunks(PARAPHRASE))[0]?.page, 2)
  })

  test('reindex sends to the embedding endpoint only text a reader may see', async ({ assert }) => {
    guide = await citedDocument('Telescope guide', GUIDE, { preview: 2 })
    handbook = await citedDocument('员工手册', HANDBOOK)
    await Document.query().where('id', handbook.id).update({ status: DocumentStatus.PendingReview })
    await embeddingOn()
    fake.requests = []
    await reindexChunks()
    const embedded: string[] = embeddingCalls(fake).flatMap((request) => request.body.input)
    assert.isTrue(
      embedded.some((text) => text.includes('Collimation')),
      'the preview pages are embedded'
    )
    assert.isFalse(
      embedded.some((text) => text.includes('rubber bulb')),
      'page 3, past the preview, is never sent'
    )
    assert.isFalse(
      embedded.some((text) => text.includes('年假')),
      'a document waiting for review is never sent'
    )
  })

  test('the chat cites the page the vector side found, with its url', async ({ assert }) => {
    await embeddingOn()
    guide = await citedDocument('Telescope guide', GUIDE)
    const token = await tokenFor(await createUser())
    const opened = await plainRequest('POST', '/api/v1/assistant/sessions', { token, json: { mode: 'keyword' } })
    const reply = await plainRequest('POST', `/api/v1/assistant/sessions/${opened.body.session_id}/messages`, {
      token,
      json: { message: { content: PARAPHRASE } },
    })
    assert.deepInclude(reply.body.references[0], { document_id: guide.id, page: 2, url: `/document/${guide.id}?page=2` })
  })
})
