import vine from '@vinejs/vine'
import { withLabels } from './common.js'
import { keywordParam, pagingParams, queryList } from '#core/kernel/http/query_list'

const labels = withLabels(
  {
    'id': '权限ID',
    'title': '权限名称',
    'description': '权限描述',
    'wd': '搜索关键字',
    'path': '路径',
    'method': '请求方法',
    'method.*': '请求方法',
  },
  { 'title.required': '请输入权限名称', 'title.minLength': '请输入权限名称', 'id.required': '请选择权限' }
)

export const listPermissionsValidator = vine.create({
  ...pagingParams(),
  wd: keywordParam(),
  path: vine.string().trim().maxLength(255).optional(),
  method: vine
    .array(vine.string().toUpperCase().in(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'GRPC', 'OPTIONS', 'HEAD', 'TRACE', 'CONNECT']))
    .parse(queryList)
    .optional(),
})
listPermissionsValidator.messagesProvider = labels

export const permissionIdValidator = vine.create({ id: vine.number().withoutDecimals().positive() })
permissionIdValidator.messagesProvider = labels

export const updatePermissionValidator = vine.create({
  id: vine.number().withoutDecimals().positive(),
  title: vine.string().trim().minLength(1).maxLength(128),
  description: vine.string().trim().maxLength(255).optional(),
})
updatePermissionValidator.messagesProvider = labels
