import type { Command } from 'commander'
import { queue } from '#core/queue/contracts'
import { createGreeting } from '../actions/create_greeting.js'
import { greetingText } from '../actions/greeting_text.js'

/** `docsite hello <name>`: prints the greeting; --save stores it, --queue has the hello.greet job store it. */
export default function helloCommand(program: Command) {
  program
    .command('hello')
    .description('Greet someone with the hello.greeting setting (example plugin)')
    .argument('<name>', 'who to greet')
    .option('--save', 'store the greeting now')
    .option('--queue', 'store it through the hello.greet job')
    .action(async (name: string, options: { save?: boolean; queue?: boolean }) => {
      process.stdout.write(`${await greetingText(name)}\n`)
      if (options.save) {
        const greeting = await createGreeting({ name })
        process.stdout.write(`saved greeting #${greeting.id}\n`)
      }
      if (options.queue) {
        const id = await queue.dispatch('hello.greet', { name })
        process.stdout.write(`queued job hello.greet ${id} (${queue.driverName})\n`)
      }
    })
}
