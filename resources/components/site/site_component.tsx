import { Component as ReactComponent, Suspense, type ComponentType, type ReactNode } from 'react'
import { useShared, type LayoutPlace } from '~/lib/shared_props'
import { contributedComponent } from '~/lib/ui_contributions'

class ContributionBoundary extends ReactComponent<{ name: string; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error(`The contributed component "${this.props.name}" failed and is left out`, error)
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/**
 * A plugin's component that throws shows `fallback` (what it wrapped, or nothing) and the page
 * the rest. The boundary catches in the browser; on the server, an error inside Suspense makes
 * React send the fallback and render that part in the browser, so the page is not a 500.
 */
function Isolated({ name, fallback = null, children }: { name: string; fallback?: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ContributionBoundary name={name} fallback={fallback}>
        {children}
      </ContributionBoundary>
    </Suspense>
  )
}

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
  const otherwise = fallback ?? props.children ?? null
  if (Component) {
    return (
      <Isolated name={name} fallback={otherwise}>
        <Component {...props} />
      </Isolated>
    )
  }
  return <>{otherwise}</>
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
            <Isolated name={entry.component} fallback={inner}>
              <Component {...entry.props} {...extra}>
                {inner}
              </Component>
            </Isolated>
          ),
          children
        )}
      </>
    )
  }
  return (
    <>
      {drawn.map(({ Component, entry }, index) => (
        <Isolated key={`${entry.component}.${index}`} name={entry.component}>
          <Component {...entry.props} {...extra} />
        </Isolated>
      ))}
    </>
  )
}
