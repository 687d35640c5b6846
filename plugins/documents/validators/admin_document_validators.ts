import vine from '@vinejs/vine'
import { labelledMessages } from '#core/settings/contracts'
import { idList, keywordParam, pagingParams, queryList, sortParam } from '#core/kernel/http/query_list'

const messages = labelledMessages(
  {
    id: '文档ID',
    document_id: '文档ID',
    category_id: '分类',
    status: '状态',
    type: '推荐类型',
    language: '语言',
    user_id: '用户',
    username: '上传者',
    page: '页码',
    size: '每页数量',
    limit: '数量',
    wd: '关键词',
    order: '排序',
    ext: '文档类型',
    fee_type: '收费类型',
    created_at: '上传时间',
    is_recommend: '推荐',
  },
  {
    'id.required': '请选择文档',
    'id.array.minLength': '请选择文档',
    'document_id.required': '请选择文档',
    'document_id.array.minLength': '请选择文档',
    'category_id.required': '请选择分类',
    'category_id.array.minLength': '请选择分类',
    'status.in': '不支持的文档状态',
    'type.in': '推荐类型无效',
    'ext.in': '文档类型无效',
    'fee_type.in': '收费类型无效',
  }
)

/** GET /api/v1/document/list and GET /api/v1/document/recycle (api-shapes §4, §5). */
export const documentListValidator = vine.create({
  ...pagingParams(),
  limit: vine.number().withoutDecimals().min(0).optional(),
  wd: keywordParam(),
  order: sortParam(64),
  status: vine.array(vine.number().withoutDecimals().min(0).max(7)).parse(queryList).optional(),
  category_id: idList().optional(),
  user_id: idList().optional(),
  /** Staff only: the uploader's exact username (the admin filter bar). */
  username: vine.string().trim().maxLength(64).optional(),
  is_recommend: vine.array(vine.boolean()).parse(queryList).optional(),
  language: vine.array(vine.string().trim().maxLength(16)).parse(queryList).optional(),
  ext: vine.enum(['pdf', 'doc', 'ppt', 'xls', 'txt', 'other']).optional(),
  fee_type: vine.enum(['free', 'charge']).optional(),
  created_at: vine.array(vine.string().trim().maxLength(32)).parse(queryList).optional(),
})
documentListValidator.messagesProvider = messages

/** PUT /api/v1/document/check: the status an administrator moves documents to. */
export const checkDocumentsValidator = vine.create({
  id: idList().minLength(1),
  status: vine.number().in([0, 2, 4, 6, 7]),
})
checkDocumentsValidator.messagesProvider = messages

/** PUT /api/v1/document/recommend: 0 takes the recommendation back, 1 recommends, 2 puts on top again. */
export const recommendDocumentsValidator = vine.create({
  id: idList().minLength(1),
  type: vine.number().in([0, 1, 2]),
})
recommendDocumentsValidator.messagesProvider = messages

export const setDocumentCategoriesValidator = vine.create({
  document_id: idList().minLength(1),
  category_id: idList().minLength(1),
})
setDocumentCategoriesValidator.messagesProvider = messages

export const setDocumentLanguageValidator = vine.create({
  document_id: idList().minLength(1),
  language: vine.string().trim().maxLength(16).optional(),
})
setDocumentLanguageValidator.messagesProvider = messages

/** PUT /api/v1/document/reconvert: without ids, every failed document. */
export const reconvertDocumentsValidator = vine.create({
  id: idList().optional(),
})
reconvertDocumentsValidator.messagesProvider = messages

/** PUT /api/v1/document/recycle and DELETE /api/v1/document/recycle?id= */
export const recycleIdsValidator = vine.create({
  id: idList().minLength(1),
})
recycleIdsValidator.messagesProvider = messages

export type DocumentListInput = Awaited<ReturnType<typeof documentListValidator.validate>>
