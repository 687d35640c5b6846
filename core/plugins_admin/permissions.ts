export const PLUGIN_LIST = 'plugins_admin.plugin.list'
export const PLUGIN_MANAGE = 'plugins_admin.plugin.manage'
