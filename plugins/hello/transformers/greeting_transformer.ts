import type Greeting from '../models/greeting.js'

export function greetingJson(greeting: Greeting) {
  return {
    id: greeting.id,
    name: greeting.name,
    text: greeting.text,
    created_at: greeting.createdAt.toISO(),
  }
}
