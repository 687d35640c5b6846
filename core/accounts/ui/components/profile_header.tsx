import { useEffect, useRef, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Tabs, TabPane } from '@douyinfe/semi-ui-19'
import { IconCalendar } from '@douyinfe/semi-icons'
import './accounts.css'

/** The card at the top of the personal centre and of a public user page. */
export function ProfileHero({
  avatar,
  name,
  signature,
  since,
  actions,
  stats,
  statsClassName = 'ds-acc-stats',
}: {
  /** The avatar block (its own `ds-acc-hero__avatar` wrapper included). */
  avatar: ReactNode
  name: ReactNode
  signature: string
  /** The line next to the calendar icon: when the user joined. */
  since: ReactNode
  actions?: ReactNode
  stats: { label: string; value: unknown }[]
  statsClassName?: string
}) {
  return (
    <section className="ds-acc-card ds-acc-hero">
      <div className="ds-acc-hero__cover" />
      <div className="ds-acc-hero__body">
        {avatar}
        <div className="ds-acc-hero__info">
          <h1 className="ds-acc-hero__name">{name}</h1>
          <p className="ds-description ds-acc-hero__signature">{signature || '这个人很懒，什么都没有留下'}</p>
          <div className="ds-acc-hero__meta">
            <span>
              <IconCalendar size="small" />
              {since}
            </span>
          </div>
        </div>
        {actions && <div className="ds-acc-hero__actions">{actions}</div>}
      </div>
      <div className={statsClassName}>
        {stats.map((stat) => (
          <div className="ds-acc-stat" key={stat.label}>
            <span className="ds-acc-stat__value">{Number(stat.value ?? 0)}</span>
            <span className="ds-acc-stat__label">{stat.label}</span>
          </div>
        ))}
      </div>
    </section>
  )
}

/** The tab bar under the profile card: each tab is a page of its own, visited on change. */
export function ProfileTabs({
  label,
  active,
  tabs,
  preserveScroll,
}: {
  /** The nav's aria-label. */
  label: string
  active: string
  tabs: { key: string; title: string; href: string }[]
  preserveScroll?: boolean
}) {
  const nav = useRef<HTMLElement>(null)
  // On a phone the tabs scroll sideways: bring the current one into the middle of the strip.
  useEffect(() => {
    const strip = nav.current?.querySelector<HTMLElement>('.semi-tabs-bar-line')
    const tab = nav.current?.querySelector<HTMLElement>('.semi-tabs-tab-active')
    if (strip && tab && strip.scrollWidth > strip.clientWidth) strip.scrollLeft = tab.offsetLeft - (strip.clientWidth - tab.clientWidth) / 2
  }, [active])
  return (
    <nav ref={nav} className="ds-acc-card ds-acc-tabs" aria-label={label}>
      <Tabs
        type="line"
        activeKey={active}
        onChange={(key) => {
          const href = tabs.find((tab) => tab.key === key)?.href
          if (href) router.visit(href, preserveScroll ? { preserveScroll: true } : {})
        }}
      >
        {tabs.map((tab) => (
          <TabPane
            key={tab.key}
            itemKey={tab.key}
            // Plain text: a tab holds no second control (a link inside one is a nested control
            // to assistive tech); choosing the tab, by click or by keyboard, visits its page.
            tab={tab.title}
          />
        ))}
      </Tabs>
    </nav>
  )
}
