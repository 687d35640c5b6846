import vine from '@vinejs/vine'
import { idList, keywordParam, pagingParams, sortParam } from '#core/kernel/http/query_list'
import { withLabels } from './common.js'

const labels = withLabels(
  {
    'username': '用户名',
    'password': '密码',
    'email': '电子邮箱',
    'group_id': '角色',
    'group_id.*': '角色',
    'id': '用户ID',
    'id.*': '用户ID',
    'wd': '搜索关键字',
    'sort': '排序',
    'page': '页码',
    'size': '每页数量',
  },
  {
    'group_id.required': '请选择用户角色',
    'group_id.minLength': '请选择用户角色',
    'id.required': '请选择要删除的用户',
    'id.minLength': '请选择要删除的用户',
    'password.required': '请输入密码',
  }
)

export const listUsersValidator = vine.create({
  ...pagingParams(),
  wd: keywordParam(),
  sort: sortParam(200),
  id: idList().optional(),
  group_id: idList().optional(),
})
listUsersValidator.messagesProvider = labels

/** Empty optional text counts as not sent (a blank password leaves the password alone). */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

export const createUserValidator = vine.create({
  username: vine
    .string()
    .trim()
    .minLength(3)
    .maxLength(32)
    .regex(/^(?![^@]*@)(?!1[3-9]\d{9}$).+$/),
  password: vine.string().minLength(6).maxLength(64),
  email: vine.string().trim().email().maxLength(128),
  group_id: idList().minLength(1),
})
createUserValidator.messagesProvider = withLabels(
  { 'username': '用户名', 'password': '密码', 'email': '电子邮箱', 'group_id': '角色', 'group_id.*': '角色' },
  {
    'username.regex': '用户名不能是邮箱或手机号',
    'group_id.required': '请选择用户角色',
    'group_id.minLength': '请选择用户角色',
    'password.required': '请输入密码',
    'email.required': '请输入电子邮箱',
  }
)

export const updateUserValidator = vine.create({
  id: vine.number().withoutDecimals().positive(),
  password: vine.string().parse(blankToUndefined).minLength(6).maxLength(64).optional(),
  group_id: idList().minLength(1),
})
updateUserValidator.messagesProvider = labels

export const deleteUsersValidator = vine.create({
  id: idList().minLength(1),
  password: vine.string(),
})
deleteUsersValidator.messagesProvider = withLabels(
  { 'id': '用户ID', 'id.*': '用户ID', 'password': '密码' },
  {
    'id.required': '请选择要删除的用户',
    'id.minLength': '请选择要删除的用户',
    'password.required': '请输入您的登录密码以确认删除',
  }
)
