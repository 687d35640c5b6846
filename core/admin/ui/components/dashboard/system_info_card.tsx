import { Card, Descriptions } from '@douyinfe/semi-ui-19'
import { useSetting } from '~/lib/shared_props'
import type { SystemInfo } from './dashboard_types'

export function SystemInfoCard({ system }: { system: SystemInfo }) {
  const version = useSetting<string>('system', 'version', '')
  const rows = [
    { key: '程序版本', value: version ? `v${version}` : '-' },
    { key: 'Node.js', value: system?.node_version },
    { key: '数据库', value: system?.database },
    { key: '任务队列', value: system?.queue },
    { key: '文件存储', value: system?.storage },
    { key: '搜索引擎', value: system?.search },
    { key: '运行环境', value: system?.environment },
  ]
  return (
    <Card title="系统信息" className="ds-dashboard__card">
      <Descriptions data={rows} align="left" className="ds-system-info" />
    </Card>
  )
}
