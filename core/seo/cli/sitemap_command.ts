import type { Command } from 'commander'
import { print } from '#cli/support/output'
import { rebuildSitemap } from '../actions/rebuild_sitemap.js'

/** `docsite sitemap build`: writes a new sitemap set and swaps it in, as the daily schedule does. */
export default function sitemapCommand(program: Command) {
  const group = program.command('sitemap').description('Sitemap maintenance')
  group
    .command('build')
    .description('Build /sitemap.xml and its files now (documents, articles, categories and the home page)')
    .action(async () => {
      const summary = await rebuildSitemap()
      for (const file of summary.files) print(`${file.name}: ${file.urls} URL${file.urls === 1 ? '' : 's'}`)
      print(
        `sitemap: ${summary.urlCount} URL${summary.urlCount === 1 ? '' : 's'} in ${summary.files.length} file${summary.files.length === 1 ? '' : 's'}, ${(summary.ms / 1000).toFixed(1)} s`
      )
      print(`index: ${summary.baseUrl}/sitemap.xml`)
    })
}
