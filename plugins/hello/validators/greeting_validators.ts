import vine from '@vinejs/vine'
import { pageParam, sizeParam } from '#core/kernel/http/query_list'

export const createGreetingValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(32),
})

export const listGreetingsValidator = vine.create({
  page: pageParam(),
  size: sizeParam(),
})

/** `size` is clamped to 1..100, 10 when absent. */
export function pageOf(input: { page?: number; size?: number }) {
  return { page: input.page ?? 1, size: Math.min(100, Math.max(1, input.size ?? 10)) }
}
