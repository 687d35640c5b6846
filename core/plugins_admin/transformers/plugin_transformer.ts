import type { PluginStatus } from '#core/kernel/plugin_lifecycle'

/** What 插件管理 shows for a plugin's state on this site. */
export function pluginStateLabel(status: PluginStatus) {
  if (!status.loaded) return '未加载'
  if (status.enabled) return '已启用'
  return status.installed ? '已停用' : '未安装'
}

/** One row of 插件管理; `id` is the row's place in the list, `plugin` the plugin id. */
export function pluginJson(status: PluginStatus, index: number) {
  return {
    id: index + 1,
    plugin: status.id,
    title: status.title,
    description: status.description,
    depends_on: status.dependsOn,
    loaded: status.loaded,
    installed: status.installed,
    enabled: status.enabled,
    state: pluginStateLabel(status),
    installed_at: status.installedAt,
    disabled_at: status.disabledAt,
  }
}
