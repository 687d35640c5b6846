import { definePlugin } from '#core/kernel/define_plugin'

/**
 * `docsite import moredoc`: copies a MOREDOC site (its MySQL database and uploads folder)
 * into this one, kind by kind, remembering what it copied so a second run adds only what is new.
 */
export default definePlugin({
  id: 'moredoc_import',
  title: 'MOREDOC 迁移',
  description:
    '从 MOREDOC 站点迁移用户、用户组、分类、语言、文档、文章、评论、收藏、评分、下载记录、签到、举报、惩罚、导航、友情链接、横幅、广告、头像和配置（命令行 docsite import moredoc）。',
  dependsOn: ['settings', 'accounts', 'access', 'categories', 'documents'],
  enhances: ['commerce', 'articles', 'community', 'ads'],
  cli: () => import('./cli/import_command.js'),
})
