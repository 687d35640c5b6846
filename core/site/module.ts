import { definePlugin } from '#core/kernel/define_plugin'
import { sharedProps } from '#core/kernel/shared_props'
import { fastRoutes } from '#core/kernel/http/fast_routes'
import { keepOpenWhenGuarded } from '#core/settings/contracts'
import { SitePermission, sitePermissions } from './permissions.js'
import { navigationTreeForHeader } from './queries/navigation_queries.js'
import { enabledFriendlinks } from './queries/friendlink_queries.js'
import { publicFriendlinkJson } from './transformers/friendlink_transformer.js'
import { collectLayoutComponents, collectToolbarLinks, fixedNavigation, siteComponents } from './extension_points.js'
import { countRows, siteStats } from '#core/admin/contracts'
import Friendlink from './models/friendlink.js'

export default definePlugin({
  id: 'site',
  title: '站点',
  dependsOn: ['settings', 'accounts', 'access', 'admin'],
  permissions: sitePermissions,
  adminMenu: [
    // Spec §6: the navigation page is public to every admin user; its writes need permissions.
    { page: 'navigation', title: '导航管理', icon: 'IconMenu', permission: 'public', component: 'site/admin/navigation', sort: 700 },
    {
      page: 'friendlink',
      title: '友情链接',
      icon: 'IconLink',
      permission: SitePermission.friendlink.list,
      component: 'site/admin/friendlink',
      sort: 710,
    },
  ],
  routes: () => import('./routes.js'),
  boot() {
    // No session, cookies or settings for a monitor: /health answers even when the database cannot.
    fastRoutes.add('site', 'GET', '/health', async (ctx) => {
      const { default: HealthController } = await import('./controllers/health_controller.js')
      await new HealthController().show(ctx)
      return true
    })
    // A monitor's ping answers when the site is closed or needs a login, like /health.
    keepOpenWhenGuarded({ api: ['/api/v1/ping', '/api/v1/health'] })
    fixedNavigation.add('site', () => [{ title: '首页', href: '/', sort: 300 }])
    siteStats.add('site', () => ({
      labels: { friendlink_count: { label: '友情链接', icon: 'IconLink', tone: 'grey' } },
      count: async ({ admin }): Promise<Record<string, number>> => (admin ? { friendlink_count: await countRows(Friendlink.query()) } : {}),
    }))
    sharedProps.add('site', async (ctx) => ({
      navigation: await navigationTreeForHeader(),
      // The footer lists them on the home page only (site_layout.tsx): no other page reads them.
      friendlinks: ctx.request.url() === '/' ? (await enabledFriendlinks()).map(publicFriendlinkJson) : [],
      siteComponents: (await siteComponents.collect()).flat(),
      toolbarLinks: await collectToolbarLinks(),
      layoutComponents: await collectLayoutComponents(),
    }))
  },
})
