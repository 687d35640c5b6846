import { Tag, Typography } from '@douyinfe/semi-ui-19'
import { AdminListPage } from '~/components/admin/admin_list_page'
import { useListQuery } from '~/components/admin/use_list_query'
import { RowActions } from '~/components/admin/row_actions'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'

interface PluginRow {
  id: number
  plugin: string
  title: string
  description: string
  depends_on: string[]
  loaded: boolean
  installed: boolean
  enabled: boolean
  state: string
}

const STATE_COLORS: Record<string, 'green' | 'orange' | 'grey'> = { 已启用: 'green', 已停用: 'orange' }

export default function PluginsAdmin() {
  const list = useListQuery<PluginRow>({ endpoint: apiUrl('plugins.list'), key: 'plugin', size: false })

  const act = (row: PluginRow, action: 'enable' | 'disable' | 'uninstall', purge = false) => {
    const ask = {
      enable: {
        title: `启用插件「${row.title}」？`,
        content: row.installed ? '它的页面、菜单和任务将恢复。' : '启用前会先安装它（首次运行安装程序）。',
        okText: '启用',
        done: '已启用',
      },
      disable: {
        title: `停用插件「${row.title}」？`,
        content: '它的页面、菜单、任务和扩展将停止，数据保留，可随时重新启用。',
        okText: '停用',
        done: '已停用',
      },
      uninstall: purge
        ? {
            title: `卸载插件「${row.title}」并删除数据？`,
            content: '它的数据将被删除，不可恢复。卸载后请从插件配置中移除它。',
            okText: '卸载并删除数据',
            done: '已卸载',
          }
        : {
            title: `卸载插件「${row.title}」？`,
            content: '插件将停用并视为未安装，数据保留；再次启用会重新安装。卸载后请从插件配置中移除它。',
            okText: '卸载',
            done: '已卸载',
          },
    }[action]
    list.confirm({
      ...ask,
      danger: action !== 'enable',
      action: () => api.put(apiUrl(`plugins.${action}`), { plugin: row.plugin, purge }),
    })
  }

  const columns = [
    {
      title: '插件',
      dataIndex: 'title',
      width: 220,
      render: (title: string, row: PluginRow) => (
        <div>
          <Typography.Text strong>{title}</Typography.Text>
          <br />
          <Typography.Text type="tertiary" size="small">
            {row.plugin}
          </Typography.Text>
        </div>
      ),
    },
    { title: '描述', dataIndex: 'description', render: (text: string) => text || '-' },
    { title: '依赖', dataIndex: 'depends_on', width: 180, render: (ids: string[]) => ids.join('、') || '-' },
    {
      title: '状态',
      dataIndex: 'state',
      width: 100,
      render: (state: string) => <Tag color={STATE_COLORS[state] ?? 'grey'}>{state}</Tag>,
    },
    {
      title: '操作',
      dataIndex: 'operate',
      width: 260,
      fixed: 'right' as const,
      render: (_: unknown, row: PluginRow) =>
        row.loaded ? (
          <RowActions
            actions={[
              row.enabled ? { label: '停用', onClick: () => act(row, 'disable') } : { label: '启用', onClick: () => act(row, 'enable') },
              { label: '卸载', type: 'danger', onClick: () => act(row, 'uninstall') },
              { label: '卸载并删除数据', type: 'danger', onClick: () => act(row, 'uninstall', true) },
            ]}
          />
        ) : (
          <Typography.Text type="tertiary" size="small">
            加入插件配置后可用
          </Typography.Text>
        ),
    },
  ]

  return (
    <AdminListPage<PluginRow>
      title="插件管理"
      description={`共 ${list.total} 个插件；停用保留数据，其他进程几秒内生效`}
      list={list}
      columns={columns}
      scrollX={1000}
      empty={{ title: '还没有插件', description: '把插件放进 plugins/ 目录并加入插件配置' }}
    />
  )
}
