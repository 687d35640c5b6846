import vine from '@vinejs/vine'
import { labelledMessages } from '#core/settings/contracts'

/** GET /api/v1/document/exist?hash=<md5 hex> */
export const documentExistValidator = vine.create({
  hash: vine
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{32}$/),
})
documentExistValidator.messagesProvider = labelledMessages(
  { hash: '文件哈希' },
  { 'hash.required': '请提供文件的 MD5 值', 'hash.regex': '文件哈希必须是 32 位 MD5 值' }
)
