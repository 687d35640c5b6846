import vine from '@vinejs/vine'
import { pagingParams } from '#core/kernel/http/query_list'

export const createGreetingValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(32),
  /** An article category (0 or absent for none). */
  category_id: vine.number().withoutDecimals().min(0).optional(),
})

export const listGreetingsValidator = vine.create({
  ...pagingParams(100),
})
