import { extensionOf, stemOf, type UploadItem, type UploadRules } from '../upload_types'
import type { BatchChoice } from './upload_batch_settings'

let sequence = 0

/** What the server would refuse anyway, said before anything is sent (the server decides). */
export function clientHint(file: File, rules: UploadRules) {
  const ext = extensionOf(file.name)
  if (ext && !rules.allowed_ext.includes(ext)) return `不支持的文件类型：.${ext}`
  if (file.size === 0) return '文件为空，请选择有内容的文档'
  if (file.size > rules.max_bytes) return `文档大小不能超过 ${Math.round(rules.max_bytes / 1024 / 1024)}MB`
  return ''
}

/** A chosen file with the batch choices as its fields; one the server would refuse starts blocked. */
export function newUploadItem(file: File, rules: UploadRules, batch: BatchChoice): UploadItem {
  const hint = clientHint(file, rules)
  sequence += 1
  return {
    key: `f${sequence}`,
    file,
    title: stemOf(file.name),
    category: batch.category,
    price: batch.price ?? 0,
    language: batch.language ?? '',
    keywords: '',
    description: '',
    phase: hint ? 'failed' : 'hashing',
    percent: 0,
    error: hint || undefined,
    blocked: Boolean(hint),
  }
}

/** Files that can still be sent: not refused up front, not sent yet or failed. */
export const isPending = (item: UploadItem) => !item.blocked && ['waiting', 'failed'].includes(item.phase)
