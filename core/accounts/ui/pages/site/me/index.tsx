import { Link } from '~/components/link'
import { Banner, Descriptions } from '@douyinfe/semi-ui-19'
import { IconChevronRight } from '@douyinfe/semi-icons'
import { namedIcon } from '~/components/named_icons'
import { useShared } from '~/lib/shared_props'
import { SeoHead } from '~/components/site/seo_head'
import { MeShell, type MeTab } from '../../../components/me_shell'
import { formatDateTime } from '../../../components/format'
import { FollowFeed, type FollowFeedEntry } from '../../../components/follow_feed'

interface MeIndexProps {
  tabs: MeTab[]
  active: string
  feed: FollowFeedEntry[]
  total: number
  page: number
  size: number
  /** How many users the member follows. */
  following: number
}

export default function MeIndex({ tabs, active, ...feed }: MeIndexProps) {
  const { user } = useShared()
  if (!user) return null
  const record = user as unknown as Record<string, string>
  const links = tabs.filter((tab) => tab.key !== 'index')

  return (
    <MeShell tabs={tabs} active={active}>
      <SeoHead title="个人中心" noindex />
      {user.is_default_password && (
        <Banner
          type="warning"
          fullMode={false}
          closeIcon={null}
          className="ds-acc-password-warning"
          title="您还在使用默认密码"
          description={
            <span>
              为了账号安全，请尽快<Link href="/me/password">修改密码</Link>。
            </span>
          }
        />
      )}
      <div className="ds-acc-overview">
        <div>
          <h2 className="ds-acc-panel__title">账号信息</h2>
          <p className="ds-acc-panel__hint">这些信息只有你自己能看到</p>
          <Descriptions
            align="left"
            data={[
              { key: '用户名', value: user.username },
              { key: '电子邮箱', value: user.email || '未填写' },
              { key: '手机号码', value: user.mobile || '未填写' },
              { key: '真实姓名', value: user.realname || '未填写' },
              { key: '注册时间', value: formatDateTime(record.created_at) },
              { key: '最近登录', value: formatDateTime(record.login_at) },
            ]}
          />
          <FollowFeed {...feed} />
        </div>
        <div>
          <h2 className="ds-acc-panel__title">快捷入口</h2>
          <p className="ds-acc-panel__hint">管理你的资料与内容</p>
          <div className="ds-acc-links">
            {links.map((tab) => (
              <Link key={tab.key} href={tab.href} className="ds-acc-link">
                <span className="ds-acc-link__icon">{namedIcon(tab.icon, 'default', 'IconLink')}</span>
                <span className="ds-acc-link__text">
                  <span className="ds-acc-link__title">{tab.title}</span>
                  {tab.description && <span className="ds-acc-link__desc">{tab.description}</span>}
                </span>
                <IconChevronRight className="ds-acc-link__chevron" />
              </Link>
            ))}
          </div>
        </div>
      </div>
    </MeShell>
  )
}
