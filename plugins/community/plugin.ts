import { definePlugin } from '#core/kernel/define_plugin'
import { communityCapabilities, communityPunishmentTypes } from './capabilities.js'
import { communityPermissions, CommunityPermission } from './permissions.js'

export default definePlugin({
  id: 'community',
  title: '互动',
  description: '文档与文章的评论（含回复与审核）、收藏与举报。',
  // documents only for boot/document_target.ts, which registers documents as a target
  // through documents' contracts (see that file).
  dependsOn: ['settings', 'accounts', 'access', 'admin', 'site', 'documents'],
  permissions: communityPermissions,
  capabilities: communityCapabilities,
  punishmentTypes: communityPunishmentTypes,
  adminMenu: [
    {
      page: 'comment',
      title: '评论管理',
      icon: 'IconComment',
      permission: CommunityPermission.comment.list,
      component: 'community/admin/comment',
      sort: 400,
    },
    {
      page: 'report',
      title: '举报管理',
      icon: 'IconFlag',
      permission: CommunityPermission.report.list,
      component: 'community/admin/report',
      sort: 410,
    },
  ],
  routes: () => import('./routes.js'),
  async boot() {
    for (const area of [
      () => import('./boot/document_target.js'),
      () => import('./boot/personal_centre.js'),
      () => import('./boot/site_boot.js'),
      () => import('./boot/stats_boot.js'),
    ]) {
      await (await area()).default()
    }
  },
})
