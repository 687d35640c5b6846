import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { findPunishmentType } from '../registrations/registered.js'
import { dateTime } from './date_time.js'
import { idList, keywordParam, pagingParams, queryList, sortParam } from '#core/kernel/http/query_list'
import { withLabels } from './common.js'

const labels = withLabels(
  {
    'id': '处罚ID',
    'id.*': '处罚ID',
    'user_id': '用户',
    'user_id.*': '用户ID',
    'type': '处罚类型',
    'type.*': '处罚类型',
    'enable': '是否启用',
    'enable.*': '是否启用',
    'reason': '处罚原因',
    'remark': '备注',
    'start_time': '开始时间',
    'end_time': '结束时间',
    'wd': '搜索关键字',
  },
  {
    'user_id.required': '请选择要处罚的用户',
    'user_id.minLength': '请选择要处罚的用户',
    'type.required': '请选择处罚类型',
    'type.minLength': '请选择处罚类型',
    'type.*.in': '处罚类型无效',
    'type.in': '处罚类型无效',
    'id.required': '请选择处罚记录',
    'id.minLength': '请选择处罚记录',
  }
)

/** Only the types of enabled plugins are given or filtered by; a disabled plugin's rows still list. */
const registeredType = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value === 'number' && !findPunishmentType(value)) field.report('处罚类型无效', 'in', field)
})

const punishmentType = () => vine.number().withoutDecimals().use(registeredType())

export const createPunishmentValidator = vine.create({
  user_id: idList().minLength(1).maxLength(1000),
  type: vine.array(punishmentType()).parse(queryList).minLength(1),
  enable: vine.boolean().optional(),
  reason: vine.string().trim().maxLength(255).optional(),
  remark: vine.string().trim().maxLength(255).optional(),
  start_time: dateTime().nullable().optional(),
  end_time: dateTime().nullable().optional(),
})
createPunishmentValidator.messagesProvider = labels

export const updatePunishmentValidator = vine.create({
  id: vine.number().withoutDecimals().positive(),
  /** The row's own type is kept even when its plugin is disabled now (checked in the action). */
  type: vine.number().withoutDecimals().positive().optional(),
  enable: vine.boolean().optional(),
  reason: vine.string().trim().maxLength(255).optional(),
  remark: vine.string().trim().maxLength(255).optional(),
  start_time: dateTime().nullable().optional(),
  end_time: dateTime().nullable().optional(),
})
updatePunishmentValidator.messagesProvider = labels

export const punishmentIdValidator = vine.create({ id: vine.number().withoutDecimals().positive() })
punishmentIdValidator.messagesProvider = labels

export const cancelPunishmentsValidator = vine.create({ id: idList().minLength(1) })
cancelPunishmentsValidator.messagesProvider = labels

export const listPunishmentsValidator = vine.create({
  ...pagingParams(),
  wd: keywordParam(),
  order: sortParam(100),
  type: vine.array(punishmentType()).parse(queryList).optional(),
  enable: vine
    .array(vine.number().withoutDecimals().in([0, 1]))
    .parse(queryList)
    .optional(),
  user_id: idList().optional(),
})
listPunishmentsValidator.messagesProvider = labels
