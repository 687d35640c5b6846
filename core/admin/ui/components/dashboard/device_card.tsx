import { Card, Progress, Skeleton, Typography } from '@douyinfe/semi-ui-19'
import { formatBytes } from '~/lib/format'
import { useApi } from './use_api'
import type { DeviceInfo } from './dashboard_types'
import { apiUrl } from '~/lib/api_url'

function Gauge({
  label,
  title,
  value,
  percent,
  ariaLabel,
}: {
  label: string
  title?: string
  value: string
  percent: number
  ariaLabel: string
}) {
  return (
    <>
      <div className="ds-device__label">
        <span title={title}>{label}</span>
        <span>{value}</span>
      </div>
      <Progress percent={percent} aria-label={ariaLabel} />
    </>
  )
}

export function DeviceCard() {
  const { data, error, loading } = useApi<DeviceInfo>(apiUrl('admin.device'))
  return (
    <Card title="服务器资源" className="ds-dashboard__card">
      {loading ? (
        <Skeleton placeholder={<Skeleton.Paragraph rows={4} />} loading active />
      ) : error || !data ? (
        <Typography.Text type="tertiary">{error ?? '暂无数据'}</Typography.Text>
      ) : (
        <div className="ds-device">
          <div>
            <Gauge label={`CPU（${data.cpu.cores} 核）`} value={`${data.cpu.percent}%`} percent={data.cpu.percent} ariaLabel="CPU" />
            <Typography.Text type="tertiary" size="small" className="ds-device__hint">
              {data.cpu.model_name || '未知型号'}
              {data.cpu.load?.length ? ` · 负载 ${data.cpu.load.map((value) => value.toFixed(2)).join(' / ')}` : ''}
            </Typography.Text>
          </div>
          <div>
            <Gauge
              label="内存"
              value={`${formatBytes(data.memory.used)} / ${formatBytes(data.memory.total)}`}
              percent={data.memory.percent}
              ariaLabel="内存"
            />
          </div>
          {data.disk.map((disk) => (
            <div key={disk.disk_name}>
              <Gauge
                label="存储磁盘"
                title={disk.disk_name}
                value={`${formatBytes(disk.used)} / ${formatBytes(disk.total)}`}
                percent={disk.percent}
                ariaLabel="磁盘"
              />
            </div>
          ))}
        </div>
      )}
    </Card>
  )
}
