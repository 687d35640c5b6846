import type { ReactNode } from 'react'
import { useShared } from '~/lib/shared_props'
import './ad_box.css'
import './ad_slot.css'

/** One advertisement of a position, as the ads plugin shares it (HTML sanitised on the server). */
export interface SlotAdvertisement {
  id: number
  position: string
  title: string
  content: string
}

/** The advertisements of a position on this page: none without the ads plugin, for a VIP, or when nothing is booked. */
export function useAdvertisements(position: string): SlotAdvertisement[] {
  const advertisements = useShared().advertisements as Record<string, SlotAdvertisement[]> | undefined
  return advertisements?.[position] ?? []
}

/** An advertisement position of spec §3; it renders nothing when the position is empty. */
export function AdSlot({ position, className }: { position: string; className?: string }) {
  const advertisements = useAdvertisements(position)
  if (advertisements.length === 0) return null
  return (
    <aside className={`ds-ad-slot ds-ad-slot--${position}${className ? ` ${className}` : ''}`} data-position={position} aria-label="广告">
      {advertisements.map((advertisement) => (
        <div
          key={advertisement.id}
          className="ds-ad"
          data-ad-id={advertisement.id}
          dangerouslySetInnerHTML={{ __html: advertisement.content }}
        />
      ))}
    </aside>
  )
}

/**
 * Content with a side position (search_right) beside it on a wide screen and under it on a
 * phone; only the content when the position is empty.
 */
export function AdAside({ position, children }: { position: string; children: ReactNode }) {
  const advertisements = useAdvertisements(position)
  if (advertisements.length === 0) return <>{children}</>
  return (
    <div className="ds-ad-aside">
      <div className="ds-ad-aside__main">{children}</div>
      <AdSlot position={position} className="ds-ad-aside__slot" />
    </div>
  )
}
