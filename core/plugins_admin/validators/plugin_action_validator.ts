import vine from '@vinejs/vine'
import { labelledMessages } from '#core/settings/contracts'

export const pluginActionValidator = vine.create(
  vine.object({
    plugin: vine
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]{0,63}$/),
    purge: vine.boolean().optional(),
  })
)

export const pluginActionMessages = labelledMessages({ plugin: '插件', purge: '删除数据' })
