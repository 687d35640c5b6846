import { router } from '@inertiajs/react'
import { Avatar, Banner, Button, Toast } from '@douyinfe/semi-ui-19'
import { IconLink } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { formatDateTime } from '~/lib/format'
import { namedIcon } from '~/components/named_icons'
import { SeoHead } from '~/components/site/seo_head'
import { MeShell, type MeTab } from '../../../../../core/accounts/ui/components/me_shell'
import { ConfirmDelete, MeList, MeListPanel, MeListRow } from '../../../../../core/accounts/ui/components/me_list_panel'
import './me_oauth.css'

interface Account {
  id: number
  oauth_type: number
  name: string
  username: string
  avatar: string
  created_at: string | null
}

interface Provider {
  name: string
  type: number
  title: string
  icon: string
}

interface Props {
  tabs: MeTab[]
  active: string
  accounts: Account[]
  providers: Provider[]
  hasPassword: boolean
}

async function unbind(account: Account) {
  try {
    await api.delete(apiUrl('oauth.user.unbind'), { id: account.id })
    Toast.success('已解除绑定')
    router.reload({ only: ['accounts', 'hasPassword'] })
  } catch (error) {
    Toast.error((error as Error).message || '解除绑定失败')
  }
}

/** /me/oauth: 绑定账号, one row per provider the site offers (and any binding of one it no longer offers). */
export default function MeOauth({ tabs, active, accounts, providers, hasPassword }: Props) {
  const unoffered = accounts.filter((account) => !providers.some((provider) => provider.type === account.oauth_type))
  const rows = [
    ...providers.map((provider) => ({ provider, account: accounts.find((account) => account.oauth_type === provider.type) })),
    ...unoffered.map((account) => ({
      provider: { name: account.name, type: account.oauth_type, title: account.name || `类型 ${account.oauth_type}`, icon: '' },
      account,
    })),
  ]
  const lastWayIn = !hasPassword && accounts.length === 1

  return (
    <MeShell tabs={tabs} active={active}>
      <SeoHead title="绑定账号" noindex />
      <MeListPanel
        title="绑定账号"
        count={accounts.length}
        above={
          lastWayIn ? (
            <Banner
              className="oauth-me__notice"
              type="info"
              fullMode={false}
              closeIcon={null}
              description="你的账号还没有设置密码，唯一的绑定不能解除。"
            />
          ) : undefined
        }
        isEmpty={rows.length === 0}
        empty={{ title: '网站暂未开放第三方登录', description: '管理员在 系统设置 → 第三方登录 中启用后即可绑定' }}
        paging={{ total: rows.length, size: Math.max(rows.length, 1), page: 1, urlOf: () => '/me/oauth' }}
      >
        <MeList>
          {rows.map(({ provider, account }) => (
            <MeListRow
              key={provider.type}
              testId="oauth-binding"
              meta={account ? <span>绑定于 {formatDateTime(account.created_at)}</span> : <span>未绑定</span>}
              actions={
                account ? (
                  <ConfirmDelete
                    question={`解除${provider.title}绑定？`}
                    detail="解除后不能再用该账号登录本站"
                    label="解除绑定"
                    onConfirm={() => void unbind(account)}
                  />
                ) : (
                  <a href={`/oauth/${provider.name}/authorize`}>
                    <Button size="small" theme="light" icon={<IconLink />}>
                      绑定
                    </Button>
                  </a>
                )
              }
            >
              <div className="oauth-me__provider">
                {namedIcon(provider.icon, 'large', 'IconLink')}
                <span className="oauth-me__title">{provider.title}</span>
                {account && (
                  <span className="oauth-me__account">
                    <Avatar size="extra-extra-small" src={account.avatar || undefined} alt={account.username}>
                      {account.username.slice(0, 1) || '?'}
                    </Avatar>
                    {account.username}
                  </span>
                )}
              </div>
            </MeListRow>
          ))}
        </MeList>
      </MeListPanel>
    </MeShell>
  )
}
