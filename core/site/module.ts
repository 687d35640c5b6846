import { definePlugin } from '#core/kernel/define_plugin'
import { sharedProps } from '#core/kernel/shared_props'
import { navigationTreeForHeader } from './queries/navigation_queries.js'
import { enabledFriendlinks } from './queries/friendlink_queries.js'
import { publicFriendlinkJson } from './transformers/friendlink_transformer.js'
import { collectToolbarLinks, fixedNavigation, siteComponents } from './extension_points.js'

export default definePlugin({
  id: 'site',
  title: '站点',
  dependsOn: ['settings', 'accounts', 'access', 'admin'],
  permissions: [
    { key: 'site.navigation.list', title: '查看导航', group: '导航' },
    { key: 'site.navigation.create', title: '新增导航', group: '导航' },
    { key: 'site.navigation.update', title: '更新导航', group: '导航' },
    { key: 'site.navigation.delete', title: '删除导航', group: '导航' },
    { key: 'site.friendlink.list', title: '查看友链', group: '友情链接' },
    { key: 'site.friendlink.create', title: '新增友链', group: '友情链接' },
    { key: 'site.friendlink.update', title: '更新友链', group: '友情链接' },
    { key: 'site.friendlink.delete', title: '删除友链', group: '友情链接' },
  ],
  adminMenu: [
    // Spec §6: the navigation page is public to every admin user; its writes need permissions.
    { page: 'navigation', title: '导航管理', icon: 'IconMenu', permission: 'public', component: 'site/admin/navigation', sort: 700 },
    {
      page: 'friendlink',
      title: '友情链接',
      icon: 'IconLink',
      permission: 'site.friendlink.list',
      component: 'site/admin/friendlink',
      sort: 710,
    },
  ],
  routes: () => import('./routes.js'),
  boot() {
    fixedNavigation.add('site', () => [{ title: '首页', href: '/', sort: 300 }])
    sharedProps.add('site', async () => ({
      navigation: await navigationTreeForHeader(),
      friendlinks: (await enabledFriendlinks()).map(publicFriendlinkJson),
      siteComponents: (await siteComponents.collect()).flat(),
      toolbarLinks: await collectToolbarLinks(),
    }))
  },
})
