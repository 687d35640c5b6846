import { storage } from '#core/storage/contracts'
import ChatFile from '../models/chat_file.js'

/** Characters of an attached text file the model reads; the rest is cut. */
const TEXT_LIMIT = 8000

export const NO_VISION = '当前 AI 模型不支持识别图片，图片未发送给模型。\n'

export interface FilesForModel {
  /** Attached text files, handed over as quoted data like the retrieved text. */
  texts: { name: string; text: string }[]
  /** Images as data URLs, for a vision-capable model only. */
  images: string[]
  /** Images the model was not shown because it cannot see. */
  imagesWithheld: boolean
}

/** What of the member's attachments the model gets: text files always, images when it can see. */
export async function filesForModel(fileIds: number[], userId: number, vision: boolean): Promise<FilesForModel> {
  const result: FilesForModel = { texts: [], images: [], imagesWithheld: false }
  if (!fileIds.length) return result
  const files = await ChatFile.query().whereIn('id', fileIds).where('userId', userId).orderBy('id')
  for (const file of files) {
    if (file.mimeType === 'text/plain') {
      const bytes = await storage.disk().getBytes(file.path)
      result.texts.push({ name: file.name, text: new TextDecoder().decode(bytes).slice(0, TEXT_LIMIT) })
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
