import { definePlugin } from '#core/kernel/define_plugin'
import { sharedProps } from '#core/kernel/shared_props'
import { dashboardWidgets } from '#core/admin/contracts'
import { pluginSwitches } from '#core/kernel/plugin_switches'
import { queue } from '#core/queue/contracts'
import { keepOpenWhenGuarded } from '#core/settings/contracts'
import { seoPermissions, SeoPermission } from './permissions.js'
import { seoSettings } from './settings.js'
import { SITEMAP_JOB, sitemapJob, sitemapSchedule } from './jobs.js'
import { siteBaseUrl } from './site_url.js'
import { addCrawlerFastRoutes } from './services/crawler_fast_routes.js'
import { localDomainWidget } from './services/local_domain_widget.js'

/**
 * Sitemap (an index over files of 10,000 URLs that plugins fill through `sitemapSources`),
 * robots.txt with admin-editable extra rules, and the site's base URL for canonical links.
 */
export default definePlugin({
  id: 'seo',
  title: 'SEO',
  dependsOn: ['settings', 'accounts', 'access', 'storage', 'queue', 'admin'],
  permissions: seoPermissions,
  adminMenu: [
    {
      page: 'seo/sitemap',
      title: '站点地图',
      icon: 'IconGlobe',
      parent: '系统设置',
      permission: SeoPermission.sitemap.update,
      component: 'seo/admin/sitemap',
      sort: 905,
    },
  ],
  settings: [seoSettings],
  jobs: [sitemapJob],
  schedules: [sitemapSchedule],
  routes: () => import('./routes.js'),
  cli: () => import('./cli/sitemap_command.js'),
  boot() {
    keepOpenWhenGuarded({ pages: ['/robots.txt'] })
    addCrawlerFastRoutes()
    // Pages build absolute canonical and Open Graph URLs from it (resources/components/site/seo_head.tsx).
    sharedProps.add('seo', async () => ({ siteUrl: await siteBaseUrl() }))
    dashboardWidgets.add('seo', localDomainWidget)
    // A plugin switched off leaves the served sitemap at once (its files are skipped); one switched
    // back on may have missed the builds made meanwhile, so a fresh one is queued.
    pluginSwitches.add('seo', async ({ enabled }) => {
      if (enabled) await queue.dispatch(SITEMAP_JOB, {}, { jobId: 'seo-sitemap-plugin-enabled' })
    })
  },
})
