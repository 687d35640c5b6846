import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import logger from '@adonisjs/core/services/logger'
import pluginRegistry from '#core/kernel/plugin_registry'
import { storage } from '#core/storage/contracts'
import ChatFile from '../models/chat_file.js'

/** Characters of an attached text or PDF file the model reads; the rest is cut. */
const TEXT_LIMIT = 8000
/** A chat PDF is read no further than its text limit needs (UTF-8: at most 4 bytes a character). */
const PDF_LIMITS = { maxPages: 200, maxBytes: TEXT_LIMIT * 4, timeoutMs: 30_000 }

export const NO_VISION = '当前 AI 模型不支持识别图片，图片未发送给模型。\n'

export interface FilesForModel {
  /** Attached text and PDF files' text, handed over as quoted data like the retrieved text. */
  texts: { name: string; text: string }[]
  /** Images as data URLs, for a vision-capable model only. */
  images: string[]
  /** Images the model was not shown because it cannot see. */
  imagesWithheld: boolean
}

/**
 * The text of an attached PDF, extracted as the documents plugin extracts an upload's; null when
 * there is none to read (a scan, a damaged file, or no documents plugin to read it with).
 */
async function pdfText(file: ChatFile) {
  if (!pluginRegistry.isLoaded('documents')) return null
  const { extractPdfText } = await import('#plugins/documents/contracts')
  // The PDF tools read a path; the drive may not be local.
  const dir = await mkdtemp(path.join(tmpdir(), 'assistant-pdf-'))
  try {
    const pdfPath = path.join(dir, 'file.pdf')
    await writeFile(pdfPath, await storage.disk().getBytes(file.path))
    const { pages } = await extractPdfText(pdfPath, PDF_LIMITS)
    const text = pages.join('\n').trim()
    return text ? text.slice(0, TEXT_LIMIT) : null
  } catch (error) {
    logger.warn({ err: error, fileId: file.id }, 'assistant: could not read the text of an attached PDF')
    return null
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** What of the member's attachments the model gets: text and PDF files always, images when it can see. */
export async function filesForModel(fileIds: number[], userId: number, vision: boolean): Promise<FilesForModel> {
  const result: FilesForModel = { texts: [], images: [], imagesWithheld: false }
  if (!fileIds.length) return result
  const files = await ChatFile.query().whereIn('id', fileIds).where('userId', userId).orderBy('id')
  for (const file of files) {
    if (file.mimeType === 'text/plain') {
      const bytes = await storage.disk().getBytes(file.path)
      result.texts.push({ name: file.name, text: new TextDecoder().decode(bytes).slice(0, TEXT_LIMIT) })
    } else if (file.mimeType === 'application/pdf') {
      const text = await pdfText(file)
      if (text) result.texts.push({ name: file.name, text })
    } else if (file.mimeType.startsWith('image/')) {
      if (!vision) {
        result.imagesWithheld = true
        continue
      }
      const bytes = await storage.disk().getBytes(file.path)
      result.images.push(`data:${file.mimeType};base64,${Buffer.from(bytes).toString('base64')}`)
    }
  }
  return result
}
