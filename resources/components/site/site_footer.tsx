import type { FriendLink } from '~/lib/shared_props'
import { copyrightYears } from '~/lib/copyright'
import { SmartLink } from '~/components/smart_link'

/** The footer settings shown as links, in the spec's order (spec §2 Footer). */
export const FOOTER_LINKS = [
  { name: 'about', label: '关于我们' },
  { name: 'help', label: '帮助中心' },
  { name: 'contact', label: '联系我们' },
  { name: 'feedback', label: '意见反馈' },
  { name: 'copyright', label: '免责声明' },
] as const

interface SiteFooterProps {
  settings: Record<string, Record<string, any>>
  friendlinks?: FriendLink[]
  showFriendLinks: boolean
  className?: string
}

function policeRecordCode(secIcp: string) {
  return secIcp.replace(/\D/g, '')
}

export function SiteFooter({ settings, friendlinks, showFriendLinks, className }: SiteFooterProps) {
  const system = settings?.system ?? {}
  const footer = settings?.footer ?? {}
  const display = settings?.display ?? {}
  const sitename = system.sitename || 'Docsite'
  const links = FOOTER_LINKS.filter((link) => footer[link.name])
  const friends = showFriendLinks ? (friendlinks ?? []) : []
  return (
    <footer className={['ds-footer', className].filter(Boolean).join(' ')}>
      <div className="ds-container">
        {friends.length > 0 && (
          <div className="ds-footer__friends">
            <span className="ds-footer__friends-label">友情链接</span>
            {friends.map((friend) => (
              <a key={friend.id} href={friend.link} target="_blank" rel="noopener noreferrer">
                {friend.title}
              </a>
            ))}
          </div>
        )}
        {links.length > 0 && (
          <nav className="ds-footer__links" aria-label="页脚导航">
            {links.map((link) => (
              <SmartLink key={link.name} href={footer[link.name]}>
                {link.label}
              </SmartLink>
            ))}
          </nav>
        )}
        {display.copyright_statement && (
          <div className="ds-footer__statement" dangerouslySetInnerHTML={{ __html: String(display.copyright_statement) }} />
        )}
        <div className="ds-footer__meta">
          <span>
            © {copyrightYears(system.copyright_start_year)} {sitename}
          </span>
          <a href="/sitemap.xml" target="_blank" rel="noopener">
            网站地图
          </a>
          {system.icp && (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer nofollow">
              {system.icp}
            </a>
          )}
          {system.sec_icp && (
            <a
              href={`https://beian.mps.gov.cn/#/query/webSearch?code=${policeRecordCode(system.sec_icp)}`}
              target="_blank"
              rel="noopener noreferrer nofollow"
            >
              {system.sec_icp}
            </a>
          )}
        </div>
        {system.enable_powered_by && <div className="ds-footer__powered">Powered by Docsite v{system.version || '0.0.0'}</div>}
      </div>
    </footer>
  )
}
