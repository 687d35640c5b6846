import { IconGithubLogo } from '@douyinfe/semi-icons'
import type { IconComponent } from '~/lib/ui_contributions'
import './provider_icons.css'

type Size = 'small' | 'default' | 'large' | 'extra-large'

const PIXELS = { 'small': 14, 'default': 16, 'large': 20, 'extra-large': 24 }

/** A provider's mark: its initial on a disc in the provider's colour (a class per provider). */
function badge(provider: string, letter: string) {
  function ProviderBadge({ size = 'default' }: { size?: Size }) {
    const pixels = PIXELS[size ?? 'default']
    return (
      <svg className={`oauth-badge oauth-badge--${provider}`} width={pixels} height={pixels} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="12" />
        <text x="12" y="16.5" textAnchor="middle">
          {letter}
        </text>
      </svg>
    )
  }
  return ProviderBadge
}

export const providerIcons: Record<string, IconComponent> = {
  OauthGithub: IconGithubLogo as IconComponent,
  OauthGoogle: badge('google', 'G'),
  OauthGitee: badge('gitee', 'G'),
  OauthQq: badge('qq', 'Q'),
  OauthWechat: badge('wechat', '微'),
}
