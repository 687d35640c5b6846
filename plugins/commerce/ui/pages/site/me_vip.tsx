import { Link } from '~/components/link'
import { Button, Tag } from '@douyinfe/semi-ui-19'
import { IconCrown } from '@douyinfe/semi-icons'
import { formatDateTime } from '~/lib/format'
import { MeListPage, type MeListPageProps } from '../../../../../core/accounts/ui/components/me_list_page'
import '../../components/commerce.css'
import './shop_pages.css'
import type { Membership, UserVipItem } from '../../components/commerce_types'

const KIND_LABELS: Record<number, string> = { 0: '年度 VIP', 1: '季度 VIP', 2: '月度 VIP', 3: '单日 VIP' }

interface MeVipProps extends MeListPageProps {
  membership: Membership
  vips: UserVipItem[]
}

/** /me/vip: the membership's end, today's free downloads, and every purchase. */
export default function MeVip({ membership, vips, ...list }: MeVipProps) {
  const active_ = Boolean(membership.expired_at)
  return (
    <MeListPage
      {...list}
      title="我的VIP"
      at="/me/vip"
      above={
        <div className="ds-shop-summary">
          <div>
            <div className="ds-shop-summary__title">
              <IconCrown className="ds-shop-summary__crown" />
              {active_ ? 'VIP 会员' : '您还不是 VIP 会员'}
              {active_ && (
                <Tag color="amber" size="small">
                  生效中
                </Tag>
              )}
            </div>
            <div className="ds-shop-summary__meta">
              {active_
                ? `有效期至 ${formatDateTime(membership.expired_at)}` +
                  (membership.times_every_day > 0 ? ` · 今日免费下载 ${membership.used_today}/${membership.times_every_day}` : '')
                : '开通后免广告、无水印阅读，每天免费下载付费文档'}
            </div>
          </div>
          <Link href="/joinvip">
            <Button theme="solid" type="warning">
              {active_ ? '续费' : '开通VIP'}
            </Button>
          </Link>
        </div>
      }
      isEmpty={vips.length === 0}
      empty={{ title: '暂无开通记录' }}
    >
      <ul className="ds-me-list ds-me-lines">
        {vips.map((vip) => (
          <li key={vip.id}>
            <div className="ds-shop-list__body">
              <div className="ds-shop-list__title">{KIND_LABELS[vip.type] ?? 'VIP'}</div>
              <div className="ds-shop-list__meta">
                {formatDateTime(vip.joined_at)} 至 {formatDateTime(vip.expired_at)}
                {vip.times > 0 ? ` · 每天免费下载 ${vip.times} 次` : ''}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </MeListPage>
  )
}
