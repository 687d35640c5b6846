import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import { createStaff, createUser, tokenFor } from '#tests/helpers/users'
import { DocumentsPermission } from '#plugins/documents/permissions'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { openPageCount } from '#plugins/documents/services/document_text_gate'
import { CONVERT_JOB, queueConversion } from '#plugins/documents/actions/queue_conversion'
import { queue } from '#core/queue/contracts'
import { reviewDocuments } from '#plugins/documents/actions/review_documents'
import { sweepConversions } from '#plugins/documents/actions/convert_sweep'
import { conversionWorker } from '#plugins/documents/services/conversion_worker'
import { ConversionError, convertDocument } from '#plugins/documents/services/conversion/index'
import {
  documentFromBytes,
  documentFromFixture,
  drained,
  fresh,
  runConversionWorkers,
  textOf,
  useRealConverter,
} from './convert_helpers.js'
import { disabledReason, documentsDisabled, makeCategory, uniquePdf, unique } from './upload_helpers.js'

/** Uploads a fresh PDF as a member of the default group, which has its uploads reviewed. */
async function uploadForReview(client: ApiClient, token: string, title: string, categoryId: number) {
  const file = await client
    .post('/api/v1/upload/document')
    .bearerToken(token)
    .file('file', await uniquePdf(), { filename: `${title}.pdf` })
  file.assertStatus(200)
  const created = await client
    .post('/api/v1/document')
    .bearerToken(token)
    .json({ category_id: [categoryId], document: [{ attachment_id: file.body().data.id }] })
  created.assertStatus(200)
  return created.body().document[0] as { id: number; status: number }
}

async function searchIds(client: ApiClient, wd: string) {
  const response = await client.get('/api/v1/search').qs({ wd, type: 0 })
  response.assertStatus(200)
  return ((response.body().document ?? []) as { id: number }[]).map((item) => item.id)
}

async function approve(client: ApiClient, id: number) {
  const { user } = await createStaff([DocumentsPermission.document.check])
  const response = await client
    .put('/api/v1/document/check')
    .json({ id: [id], status: DocumentStatus.Converted })
    .bearerToken(await tokenFor(user))
  response.assertStatus(200)
}

/** The statuses of GET paths for one viewer (a token, or none for a visitor). */
async function statuses(client: ApiClient, paths: string[], token?: string) {
  const answers = []
  for (const path of paths) {
    const request = client.get(path).redirects(0)
    answers.push((token ? await request.bearerToken(token) : await request).status())
  }
  return answers
}

/** Counts 'documents:converted' for each document while a test runs. */
function countConvertedEvents(cleanup: (task: () => void) => void) {
  const counts = new Map<number, number>()
  const listener = ({ documentId }: { documentId: number }) => void counts.set(documentId, (counts.get(documentId) ?? 0) + 1)
  emitter.on('documents:converted', listener)
  cleanup(() => emitter.off('documents:converted', listener))
  return counts
}

/** The documents handed to the conversion queue from now on (still queued for real). */
function recordDispatches(cleanup: (task: () => void) => void) {
  const documentIds: number[] = []
  const dispatch = queue.dispatch
  queue.dispatch = (async (...args: Parameters<typeof dispatch>) => {
    const [job, payload] = args
    if (job === CONVERT_JOB) documentIds.push(Number((payload as { documentId: number }).documentId))
    return dispatch.apply(queue, args)
  }) as typeof dispatch
  cleanup(() => void (queue.dispatch = dispatch))
  return documentIds
}

async function categoryCount(id: number) {
  return Number((await db.from('categories').where('id', id).select('doc_count').first()).doc_count)
}

test.group('Review with previews: documents awaiting review convert at once and stay hidden', (group) => {
  group.tap((item) => item.skip(documentsDisabled, disabledReason))
  group.setup(runConversionWorkers)
  group.each.setup(() => useRealConverter(2))
  group.each.timeout(180_000)

  test('an upload awaiting review gets its pages, text and cover but stays 待审核: only its owner and staff see them', async ({
    client,
    assert,
    cleanup,
  }) => {
    const events = countConvertedEvents(cleanup)
    const owner = await createUser()
    const ownerToken = await tokenFor(owner)
    const category = await makeCategory()
    const word = unique('审阅')
    const uploaded = await uploadForReview(client, ownerToken, `待审预览 ${word}`, category.id)
    assert.equal(uploaded.status, DocumentStatus.PendingReview)
    await drained()

    const document = await fresh(uploaded.id)
    assert.equal(document.status, DocumentStatus.PendingReview, 'converting never publishes it')
    assert.equal(document.pages, 3)
    assert.equal(document.preview, 3)
    assert.equal(document.cover, 'cover.webp')
    assert.equal(document.convertError, '')
    assert.isNull(document.leaseUntil)
    assert.isNotNull(document.convertedAt)
    assert.exists(await textOf(document.hash), 'its text is stored for when it is approved')
    assert.equal(openPageCount(document, 'public'), 0, 'the text gate gives the public none of it')
    assert.isFalse(events.has(document.id), 'no completion announced')

    const paths = [
      `/document/${document.id}`,
      `/view/page/${document.id}/1.webp`,
      `/view/page/${document.hash}/2.webp`,
      `/view/cover/${document.id}`,
    ]
    assert.deepEqual(await statuses(client, paths), [404, 404, 404, 404], 'a visitor')
    assert.deepEqual(await statuses(client, paths, await tokenFor(await createUser())), [404, 404, 404, 404], 'another member')
    assert.deepEqual(await statuses(client, paths, ownerToken), [200, 200, 200, 200], 'the owner')
    const { user: reviewer } = await createStaff([DocumentsPermission.document.list])
    assert.deepEqual(await statuses(client, paths, await tokenFor(reviewer)), [200, 200, 200, 200], 'staff')
    assert.equal((await fresh(document.id)).viewCount, 0, 'their readings are not views')

    const listed = await client.get('/api/v1/document/list').qs({ size: 100 })
    assert.notInclude(
      (listed.body().document as { id: number }[]).map((item) => item.id),
      document.id
    )
    assert.deepEqual(await searchIds(client, word), [], 'not in the search index')
    assert.equal(await categoryCount(category.id), 0, 'not counted')
    const feed = await client.get('/api/v1/user/dynamic').qs({ id: owner.id })
    assert.notInclude(JSON.stringify(feed.body()), `/document/${document.id}`, 'not in the public feed')
  })

  test('approving a document converted while it awaited review publishes it once, without converting again', async ({
    client,
    assert,
    cleanup,
  }) => {
    const events = countConvertedEvents(cleanup)
    const owner = await createUser()
    const category = await makeCategory()
    const word = unique('通过')
    const uploaded = await uploadForReview(client, await tokenFor(owner), `审核通过 ${word}`, category.id)
    await drained()
    const rendered = conversionWorker.rendered

    await approve(client, uploaded.id)
    assert.equal((await fresh(uploaded.id)).status, DocumentStatus.Converted, 'converted at once')
    await drained()
    assert.equal(conversionWorker.rendered, rendered, 'not converted a second time')
    assert.equal(events.get(uploaded.id), 1, 'its completion announced once')
    assert.deepEqual(await searchIds(client, word), [uploaded.id], 'searchable')
    assert.equal(await categoryCount(category.id), 1)
    assert.deepEqual(await statuses(client, [`/document/${uploaded.id}`, `/view/page/${uploaded.id}/3.webp`]), [200, 200])
    const feed = await client.get('/api/v1/user/dynamic').qs({ id: owner.id })
    assert.include(JSON.stringify(feed.body()), `href=\\"/document/${uploaded.id}\\"`)
  })

  test('approving one that never converted (held before this change) sends it to the converter', async ({ client, assert, cleanup }) => {
    const events = countConvertedEvents(cleanup)
    const queued = recordDispatches(cleanup)
    const held = await documentFromBytes(Buffer.from(`审核前上传的文档 ${unique('旧')}\n`), 'held.txt', {
      status: DocumentStatus.PendingReview,
    })
    const rendered = conversionWorker.rendered
    await approve(client, held.id)
    assert.include(queued, held.id, 'sent to the converter')
    await drained()
    assert.equal(conversionWorker.rendered, rendered + 1)
    const converted = await fresh(held.id)
    assert.equal(converted.status, DocumentStatus.Converted)
    assert.equal(events.get(held.id), 1)
  })

  test('a failure while awaiting review keeps 待审核 with the reason for the reviewer; approving sends it back to the converter', async ({
    client,
    assert,
    cleanup,
  }) => {
    const broken = await documentFromFixture('encrypted.pdf', { status: DocumentStatus.PendingReview })
    await queueConversion([broken.id])
    await drained()
    const failed = await fresh(broken.id)
    assert.equal(failed.status, DocumentStatus.PendingReview)
    assert.equal(failed.convertError, '文档已加密，无法转换')
    assert.equal(failed.pages, 0)
    assert.notInclude(await sweepConversions(), broken.id, 'not converted again by itself')

    const { user: reviewer } = await createStaff([DocumentsPermission.document.list])
    const listed = await client
      .get('/api/v1/document/list')
      .qs({ status: [DocumentStatus.PendingReview], size: 100 })
      .bearerToken(await tokenFor(reviewer))
    const row = (listed.body().document as { id: number; status: number; convert_error: string }[]).find((item) => item.id === broken.id)
    assert.deepInclude(row, { status: DocumentStatus.PendingReview, convert_error: '文档已加密，无法转换' })

    const queued = recordDispatches(cleanup)
    await approve(client, broken.id)
    assert.include(queued, broken.id, 'sent to the converter again')
    await drained()
    const again = await fresh(broken.id)
    assert.deepEqual([again.status, again.convertError], [DocumentStatus.Failed, '文档已加密，无法转换'])
  })

  test('a transient failure while awaiting review is retried under the same status', async ({ assert }) => {
    const document = await documentFromBytes(Buffer.from(`第二次才成功 ${unique('重试')}\n`), 'retry.txt', {
      status: DocumentStatus.PendingReview,
    })
    const seen: { status: number; leased: boolean }[] = []
    conversionWorker.engine = async (...args) => {
      const during = await fresh(document.id)
      seen.push({ status: during.status, leased: during.leaseUntil !== null })
      if (seen.length === 1) throw new ConversionError('timeout', 'simulated: a step ran past its timeout')
      return convertDocument(...args)
    }
    await queueConversion([document.id])
    await drained()
    assert.deepEqual(seen, [
      { status: DocumentStatus.PendingReview, leased: true },
      { status: DocumentStatus.PendingReview, leased: true },
    ])
    const converted = await fresh(document.id)
    assert.deepEqual([converted.status, converted.convertError, converted.convertAttempts], [DocumentStatus.PendingReview, '', 2])
    assert.isAbove(converted.pages, 0)
  })

  test('approving while its review conversion runs hands the document to it: converted once, announced once', async ({
    assert,
    cleanup,
  }) => {
    const events = countConvertedEvents(cleanup)
    const document = await documentFromBytes(Buffer.from(`审核时正在转换 ${unique('转')}\n`), 'racing.txt', {
      status: DocumentStatus.PendingReview,
    })
    let during: number | undefined
    conversionWorker.engine = async (...args) => {
      const decided = await reviewDocuments({ ids: [document.id], status: DocumentStatus.Converted })
      assert.deepEqual(decided.queued, [], 'not queued a second time')
      during = (await fresh(document.id)).status
      return convertDocument(...args)
    }
    const rendered = conversionWorker.rendered
    await queueConversion([document.id])
    await drained()
    assert.equal(during, DocumentStatus.Converting)
    assert.equal((await fresh(document.id)).status, DocumentStatus.Converted)
    assert.equal(conversionWorker.rendered, rendered + 1)
    assert.equal(events.get(document.id), 1)
  })

  test('the sweep converts documents awaiting review that have no pages, not those converted or failed', async ({ assert }) => {
    const old = await documentFromBytes(Buffer.from(`等待转换 ${unique('扫')}\n`), 'old.txt', { status: DocumentStatus.PendingReview })
    const failed = await documentFromBytes(Buffer.from(`失败 ${unique('扫')}\n`), 'failed.txt', { status: DocumentStatus.PendingReview })
    await db.from('documents').where('id', failed.id).update({ convert_error: '文档已损坏，无法转换' })
    const ready = await documentFromBytes(Buffer.from(`已有页面 ${unique('扫')}\n`), 'ready.txt', { status: DocumentStatus.PendingReview })
    await db.from('documents').where('id', ready.id).update({ pages: 1, preview: 1 })

    const swept = await sweepConversions()
    assert.include(swept, old.id)
    assert.notInclude(swept, failed.id)
    assert.notInclude(swept, ready.id)
    await drained()
    const converted = await fresh(old.id)
    assert.equal(converted.status, DocumentStatus.PendingReview)
    assert.isAbove(converted.pages, 0)
  })
})
