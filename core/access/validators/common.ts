import vine from '@vinejs/vine'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'

/** Rules the kernel's Chinese messages do not name yet (vine reports these with a type prefix). */
const EXTRA_MESSAGES: Record<string, string> = {
  'array.minLength': '{{ field }}至少需要 {{ min }} 项',
  'array.maxLength': '{{ field }}最多 {{ max }} 项',
  'number.in': '{{ field }}的值无效',
  'distinct': '{{ field }}不能重复',
  'withoutDecimals': '{{ field }}必须是整数',
  'positive': '{{ field }}必须大于 0',
  'range': '{{ field }}必须在 {{ min }} 到 {{ max }} 之间',
}

/**
 * The global Chinese messages with this validator's field names (and optional messages for
 * `field.rule` or `rule`), so errors read 请填写角色名称 rather than 请填写title.
 */
export function withLabels(fields: Record<string, string>, messages: Record<string, string> = {}): MessagesProviderContact {
  return {
    getMessage(raw: string, rule: string, field: FieldContext, args?: Record<string, any>) {
      const label = fields[field.wildCardPath] ?? fields[field.name as string] ?? String(field.name)
      const custom =
        messages[`${field.wildCardPath}.${rule}`] ??
        messages[`${field.wildCardPath}.${rule.split('.').pop()}`] ??
        messages[rule] ??
        EXTRA_MESSAGES[rule]
      if (custom) {
        return custom.replace(/{{\s*(\w+)\s*}}/g, (_, key) => (key === 'field' ? label : String(args?.[key] ?? '')))
      }
      const labelled = Object.create(field, {
        name: { value: label },
        wildCardPath: { value: label },
        getFieldPath: { value: () => label },
      })
      return vine.messagesProvider.getMessage(raw, rule, labelled, args)
    },
  }
}
