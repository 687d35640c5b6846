import { router } from '@inertiajs/react'
import { Dropdown } from '@douyinfe/semi-ui-19'
import { IconChevronDown } from '@douyinfe/semi-icons'
import type { NavigationItem } from '~/lib/shared_props'
import { isExternal, pathOf } from '~/lib/site_routes'
import { SmartLink } from '~/components/smart_link'
import { SiteComponent } from './site_component'

/** Shown until the navigation module provides the site's own entries. */
export const FALLBACK_NAVIGATION: NavigationItem[] = [{ id: 0, title: '首页', href: '/', color: '', target: '', children: [] }]

/** Home matches only '/', other entries their path and below it. */
function matchesEntry(item: Pick<NavigationItem, 'href'>, currentUrl: string) {
  if (!item.href || isExternal(item.href)) return false
  const target = pathOf(item.href)
  const current = pathOf(currentUrl)
  if (target === '/') return current === '/'
  return current === target || current.startsWith(`${target}/`)
}

/**
 * The one entry to highlight: of those whose path the page is on or below, the longest, so
 * /article/help lights 帮助中心 and not 文章 as well.
 */
export function activeEntry<Item extends Pick<NavigationItem, 'href'>>(items: Item[], currentUrl: string): Item | undefined {
  let best: Item | undefined
  for (const item of items) {
    if (!matchesEntry(item, currentUrl)) continue
    if (!best || pathOf(item.href).length > pathOf(best.href).length) best = item
  }
  return best
}

export function openHref(href: string, target?: string) {
  if (!href) return
  if (isExternal(href) || target === '_blank') window.open(href, target || '_blank', 'noopener')
  else router.visit(href)
}

function EntryLabel({ item, caret }: { item: NavigationItem; caret?: boolean }) {
  return (
    <span style={item.color ? { color: item.color } : undefined}>
      {item.title}
      {caret && <IconChevronDown size="small" className="ds-nav__caret" />}
    </span>
  )
}

interface NavigationMenuProps {
  items: NavigationItem[]
  currentUrl: string
}

export function NavigationMenu({ items, currentUrl }: NavigationMenuProps) {
  const active = activeEntry(items, currentUrl)
  return (
    <nav className="ds-nav" aria-label="主导航">
      {items.map((item) => {
        const className = `ds-nav__item${item === active ? ' is-active' : ''}`
        const children = item.children ?? []
        if (children.length) {
          return (
            <Dropdown
              key={item.id}
              position="bottomLeft"
              render={
                <Dropdown.Menu>
                  {children.map((child) => (
                    <Dropdown.Item key={child.id} onClick={() => openHref(child.href, child.target)}>
                      <span style={child.color ? { color: child.color } : undefined}>{child.title}</span>
                    </Dropdown.Item>
                  ))}
                </Dropdown.Menu>
              }
            >
              {item.href ? (
                <SmartLink href={item.href} target={item.target} className={className}>
                  <EntryLabel item={item} caret />
                </SmartLink>
              ) : (
                <span className={className} tabIndex={0}>
                  <EntryLabel item={item} caret />
                </span>
              )}
            </Dropdown>
          )
        }
        const link = (
          <SmartLink key={item.id} href={item.href || '/'} target={item.target} className={className}>
            <EntryLabel item={item} />
          </SmartLink>
        )
        if (item.popover) {
          return (
            <SiteComponent key={item.id} name={item.popover}>
              {link}
            </SiteComponent>
          )
        }
        return link
      })}
    </nav>
  )
}
