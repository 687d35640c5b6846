import vine from '@vinejs/vine'
import { labelledMessages } from '#core/settings/contracts'

const messages = labelledMessages(
  { tag_name: '版本号', source: '版本源' },
  {
    'tag_name.required': '请选择要忽略的版本',
    'source.required': '请设置版本源',
    'source.regex': '版本源须是以 http:// 或 https:// 开头的网址，或 none（不检测新版本）',
  }
)

/** PUT /api/v1/release/ignore: the version the dashboard stops offering. */
export const ignoreReleaseValidator = vine.create({ tag_name: vine.string().trim().minLength(1).maxLength(64) })
ignoreReleaseValidator.messagesProvider = messages

/** PUT /api/v1/release/source: a URL, or none (MOREDOC's 不主动检测新版本). */
export const releaseSourceValidator = vine.create({
  source: vine
    .string()
    .trim()
    .maxLength(500)
    .regex(/^(none|https?:\/\/\S+)$/i),
})
releaseSourceValidator.messagesProvider = messages
