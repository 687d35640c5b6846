import type { ComponentType, ReactNode } from 'react'
import { useShared, type LayoutComponent } from '~/lib/shared_props'
import { contributedComponent } from '~/lib/ui_contributions'

/**
 * A plugin's component by name ('commerce.vipBadge'), only while the server lists it in the
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
 * The components the enabled plugins put in one slot of the site layout (core/site
 * layoutComponents), in their order: the layout itself names no plugin.
 */
export function LayoutSlot({ place }: { place: LayoutComponent['place'] }) {
  const contributed = useShared().layoutComponents
  if (!Array.isArray(contributed)) return null
  return (
    <>
      {contributed
        .filter((entry) => entry.place === place)
        .map((entry, index) => {
          const Component = contributedComponent(entry.component)
          return Component ? <Component key={`${entry.component}.${index}`} {...entry.props} /> : null
        })}
    </>
  )
}
