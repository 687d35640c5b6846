import type { Command } from 'commander'
import cliProgress from 'cli-progress'
import { CliError } from '#cli/support/cli_error'
import { print } from '#cli/support/output'
import { searchKind, searchKinds } from '../kinds.js'
import { rebuildIndex } from '../actions/rebuild_index.js'
import search from '../search_service.js'

interface ReindexOptions {
  kind?: string
  batch?: string
  restart?: boolean
}

/** `docsite search reindex`: rebuilds the index over the live one, resumable after an interruption. */
export default function searchCommand(program: Command) {
  const group = program.command('search').description('Search index maintenance')
  group
    .command('reindex')
    .description('Rebuild the search index in batches; an interrupted run resumes where it stopped')
    .option('--kind <kind>', 'only this kind (document, article); every registered kind by default')
    .option('--batch <n>', 'items per batch', '200')
    .option('--restart', 'start over instead of resuming an interrupted run')
    .action(async (options: ReindexOptions) => {
      const batch = Number(options.batch)
      if (!Number.isInteger(batch) || batch < 1 || batch > 5000) throw new CliError('--batch takes a number from 1 to 5000')
      const kinds = options.kind ? [searchKind(options.kind)] : searchKinds()
      if (kinds.length === 0 || kinds.some((kind) => !kind)) {
        throw new CliError(
          `unknown kind; registered: ${
            searchKinds()
              .map((kind) => kind.kind)
              .join(', ') || 'none'
          }`
        )
      }
      print(`search driver: ${search.driver().name}`)
      for (const kind of kinds) {
        const bar = new cliProgress.SingleBar(
          { format: `${kind!.kind} {bar} {value}/{total}`, hideCursor: true, clearOnComplete: false },
          cliProgress.Presets.shades_classic
        )
        const summary = await rebuildIndex(kind!.kind, {
          batch,
          restart: options.restart,
          onStart: (total, done) => bar.start(total, done),
          onProgress: (done) => bar.update(done),
        })
        bar.stop()
        print(
          `${kind!.kind}: ${summary.indexed} indexed${summary.resumed ? ' (resumed)' : ''}, ${summary.removed} stale entr${summary.removed === 1 ? 'y' : 'ies'} removed`
        )
      }
    })
}
