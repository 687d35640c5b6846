import { Divider } from '@douyinfe/semi-ui-19'
import { namedIcon } from '~/components/named_icons'
import './login_providers.css'

export interface LoginProviderButton {
  key: string
  title: string
  icon?: string
  href: string
}

/**
 * 其他登录方式: one button per third-party provider a plugin offers (loginProviders). They are
 * plain links: the provider's authorize page is another site, not an Inertia visit.
 */
export function LoginProviders({ providers }: { providers?: LoginProviderButton[] }) {
  if (!providers?.length) return null
  return (
    <nav className="ds-acc-providers" aria-label="其他登录方式">
      <Divider align="center" className="ds-acc-providers__divider">
        其他登录方式
      </Divider>
      <div className="ds-acc-providers__row">
        {providers.map((provider) => (
          <a key={provider.key} className="ds-acc-providers__button" href={provider.href} title={`使用${provider.title}登录`}>
            {namedIcon(provider.icon, 'large', 'IconLink')}
            <span>{provider.title}</span>
          </a>
        ))}
      </div>
    </nav>
  )
}
