import { Link } from '~/components/link'
import { Card, Empty } from '@douyinfe/semi-ui-19'
import { useShared } from '~/lib/shared_props'
import { adminIcon } from '~/components/named_icons'
import { menuLinks } from '~/components/admin/admin_menu'
import { EmptyIllustration } from './empty_illustration'

/** The first admin pages this user may open, besides the dashboard itself. */
export function QuickLinksCard() {
  const { adminMenu } = useShared()
  const quickLinks = menuLinks(adminMenu ?? [])
    .filter((link) => link.page !== 'dashboard')
    .slice(0, 8)
  return (
    <Card title="快捷入口" className="ds-dashboard__card">
      {quickLinks.length ? (
        <div className="ds-quick-links">
          {quickLinks.map((link) => (
            <Link key={link.page} href={link.href} className="ds-quick-link">
              <span className="ds-quick-link__icon">{adminIcon(link.icon)}</span>
              <span className="ds-quick-link__title">{link.title}</span>
            </Link>
          ))}
        </div>
      ) : (
        <Empty image={<EmptyIllustration />} description="暂无其他可管理的页面" />
      )}
    </Card>
  )
}
