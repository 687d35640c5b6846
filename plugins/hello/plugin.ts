import { definePlugin } from '#core/kernel/define_plugin'
import pluginRegistry from '#core/kernel/plugin_registry'
import { helloPermissions, HelloPermission } from './permissions.js'
import { helloSettings } from './settings.js'
import { greetJob } from './jobs/greet_job.js'
import { tidyJob } from './jobs/tidy_job.js'
import { helloLifecycle } from './lifecycle.js'
import { helloCapabilities, helloPunishmentTypes } from './capabilities.js'

/**
 * The example plugin of docs/plugins.md. Enable it with DOCSITE_PLUGINS=hello or by
 * adding 'hello' to config/plugins.ts; nothing in core refers to it.
 */
export default definePlugin({
  id: 'hello',
  title: '问候（示例插件）',
  description: '示例插件：用一个很小的功能演示插件契约的每一部分。',
  dependsOn: ['settings', 'site', 'accounts', 'access', 'admin', 'seo'],
  // It greets readers of documents, lets members favourite, report and comment on greetings
  // (community) and files them under article categories, when those plugins are there; it
  // runs without them.
  enhances: ['documents', 'community', 'categories'],
  permissions: helloPermissions,
  adminMenu: [
    {
      page: 'hello/greetings',
      title: '问候',
      icon: 'HelloWave',
      permission: HelloPermission.greeting.list,
      component: 'hello/admin/greetings',
      sort: 500,
    },
  ],
  settings: [helloSettings],
  capabilities: helloCapabilities,
  punishmentTypes: helloPunishmentTypes,
  jobs: [greetJob, tidyJob],
  schedules: [{ name: 'hello.daily_tidy', everyMs: 24 * 60 * 60 * 1000, job: 'hello.tidy' }],
  routes: () => import('./routes.js'),
  cli: () => import('./cli/hello_command.js'),
  boot: async () => {
    await (await import('./boot/site_boot.js')).default()
    await (await import('./boot/accounts_boot.js')).default()
    await (await import('./boot/admin_boot.js')).default()
    ;(await import('./search/greeting_search_boot.js')).default()
    if (pluginRegistry.isLoaded('documents')) await (await import('./boot/documents_boot.js')).default()
    if (pluginRegistry.isLoaded('community')) await (await import('./boot/community_boot.js')).default()
    if (pluginRegistry.isLoaded('categories')) await (await import('./boot/categories_boot.js')).default()
  },
  ...helloLifecycle,
})
