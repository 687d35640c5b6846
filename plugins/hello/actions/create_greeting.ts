import { ApiError } from '#core/kernel/http/api_error'
import Greeting from '../models/greeting.js'
import { greetingText } from './greeting_text.js'
import { assertMayGreet } from '../capabilities.js'
import { greetingCategories } from '../services/greeting_categories.js'

/**
 * Stores one greeting, worded with the greeting setting of the moment. A user's greeting
 * needs the enable_greeting capability and no 禁止问候; the job's greetings have no user.
 * A category must be one /hello/new offers.
 */
export async function createGreeting(input: { name: string; userId?: number | null; categoryId?: number | null }) {
  if (input.userId) await assertMayGreet(input.userId)
  const categoryId = input.categoryId || null
  if (categoryId && !(await greetingCategories()).some((category) => category.value === categoryId)) {
    throw ApiError.badRequest('分类不存在')
  }
  return Greeting.create({ name: input.name, text: await greetingText(input.name), userId: input.userId ?? null, categoryId })
}
