import { useEffect, useState, type ReactNode } from 'react'
import { Link } from '~/components/link'
import { Popover, Tooltip } from '@douyinfe/semi-ui-19'
import { IconArrowUp, IconCustomerSupport, IconQrCode } from '@douyinfe/semi-icons'
import { isExternal } from '~/lib/site_routes'
import type { ToolbarLink } from '~/lib/shared_props'
import { namedIcon } from '~/components/named_icons'

function ToolTip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip content={label} position="left">
      {children}
    </Tooltip>
  )
}

/**
 * The right-hand tool bar (spec §2): the plugins' buttons (publish, upload), the WeChat QR code
 * and contact link when configured, and back to top once the page has scrolled. CSS hides it
 * below 576 px.
 */
export function ToolBar({ display, links = [] }: { display: Record<string, any>; links?: ToolbarLink[] }) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 300)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  const contact = display?.contact_link as string | undefined
  return (
    <aside className="ds-toolbar" aria-label="工具栏">
      {links.map((link) => (
        <ToolTip key={link.key} label={link.title}>
          <Link href={link.href} className="ds-toolbar__button" aria-label={link.title}>
            {namedIcon(link.icon)}
          </Link>
        </ToolTip>
      ))}
      {display?.wechat_qrcode && (
        <Popover
          position="left"
          showArrow
          content={
            <div className="ds-toolbar__qrcode">
              <img src={display.wechat_qrcode} alt={display.wechat_tip || '微信二维码'} />
              {display.wechat_tip && <div>{display.wechat_tip}</div>}
            </div>
          }
        >
          <button type="button" className="ds-toolbar__button" aria-label={display.wechat_tip || '微信二维码'}>
            <IconQrCode />
          </button>
        </Popover>
      )}
      {contact && (
        <ToolTip label={display.contact_tip || '联系我们'}>
          <a
            href={contact}
            className="ds-toolbar__button"
            aria-label={display.contact_tip || '联系我们'}
            {...(isExternal(contact) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <IconCustomerSupport />
          </a>
        </ToolTip>
      )}
      <ToolTip label="回到顶部">
        <button
          type="button"
          className={`ds-toolbar__button ds-toolbar__top${scrolled ? ' is-visible' : ''}`}
          aria-label="回到顶部"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <IconArrowUp />
        </button>
      </ToolTip>
    </aside>
  )
}
