import type { CSSProperties, ReactNode } from 'react'
import { Link } from '~/components/link'
import { isExternal } from '~/lib/site_routes'

interface SmartLinkProps {
  href: string
  target?: string
  className?: string
  style?: CSSProperties
  title?: string
  children: ReactNode
  onClick?: () => void
}

/**
 * A site link: other sites and new-window targets get a plain anchor, pages of this site an
 * Inertia link (no full reload).
 */
export function SmartLink({ href, target, children, ...rest }: SmartLinkProps) {
  if (isExternal(href) || target === '_blank') {
    return (
      <a href={href} target={target || '_blank'} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  )
}
