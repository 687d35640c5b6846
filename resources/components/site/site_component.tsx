import type { ComponentType, ReactNode } from 'react'
import { useShared, type LayoutPlace } from '~/lib/shared_props'
import { contributedComponent } from '~/lib/ui_contributions'

/**
 * A plugin's component by name ('<owner>.<component>'), only while the server lists it in the
 * `siteComponents` shared prop: a disabled plugin's component is bundled but never rendered.
 */
export function useSiteComponent<Props = Record<string, unknown>>(name: string): ComponentType<Props> | undefined {
  const listed = useShared().siteComponents
  return Array.isArray(listed) && listed.includes(name) ? contributedComponent<Props>(name) : undefined
}

/**
 * Renders a plugin's component by name with the other props. When its plugin is not enabled
 * it renders `fallback`, or else the children, so a wrapper (an ad column beside the results)
 * leaves its content in place.
 */
export function SiteComponent({
  name,
  fallback,
  ...props
}: { name: string; fallback?: ReactNode; children?: ReactNode } & Record<string, unknown>) {
  const Component = useSiteComponent(name)
  if (Component) return <Component {...props} />
  return <>{fallback ?? props.children ?? null}</>
}

/**
 * The components the enabled plugins put in one place (core/site layoutComponents), in their
 * order: a slot of the site layout, or a region of a core page. The layout and the pages name
 * no plugin. Given children (the content of a region such as search_results), the components
 * wrap them, the first outermost, and without any the children show as they are.
 */
export function LayoutSlot({
  place,
  children,
  extra,
}: {
  place: LayoutPlace
  children?: ReactNode
  /** Props the place hands every component beside their own (the drawer's onDone). */
  extra?: Record<string, unknown>
}) {
  const contributed = useShared().layoutComponents
  const entries = Array.isArray(contributed) ? contributed.filter((entry) => entry.place === place) : []
  const drawn = entries.flatMap((entry) => {
    const Component = contributedComponent(entry.component)
    return Component ? [{ Component, entry }] : []
  })
  if (children !== undefined) {
    return (
      <>
        {drawn.reduceRight<ReactNode>(
          (inner, { Component, entry }) => (
            <Component {...entry.props} {...extra}>
              {inner}
            </Component>
          ),
          children
        )}
      </>
    )
  }
  return (
    <>
      {drawn.map(({ Component, entry }, index) => (
        <Component key={`${entry.component}.${index}`} {...entry.props} {...extra} />
      ))}
    </>
  )
}
