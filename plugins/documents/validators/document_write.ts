import vine from '@vinejs/vine'
import { labelledMessages } from '#core/settings/contracts'
import { DocumentStatus } from '../enums/document_status.js'
import { COPY_PROTECTION_VALUES } from '../enums/copy_protection.js'
import { idList } from '#core/kernel/http/query_list'

const messages = labelledMessages(
  {
    'id': '文档ID',
    'category_id': '分类',
    'document': '文档',
    'document.*.title': '标题',
    'document.*.attachment_id': '文件',
    'document.*.price': '价格',
    'document.*.language': '语言',
    'document.*.keywords': '关键词',
    'document.*.description': '摘要',
    'title': '标题',
    'price': '价格',
    'language': '语言',
    'keywords': '关键词',
    'description': '摘要',
    'status': '状态',
  },
  {
    'id.required': '请选择文档',
    'id.array.minLength': '请选择文档',
    'category_id.required': '请选择分类',
    'category_id.array.minLength': '请选择分类',
    'document.required': '请先上传文档',
    'document.array.minLength': '请先上传文档',
    'document.array.maxLength': '单次最多提交 {{ max }} 个文档',
    'document.*.attachment_id.required': '请先上传文档',
    'status.in': '不支持的文档状态',
    'copy_protection.in': '复制保护只能是 0（跟随站点设置）、1（禁止复制）或 2（允许复制）',
  }
)

const title = () => vine.string().trim().maxLength(255)
const keywords = () => vine.string().trim().maxLength(255)
const description = () => vine.string().trim().maxLength(512)
const price = () => vine.number().withoutDecimals().min(0).max(1_000_000)
const language = () => vine.string().trim().maxLength(16)

/** POST /api/v1/document (api-shapes §4): uploaded files become documents under the same categories. */
export const createDocumentsValidator = vine.create({
  overwrite: vine.boolean().optional(),
  category_id: idList().minLength(1),
  document: vine
    .array(
      vine.object({
        attachment_id: vine.number().withoutDecimals().positive(),
        title: title().optional(),
        price: price().optional(),
        language: language().optional(),
        keywords: keywords().optional(),
        description: description().optional(),
      })
    )
    .minLength(1)
    .maxLength(100),
})
createDocumentsValidator.messagesProvider = messages

/** PUT /api/v1/document: fields left out stay as they are; `status` is for holders of the permission. */
export const updateDocumentValidator = vine.create({
  id: vine.number().withoutDecimals().positive(),
  title: title().minLength(1).optional(),
  keywords: keywords().optional(),
  description: description().optional(),
  price: price().optional(),
  language: language().optional(),
  category_id: idList().optional(),
  status: vine.number().in(Object.values(DocumentStatus)).optional(),
  copy_protection: vine.number().in(COPY_PROTECTION_VALUES).optional(),
})
updateDocumentValidator.messagesProvider = messages

/** DELETE /api/v1/document?id=1&id=2 (or id[]=). */
export const trashDocumentsValidator = vine.create({
  id: idList().minLength(1),
})
trashDocumentsValidator.messagesProvider = messages
