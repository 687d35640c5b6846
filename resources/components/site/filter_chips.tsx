import { useEffect, useState, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Tag } from '@douyinfe/semi-ui-19'
import './filter_chips.css'

/** True between an Inertia visit's start and finish: a list dims instead of jumping. */
export function useNavigating() {
  const [navigating, setNavigating] = useState(false)
  useEffect(() => {
    const off = [router.on('start', () => setNavigating(true)), router.on('finish', () => setNavigating(false))]
    return () => off.forEach((stop) => stop())
  }, [])
  return navigating
}

/** One choice of a filter row: a link that keeps the scroll position, solid when chosen. */
export function FilterChip({ href, active, children }: { href: string; active: boolean; children: ReactNode }) {
  return (
    <Link href={href} preserveScroll className="ds-filter__chip" aria-current={active ? 'true' : undefined}>
      <Tag size="large" shape="circle" color={active ? 'blue' : 'white'} type={active ? 'solid' : 'light'}>
        {children}
      </Tag>
    </Link>
  )
}

/** A labelled row of chips; on a phone the chips scroll sideways instead of wrapping. */
export function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ds-filter">
      <span className="ds-filter__label">{label}</span>
      <div className="ds-filter__chips">{children}</div>
    </div>
  )
}
