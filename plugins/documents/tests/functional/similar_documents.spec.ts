import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { queue } from '#core/queue/contracts'
import { rebuildIndex } from '#core/search/contracts'
import { createUser, tokenFor } from '#tests/helpers/users'
import { inertiaPage } from '#tests/helpers/inertia'
import type Document from '#plugins/documents/models/document'
import { documentsDisabled, disabledReason, makeCategory, unique } from './admin_helpers.js'
import { makeSearchableDocument, wipeSearch } from './search_helpers.js'
import { wipeDocuments } from './admin_helpers.js'
import { pageProps } from './upload_helpers.js'
import { SUBJECTS, type Subject } from './similar_fixtures.js'

type Library = Awaited<ReturnType<typeof makeLibrary>>

/**
 * The fixture library, every document in one category (so the category alone tells nothing),
 * indexed: the first photosynthesis text was uploaded twice (a copy of its file by someone
 * else), and two more documents on photosynthesis are not public (failed, not converted yet).
 */
async function makeLibrary() {
  const author = await createUser()
  const other = await createUser()
  const category = await makeCategory(unique('学习资料'))
  const bySubject = {} as Record<Subject, Document[]>
  for (const [subject, texts] of Object.entries(SUBJECTS) as [Subject, (typeof SUBJECTS)[Subject]][]) {
    bySubject[subject] = []
    for (const [index, text] of texts.entries()) {
      // The author uploaded the photosynthesis documents and the first poem study; someone else the rest.
      const userId = subject === 'photosynthesis' || (subject === 'tangPoetry' && index === 0) ? author.id : other.id
      const document = await makeSearchableDocument({
        userId,
        title: text.title,
        pages: text.body.length,
        body: text.body.join('\f'),
        categoryIds: [category.id],
      })
      bySubject[subject].push(document)
    }
  }
  const [original] = bySubject.photosynthesis
  const copy = await makeSearchableDocument({
    userId: other.id,
    title: '光合作用复习讲义',
    hash: original.hash,
    pages: 3,
    categoryIds: [category.id],
  })
  const failed = await makeSearchableDocument({
    userId: author.id,
    title: '光合作用中的光反应与卡尔文循环',
    status: 3,
    convertError: '文件已损坏',
    body: SUBJECTS.photosynthesis[0].body.join('\f'),
    categoryIds: [category.id],
  })
  const waiting = await makeSearchableDocument({
    userId: author.id,
    title: '叶绿体与光合作用的暗反应',
    status: 0,
    categoryIds: [category.id],
  })
  await rebuildIndex('document', { restart: true })
  return { author, other, category, bySubject, original, copy, failed, waiting }
}

async function relatedIds(client: any, id: number) {
  const response = await client.get('/api/v1/document/related').qs({ id })
  response.assertStatus(200)
  return (response.body().document as { id: number }[]).map((item) => item.id)
}

/** The file (hash) of each id: a document and its copy are one file. */
function filesOf(library: Library, ids: number[]) {
  const all = [...Object.values(library.bySubject).flat(), library.copy]
  return ids.map((id) => all.find((document) => document.id === id)?.hash ?? `other-${id}`)
}

test.group('Similar documents (相似文档)', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.setup(async () => {
    await queue.startWorkers({ jobs: ['search.sync', 'search.rebuild', 'documents.similar'] })
    return () => queue.stop()
  })
  group.each.setup(async () => {
    await db.from('document_similar_lists').delete()
    await wipeDocuments()
    await wipeSearch()
  })
  group.each.timeout(60_000)

  test('each document’s similar documents are first the others of its subject, never itself, its copy or an unpublished one', async ({
    client,
    assert,
  }) => {
    const library = await makeLibrary()
    const excludedEverywhere = [library.failed.id, library.waiting.id]
    for (const [subject, documents] of Object.entries(library.bySubject)) {
      for (const document of documents) {
        const ids = await relatedIds(client, document.id)
        const files = filesOf(library, ids)
        const neighbours = documents.filter((other) => other.id !== document.id).map((other) => other.hash)
        assert.sameMembers(files.slice(0, 2), neighbours, `${subject}: ${document.title} → ${ids.join(',')}`)
        assert.notInclude(ids, document.id)
        assert.notInclude(files, document.hash, 'no copy of its own file')
        assert.equal(new Set(files).size, files.length, 'one document per file')
        for (const id of excludedEverywhere) assert.notInclude(ids, id, 'failed and unconverted documents never show')
        assert.isAtMost(ids.length, 10)
      }
    }
    const copyIds = await relatedIds(client, library.copy.id)
    assert.notInclude(copyIds, library.original.id, 'the original is not similar to its copy: they are one file')
    assert.sameMembers(filesOf(library, copyIds.slice(0, 2)), [
      library.bySubject.photosynthesis[1].hash,
      library.bySubject.photosynthesis[2].hash,
    ])
  })

  test('the API keeps its shape: documents with their uploader and file, at most ten, filled up from the category', async ({
    client,
    assert,
  }) => {
    const library = await makeLibrary()
    const [first] = library.bySubject.hypertension
    const response = await client.get('/api/v1/document/related').qs({ id: first.id })
    response.assertStatus(200)
    const documents = response.body().document
    // 12 documents and a copy are public: the two neighbours, then the category's most viewed up to ten.
    assert.lengthOf(documents, 10)
    assert.include(documents[0], { username: library.other.username })
    assert.equal(documents[0].attachment.hash, library.bySubject.hypertension.find((item) => item.id === documents[0].id)?.hash)
    ;(await client.get('/api/v1/document/related').qs({ id: library.failed.id })).assertStatus(404)
    ;(await client.get('/api/v1/document/related').qs({ id: 'x' })).assertStatus(400)
  })

  test('a neighbour hidden or deleted after the list was made drops out at once, on the API and the kept reader page', async ({
    client,
    assert,
  }) => {
    const library = await makeLibrary()
    const [, second, third] = library.bySubject.deepLearning
    const [first] = library.bySubject.deepLearning
    assert.sameMembers((await relatedIds(client, first.id)).slice(0, 2), [second.id, third.id])
    const before = inertiaPage((await client.get(`/document/${first.id}`)).text()).props
    assert.sameMembers(
      before.similar.slice(0, 2).map((item: { id: number }) => item.id),
      [second.id, third.id]
    )

    await db.from('documents').where('id', second.id).update({ status: 4 })
    await db.from('documents').where('id', third.id).update({ deleted_at: new Date() })
    const ids = await relatedIds(client, first.id)
    assert.notInclude(ids, second.id)
    assert.notInclude(ids, third.id)
    const after = inertiaPage((await client.get(`/document/${first.id}`)).text()).props
    const shown = after.similar.map((item: { id: number }) => item.id)
    assert.notInclude(shown, second.id, 'the anonymous page kept before is not served')
    assert.notInclude(shown, third.id)
  })

  test('the reader lists 相似文档, computed in the background, and the uploader’s other documents', async ({ client, assert }) => {
    const library = await makeLibrary()
    const [first, second, third] = library.bySubject.photosynthesis
    const token = await tokenFor(await createUser())

    const fresh = await pageProps(client, token, `/document/${first.id}`)
    assert.lengthOf(fresh.similar, 10, 'until its list is computed the category stands in')
    await queue.idle(30_000)
    const page = await pageProps(client, token, `/document/${first.id}`)
    const similar = page.similar.map((item: { id: number }) => item.id)
    assert.sameMembers(similar.slice(0, 2), [second.id, third.id])
    assert.notInclude(similar, library.copy.id)
    assert.notInclude(similar, library.failed.id)
    assert.containsSubset(page.similar[0], { title: second.id === similar[0] ? second.title : third.title, ext: '.pdf' })

    // The author's other public documents, most viewed first, none listed already as similar, none unpublished.
    const notes = await makeSearchableDocument({ userId: library.author.id, title: '读书笔记：三体', body: '黑暗森林法则与猜疑链' })
    await db.from('documents').where('id', notes.id).update({ view_count: 50 })
    const listed = (await pageProps(client, token, `/document/${first.id}`)).uploader_documents.map((item: { id: number }) => item.id)
    assert.equal(listed[0], notes.id)
    const authors = [first, second, third, library.bySubject.tangPoetry[0], notes].map((document) => document.id)
    for (const id of listed) {
      assert.include(authors, id)
      assert.notInclude([first.id, ...similar], id)
    }
    for (const id of [library.failed.id, library.waiting.id, library.copy.id]) assert.notInclude(listed, id)
  })

  test('a changed document gets its list made again when next shown', async ({ client, assert }) => {
    const library = await makeLibrary()
    const [first] = library.bySubject.tangPoetry
    await relatedIds(client, first.id)
    const made = await db.from('document_similar_lists').where('document_id', first.id).first()
    assert.isAbove(Number(made.computed_at), 0)

    const { default: emitter } = await import('@adonisjs/core/services/emitter')
    await emitter.emit('documents:changed', { documentIds: [first.id] })
    const expired = await db.from('document_similar_lists').where('document_id', first.id).first()
    assert.equal(Number(expired.computed_at), 0)
    assert.sameMembers(filesOf(library, (await relatedIds(client, first.id)).slice(0, 2)), [
      library.bySubject.tangPoetry[1].hash,
      library.bySubject.tangPoetry[2].hash,
    ])
    await queue.idle(30_000)
    const again = await db.from('document_similar_lists').where('document_id', first.id).first()
    assert.isAbove(Number(again.computed_at), 0, 'showing the stale list queued its recomputation')
  })
})
