import type { JobDefinition } from '#core/queue/contracts'
import { tidyGreetings } from '../actions/tidy_greetings.js'

/** Run by the hello.daily_tidy schedule. */
export const tidyJob: JobDefinition = {
  name: 'hello.tidy',
  label: '清理问候',
  attempts: 2,
  concurrency: 1,
  async handle() {
    await tidyGreetings()
  },
}
