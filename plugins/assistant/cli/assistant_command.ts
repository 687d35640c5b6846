import type { Command } from 'commander'
import pluginRegistry from '#core/kernel/plugin_registry'
import { commandGroup } from '#cli/support/command_group'
import { CliError } from '#cli/support/cli_error'
import { print } from '#cli/support/output'

/** `docsite assistant reindex`: splits every public document's text and article into the chunks the assistant cites. */
export default function assistantCommand(program: Command) {
  const group = commandGroup(program, 'assistant', '智能助手 maintenance')
  group
    .command('reindex')
    .description('Rebuild the chunks answers cite (and their vectors, with an embedding model), for every public document and article')
    .action(async () => {
      if (!pluginRegistry.isLoaded('documents')) throw new CliError('the documents plugin is not loaded: there is nothing to index')
      const { reindexChunks } = await import('../actions/reindex_chunks.js')
      const done = await reindexChunks()
      print(`${done.documents} documents and ${done.articles} articles indexed into ${done.chunks} chunks, ${done.embedded} embedded`)
    })
}
