import vine from '@vinejs/vine'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'

/**
 * Fails for a string that is empty once trimmed: vine's `required` lets "" through, and the
 * spec's "please enter ..." messages are meant for both.
 */
export const filled = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value === 'string' && value.trim() === '') field.report('请填写{{ field }}', 'filled', field)
})

/** Both ways of leaving a field out get the same message. */
export function requiredMessage(field: string, message: string) {
  return { [`${field}.required`]: message, [`${field}.filled`]: message }
}

/**
 * Gives a validator the spec's per-field wording (`<field>.<rule>` keys); every other
 * message still comes from the application's Chinese defaults.
 */
export function withMessages<Validator extends { messagesProvider: MessagesProviderContact }>(
  validator: Validator,
  messages: Record<string, string>
): Validator {
  validator.messagesProvider = {
    getMessage(raw, rule, field, args) {
      return messages[`${field.wildCardPath}.${rule}`] ?? vine.messagesProvider.getMessage(raw, rule, field, args)
    },
  }
  return validator
}
