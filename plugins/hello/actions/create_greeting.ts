import Greeting from '../models/greeting.js'
import { greetingText } from './greeting_text.js'
import { assertMayGreet } from '../capabilities.js'

/**
 * Stores one greeting, worded with the greeting setting of the moment. A user's greeting
 * needs the enable_greeting capability and no 禁止问候; the job's greetings have no user.
 */
export async function createGreeting(input: { name: string; userId?: number | null }) {
  if (input.userId) await assertMayGreet(input.userId)
  return Greeting.create({ name: input.name, text: await greetingText(input.name), userId: input.userId ?? null })
}
