import vine from '@vinejs/vine'
import { labelledMessages } from '#core/settings/contracts'
import { idList, keywordParam, MAX_IDS, pageOf, pagingParams, queryList } from '#core/kernel/http/query_list'
import { PATTERN_TARGETS, SPIDER_SCHEDULES } from '../enums/spider_status.js'
import { patternError } from '../services/link_rules.js'

/** category_id arrives as an id array or as its JSON text ("[3,7]"), as the spec's client sends it. */
function categoryIds(value: unknown) {
  if (typeof value === 'string') {
    try {
      return JSON.parse(value || '[]')
    } catch {
      return value
    }
  }
  return value
}

const validPattern = vine.createRule((value: unknown, _options: undefined, field) => {
  const error = typeof value === 'string' ? patternError(value) : null
  if (error) field.report(error, 'linkPattern', field)
})

const webUrl = () =>
  vine
    .string()
    .trim()
    .maxLength(2048)
    .url({ protocols: ['http', 'https'], require_tld: false })

const sourceFields = {
  title: vine.string().trim().maxLength(255).optional(),
  category_id: vine.array(vine.number().withoutDecimals().positive()).maxLength(50).parse(categoryIds).optional(),
  price: vine.number().withoutDecimals().min(0).max(1000000).optional(),
  language: vine.string().trim().maxLength(32).optional(),
  user_id: vine.number().withoutDecimals().positive().optional(),
  link_pattern: vine.string().trim().maxLength(512).use(validPattern()).optional(),
  pattern_target: vine.enum(PATTERN_TARGETS).optional(),
  depth: vine.number().withoutDecimals().min(1).max(100).optional(),
  schedule: vine.enum(SPIDER_SCHEDULES).optional(),
}

/** POST: one source per URL, one per line in the form, all with the same options. */
export const createSpiderUrlValidator = vine.create(
  vine.object({
    url: vine
      .array(webUrl())
      .minLength(1)
      .maxLength(100)
      .parse((value) =>
        typeof value === 'string'
          ? value
              .split(/\r?\n/)
              .map((line) => line.trim())
              .filter(Boolean)
          : value
      ),
    ...sourceFields,
  })
)

/** PUT: edit a source; status 1 queues a run now. */
export const updateSpiderUrlValidator = vine.create(
  vine.object({
    id: vine.number().withoutDecimals().positive(),
    url: webUrl().optional(),
    status: vine.number().in([1]).optional(),
    ...sourceFields,
  })
)

const documentFields = {
  title: vine.string().trim().minLength(1).maxLength(255).optional(),
  category_id: sourceFields.category_id,
  price: sourceFields.price,
  language: sourceFields.language,
  user_id: sourceFields.user_id,
}

export const updateSpiderDocumentValidator = vine.create(
  vine.object({ id: vine.number().withoutDecimals().positive(), status: vine.number().in([1, 5]).optional(), ...documentFields })
)

/**
 * PUT batch: the same change to many rows. Titles come from the link text, the URL or the
 * file name, then a regular-expression find/replace; `preview` shows the new titles only.
 */
export const batchSpiderDocumentValidator = vine.create(
  vine.object({
    id: idList(),
    title_from: vine.enum(['href', 'url', 'attachment', 'title'] as const).optional(),
    find: vine.string().maxLength(512).optional(),
    replace: vine.string().maxLength(512).optional(),
    preview: vine.boolean().optional(),
    status: vine.number().in([1, 5]).optional(),
    ...documentFields,
  })
)

/** PUT batch as the spec's client sends it: each row with its own fields, `{spider_document: [...]}`. */
export const batchSpiderDocumentRowsValidator = vine.create(
  vine.object({
    spider_document: vine
      .array(
        vine.object({ id: vine.number().withoutDecimals().positive(), status: vine.number().in([1, 5]).optional(), ...documentFields })
      )
      .minLength(1)
      .maxLength(MAX_IDS),
  })
)

export const spiderMessages = labelledMessages(
  {
    id: 'ID',
    url: '网址',
    title: '标题',
    category_id: '分类',
    price: '价格',
    language: '语言',
    user_id: '所属用户',
    link_pattern: '链接规则',
    pattern_target: '规则匹配对象',
    depth: '采集页数',
    schedule: '采集周期',
    status: '状态',
    title_from: '标题来源',
    find: '查找',
    replace: '替换为',
  },
  {
    'id.required': '请指定 ID',
    'id.array.minLength': '请指定 ID',
    'url.required': '请输入要采集的网址',
    'url.minLength': '请输入要采集的网址',
    'url.url': '网址必须以 http:// 或 https:// 开头',
    'url.*.url': '网址必须以 http:// 或 https:// 开头',
    'status.in': '状态只能设为 1（加入采集队列）或 5（加入发布队列）',
    'spider_document.*.status.in': '状态只能设为 1（加入采集队列）或 5（加入发布队列）',
    'spider_document.minLength': '请指定要处理的采集文档',
  }
)

const listValidator = vine.create(
  vine.object({
    ...pagingParams(100),
    wd: keywordParam(),
    status: vine.array(vine.number().withoutDecimals().min(0).max(8)).optional(),
    spider_url_id: vine.number().withoutDecimals().positive().optional(),
    ext: vine.string().trim().maxLength(16).optional(),
  })
)

export async function validateSpiderList(qs: Record<string, any>) {
  const query = await listValidator.validate({ ...qs, status: queryList(qs.status) }, { messagesProvider: spiderMessages })
  return {
    ...pageOf(query),
    wd: query.wd ?? '',
    status: query.status ?? [],
    spiderUrlId: query.spider_url_id ?? 0,
    ext: (query.ext ?? '').replace(/^\./, '').toLowerCase(),
  }
}

export type SpiderListQuery = Awaited<ReturnType<typeof validateSpiderList>>
export type CreateSpiderUrlInput = Awaited<ReturnType<typeof createSpiderUrlValidator.validate>>
export type UpdateSpiderUrlInput = Awaited<ReturnType<typeof updateSpiderUrlValidator.validate>>
export type UpdateSpiderDocumentInput = Awaited<ReturnType<typeof updateSpiderDocumentValidator.validate>>
export type BatchSpiderDocumentRowsInput = Awaited<ReturnType<typeof batchSpiderDocumentRowsValidator.validate>>
export type BatchSpiderDocumentInput = Awaited<ReturnType<typeof batchSpiderDocumentValidator.validate>>
