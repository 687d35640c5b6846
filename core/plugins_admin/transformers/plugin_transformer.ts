import type { PluginStatus } from '#core/kernel/plugin_lifecycle'
import { CORE_MODULES } from '#core/kernel/plugin_folders'

/** What 插件管理 shows for a plugin's state on this site. */
export function pluginStateLabel(status: PluginStatus) {
  if (!status.loaded) return '未加载'
  if (status.enabled) return '已启用'
  return status.installed ? '已停用' : '未安装'
}

/**
 * One row of 插件管理; `id` is the row's place in the list, `plugin` the plugin id. The plugins
 * it depends on are named by their titles; core modules, always there, are left out.
 */
export function pluginJson(status: PluginStatus, index: number, all: readonly PluginStatus[]) {
  const titles = new Map(all.map((other) => [other.id, other.title]))
  return {
    id: index + 1,
    plugin: status.id,
    title: status.title,
    description: status.description,
    depends_on: status.dependsOn.filter((id) => !CORE_MODULES.includes(id)).map((id) => titles.get(id) ?? id),
    loaded: status.loaded,
    installed: status.installed,
    enabled: status.enabled,
    state: pluginStateLabel(status),
    installed_at: status.installedAt,
    disabled_at: status.disabledAt,
  }
}
