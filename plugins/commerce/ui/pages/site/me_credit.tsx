import { Tag } from '@douyinfe/semi-ui-19'
import { formatDateTime } from '~/lib/format'
import { useShared, useCreditName } from '~/lib/shared_props'
import { MeListPage, type MeListPageProps } from '../../../../../core/accounts/ui/components/me_list_page'
import '../../components/commerce.css'

interface CreditLogItem {
  id: number
  delta: number
  balance: number
  reason_label: string
  remark: string
  created_at: string | null
}

interface MeCreditProps extends MeListPageProps {
  logs: CreditLogItem[]
}

/** /me/credit: every change of the caller's credits, newest first, with the balance after it. */
export default function MeCredit({ logs, ...list }: MeCreditProps) {
  const { user } = useShared()
  const creditName = useCreditName()
  return (
    <MeListPage
      {...list}
      title={`${creditName}明细`}
      at="/me/credit"
      above={
        <div className="ds-shop-summary">
          <div>
            <div className="ds-shop-summary__title" data-testid="credit-balance">
              当前余额 {(user?.credit_count ?? 0).toLocaleString('zh-CN')} {creditName}
            </div>
            <div className="ds-shop-summary__meta">
              每日签到、上传文档可获得{creditName}，下载付费文档会消耗{creditName}
            </div>
          </div>
        </div>
      }
      isEmpty={logs.length === 0}
      empty={{
        title: '暂无记录',
        description: `还没有${creditName}变动，`,
        next: { href: '/', text: '去首页看看' },
      }}
    >
      <ul className="ds-me-list ds-me-lines">
        {logs.map((log) => (
          <li key={log.id}>
            <div className="ds-shop-list__body">
              <div className="ds-shop-list__title">{log.reason_label}</div>
              <div className="ds-shop-list__meta">
                {formatDateTime(log.created_at)}
                {log.remark ? ` · ${log.remark}` : ''}
              </div>
            </div>
            <div className="ds-shop-list__side">
              <Tag color={log.delta > 0 ? 'green' : 'red'} size="large">
                {log.delta > 0 ? `+${log.delta}` : log.delta}
              </Tag>
              <span className="ds-shop-list__meta">余额 {log.balance}</span>
            </div>
          </li>
        ))}
      </ul>
    </MeListPage>
  )
}
