import Greeting from '../models/greeting.js'
import { greetingText } from './greeting_text.js'

/** Stores one greeting, worded with the greeting setting of the moment. */
export async function createGreeting(input: { name: string; userId?: number | null }) {
  return Greeting.create({ name: input.name, text: await greetingText(input.name), userId: input.userId ?? null })
}
