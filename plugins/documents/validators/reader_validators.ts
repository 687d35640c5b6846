import vine from '@vinejs/vine'
import { pagingParams } from '#core/kernel/http/query_list'
import { labelledMessages } from '#core/settings/contracts'

const messages = labelledMessages(
  {
    id: '文档ID',
    uuid: '文档UUID',
    document_id: '文档ID',
    score: '评分',
    page: '页码',
    size: '每页数量',
    note: '备注',
  },
  {
    'id.required': '请选择文档',
    'document_id.required': '请选择文档',
    'score.required': '请选择评分',
    'score.min': '评分必须在1到5星之间',
    'score.max': '评分必须在1到5星之间',
    'note.maxLength': '备注不能超过200个字',
  }
)

const documentId = () => vine.number().withoutDecimals().positive()

/** GET /api/v1/document: by id or by uuid. */
export const readDocumentValidator = vine.create({
  id: documentId().optional().requiredIfMissing('uuid'),
  uuid: vine.string().trim().maxLength(36).optional(),
  with_author: vine.boolean().optional(),
  with_all_content: vine.boolean().optional(),
})
readDocumentValidator.messagesProvider = messages

/** GET /api/v1/document/related, /download and /download/bereviewed. */
export const documentIdValidator = vine.create({
  id: documentId(),
})
documentIdValidator.messagesProvider = messages

/** POST /api/v1/document/score: 100–500, i.e. one to five stars. */
export const scoreDocumentValidator = vine.create({
  document_id: documentId(),
  score: vine.number().withoutDecimals().min(100).max(500),
})
scoreDocumentValidator.messagesProvider = messages

/** GET /api/v1/document/score. */
export const myScoreValidator = vine.create({
  document_id: documentId(),
})
myScoreValidator.messagesProvider = messages

/** GET /api/v1/user/download and /me/download. */
export const downloadListValidator = vine.create({
  ...pagingParams(),
})
downloadListValidator.messagesProvider = messages

/** PUT /api/v1/document/progress: the page a member reached. */
export const readingProgressValidator = vine.create({
  document_id: documentId(),
  page: vine.number().withoutDecimals().min(1).max(100_000),
})
readingProgressValidator.messagesProvider = messages

/** GET /me/reading. */
export const readingListValidator = vine.create({
  ...pagingParams(),
})
readingListValidator.messagesProvider = messages

/** GET /api/v1/document/bookmark: the member's bookmarks of a document. */
export const bookmarksOfValidator = vine.create({
  document_id: documentId(),
})
bookmarksOfValidator.messagesProvider = messages

/** POST /api/v1/document/bookmark: a page bookmarked, with an optional note. */
export const saveBookmarkValidator = vine.create({
  document_id: documentId(),
  page: vine.number().withoutDecimals().min(1).max(100_000),
  note: vine.string().trim().maxLength(200).optional(),
})
saveBookmarkValidator.messagesProvider = messages

/** DELETE /api/v1/document/bookmark. */
export const removeBookmarkValidator = vine.create({
  id: vine.number().withoutDecimals().positive(),
})
removeBookmarkValidator.messagesProvider = messages

/** GET /me/bookmarks. */
export const bookmarkListValidator = vine.create({
  ...pagingParams(),
})
bookmarkListValidator.messagesProvider = messages
