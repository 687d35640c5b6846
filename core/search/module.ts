import { definePlugin } from '#core/kernel/define_plugin'
import { sharedProps } from '#core/kernel/shared_props'
import { searchKinds } from './kinds.js'
import { searchTabJson } from './transformers/search_transformer.js'
import { searchPermissions, SearchPermission } from './permissions.js'
import { searchSettings } from './settings.js'
import { rebuildJob, syncJob } from './jobs.js'
import { pageCache } from '#core/page_cache/contracts'
import { flushSearchHits, recordSearchHit, SEARCH_HIT } from './actions/record_search_hits.js'

/**
 * Full-text search: the database driver (SQLite FTS5, MySQL FULLTEXT) by default,
 * Meilisearch with MEILISEARCH_HOST. Plugins register what they index (contracts.ts).
 */
export default definePlugin({
  id: 'search',
  title: '搜索',
  // page_cache: its shutdown comes after this one's, so the last hits' records still invalidate what shows them.
  dependsOn: ['settings', 'accounts', 'access', 'queue', 'admin', 'page_cache'],
  permissions: searchPermissions,
  settings: [searchSettings],
  adminMenu: [
    {
      page: 'document/searchrecord',
      title: '搜索记录',
      icon: 'IconSearch',
      parent: '文档管理',
      permission: SearchPermission.record.list,
      component: 'search/admin/searchrecord',
      sort: 240,
    },
    // Spec §6 shows this entry to every admin user; it needs 搜索分析数据 like any other page.
    {
      page: 'search-analytics',
      title: '搜索分析',
      icon: 'IconLineChartStroked',
      permission: SearchPermission.analytics,
      component: 'search/admin/search_analytics',
      sort: 820,
    },
  ],
  jobs: [syncJob, rebuildJob],
  routes: () => import('./routes.js'),
  cli: () => import('./cli/search_command.js'),
  async boot({ app }) {
    if (app.getEnvironment() === 'web') {
      await app.ready(() => {
        import('./actions/queue_unfinished_rebuilds.js')
          .then(({ queueUnfinishedRebuilds }) => queueUnfinishedRebuilds())
          .catch(async (error) =>
            (await app.container.make('logger')).warn({ err: error }, 'search: could not queue the unfinished index rebuilds')
          )
      })
    }
    // Every page's search box: which kinds there are, their placeholders and the pages that search each.
    sharedProps.add('search', async () => ({ searchKinds: searchKinds().map(searchTabJson) }))
    pageCache.onHit(SEARCH_HIT, recordSearchHit)
  },
  async shutdown() {
    await flushSearchHits()
  },
})
