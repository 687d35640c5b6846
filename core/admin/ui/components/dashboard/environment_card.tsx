import { Button, Card, Skeleton, Tag, Typography } from '@douyinfe/semi-ui-19'
import { IconRefresh } from '@douyinfe/semi-icons'
import { useApi } from './use_api'
import type { EnvDependent } from './dashboard_types'
import { apiUrl } from '~/lib/api_url'

function envTag(env: EnvDependent) {
  if (env.is_installed) return <Tag color="green">已安装</Tag>
  return env.is_required ? <Tag color="red">缺失（必需）</Tag> : <Tag color="orange">未安装（可选）</Tag>
}

function EnvironmentList({ envs }: { envs: EnvDependent[] }) {
  const missing = envs.filter((env) => !env.is_installed && env.is_required).length
  return (
    <>
      <Typography.Paragraph type={missing ? 'danger' : 'tertiary'} className="ds-envs__summary">
        {missing ? `有 ${missing} 项必需程序缺失，相关文档会转换失败并注明原因。` : '必需的程序都已安装。'}
      </Typography.Paragraph>
      <ul className="ds-envs">
        {envs.map((env) => (
          <li key={env.name} className="ds-envs__item" data-env={env.name}>
            <div className="ds-envs__head">
              <Typography.Text strong>{env.name}</Typography.Text>
              {envTag(env)}
              {env.version && (
                <Typography.Text type="tertiary" size="small">
                  {env.version}
                </Typography.Text>
              )}
            </div>
            <Typography.Text type="tertiary" size="small" className="ds-envs__description">
              {env.is_installed ? env.description : `${env.error}。${env.description}`}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </>
  )
}

export function EnvironmentCard() {
  const { data, error, loading, reload } = useApi<{ envs?: EnvDependent[] }>(apiUrl('admin.envs'))
  const envs = data?.envs ?? []
  return (
    <Card
      title="运行环境检测"
      className="ds-dashboard__card ds-dashboard__card--wide"
      headerExtraContent={
        <Button size="small" theme="borderless" icon={<IconRefresh />} loading={loading} onClick={reload}>
          重新检测
        </Button>
      }
    >
      {loading && !envs.length ? (
        <Skeleton placeholder={<Skeleton.Paragraph rows={6} />} loading active />
      ) : error ? (
        <Typography.Text type="danger">{error}</Typography.Text>
      ) : !envs.length ? (
        <Typography.Text type="tertiary">没有插件报告需要检测的程序</Typography.Text>
      ) : (
        <EnvironmentList envs={envs} />
      )}
    </Card>
  )
}
