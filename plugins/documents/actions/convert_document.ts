import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import { storage } from '#core/storage/contracts'
import Document from '../models/document.js'
import DocumentText from '../models/document_text.js'
import DocumentOutline from '../models/document_outline.js'
import { DocumentStatus, type DocumentStatusValue } from '../enums/document_status.js'
import { documentFiles } from '../services/document_files.js'
import { countOutline, isConversionError, type ConversionResult } from '../services/conversion/index.js'
import { conversionWorker, converterSettings, type ConverterSettings } from '../services/conversion_worker.js'
import { recountForDocuments } from './recount_documents.js'
import { publishConverted } from './publish_converted.js'
import { dropZoomRenditions } from './render_zoom_page.js'
import { finishLease, keepLease, storedTime, takeConversionLease, type Lease } from './convert_lease.js'

/** Reasons that come from the file itself: converting again gives the same answer. */
const PERMANENT = new Set(['empty', 'mismatch', 'unsupported', 'encrypted', 'corrupt', 'too-large', 'zip-bomb', 'tool-missing'])
const FAILED_MESSAGE = '文档转换失败'

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
}

export type ConvertOutcome = 'converted' | 'reused' | 'failed' | 'retry' | 'skipped' | 'lost'

/** A transient failure with attempts left: thrown so the queue retries it after its backoff. */
export class RetryConversion extends Error {}

export interface ConvertJobContext {
  /** The queue's attempt number, and how many it allows. */
  attempt: number
  maxAttempts: number
}

function describe(error: unknown) {
  if (isConversionError(error)) return { permanent: PERMANENT.has(error.reason), message: error.userMessage, log: error.message }
  return { permanent: false, message: FAILED_MESSAGE, log: error instanceof Error ? error.message : String(error) }
}

/** The document's fields once its files exist, from a conversion or from a document with the same file. */
function convertedFields(
  source: Pick<Document, 'pages' | 'preview' | 'width' | 'height' | 'previewExt' | 'enableGzip' | 'cover' | 'outlineCount' | 'textLayer'>
) {
  return {
    status: DocumentStatus.Converted,
    pages: source.pages,
    preview: source.preview,
    width: source.width,
    height: source.height,
    preview_ext: source.previewExt,
    enable_gzip: source.enableGzip,
    cover: source.cover,
    outline_count: source.outlineCount,
    text_layer: source.textLayer,
    convert_error: '',
    converted_at: storedTime(),
  }
}

/** A converted document with this file whose rendered files are still on the drive. */
async function reusableTwin(document: Document) {
  const twins = await Document.query()
    .where('hash', document.hash)
    .whereNot('id', document.id)
    .where('status', DocumentStatus.Converted)
    .where('preview', '>', 0)
    .whereNot('previewExt', '')
    .orderBy('convertedAt', 'desc')
    .limit(5)
  const disk = storage.disk()
  for (const twin of twins) {
    const needed = [`1${twin.previewExt}`, `${twin.preview}${twin.previewExt}`, ...(twin.cover ? [twin.cover] : [])]
    const present = await Promise.all(needed.map((file) => disk.exists(documentFiles.derived(twin.hash, file))))
    if (present.every(Boolean)) return twin
  }
  return null
}

async function downloadOriginal(document: Document, target: string) {
  const key = documentFiles.original(document.hash, document.ext)
  await pipeline(await storage.disk().getStream(key), createWriteStream(target))
}

/** Files sent to the drive at once: on S3 each upload mostly waits for the network. */
const UPLOADS_AT_ONCE = 6

async function uploadOutputs(document: Document, outDir: string, result: ConversionResult) {
  const present = new Set(await readdir(outDir))
  const files = [
    ...result.files.previews,
    ...result.files.layers,
    result.files.cover,
    result.files.thumb,
    ...(result.pdf ? [result.pdf] : []),
  ].filter((file) => file && present.has(file))
  const disk = storage.disk()
  let next = 0
  let failed = false
  const uploader = async () => {
    while (next < files.length && !failed) {
      const file = files[next++]
      const ext = file.endsWith('.gzip.svg') ? '.svg' : path.extname(file)
      const gzipped = file.endsWith('.gzip.svg') || file.endsWith('.gzip.json')
      try {
        await disk.putStream(documentFiles.derived(document.hash, file), createReadStream(path.join(outDir, file)), {
          contentType: CONTENT_TYPES[ext],
          ...(gzipped ? { contentEncoding: 'gzip' } : {}),
        })
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  // Every upload ends before the workspace they read from is removed.
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(UPLOADS_AT_ONCE, files.length) }, uploader))
  const failure = outcomes.find((outcome) => outcome.status === 'rejected')
  if (failure) throw failure.reason
}

async function storeText(hash: string, outDir: string, result: ConversionResult) {
  if (!result.files.text) return
  const content = await readFile(path.join(outDir, result.files.text), 'utf8')
  const values = { content, length: result.textLength, truncated: result.textTruncated }
  // Two documents with one file may finish together: the second insert becomes an update.
  try {
    await DocumentText.updateOrCreate({ hash }, values)
  } catch {
    await DocumentText.query().where('hash', hash).update(values)
  }
}

/** The file's outline by hash; a file converted again without one loses the old. */
async function storeOutline(hash: string, result: ConversionResult) {
  if (result.outline.length === 0) {
    await DocumentOutline.query().where('hash', hash).delete()
    return 0
  }
  try {
    await DocumentOutline.updateOrCreate({ hash }, { entries: result.outline })
  } catch {
    await DocumentOutline.query()
      .where('hash', hash)
      .update({ entries: JSON.stringify(result.outline) })
  }
  return countOutline(result.outline)
}

/**
 * Records the end of a conversion. One that makes a document readable announces it (feed,
 * search index, assistant, through 'documents:converted'); any other end, awaiting review
 * included, only tells listeners the document changed, so nothing public appears.
 */
async function complete(lease: Lease, values: Record<string, unknown> & { status: DocumentStatusValue }) {
  const written = await finishLease(lease, values)
  if (written === null) {
    logger.warn({ documentId: lease.documentId }, 'documents: conversion finished after another worker took the document over')
    return false
  }
  await recountForDocuments([lease.documentId])
  if (written === DocumentStatus.Converted) await publishConverted([lease.documentId])
  // A failed one may have been public before it was converted again: it leaves the search index.
  else await emitter.emit('documents:changed', { documentIds: [lease.documentId] })
  return true
}

async function render(document: Document, lease: Lease, values: ConverterSettings) {
  const workspace = await mkdtemp(path.join(tmpdir(), 'docsite-job-'))
  try {
    const input = path.join(workspace, `original${document.ext}`)
    await downloadOriginal(document, input)
    const outDir = path.join(workspace, 'out')
    const result = await conversionWorker.convert(input, `${document.title}${document.ext}`, outDir, values, workspace)
    await uploadOutputs(document, outDir, result)
    await dropZoomRenditions(document.hash)
    await storeText(document.hash, outDir, result)
    const outlineCount = await storeOutline(document.hash, result)
    const fields = convertedFields({
      pages: result.pages,
      preview: result.previewPages,
      width: result.width,
      height: result.height,
      previewExt: result.previewExt,
      enableGzip: result.previewExt === '.gzip.svg',
      cover: result.files.cover ?? '',
      outlineCount,
      textLayer: result.files.layers.length > 0,
    })
    const description = document.description ? {} : { description: result.description.slice(0, 512) }
    return complete(lease, { ...fields, ...description })
  } finally {
    await rm(workspace, { recursive: true, force: true })
  }
}

/**
 * The conversion of one document, for the queue job: take the lease, reuse the files of a
 * converted document with the same content (unless converting again or the settings say
 * otherwise), or render it; permanent failures end as 转换失败 at once, transient ones
 * throw RetryConversion while attempts are left.
 */
export async function convertQueuedDocument(documentId: number, job: ConvertJobContext): Promise<ConvertOutcome> {
  const lease = await takeConversionLease(documentId)
  if (!lease) return 'skipped'
  const values = await converterSettings()
  const allowed = Math.max(1, Math.min(Number(values.attempts) || 1, job.maxAttempts))
  const stop = keepLease(lease)
  try {
    const document = await Document.findOrFail(documentId)
    // A document whose worker died more often than attempts allow (e.g. it crashes the tools) stops here.
    if (lease.resumed && lease.attempt > allowed) {
      await complete(lease, { status: DocumentStatus.Failed, convert_error: FAILED_MESSAGE })
      return 'failed'
    }

    const mayReuse = lease.previousStatus !== DocumentStatus.Reconvert && !values.enable_convert_repeated_document
    const twin = mayReuse ? await reusableTwin(document) : null
    if (twin) {
      const description = document.description ? {} : { description: twin.description }
      return (await complete(lease, { ...convertedFields(twin), ...description })) ? 'reused' : 'lost'
    }

    return (await render(document, lease, values)) ? 'converted' : 'lost'
  } catch (error) {
    const { permanent, message, log } = describe(error)
    const attemptsLeft = lease.attempt < allowed && job.attempt < job.maxAttempts
    if (!permanent && attemptsLeft) {
      logger.warn({ documentId, attempt: lease.attempt }, `documents: conversion failed, will retry: ${log}`)
      // Back to waiting (keeping "convert again"), so the retry, or any worker, can take it.
      const waiting = lease.previousStatus === DocumentStatus.Reconvert ? DocumentStatus.Reconvert : DocumentStatus.Pending
      await finishLease(lease, { status: waiting, convert_error: '' })
      throw new RetryConversion(`document ${documentId}: ${log}`)
    }
    logger.warn({ documentId, attempt: lease.attempt }, `documents: conversion failed: ${log}`)
    await complete(lease, { status: DocumentStatus.Failed, convert_error: message.slice(0, 1000), converted_at: null })
    return 'failed'
  } finally {
    stop()
  }
}
