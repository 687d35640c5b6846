import type { Command } from 'commander'

/** The parent of sub-commands such as `config list`: found or created, so files stay independent. */
export function commandGroup(program: Command, name: string, description: string) {
  const existing = program.commands.find((command) => command.name() === name)
  return existing ?? program.command(name).description(description)
}
