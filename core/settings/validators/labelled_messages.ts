import vine from '@vinejs/vine'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'

function interpolate(message: string, data: Record<string, unknown>) {
  return message.replace(/{{\s*(\w+)\s*}}/g, (_, key) => String(data[key] ?? ''))
}

/**
 * The app's Chinese messages with the field named by its label (`网站名称不能超过 64 个字符`
 * rather than `sitename...`), plus per-field overrides keyed `field.rule`.
 */
export function labelledMessages(labels: Record<string, string>, overrides: Record<string, string> = {}): MessagesProviderContact {
  return {
    getMessage(raw: string, rule: string, field: FieldContext, args?: Record<string, any>) {
      const path = field.getFieldPath()
      const label = labels[path] ?? labels[field.wildCardPath] ?? labels[String(field.name)] ?? labels[path.split('.')[0]]
      const override = overrides[`${path}.${rule}`] ?? overrides[`${field.wildCardPath}.${rule}`]
      if (override) return interpolate(override, { field: label ?? field.name, ...args })
      if (!label) return vine.messagesProvider.getMessage(raw, rule, field, args)
      const named = Object.create(field, { name: { value: label }, getFieldPath: { value: () => label } })
      return vine.messagesProvider.getMessage(raw, rule, named, args)
    },
  }
}

/** What gives each validator of a file the same provider: `const withMessages = messagesFrom(labelledMessages(...))`. */
export function messagesFrom(provider: MessagesProviderContact) {
  return <Validator extends { messagesProvider?: unknown }>(validator: Validator) => {
    validator.messagesProvider = provider
    return validator
  }
}
