import type { ReactNode } from 'react'
import { TabPane, Tabs } from '@douyinfe/semi-ui-19'
import { SiteComponent } from '~/components/site/site_component'
import type { LoginProviderButton } from './login_providers'

export interface LoginMethodTab {
  key: string
  title: string
  component: string
}

/** The login and register pages' props: where to go afterwards, the plugins' ways in and providers. */
export interface AuthPageProps {
  redirect?: string
  methods: LoginMethodTab[]
  providers?: LoginProviderButton[]
}

/**
 * The ways in a page offers (loginMethods of core/accounts/extension_points.ts): the page's
 * own form first under `ownTitle`, then one tab per method drawn by the plugin's component,
 * which receives `redirect`. With no method registered, just the page's form, without tabs.
 */
export function LoginMethodTabs({
  methods,
  ownTitle,
  redirect,
  children,
}: {
  methods: LoginMethodTab[]
  ownTitle: string
  redirect?: string
  children: ReactNode
}) {
  if (methods.length === 0) return <>{children}</>
  return (
    <Tabs type="line" className="ds-acc-methods" defaultActiveKey="own" lazyRender keepDOM={false}>
      <TabPane tab={ownTitle} itemKey="own">
        {children}
      </TabPane>
      {methods.map((method) => (
        <TabPane tab={method.title} itemKey={method.key} key={method.key}>
          <SiteComponent name={method.component} redirect={redirect} />
        </TabPane>
      ))}
    </Tabs>
  )
}
