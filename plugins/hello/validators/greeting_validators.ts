import vine from '@vinejs/vine'
import { pagingParams } from '#core/kernel/http/query_list'

export const createGreetingValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(32),
})

export const listGreetingsValidator = vine.create({
  ...pagingParams(100),
})
