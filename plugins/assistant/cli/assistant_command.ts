import type { Command } from 'commander'
import pluginRegistry from '#core/kernel/plugin_registry'
import { commandGroup } from '#cli/support/command_group'
import { CliError } from '#cli/support/cli_error'
import { print } from '#cli/support/output'

/** `docsite assistant reindex`: splits every public document's text into the chunks the assistant cites. */
export default function assistantCommand(program: Command) {
  const group = commandGroup(program, 'assistant', '智能助手 maintenance')
  group
    .command('reindex')
    .description('Rebuild the page chunks answers cite, for every public document')
    .action(async () => {
      if (!pluginRegistry.isLoaded('documents')) throw new CliError('the documents plugin is not loaded: there is nothing to index')
      const { reindexChunks } = await import('../actions/reindex_chunks.js')
      const done = await reindexChunks()
      print(`${done.documents} documents indexed into ${done.chunks} chunks`)
    })
}
