import type { ReactNode } from 'react'
import { Link } from '~/components/link'

export interface Feature {
  icon: ReactNode
  title: string
  text: string
  href: string
  /** blue, green, orange or violet. */
  tone: string
}

/** A card that leads to one thing the site does: the home page's features and the /tool page. */
export function FeatureCard({ feature, id }: { feature: Feature; id?: string }) {
  return (
    <Link href={feature.href} className={`ds-feature ds-feature--${feature.tone}`} data-tool={id}>
      <span className="ds-feature__icon">{feature.icon}</span>
      <span className="ds-feature__body">
        <span className="ds-feature__title">{feature.title}</span>
        <span className="ds-feature__text">{feature.text}</span>
      </span>
    </Link>
  )
}
