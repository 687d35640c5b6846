import vine from '@vinejs/vine'
import { pagingParams } from '#core/kernel/http/query_list'
import { labelledMessages } from '#core/settings/contracts'

/** Field names for messages, the amount named in the site's currency (魔豆数量). */
export function creditMessages(creditName: string) {
  return labelledMessages({ user_id: '用户', credit: `${creditName}数量`, remark: '原因' })
}

export const pageMessages = labelledMessages({ page: '页码', size: '每页数量' })

/** Credits are whole numbers; a deduction is negative, 0 changes nothing and is refused. */
export const adjustCreditsValidator = vine.create(
  vine.object({
    user_id: vine.number().withoutDecimals().positive(),
    credit: vine.number().withoutDecimals().range([-100000000, 100000000]),
    remark: vine.string().trim().minLength(1).maxLength(255),
  })
)

export const pageValidator = vine.create(
  vine.object({
    ...pagingParams(100),
  })
)
