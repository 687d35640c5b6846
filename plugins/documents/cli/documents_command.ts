import type { Command } from 'commander'
import { importCommand } from './import_command.js'
import { reconvertCommand } from './reconvert_command.js'

/** `docsite documents …`: import and reconvert. */
export default function documentsCommand(program: Command) {
  const documents = program.command('documents').description('Import and reconvert documents')
  importCommand(documents)
  reconvertCommand(documents)
}
