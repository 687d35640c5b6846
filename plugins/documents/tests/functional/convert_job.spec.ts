import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import { DocumentStatus } from '#plugins/documents/enums/document_status'
import { queueConversion } from '#plugins/documents/actions/queue_conversion'
import { sweepConversions } from '#plugins/documents/actions/convert_sweep'
import { storedTime, takeConversionLease } from '#plugins/documents/actions/convert_lease'
import { conversionWorker } from '#plugins/documents/services/conversion_worker'
import { ConversionError, convertDocument, resolveTools } from '#plugins/documents/services/conversion/index'
import { writeManyPagePdf } from '../unit/conversion_helpers.js'
import {
  derivedExists,
  documentFromBytes,
  documentFromFixture,
  drained,
  fresh,
  runConversionWorkers,
  setConverter,
  textOf,
  useRealConverter,
} from './convert_helpers.js'

const tools = await resolveTools()
const NO_SOFFICE = 'LibreOffice is not installed (apt-get install libreoffice-writer-nogui libreoffice-calc-nogui python3-uno)'

async function convert(...ids: number[]) {
  await queueConversion(ids)
  await drained()
  return Promise.all(ids.map((id) => fresh(id)))
}

/** The conversion job end to end: real files through the queue, the drive and the database. */
test.group('documents.convert job', (group) => {
  group.setup(runConversionWorkers)
  group.each.setup(() => useRealConverter(3))
  group.each.timeout(120_000)

  test('a PDF: previews, cover and thumbnail on the drive, fields, text row and the converted event', async ({ assert }) => {
    const events = emitter.fake(['documents:converted'])
    try {
      const document = await documentFromFixture('sample.pdf')
      const [converted] = await convert(document.id)
      assert.equal(converted.status, DocumentStatus.Converted)
      assert.equal(converted.pages, 3)
      assert.equal(converted.preview, 3)
      assert.equal(converted.previewExt, '.webp')
      assert.equal(converted.cover, 'cover.webp')
      assert.isAbove(converted.width, 0)
      assert.isAbove(converted.height, converted.width, 'an A4 page is portrait')
      assert.equal(converted.convertError, '')
      assert.equal(converted.convertAttempts, 1)
      assert.isNull(converted.leaseUntil)
      assert.isNotNull(converted.convertedAt)
      assert.isNotEmpty(converted.description, 'the description comes from the text when empty')
      for (const file of ['1.webp', '2.webp', '3.webp', 'cover.webp', 'thumb.webp']) {
        assert.isTrue(await derivedExists(converted.hash, file), file)
      }
      assert.isFalse(await derivedExists(converted.hash, 'document.pdf'), 'a PDF original is not copied again')
      const text = await textOf(converted.hash)
      assert.exists(text)
      assert.equal(String(text.content).split('\f').length, 3)
      assert.isTrue(String(text.content).includes(converted.description.slice(0, 20)))
      events.assertEmitted('documents:converted', ({ data }) => data.documentId === document.id)
    } finally {
      emitter.restore()
    }
  })

  test('maxPreview from the settings limits the rendered pages; the description the uploader wrote is kept', async ({ assert }) => {
    await setConverter({ max_preview: 2, extension: 'jpg' })
    const bytes = Buffer.concat([await readFile(path.join(import.meta.dirname, '../fixtures/sample.pdf')), Buffer.from('\n% variant\n')])
    const document = await documentFromBytes(bytes, '论文.pdf', { description: '作者写的简介' })
    const [converted] = await convert(document.id)
    assert.equal(converted.status, DocumentStatus.Converted)
    assert.equal(converted.pages, 3)
    assert.equal(converted.preview, 2)
    assert.equal(converted.previewExt, '.jpg')
    assert.equal(converted.description, '作者写的简介')
    assert.isTrue(await derivedExists(converted.hash, '2.jpg'))
    assert.isFalse(await derivedExists(converted.hash, '3.jpg'))
  })

  test('a docx through the kept-running LibreOffice, its PDF kept on the drive', async ({ assert }) => {
    const document = await documentFromFixture('sample.docx')
    const [converted] = await convert(document.id)
    assert.equal(converted.status, DocumentStatus.Converted, converted.convertError)
    assert.isAbove(converted.pages, 0)
    assert.isTrue(await derivedExists(converted.hash, 'document.pdf'))
    assert.isTrue(await derivedExists(converted.hash, '1.webp'))
    assert.include(String((await textOf(converted.hash)).content), '测试文档')
  }).skip(!tools.soffice, NO_SOFFICE)

  test('an xlsx and a Chinese UTF-8 CSV', async ({ assert }) => {
    const xlsx = await documentFromFixture('sample.xlsx')
    const csv = await documentFromFixture('sample.csv')
    const [sheet, table] = await convert(xlsx.id, csv.id)
    assert.equal(sheet.status, DocumentStatus.Converted, sheet.convertError)
    assert.equal(table.status, DocumentStatus.Converted, table.convertError)
    const text = String((await textOf(table.hash)).content)
    assert.include(text, '北京')
    assert.include(text, '金额')
  }).skip(!tools.soffice, NO_SOFFICE)

  test('a GBK txt is decoded and laid out', async ({ assert }) => {
    const document = await documentFromFixture('gbk.txt')
    const [converted] = await convert(document.id)
    assert.equal(converted.status, DocumentStatus.Converted, converted.convertError)
    assert.isTrue(converted.description.startsWith('第一章测试文本'), converted.description)
    assert.include(String((await textOf(converted.hash)).content), '第一章')
    assert.isTrue(await derivedExists(converted.hash, 'document.pdf'))
  })

  test('an epub through calibre', async ({ assert }) => {
    const document = await documentFromFixture('sample.epub')
    const [converted] = await convert(document.id)
    assert.equal(converted.status, DocumentStatus.Converted, converted.convertError)
    assert.include(converted.description, 'Chapter 1')
  }).skip(!tools.ebookConvert, 'calibre is not installed (apt-get install calibre): epub conversion is not tested here')

  test('the same file again reuses the rendered files instead of rendering; reconvert renders', async ({ assert }) => {
    const first = await documentFromFixture('utf16.txt')
    await convert(first.id)
    const renders = conversionWorker.rendered
    const calls: string[] = []
    conversionWorker.engine = (...args) => {
      calls.push(args[1])
      return convertDocument(...args)
    }

    const second = await documentFromFixture('utf16.txt', { userId: 7 })
    const [original, copy] = await convert(first.id, second.id)
    assert.equal(copy.status, DocumentStatus.Converted)
    assert.deepEqual(calls, [], 'the engine never ran for the copy')
    assert.equal(conversionWorker.rendered, renders)
    for (const field of ['pages', 'preview', 'width', 'height', 'previewExt', 'enableGzip', 'cover', 'description'] as const) {
      assert.deepEqual(copy[field], original[field], field)
    }

    await db.from('documents').where('id', second.id).update({ status: DocumentStatus.Reconvert })
    const [again] = await convert(second.id)
    assert.equal(again.status, DocumentStatus.Converted)
    assert.lengthOf(calls, 1, 'status 5 (convert again) renders even when a copy exists')

    await setConverter({ enable_convert_repeated_document: true })
    const third = await documentFromFixture('utf16.txt')
    await convert(third.id)
    assert.lengthOf(calls, 2, 'enable_convert_repeated_document renders every copy')
  })

  test('files that cannot be converted fail at once with the reason for the uploader', async ({ assert, cleanup }) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'docsite-convert-many-'))
    cleanup(() => rm(dir, { recursive: true, force: true }))
    const many = path.join(dir, 'many.pdf')
    await writeManyPagePdf(many, 5000)
    process.env.DOCSITE_CONVERT_MAX_PAGES = '1000'
    cleanup(() => void delete process.env.DOCSITE_CONVERT_MAX_PAGES)

    const cases = [
      ['encrypted.pdf', '文档已加密，无法转换'],
      ['corrupt.pdf', '文档已损坏，无法转换'],
      ['bomb.docx', '文档解压后体积异常，已拒绝转换'],
      ['program.pdf', '文件内容与扩展名不符，已拒绝转换'],
    ] as const
    const documents = await Promise.all(cases.map(([name]) => documentFromFixture(name)))
    const huge = await documentFromBytes(await readFile(many), '五千页.pdf')
    const results = await convert(...documents.map((document) => document.id), huge.id)

    for (const [index, [name, message]] of cases.entries()) {
      assert.equal(results[index].status, DocumentStatus.Failed, name)
      assert.equal(results[index].convertError, message, name)
      assert.equal(results[index].convertAttempts, 1, `${name} is not retried`)
      assert.isNull(results[index].leaseUntil)
    }
    const tooLarge = results[cases.length]
    assert.equal(tooLarge.status, DocumentStatus.Failed)
    assert.equal(tooLarge.convertError, '文档页数过多（5000 页，上限 1000 页），无法转换')
    assert.equal(tooLarge.convertAttempts, 1)
    assert.isFalse(await derivedExists(tooLarge.hash, '1.webp'), 'nothing was rendered')
  })

  test('a transient failure is retried after the backoff; the last attempt fails the document', async ({ assert }) => {
    await setConverter({ attempts: 2 })
    let calls = 0
    conversionWorker.engine = async () => {
      calls += 1
      throw new ConversionError('timeout', 'simulated: mutool ran past the step timeout')
    }
    const document = await documentFromFixture('utf8.txt')
    const [failed] = await convert(document.id)
    assert.equal(calls, 2)
    assert.equal(failed.status, DocumentStatus.Failed)
    assert.equal(failed.convertError, '文档转换超时')
    assert.equal(failed.convertAttempts, 2)
    assert.isNull(failed.leaseUntil)
  })

  test('a transient failure followed by a success ends converted', async ({ assert }) => {
    let calls = 0
    conversionWorker.engine = async (...args) => {
      calls += 1
      if (calls === 1) throw new Error('simulated: the worker lost its temp directory')
      return convertDocument(...args)
    }
    const document = await documentFromBytes(Buffer.from('第二次才成功的文档。Second time lucky.\n'), 'retry.txt')
    const [converted] = await convert(document.id)
    assert.equal(calls, 2)
    assert.equal(converted.status, DocumentStatus.Converted)
    assert.equal(converted.convertError, '')
    assert.equal(converted.convertAttempts, 2)
  })

  test('one worker wins a document: concurrent takes, a live lease and the recycle bin', async ({ assert }) => {
    const document = await documentFromBytes(Buffer.from('lease race\n'), 'race.txt')
    const takes = await Promise.all([1, 2, 3, 4].map(() => takeConversionLease(document.id)))
    assert.lengthOf(takes.filter(Boolean), 1)
    const taken = await fresh(document.id)
    assert.equal(taken.status, DocumentStatus.Converting)
    assert.isAbove(taken.leaseUntil!.toMillis(), Date.now())
    assert.isNull(await takeConversionLease(document.id), 'a live lease keeps it')

    const trashed = await documentFromBytes(Buffer.from('in the bin\n'), 'bin.txt')
    await db.from('documents').where('id', trashed.id).update({ deleted_at: storedTime() })
    assert.isNull(await takeConversionLease(trashed.id))
  })

  test('the sweep queues waiting documents and those of a dead worker, not those still leased', async ({ assert }) => {
    const waiting = await documentFromBytes(Buffer.from('waiting for the sweep\n'), 'waiting.txt')
    const orphan = await documentFromBytes(Buffer.from('left by a dead worker\n'), 'orphan.txt', { status: DocumentStatus.Converting })
    await db
      .from('documents')
      .where('id', orphan.id)
      .update({ lease_until: storedTime(DateTime.now().minus({ minutes: 5 })), convert_attempts: 1 })
    const leased = await documentFromBytes(Buffer.from('someone is on it\n'), 'leased.txt', { status: DocumentStatus.Converting })
    await db
      .from('documents')
      .where('id', leased.id)
      .update({ lease_until: storedTime(DateTime.now().plus({ minutes: 5 })) })

    const swept = await sweepConversions()
    assert.includeMembers(swept, [waiting.id, orphan.id])
    assert.notInclude(swept, leased.id)
    await drained()
    assert.equal((await fresh(waiting.id)).status, DocumentStatus.Converted)
    const recovered = await fresh(orphan.id)
    assert.equal(recovered.status, DocumentStatus.Converted)
    assert.equal(recovered.convertAttempts, 2)
    assert.equal((await fresh(leased.id)).status, DocumentStatus.Converting)
  })
})
