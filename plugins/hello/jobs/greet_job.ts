import type { JobDefinition } from '#core/queue/contracts'
import { createGreeting } from '../actions/create_greeting.js'

/** Stores a greeting in the background (`docsite hello <name> --queue`). */
export const greetJob: JobDefinition<{ name: string }> = {
  name: 'hello.greet',
  label: '发送问候',
  attempts: 3,
  backoffMs: 1_000,
  timeoutMs: 10_000,
  async handle({ name }) {
    await createGreeting({ name })
  },
}
