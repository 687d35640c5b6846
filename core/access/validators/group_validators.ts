import vine from '@vinejs/vine'
import { idList, keywordParam, pagingParams } from '#core/kernel/http/query_list'
import { withLabels } from './common.js'
import { registeredCapabilities } from '../registrations/registered.js'

const labels = withLabels(
  {
    'id': '角色ID',
    'id.*': '角色ID',
    'title': '角色名称',
    'color': '颜色',
    'description': '描述',
    'sort': '排序',
    'wd': '搜索关键字',
    'group_id': '角色ID',
    'permission_id': '权限',
    'permission_id.*': '权限ID',
  },
  {
    'title.required': '请输入角色名称',
    'title.minLength': '请输入角色名称',
    'id.required': '请选择角色',
    'group_id.required': '请选择角色',
  }
)

const fields = {
  title: vine.string().trim().minLength(1).maxLength(64),
  color: vine.string().trim().maxLength(32).optional(),
  description: vine.string().trim().maxLength(255).optional(),
  sort: vine.number().withoutDecimals().range([-1000000, 1000000]).optional(),
  is_default: vine.boolean().optional(),
  is_display: vine.boolean().optional(),
}

export const createGroupValidator = vine.create(fields)
createGroupValidator.messagesProvider = labels

export const updateGroupValidator = vine.create({ id: vine.number().withoutDecimals().positive(), ...fields })
updateGroupValidator.messagesProvider = labels

export const groupIdValidator = vine.create({ id: vine.number().withoutDecimals().positive() })
groupIdValidator.messagesProvider = labels

export const deleteGroupsValidator = vine.create({ id: idList().minLength(1) })
deleteGroupsValidator.messagesProvider = labels

export const listGroupsValidator = vine.create({
  ...pagingParams(),
  wd: keywordParam(),
})
listGroupsValidator.messagesProvider = labels

export const setGroupPermissionsValidator = vine.create({
  group_id: vine.number().withoutDecimals().positive(),
  permission_id: idList().distinct(),
})
setGroupPermissionsValidator.messagesProvider = labels

const capabilityValidators = new Map<string, ReturnType<typeof compileCapabilities>>()

function compileCapabilities(definitions: { key: string; label: string }[]) {
  const validator = vine.create(Object.fromEntries(definitions.map((definition) => [definition.key, vine.boolean().optional()])))
  validator.messagesProvider = withLabels(Object.fromEntries(definitions.map((definition) => [definition.key, definition.label])))
  return validator
}

/**
 * The registered capability fields of a group body, each optional;
 * fields no enabled plugin registers are dropped.
 */
export function capabilitiesValidator() {
  const definitions = registeredCapabilities()
  const signature = definitions.map((definition) => definition.key).join(',')
  if (!capabilityValidators.has(signature)) capabilityValidators.set(signature, compileCapabilities(definitions))
  return capabilityValidators.get(signature)!
}
